import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZExamFormSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/ExamInfo/GetExam: the exam form, a draft (state 0) or published (state 1). */
export function getExam(workInfoGuid: string, ruCode?: string) {
  return api.get('/api/ExamInfo/GetExam', { params: { workInfoGuid, ruCode }, schema: ZExamFormSchema });
}

export const examQueryOptions = (workInfoGuid: string, ruCode?: string) =>
  queryOptions({ queryKey: ['exams', 'exam', workInfoGuid], queryFn: () => getExam(workInfoGuid, ruCode) });

export function useExam(workInfoGuid: string | null, ruCode?: string) {
  return useQuery({ ...examQueryOptions(workInfoGuid ?? '', ruCode), enabled: !!workInfoGuid });
}
