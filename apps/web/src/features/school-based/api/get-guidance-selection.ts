import { useQuery } from '@tanstack/react-query';
import { ZTeachingGuidanceSelectionSchema, type TSubjectScope } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolBasedKeys } from './keys';

/**
 * GET /api/TeachGuidance/GetSelectTeachingGuidence: the book this teacher last chose for the period and subject,
 * else the first one of the grades they teach, else none.
 */
export function getGuidanceSelection(scope: TSubjectScope, gradeCodes?: string) {
  return api.get('/api/TeachGuidance/GetSelectTeachingGuidence', { params: { ...scope, gradeCodes }, schema: ZTeachingGuidanceSelectionSchema });
}

export function useGuidanceSelection(scope: TSubjectScope, gradeCodes?: string, enabled = true) {
  return useQuery({ queryKey: schoolBasedKeys.selection(scope.period, scope.km), queryFn: () => getGuidanceSelection(scope, gradeCodes), enabled });
}
