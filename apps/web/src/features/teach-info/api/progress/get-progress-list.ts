import { useQuery } from '@tanstack/react-query';
import { ZTeachProgressListSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { progressKeys } from './keys';

/** GET /api/TeachinfoProgress/TeachinfoProgressList: the teacher's own progress, one per grade and subject. */
export function getProgressList() {
  return api.get('/api/TeachinfoProgress/TeachinfoProgressList', { schema: ZTeachProgressListSchema });
}

export function useProgressList() {
  return useQuery({ queryKey: progressKeys.own(), queryFn: getProgressList });
}
