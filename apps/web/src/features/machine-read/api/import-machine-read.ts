import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZImportResultSchema } from '@zuoyeben/shared';
import { api, buildUrl } from '@/lib/api-client';

/** POST /api/MachineRead/Import?workGuid= (multipart field file): every row or none. */
export function importMachineRead(input: { workGuid: string; file: File }) {
  const form = new FormData();
  form.append('file', input.file);
  // Silent: the dialog lists the rejected rows itself.
  return api.post(buildUrl('/api/MachineRead/Import', { workGuid: input.workGuid }), { body: form, schema: ZImportResultSchema, silent: true });
}

export function useImportMachineRead(workGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importMachineRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['machine-read', 'sheet', workGuid] }),
  });
}
