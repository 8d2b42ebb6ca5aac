import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZImportResultSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/Teacher/ImportStudent (multipart field `file`): all rows or none. */
export function importStudents(file: File) {
  const form = new FormData();
  form.append('file', file);
  // Silent: the dialog shows the message and every rejected row itself.
  return api.post('/api/Teacher/ImportStudent', { body: form, schema: ZImportResultSchema, silent: true });
}

export function useImportStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importStudents,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['students'] }),
        queryClient.invalidateQueries({ queryKey: ['classes'] }),
      ]),
  });
}
