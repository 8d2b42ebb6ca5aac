import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStudentSubmissionSchema, type TStudentSubmitRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { studentWorkQueryKey } from './get-student-work';
import { studentWorksQueryKey } from './get-student-works';

/**
 * POST /api/Student/Submit. The caller keeps one requestId per attempt and sends it again on a retry, so a lost answer
 * never submits twice. Silent: the page shows the refusal next to the 提交 button.
 */
export function submitWork(body: TStudentSubmitRequest) {
  return api.post('/api/Student/Submit', { body, schema: ZStudentSubmissionSchema, silent: true });
}

export function useSubmitWork(workGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitWork,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studentWorkQueryKey(workGuid) }),
        queryClient.invalidateQueries({ queryKey: studentWorksQueryKey }),
      ]),
  });
}
