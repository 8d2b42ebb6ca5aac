import { useQuery } from '@tanstack/react-query';
import { ZPreparingWorkSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { preparingKeys } from './keys';

/** GET /api/PreparingWork/Retrieve?paperGuid=: my latest preparation of a paper, or null. */
export function retrievePreparingWork(paperGuid: string) {
  return api.get('/api/PreparingWork/Retrieve', { params: { paperGuid }, schema: ZPreparingWorkSchema.nullable() });
}

export function useRetrievePreparingWork(paperGuid: string) {
  return useQuery({ queryKey: preparingKeys.ofPaper(paperGuid), queryFn: () => retrievePreparingWork(paperGuid) });
}
