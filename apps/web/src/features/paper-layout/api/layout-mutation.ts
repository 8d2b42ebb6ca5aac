import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPaperLayout, TSubjectScope } from '@zuoyeben/shared';
import { layoutKeys } from './keys';

/**
 * Every layout call answers the whole new layout. The page shows the change at once (optimistic), the server's
 * answer then replaces it, and a refusal (told by the api client) puts the last good layout back.
 */
export function useLayoutMutation<V>(scope: TSubjectScope, mutationFn: (vars: V) => Promise<TPaperLayout>,
  optimistic?: (layout: TPaperLayout, vars: V) => TPaperLayout) {
  const queryClient = useQueryClient();
  const key = layoutKeys.layout(scope);
  return useMutation({
    mutationKey: layoutKeys.all,
    mutationFn,
    onMutate: async (vars: V) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TPaperLayout>(key);
      if (previous && optimistic) queryClient.setQueryData(key, optimistic(previous, vars));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (layout) => queryClient.setQueryData(key, layout),
  });
}
