import { useQuery } from '@tanstack/react-query';
import { ZWorkCalcQueryDataSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { microdjKeys } from './keys';

/** GET /api/WorkInfo/GetWorkCalcQueryData: the classes and subjects the user may see (a teacher: the classes they teach). */
export function getClassChoices(ruCode: string) {
  return api.get('/api/WorkInfo/GetWorkCalcQueryData', { params: { ruCode }, schema: ZWorkCalcQueryDataSchema });
}

export function useClassChoices(ruCode: string) {
  return useQuery({ queryKey: microdjKeys.of('class-choices', ruCode), queryFn: () => getClassChoices(ruCode) });
}
