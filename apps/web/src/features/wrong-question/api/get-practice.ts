import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZPracticeBuildSchema, type TPracticeBuildRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { wrongQuestionKeys } from './keys';

/** POST /api/Recommend/Practice: the class's points and the practice of the chosen points, for the class or per level group. */
export function getPractice(body: TPracticeBuildRequest) {
  return api.post('/api/Recommend/Practice', { body, schema: ZPracticeBuildSchema });
}

export function usePractice(body: TPracticeBuildRequest, enabled: boolean) {
  return useQuery({ queryKey: wrongQuestionKeys.of('practice', body), queryFn: () => getPractice(body), enabled, placeholderData: keepPreviousData });
}
