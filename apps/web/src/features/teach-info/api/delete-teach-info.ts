import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/TeachInfo/DeleteTeachInfo */
export function deleteTeachInfo(guid: string) {
  return api.post('/api/TeachInfo/DeleteTeachInfo', { body: { guid } });
}

export function useDeleteTeachInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeachInfo,
    // A teacher's visible classes and students follow the classes of their teaching info.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['teach-info'] }),
        queryClient.invalidateQueries({ queryKey: ['classes'] }),
        queryClient.invalidateQueries({ queryKey: ['students'] }),
      ]),
  });
}
