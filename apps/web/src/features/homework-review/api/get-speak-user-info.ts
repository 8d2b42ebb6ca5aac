import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSpeakUserInfoSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { reviewKeys } from './keys';

export interface SpeakUserParams {
  ruCode: string;
  workGuid: string;
  stuGuid: string;
}

/** GET /api/Speak/UserInfo: the student the answer dialog shows (name, number, class). */
export function getSpeakUserInfo(params: SpeakUserParams) {
  return api.get('/api/Speak/UserInfo', { params: { ...params }, schema: ZSpeakUserInfoSchema, silent: true });
}

export const speakUserInfoQueryOptions = (params: SpeakUserParams) =>
  queryOptions({ queryKey: [...reviewKeys.tab(params.workGuid), 'student', params], queryFn: () => getSpeakUserInfo(params) });

export function useSpeakUserInfo(params: SpeakUserParams | null) {
  return useQuery({
    ...speakUserInfoQueryOptions(params ?? { ruCode: '', workGuid: '', stuGuid: '' }),
    enabled: params !== null,
    retry: false,
  });
}
