import { useQuery } from '@tanstack/react-query';
import { ZScanWorksSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { scanKeys } from './keys';

/** GET /api/Scan/Works: machine-read homework the teacher may upload cards for. */
export function getScanWorks() {
  return api.get('/api/Scan/Works', { schema: ZScanWorksSchema });
}

export function useScanWorks(enabled = true) {
  return useQuery({ queryKey: scanKeys.works(), queryFn: getScanWorks, enabled });
}
