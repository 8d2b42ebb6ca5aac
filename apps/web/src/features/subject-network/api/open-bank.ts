import { useQuery } from '@tanstack/react-query';
import { ZXkwOpenSchema, type TXkwOpenRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { subjectNetworkKeys } from './keys';

/** POST /api/SubjectNetwork/Open: the bank's address for the frame with a fresh return token. */
export function openBank(body: TXkwOpenRequest) {
  return api.post('/api/SubjectNetwork/Open', { body, schema: ZXkwOpenSchema });
}

/** One token per visit of the frame page (kept while the page is open, never refetched behind the teacher's back). */
export function useOpenBank(body: TXkwOpenRequest, enabled: boolean) {
  return useQuery({ queryKey: subjectNetworkKeys.of('open', body), queryFn: () => openBank(body), enabled, staleTime: Infinity, gcTime: 0, retry: false });
}
