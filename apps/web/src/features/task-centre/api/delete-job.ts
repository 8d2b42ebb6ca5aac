import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJobList } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { taskKeys } from './keys';

/** POST /api/Job/Delete: removes a task and its file. */
export function deleteJob(key: string) {
  return api.post('/api/Job/Delete', { body: { key } });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: (_data, key) => {
      queryClient.setQueryData<TJobList>(taskKeys.list(), (old) => (old ? { list: old.list.filter((t) => t.key !== key), total: old.total - 1 } : old));
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
}
