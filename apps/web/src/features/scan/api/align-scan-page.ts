import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TScanAlignRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { scanKeys } from './keys';

/** POST /api/Scan/Align (手动对齐): reads the page with the four corner-mark centres clicked on its image (image px). */
export const alignScanPage = (body: TScanAlignRequest) => api.post('/api/Scan/Align', { body, schema: z.null() });

/** Aligns a page; the batch and the list refresh. */
export function useAlignScanPage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: alignScanPage, onSuccess: () => queryClient.invalidateQueries({ queryKey: scanKeys.all }) });
}
