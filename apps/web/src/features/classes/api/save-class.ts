import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZClassSchema, type TSaveClassRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/Teacher/SaveTeacherClass: create a class, or rename it when classGuid is given (admins only). */
export function saveClass(input: TSaveClassRequest) {
  // Silent: the form shows the refusal next to the field it concerns.
  return api.post('/api/Teacher/SaveTeacherClass', { body: input, schema: ZClassSchema, silent: true });
}

export function useSaveClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClass,
    // Class names appear in student rows and teaching info too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['classes'] }),
        queryClient.invalidateQueries({ queryKey: ['students'] }),
        queryClient.invalidateQueries({ queryKey: ['teach-info'] }),
      ]),
  });
}
