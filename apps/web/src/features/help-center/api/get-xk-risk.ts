import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { ZXkRiskSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/HelpFile/GetXkRisk (spec 02 §7): the notice shown before the subject-network bank (学科网题库) opens. */
export const getXkRisk = () => api.get('/api/HelpFile/GetXkRisk', { schema: ZXkRiskSchema });

export const xkRiskQueryOptions = () => queryOptions({ queryKey: ['help-center', 'xk-risk'], queryFn: getXkRisk, staleTime: 3_600_000 });

/** Reads the notice on demand (a click on 学科网题库), cached for an hour. */
export function useFetchXkRisk() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery(xkRiskQueryOptions());
}
