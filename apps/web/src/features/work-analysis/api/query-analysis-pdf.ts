import { ZAnalysisPdfResultSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/WorkAnswer/AnalysisPdfQueryJob: the file once rendered; rejects with body status 410 while pending (silent). */
export function queryAnalysisPdf(key: string, workGuid: string) {
  return api.post('/api/WorkAnswer/AnalysisPdfQueryJob', { body: { PdfRedisKey: key, WorkGuid: workGuid }, schema: ZAnalysisPdfResultSchema, silent: true });
}

/** GET /api/WorkAnswer/AnalysisPdfByte: where the finished PDF downloads from. */
export const analysisPdfByteUrl = (fileKey: string, workName: string) =>
  `/api/WorkAnswer/AnalysisPdfByte?PdfAliyunKey=${encodeURIComponent(fileKey)}&WorkName=${encodeURIComponent(workName)}`;
