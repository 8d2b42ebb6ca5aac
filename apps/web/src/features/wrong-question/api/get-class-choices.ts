import { useQuery } from '@tanstack/react-query';
import { ZWorkCalcQueryDataSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { wrongQuestionKeys } from './keys';

/** GET /api/WorkInfo/GetWorkCalcQueryData: the classes the user may see (the practice builders' class choice). */
export function getClassChoices(ruCode: string) {
  return api.get('/api/WorkInfo/GetWorkCalcQueryData', { params: { ruCode }, schema: ZWorkCalcQueryDataSchema });
}

export function useClassChoices(ruCode: string) {
  return useQuery({ queryKey: wrongQuestionKeys.of('class-choices', ruCode), queryFn: () => getClassChoices(ruCode) });
}
