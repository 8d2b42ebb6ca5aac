import { useQuery } from '@tanstack/react-query';
import { ZPaperImportDraftSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { paperImportKeys } from './keys';

/** GET /api/PaperImport/Detail?draftGuid=: the questions read from the document and what could not be read. */
export function getImportDraft(draftGuid: string) {
  return api.get('/api/PaperImport/Detail', { params: { draftGuid }, schema: ZPaperImportDraftSchema });
}

export function useImportDraft(draftGuid: string | null) {
  return useQuery({ queryKey: paperImportKeys.draft(draftGuid ?? ''), queryFn: () => getImportDraft(draftGuid!), enabled: !!draftGuid });
}
