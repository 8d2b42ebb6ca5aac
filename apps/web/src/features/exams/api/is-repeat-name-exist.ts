import { ZRepeatNameShowSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/Teacher/IsRepeatNameExist: whether the chosen classes hold students of the same name. */
export function isRepeatNameExist(input: { classCodes: string[]; ru?: string; schoolGuid?: string }) {
  return api.post('/api/Teacher/IsRepeatNameExist', { body: input, schema: ZRepeatNameShowSchema });
}
