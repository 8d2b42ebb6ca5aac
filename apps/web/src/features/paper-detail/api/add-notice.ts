import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAddNoticeRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { paperDetailKeys } from './keys';

/** AddNotice (paperGuid, message, thJson): report a problem with questions of the paper to the school administrator. */
export function addNotice(body: TAddNoticeRequest) {
  return api.post('/api/QuestionBank/Papers/AddNotice', { body });
}

export function useAddNotice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addNotice, onSuccess: () => queryClient.invalidateQueries({ queryKey: paperDetailKeys.notices }) });
}
