import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZWorkCardSchema, type TSaveWorkCardRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { workCardKey } from './get-work-card';

/** POST /api/AnswerCard/SaveWorkCard: the homework's own card options, or reset to the school's. */
export const saveWorkCard = (body: TSaveWorkCardRequest) => api.post('/api/AnswerCard/SaveWorkCard', { body, schema: ZWorkCardSchema });

export function useSaveWorkCard() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveWorkCard, onSuccess: (data) => client.setQueryData(workCardKey(data.workGuid), data) });
}
