import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTeachInfoSchema, type TSaveTeachInfoRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/TeachInfo/SaveOrUpdate: one entry per period and subject; Guid (e.g. C语文) updates that one. */
export function saveTeachInfo(input: TSaveTeachInfoRequest) {
  // Silent: the dialog shows the refusal and stays open.
  return api.post('/api/TeachInfo/SaveOrUpdate', { body: input, schema: ZTeachInfoSchema, silent: true });
}

export function useSaveTeachInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeachInfo,
    // A teacher's visible classes and students follow the classes of their teaching info.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['teach-info'] }),
        queryClient.invalidateQueries({ queryKey: ['classes'] }),
        queryClient.invalidateQueries({ queryKey: ['students'] }),
      ]),
  });
}
