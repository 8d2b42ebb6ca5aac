import { useQuery } from '@tanstack/react-query';
import { ZScanBatchesSchema, type TScanBatch } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { scanKeys } from './keys';

/** GET /api/Scan/Batches: the school's batches, newest first. */
export function getScanBatches() {
  return api.get('/api/Scan/Batches', { schema: ZScanBatchesSchema });
}

const busy = (b: TScanBatch) => b.status === 'uploaded' || b.status === 'reading';

/** Polled every 5 s while a batch is still being read. */
export function useScanBatches() {
  return useQuery({ queryKey: scanKeys.batches(), queryFn: getScanBatches, refetchInterval: (q) => ((q.state.data ?? []).some(busy) ? 5000 : false) });
}
