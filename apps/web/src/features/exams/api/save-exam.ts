import { ZSaveExamResultSchema, type TSaveExamRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/ExamInfo/SaveExam: the whole form; publishes the exam (state 1). */
export function saveExam(input: TSaveExamRequest) {
  return api.post('/api/ExamInfo/SaveExam', { body: input, schema: ZSaveExamResultSchema });
}
