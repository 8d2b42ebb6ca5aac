import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStudentMeSchema, type TStudentLoginRequest, type TStudentMe } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { studentMeQueryKey } from './get-student-me';

/** POST /api/Student/Login. Silent: the form shows refusals (and the school-code field) itself. */
export function studentLogin(body: TStudentLoginRequest): Promise<TStudentMe> {
  return api.post('/api/Student/Login', { body, schema: ZStudentMeSchema, silent: true });
}

export function useStudentLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: studentLogin,
    onSuccess: (me) => {
      // A new session: nothing cached for an earlier student may leak into it.
      queryClient.clear();
      queryClient.setQueryData(studentMeQueryKey, me);
    },
  });
}
