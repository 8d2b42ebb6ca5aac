import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRemoveStudentResultSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/Teacher/RemoveStudent: all or nothing; one student the user may not see refuses the request. */
export function removeStudents(stuGuids: string[]) {
  return api.post('/api/Teacher/RemoveStudent', { body: { stuGuids }, schema: ZRemoveStudentResultSchema });
}

export function useRemoveStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStudents,
    // ['students'] also covers the same-name lists.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['students'] }),
        queryClient.invalidateQueries({ queryKey: ['classes'] }),
      ]),
  });
}
