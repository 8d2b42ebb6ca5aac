import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { subjectNetworkKeys } from './keys';

/** POST /api/WorkInfo/DeleteXkwItem (spec 02 §7): takes a question brought back from the bank out of the basket. */
export function deleteXkwItem(itemGuid: string) {
  return api.post('/api/WorkInfo/DeleteXkwItem', { body: { itemGuid }, schema: z.object({ itemGuid: z.string() }) });
}

export function useDeleteXkwItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteXkwItem,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: subjectNetworkKeys.all });
      // The basket of the question bank shows the change too.
      await queryClient.invalidateQueries({ queryKey: ['question-bank', 'basket'] });
    },
  });
}
