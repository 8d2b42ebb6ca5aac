import { useQuery } from '@tanstack/react-query';
import { ZSubjectNetworkSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { subjectNetworkKeys } from './keys';

/** GET /api/QuestionBank/SubjectNetwork: the school's bank address (SUBJECT_NETWORK_URL), null when none is configured. */
export function getBankAddress() {
  return api.get('/api/QuestionBank/SubjectNetwork', { schema: ZSubjectNetworkSchema });
}

export function useBankAddress() {
  return useQuery({ queryKey: subjectNetworkKeys.of('address', null), queryFn: getBankAddress, staleTime: 60 * 60_000 });
}
