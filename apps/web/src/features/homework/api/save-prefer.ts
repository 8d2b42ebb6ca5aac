import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPreferSchema, type TSavePreferRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/PreferSet/AddOrUpdatePrefer: any subset of the defaults; answers the whole preference. */
export function savePrefer(input: TSavePreferRequest) {
  return api.post('/api/PreferSet/AddOrUpdatePrefer', { body: input, schema: ZPreferSchema });
}

export function useSavePrefer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrefer,
    onSuccess: (prefer) => queryClient.setQueryData(['homework', 'prefer'], prefer),
  });
}
