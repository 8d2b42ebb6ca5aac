import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateTeachProgressItemRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { progressKeys } from './keys';

/** POST /api/TeachinfoProgress/UpdateTeachinfoProgressItem: one chapter's planned dates and note. */
export function updateProgressItem(input: TUpdateTeachProgressItemRequest) {
  // Silent: the dialog shows the refusal and stays open.
  return api.post('/api/TeachinfoProgress/UpdateTeachinfoProgressItem', { body: input, silent: true });
}

export function useUpdateProgressItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgressItem,
    onSuccess: (_d, input) => queryClient.invalidateQueries({ queryKey: progressKeys.items(input.guid) }),
  });
}
