import { useQuery } from '@tanstack/react-query';
import { ITEM_TYPE_STRUCTURE, ZPaperInfoSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolBasedKeys } from './keys';

/** GET /api/QuestionBank/PaperInfo (getPaperInfo, isItemTypeStructure 100): a paper in item-type groups. */
export function getPaperInfo(paperGuid: string) {
  return api.get('/api/QuestionBank/PaperInfo', { params: { paperGuid, isItemTypeStructure: ITEM_TYPE_STRUCTURE }, schema: ZPaperInfoSchema });
}

export function usePaperInfo(paperGuid: string | null) {
  return useQuery({ queryKey: schoolBasedKeys.paperInfo(paperGuid ?? ''), queryFn: () => getPaperInfo(paperGuid!), enabled: paperGuid !== null });
}
