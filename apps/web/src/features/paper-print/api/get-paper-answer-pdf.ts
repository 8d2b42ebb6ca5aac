import { useMutation } from '@tanstack/react-query';
import { ZPaperAnswerPdfResultSchema, type TPaperAnswerPdfRequest, type TPaperAnswerPdfResult } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/WorkInfo/GetPaperAnswerPdf: answers and explanations (answerPdfUrl when kept, else a task). */
export const getPaperAnswerPdf = (q: TPaperAnswerPdfRequest): Promise<TPaperAnswerPdfResult> =>
  api.get('/api/WorkInfo/GetPaperAnswerPdf', { params: q, schema: ZPaperAnswerPdfResultSchema });

export const useGetPaperAnswerPdf = () => useMutation({ mutationFn: getPaperAnswerPdf });
