import { useQuery } from '@tanstack/react-query';
import { ZProgressTeachInfoListSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { progressKeys } from './keys';

/** GET /api/TeachinfoProgress/TeachInfoList: each grade and subject taught, with the textbook volumes it may follow. */
export function getProgressTeachInfos() {
  return api.get('/api/TeachinfoProgress/TeachInfoList', { schema: ZProgressTeachInfoListSchema });
}

export function useProgressTeachInfos() {
  return useQuery({ queryKey: progressKeys.teachInfos(), queryFn: getProgressTeachInfos });
}
