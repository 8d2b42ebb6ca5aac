import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZPaperImportDraftSchema, type TSubjectScope } from '@zuoyeben/shared';
import { api, buildUrl } from '@/lib/api-client';
import { paperImportKeys } from './keys';

/** POST /api/PaperImport/Upload?period=&km= (multipart field file): the .docx read into a draft to review. */
export function uploadWordPaper(input: TSubjectScope & { file: File }) {
  const form = new FormData();
  form.append('file', input.file);
  return api.post(buildUrl('/api/PaperImport/Upload', { period: input.period, km: input.km }), { body: form, schema: ZPaperImportDraftSchema });
}

export function useUploadWordPaper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadWordPaper,
    onSuccess: (draft) => queryClient.setQueryData(paperImportKeys.draft(draft.draftGuid), draft),
  });
}
