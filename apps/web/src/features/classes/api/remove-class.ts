import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/Teacher/RemoveClass: delete an empty class (admins only); refused while it has students. */
export function removeClass(classGuid: string) {
  return api.post('/api/Teacher/RemoveClass', { body: { classGuid } });
}

export function useRemoveClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeClass,
    // The class also leaves every teaching info that listed it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['classes'] }),
        queryClient.invalidateQueries({ queryKey: ['teach-info'] }),
      ]),
  });
}
