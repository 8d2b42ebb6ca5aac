import { buildUrl, downloadFile } from '@/lib/api-client';

export interface AnswerPdfParams {
  workInfoGuid: string;
  workCode: string;
  workInfoName?: string;
  paperGuid?: string | null;
  ruCode?: string;
}

/**
 * GET /api/WorkInfo/DownLoadPaperAnswerPdf: the answer key as a PDF. A refusal (412 while the work code is being
 * generated) arrives as an envelope and is shown by the shared client, then rejects.
 */
export function downloadAnswerPdf({ paperGuid, ...params }: AnswerPdfParams) {
  const url = buildUrl('/api/WorkInfo/DownLoadPaperAnswerPdf', { ...params, paperGuid: paperGuid ?? undefined });
  return downloadFile(url, undefined, `${params.workInfoName ?? '作业'}答案.pdf`);
}
