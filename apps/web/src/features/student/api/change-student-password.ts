import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStudentChangePasswordRequest, TStudentMe } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { studentMeQueryKey } from './get-student-me';

/** POST /api/Student/ChangePassword. Silent: the form shows 原密码错误 and the like next to the fields. */
export function changeStudentPassword(body: TStudentChangePasswordRequest) {
  return api.post('/api/Student/ChangePassword', { body, silent: true });
}

export function useChangeStudentPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStudentPassword,
    onSuccess: () => {
      // No longer on a handed-out password: the pages it kept closed open at once.
      queryClient.setQueryData<TStudentMe>(studentMeQueryKey, (me) => (me ? { ...me, isInitialPassword: false } : me));
      return queryClient.invalidateQueries({ queryKey: studentMeQueryKey });
    },
  });
}
