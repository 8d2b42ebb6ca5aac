import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZImportResultSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolReportsKeys } from './keys';

/** POST /api/WorkInfo/UploadWorkStatistics (multipart field `file`): 线下作业 rows, all or none. */
export function uploadWorkStatistics(file: File) {
  const form = new FormData();
  form.append('file', file);
  // Silent: the dialog shows the message and every rejected row itself.
  return api.post('/api/WorkInfo/UploadWorkStatistics', { body: form, schema: ZImportResultSchema, silent: true });
}

export function useUploadWorkStatistics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadWorkStatistics,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolReportsKeys.all }),
  });
}
