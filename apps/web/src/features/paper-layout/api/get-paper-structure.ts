import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPaperLayoutSchema, type TSubjectScope } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { layoutKeys } from './keys';

/**
 * GET /api/PaperLayout/GetPaperStructureJson: the teacher's basket laid out as a paper, with the draft's title and
 * settings; with paperGuid, one of the teacher's saved papers opened for editing.
 */
export function getPaperStructure(scope: TSubjectScope, paperGuid?: string) {
  return api.get('/api/PaperLayout/GetPaperStructureJson', {
    params: { ...scope, isItemTypeStructure: 100, ...(paperGuid ? { paperGuid } : {}) },
    schema: ZPaperLayoutSchema,
  });
}

export const paperStructureQueryOptions = (scope: TSubjectScope, paperGuid?: string) =>
  queryOptions({ queryKey: layoutKeys.layout(scope), queryFn: () => getPaperStructure(scope, paperGuid), staleTime: Infinity });

export function usePaperStructure(scope: TSubjectScope, paperGuid?: string) {
  return useQuery(paperStructureQueryOptions(scope, paperGuid));
}
