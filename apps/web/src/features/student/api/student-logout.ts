import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/Student/Logout: ends the student session; everything cached for the student goes with it. */
export function studentLogout() {
  return api.get('/api/Student/Logout');
}

export function useStudentLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: studentLogout, onSettled: () => queryClient.clear() });
}
