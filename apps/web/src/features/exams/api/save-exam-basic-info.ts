import { ZExamBasicResultSchema, type TExamBasicRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/ExamInfo/SaveExamBasicInfo: saves step one (a new exam becomes a draft, state 0). */
export function saveExamBasicInfo(input: TExamBasicRequest) {
  return api.post('/api/ExamInfo/SaveExamBasicInfo', { body: input, schema: ZExamBasicResultSchema });
}
