import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paperImportKeys } from './keys';

/** POST /api/PaperImport/Delete: drops a draft (an unsaved one with its pictures). */
export function deleteImport(draftGuid: string) {
  return api.post('/api/PaperImport/Delete', { body: { draftGuid } });
}

export function useDeleteImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImport,
    onSuccess: (_data, draftGuid) => queryClient.removeQueries({ queryKey: paperImportKeys.draft(draftGuid) }),
  });
}
