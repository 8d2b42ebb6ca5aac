import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBasket, TSubjectScope } from '@zuoyeben/shared';
import { bankKeys } from './keys';

/**
 * Every basket call answers the new basket: it replaces the cached one at once (so buttons flip without a
 * refetch), and the list is refetched because its rows carry inBasket.
 */
export function useBasketMutation<V>(scope: TSubjectScope, mutationFn: (vars: V) => Promise<TBasket>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (basket) => {
      queryClient.setQueryData(bankKeys.basket(scope), basket);
      void queryClient.invalidateQueries({ queryKey: bankKeys.items() });
    },
  });
}
