import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSaveFeedbackRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/HelpFile/SaveFeedback: type, text and the keys of up to 3 uploaded screenshots. */
export const saveFeedback = (body: TSaveFeedbackRequest) => api.post('/api/HelpFile/SaveFeedback', { body });

export function useSaveFeedback() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveFeedback, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['help-center', 'feedback'] }) });
}
