import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZWorkCalcQueryDataSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolReportsKeys } from './keys';

/** GET /api/WorkInfo/GetWorkCalcQueryData: grades, classes, subjects and teachers the statistics can be narrowed to. */
export function getWorkCalcQueryData(ruCode: string) {
  return api.get('/api/WorkInfo/GetWorkCalcQueryData', { params: { ruCode }, schema: ZWorkCalcQueryDataSchema });
}

export const workCalcQueryDataOptions = (ruCode: string) =>
  queryOptions({ queryKey: [...schoolReportsKeys.page('job-statistic'), 'choices', ruCode], queryFn: () => getWorkCalcQueryData(ruCode) });

export function useWorkCalcQueryData(ruCode: string) {
  return useQuery(workCalcQueryDataOptions(ruCode));
}
