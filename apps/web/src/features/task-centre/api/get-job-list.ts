import { queryOptions, useQuery } from '@tanstack/react-query';
import { TaskLimits, ZJobListSchema, type TJobList } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { taskKeys } from './keys';

/** GET /api/Job/List: the user's tasks, newest first. */
export function getJobList() {
  return api.get('/api/Job/List', { schema: ZJobListSchema, silent: true });
}

const isUnfinished = (data: TJobList | undefined) => !!data?.list.some((task) => task.state === 'pending' || task.state === 'running');

export const jobListQueryOptions = () =>
  queryOptions({
    queryKey: taskKeys.list(),
    queryFn: getJobList,
    // Polled every 5 s while a task waits or runs, and not at all otherwise (spec 03 §4).
    refetchInterval: (query) => (isUnfinished(query.state.data) ? TaskLimits.pollMs : false),
    refetchIntervalInBackground: true,
  });

export function useJobList() {
  return useQuery(jobListQueryOptions());
}
