import { useMutation, useQueryClient } from '@tanstack/react-query';
import { preparingKeys } from './keys';

/** A 备课 change that refreshes every list and paper lookup of preparations afterwards. */
export function usePreparingMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: preparingKeys.all }) });
}
