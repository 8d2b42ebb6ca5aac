import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZGrindWorkListSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { wrongQuestionKeys } from './keys';

export interface GrindWorksQuery { km: string; period: string; gradeCode?: string; startDay?: string; endDay?: string; pageIndex: number; pageSize: number }

/** GET /api/WrongQuestion/WorkInfoList: ended works for the 筛选作业 dialog. */
export function getGrindWorks(q: GrindWorksQuery) {
  return api.get('/api/WrongQuestion/WorkInfoList', { params: { ...q }, schema: ZGrindWorkListSchema });
}

export function useGrindWorks(q: GrindWorksQuery, enabled: boolean) {
  return useQuery({ queryKey: wrongQuestionKeys.of('works', q), queryFn: () => getGrindWorks(q), enabled, placeholderData: keepPreviousData });
}
