import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZPaperNoticePageSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { paperDetailKeys } from './keys';

/** GET /api/QuestionBank/Papers/Notices (administrators): teachers' problem reports, newest first. */
export function getPaperNotices(params: { pageIndex: number; pageSize: number }) {
  return api.get('/api/QuestionBank/Papers/Notices', { params, schema: ZPaperNoticePageSchema });
}

export function usePaperNotices(params: { pageIndex: number; pageSize: number }) {
  return useQuery({ queryKey: [...paperDetailKeys.notices, params], queryFn: () => getPaperNotices(params), placeholderData: keepPreviousData });
}
