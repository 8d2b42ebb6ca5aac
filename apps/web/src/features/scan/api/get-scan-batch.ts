import { useQuery } from '@tanstack/react-query';
import { ZScanBatchDetailSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { scanKeys } from './keys';

/** GET /api/Scan/Batch: one batch with its pages and the homework's students. */
export function getScanBatch(batchGuid: string) {
  return api.get('/api/Scan/Batch', { params: { batchGuid }, schema: ZScanBatchDetailSchema });
}

export function useScanBatch(batchGuid: string) {
  return useQuery({
    queryKey: scanKeys.batch(batchGuid),
    queryFn: () => getScanBatch(batchGuid),
    enabled: !!batchGuid,
    refetchInterval: (q) => (q.state.data && (q.state.data.batch.status === 'uploaded' || q.state.data.batch.status === 'reading') ? 5000 : false),
  });
}
