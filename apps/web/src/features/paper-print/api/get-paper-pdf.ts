import { useMutation } from '@tanstack/react-query';
import { ZPaperPdfResultSchema, type TPaperPdfRequest, type TPaperPdfResult } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/WorkInfo/GetPaperPdf: the paper's PDF (pdfUrl when kept, else a task of the task centre). */
export const getPaperPdf = (q: TPaperPdfRequest): Promise<TPaperPdfResult> =>
  api.get('/api/WorkInfo/GetPaperPdf', { params: q, schema: ZPaperPdfResultSchema });

export const useGetPaperPdf = () => useMutation({ mutationFn: getPaperPdf });
