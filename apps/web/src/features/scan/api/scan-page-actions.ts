import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TScanResolveRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { scanKeys } from './keys';

const ZNull = z.null();

/** POST /api/Scan/Reread: reads the page again (the teacher's corrections stay). */
export const rereadScanPage = (pageGuid: string) => api.post('/api/Scan/Reread', { body: { pageGuid }, schema: ZNull });
/** POST /api/Scan/DeletePage: the answers it wrote are taken back. */
export const deleteScanPage = (pageGuid: string) => api.post('/api/Scan/DeletePage', { body: { pageGuid }, schema: ZNull });
/** POST /api/Scan/MovePage: the page counts for another student. */
export const moveScanPage = (body: { pageGuid: string; stuGuid: string }) => api.post('/api/Scan/MovePage', { body, schema: ZNull });
/** POST /api/Scan/Resolve: the teacher's student and answers for a page under review. */
export const resolveScanPage = (body: TScanResolveRequest) => api.post('/api/Scan/Resolve', { body, schema: ZNull });

/** The page actions of /scan-detail; each refreshes the batch and the list. */
export function useScanPageActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: scanKeys.all });
  return {
    reread: useMutation({ mutationFn: rereadScanPage, onSuccess }),
    remove: useMutation({ mutationFn: deleteScanPage, onSuccess }),
    move: useMutation({ mutationFn: moveScanPage, onSuccess }),
    resolve: useMutation({ mutationFn: resolveScanPage, onSuccess }),
  };
}
