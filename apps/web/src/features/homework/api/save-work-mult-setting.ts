import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPendingRescoreSchema, type TSaveWorkMultSettingRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/WorkInfo/SaveWorkMultSetting: advanced multiple-choice rules; answers how many scores a rescore would change. */
export function saveWorkMultSetting(input: TSaveWorkMultSettingRequest) {
  return api.post('/api/WorkInfo/SaveWorkMultSetting', { body: input, schema: ZPendingRescoreSchema });
}

export function useSaveWorkMultSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWorkMultSetting,
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: ['homework', 'detail', input.workInfoGuid] }),
  });
}
