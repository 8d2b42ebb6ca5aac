import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAnswerCardSettingsSchema, type TSaveAnswerCardSettingsRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { answerCardSettingsKey } from './get-answer-card-settings';

/** POST /api/AnswerCard/SaveSettings (administrators): the templates list shows the new sheets too. */
export const saveAnswerCardSettings = (body: TSaveAnswerCardSettingsRequest) =>
  api.post('/api/AnswerCard/SaveSettings', { body, schema: ZAnswerCardSettingsSchema });

export function useSaveAnswerCardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnswerCardSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(answerCardSettingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['account-settings'] });
    },
  });
}
