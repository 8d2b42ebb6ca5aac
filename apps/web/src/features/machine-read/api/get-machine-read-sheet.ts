import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZMachineReadSheetSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export const machineReadSheetQueryKey = (workGuid: string, classGuid?: string) => ['machine-read', 'sheet', workGuid, classGuid ?? ''] as const;

/** GET /api/MachineRead/Sheet: one class × the objective questions, with what was entered. */
export function getMachineReadSheet(workGuid: string, classGuid?: string) {
  return api.get('/api/MachineRead/Sheet', { params: { workGuid, classGuid }, schema: ZMachineReadSheetSchema });
}

export function useMachineReadSheet(workGuid: string, classGuid?: string) {
  return useQuery(
    queryOptions({
      queryKey: machineReadSheetQueryKey(workGuid, classGuid),
      queryFn: () => getMachineReadSheet(workGuid, classGuid),
      enabled: !!workGuid,
      placeholderData: keepPreviousData,
    }),
  );
}
