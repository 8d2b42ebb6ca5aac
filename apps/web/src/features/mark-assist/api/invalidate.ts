import type { QueryClient } from '@tanstack/react-query';
import { assistGroupsQueryKey } from './get-assist-groups';

/** After a mark: the groups, web marking's lists and the homework's reports all show the new scores. */
export const invalidateAfterMark = (queryClient: QueryClient, workGuid: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: assistGroupsQueryKey(workGuid) }),
    queryClient.invalidateQueries({ queryKey: ['marking'] }),
    queryClient.invalidateQueries({ queryKey: ['reports', workGuid] }),
  ]);
