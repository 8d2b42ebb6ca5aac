import { useQuery } from '@tanstack/react-query';
import { ZGrindClassesSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { wrongQuestionKeys } from './keys';

/** GET /api/WrongQuestion/GetClasses: the classes the works went to. */
export function getGrindClasses(workGuids: string[]) {
  return api.get('/api/WrongQuestion/GetClasses', { params: { workGuids }, schema: ZGrindClassesSchema });
}

export function useGrindClasses(workGuids: string[]) {
  return useQuery({ queryKey: wrongQuestionKeys.of('classes', workGuids), queryFn: () => getGrindClasses(workGuids), enabled: workGuids.length > 0 });
}
