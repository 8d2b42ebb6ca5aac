import { useMutation } from '@tanstack/react-query';
import { ZResetStudentPasswordResultSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/Teacher/ResetStudentPassword: new initial passwords for the chosen students (they are logged out). */
export function resetStudentPasswords(stuGuids: string[]) {
  return api.post('/api/Teacher/ResetStudentPassword', { body: { stuGuids }, schema: ZResetStudentPasswordResultSchema });
}

export function useResetStudentPasswords() {
  return useMutation({ mutationFn: resetStudentPasswords });
}
