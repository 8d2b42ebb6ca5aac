import { useQuery } from '@tanstack/react-query';
import { ZScanWorkSummarySchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { scanKeys } from './keys';

/** GET /api/Scan/WorkSummary: pages scanned per class, students without a sheet, duplicates. */
export function getScanSummary(workGuid: string) {
  return api.get('/api/Scan/WorkSummary', { params: { workGuid }, schema: ZScanWorkSummarySchema });
}

export function useScanSummary(workGuid: string | undefined) {
  return useQuery({ queryKey: scanKeys.summary(workGuid ?? ''), queryFn: () => getScanSummary(workGuid!), enabled: !!workGuid });
}
