import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZScanUploadResultSchema } from '@zuoyeben/shared';
import { api, buildUrl } from '@/lib/api-client';
import { scanKeys } from './keys';

/** POST /api/Scan/Upload?workGuid= (multipart field files): one PDF or several images; answered 201 with the task. */
export function uploadScan(input: { workGuid: string; files: File[] }) {
  const form = new FormData();
  for (const f of input.files) form.append('files', f);
  return api.post(buildUrl('/api/Scan/Upload', { workGuid: input.workGuid }), { body: form, schema: ZScanUploadResultSchema });
}

export function useUploadScan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadScan, onSuccess: () => queryClient.invalidateQueries({ queryKey: scanKeys.batches() }) });
}
