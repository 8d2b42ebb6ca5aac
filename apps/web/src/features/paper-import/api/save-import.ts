import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPaperImportSaveResultSchema, type TPaperImportSaveRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { paperImportKeys } from './keys';

/** POST /api/PaperImport/Save: the reviewed questions become items of 我的题库 and a paper of 我的试卷. */
export function saveImport(body: TPaperImportSaveRequest) {
  // Silent: the review screen shows the refusal (which questions, why) itself.
  return api.post('/api/PaperImport/Save', { body, schema: ZPaperImportSaveResultSchema, silent: true });
}

/** Refreshes the draft (now saved) and every bank list: the new items and paper appear in 我的题库 and 我的试卷. */
export function useSaveImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveImport,
    onSuccess: async (_result, body) => {
      await queryClient.invalidateQueries({ queryKey: paperImportKeys.draft(body.draftGuid) });
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== paperImportKeys.all[0] });
    },
  });
}
