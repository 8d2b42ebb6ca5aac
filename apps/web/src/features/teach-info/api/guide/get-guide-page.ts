import { useQuery } from '@tanstack/react-query';
import { ZGuidePageSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export const guideKey = ['teach-info', 'guide'] as const;

/** GET /api/Teacher/IsShowGuidePage: whether the first-use guide is offered. Silent: no guide is no news. */
export function getGuidePage() {
  return api.get('/api/Teacher/IsShowGuidePage', { schema: ZGuidePageSchema, silent: true });
}

export function useGuidePage() {
  return useQuery({ queryKey: guideKey, queryFn: getGuidePage, staleTime: Infinity, retry: false });
}
