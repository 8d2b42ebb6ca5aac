import { useQuery } from '@tanstack/react-query';
import { ZExamCommentListSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/ExamInfo/GetCommentList: marked and unmarked subjective answers, per question. */
export function getCommentList(workGuid: string, ruCode?: string) {
  return api.get('/api/ExamInfo/GetCommentList', { params: { workGuid, ruCode }, schema: ZExamCommentListSchema });
}

export function useCommentList(workGuid: string, ruCode: string | undefined, enabled: boolean) {
  return useQuery({ queryKey: ['exams', 'comment-list', workGuid], queryFn: () => getCommentList(workGuid, ruCode), enabled });
}
