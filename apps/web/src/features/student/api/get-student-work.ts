import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStudentWorkDetailSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export const studentWorkQueryKey = (workGuid: string) => ['student', 'work', workGuid] as const;

/** GET /api/Student/Work/:workGuid: questions, files and the student's own answers (key and scores once published). */
export function getStudentWork(workGuid: string) {
  return api.get(`/api/Student/Work/${encodeURIComponent(workGuid)}`, { schema: ZStudentWorkDetailSchema });
}

export const studentWorkQueryOptions = (workGuid: string) =>
  queryOptions({ queryKey: studentWorkQueryKey(workGuid), queryFn: () => getStudentWork(workGuid) });

/** An exam is read again every 30 s while it takes answers, so a time extension reaches the phone at once. */
export function useStudentWork(workGuid: string) {
  return useQuery({ ...studentWorkQueryOptions(workGuid), refetchInterval: (q) => (q.state.data?.exam && q.state.data.canSubmit ? 30_000 : false) });
}
