import { paperKeys } from '@/lib/paper-collect-api';

/** Under the paper keys, so collecting or sharing a paper anywhere refreshes its detail too. */
export const paperDetailKeys = {
  detail: (paperGuid: string) => [...paperKeys.all, 'detail', paperGuid] as const,
  manual: ['paper-manual'] as const,
  notices: ['paper-notices'] as const,
};
