import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAnswerFeedbackRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/HelpFile/AnswerFeedback: a super administrator's answer, shown to the teacher who sent it. */
export const answerFeedback = (body: TAnswerFeedbackRequest) => api.post('/api/HelpFile/AnswerFeedback', { body });

export function useAnswerFeedback() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: answerFeedback, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['help-center', 'feedback'] }) });
}
