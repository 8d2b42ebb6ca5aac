import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { ZSubjectNetworkSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/QuestionBank/SubjectNetwork: where the subject-network bank (source 10) opens; null when none is configured. */
export function getSubjectNetwork() {
  return api.get('/api/QuestionBank/SubjectNetwork', { schema: ZSubjectNetworkSchema });
}

export const subjectNetworkQueryOptions = () =>
  queryOptions({ queryKey: ['homework', 'subject-network'], queryFn: getSubjectNetwork, staleTime: 300_000 });

/** Reads the address on demand (a click on 学科网题库), cached for the session. */
export function useFetchSubjectNetwork() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery(subjectNetworkQueryOptions());
}
