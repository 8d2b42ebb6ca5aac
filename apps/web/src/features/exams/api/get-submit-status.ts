import { useQuery } from '@tanstack/react-query';
import { ZExamSubmitStatusSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export type SubmitKind = 'exam' | 'homework';
export const submitStatusQueryKey = (workGuid: string, kind: SubmitKind = 'exam') => ['exams', 'submit-status', workGuid, kind] as const;

/**
 * GET /api/ExamInfo/SubmitStatus (an exam) or /api/WorkInfo/SubmitStatus (a homework): per class, the clock and who
 * submitted, late, or not.
 */
export function getSubmitStatus(workGuid: string, ruCode?: string, kind: SubmitKind = 'exam') {
  const url = kind === 'exam' ? '/api/ExamInfo/SubmitStatus' : '/api/WorkInfo/SubmitStatus';
  return api.get(url, { params: { workGuid, ruCode }, schema: ZExamSubmitStatusSchema });
}

export function useSubmitStatus(workGuid: string, ruCode?: string, kind: SubmitKind = 'exam') {
  return useQuery({ queryKey: submitStatusQueryKey(workGuid, kind), queryFn: () => getSubmitStatus(workGuid, ruCode, kind), refetchInterval: 30_000 });
}
