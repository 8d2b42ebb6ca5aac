import { useQuery } from '@tanstack/react-query';
import { ZPaperDetailSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { paperDetailKeys } from './keys';

/** GET /api/QuestionBank/PaperDetail: the paper in type sections with what its actions need. */
export function getPaperDetail(paperGuid: string) {
  return api.get('/api/QuestionBank/PaperDetail', { params: { paperGuid }, schema: ZPaperDetailSchema });
}

export function usePaperDetail(paperGuid: string | null) {
  return useQuery({
    queryKey: paperDetailKeys.detail(paperGuid ?? ''),
    queryFn: () => getPaperDetail(paperGuid!),
    enabled: !!paperGuid,
  });
}
