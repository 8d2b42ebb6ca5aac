import { useMutation } from '@tanstack/react-query';
import { ZPaperCardPdfResultSchema, type TPaperCardPdfResult, type TPaperPdfRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/WorkInfo/GetPaperCardPdf: the answer card (cardPdfUrl when kept, else a task of the task centre). */
export const getPaperCardPdf = (q: TPaperPdfRequest): Promise<TPaperCardPdfResult> =>
  api.get('/api/WorkInfo/GetPaperCardPdf', { params: q, schema: ZPaperCardPdfResultSchema });

export const useGetPaperCardPdf = () => useMutation({ mutationFn: getPaperCardPdf });
