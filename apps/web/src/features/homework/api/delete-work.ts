import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/WorkInfo/Delete: soft delete by the creator or an administrator. */
export function deleteWork(input: { workInfoGuid: string; ruCode?: string }) {
  return api.post('/api/WorkInfo/Delete', { body: input });
}

export function useDeleteWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWork,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['homework'] }),
  });
}
