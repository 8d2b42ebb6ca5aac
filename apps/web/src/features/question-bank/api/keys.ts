import type { TSubjectScope } from '@zuoyeben/shared';

/** Query keys of the question bank, so mutations can invalidate what they change. */
export const bankKeys = {
  all: ['question-bank'] as const,
  items: () => [...bankKeys.all, 'items'] as const,
  basket: (scope: TSubjectScope) => [...bankKeys.all, 'basket', scope.period, scope.km] as const,
  trees: () => [...bankKeys.all, 'trees'] as const,
};
