import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/TeachInfo/DeleteTeachInfo by the entry's Guid (Studyname + Subject, e.g. C语文). */
export function deleteTeachInfo(Guid: string) {
  return api.post('/api/TeachInfo/DeleteTeachInfo', { body: { Guid } });
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
