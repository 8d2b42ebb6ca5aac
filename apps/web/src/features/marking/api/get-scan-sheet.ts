import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZScanSheetSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/Scan/Sheet: one student's scanned sheet (the first student's without stuGuid) for 批阅. */
export function getScanSheet(workGuid: string, stuGuid?: string) {
  return api.get('/api/Scan/Sheet', { params: { workGuid, ...(stuGuid ? { stuGuid } : {}) }, schema: ZScanSheetSchema });
}

// Under ['marking', 'item', workGuid]: Mark/Save invalidates it, so a corrected score shows at once.
export function useScanSheet(workGuid: string, stuGuid?: string) {
  return useQuery(queryOptions({ queryKey: ['marking', 'item', workGuid, 'sheet', stuGuid ?? ''], queryFn: () => getScanSheet(workGuid, stuGuid), enabled: !!workGuid }));
}

/** The scanned page as stored (served with the session cookie). */
export const scanPageImageUrl = (pageGuid: string) => `/api/Scan/PageImage?pageGuid=${pageGuid}`;
