import { ZSaveWorkResultSchema, type TSaveTeachingAidWorkRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/**
 * POST /api/WorkInfo/SaveTeachingAidWork: a new teaching-aid work (workType 5) from a teaching-guidance chapter; the
 * server takes the chapter's exercise paper as its questions.
 */
export function saveTeachingAidWork(input: TSaveTeachingAidWorkRequest) {
  return api.post('/api/WorkInfo/SaveTeachingAidWork', { body: input, schema: ZSaveWorkResultSchema });
}
