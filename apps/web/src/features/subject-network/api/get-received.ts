import { useQuery } from '@tanstack/react-query';
import { ZXkwReceivedSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { subjectNetworkKeys } from './keys';

/** GET /api/SubjectNetwork/Received: the questions the bank sent back with one token, and whether each is in the basket. */
export function getReceived(token: string) {
  return api.get('/api/SubjectNetwork/Received', { params: { token }, schema: ZXkwReceivedSchema });
}

export function useReceived(token: string) {
  return useQuery({ queryKey: subjectNetworkKeys.of('received', token), queryFn: () => getReceived(token), enabled: !!token, retry: false });
}
