import { ZCheckExamResultSchema, type TExamBasicRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/ExamInfo/CheckExam: checks step one without saving; lists classes sitting another exam meanwhile. */
export function checkExam(input: TExamBasicRequest) {
  return api.post('/api/ExamInfo/CheckExam', { body: input, schema: ZCheckExamResultSchema });
}
