import type { TSubjectScope } from '@zuoyeben/shared';

/** Query keys of the paper layout. */
export const layoutKeys = {
  all: ['paper-layout'] as const,
  layout: (scope: TSubjectScope) => [...layoutKeys.all, scope.period, scope.km] as const,
};
