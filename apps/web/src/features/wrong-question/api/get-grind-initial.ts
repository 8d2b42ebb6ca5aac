import { useQuery } from '@tanstack/react-query';
import { ZGrindInitialSchema, type TSubjectScope } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { wrongQuestionKeys } from './keys';

/** GET /api/WrongQuestion/GetInitialData: the latest ended work's grade and up to 10 latest ended works of it. */
export function getGrindInitial(scope: TSubjectScope) {
  return api.get('/api/WrongQuestion/GetInitialData', { params: scope, schema: ZGrindInitialSchema });
}

export function useGrindInitial(scope: TSubjectScope) {
  return useQuery({ queryKey: wrongQuestionKeys.of('initial', scope), queryFn: () => getGrindInitial(scope) });
}
