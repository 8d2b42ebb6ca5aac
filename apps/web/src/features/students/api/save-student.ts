import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStudentSchema, type TSaveStudentRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/Teacher/SaveStudent: add a student, or edit one when stuGuid is given. */
export function saveStudent(input: TSaveStudentRequest) {
  // Silent: the form shows the refusal next to the field it concerns.
  return api.post('/api/Teacher/SaveStudent', { body: input, schema: ZStudentSchema, silent: true });
}

export function useSaveStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStudent,
    // Student counts of classes change too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['students'] }),
        queryClient.invalidateQueries({ queryKey: ['classes'] }),
      ]),
  });
}
