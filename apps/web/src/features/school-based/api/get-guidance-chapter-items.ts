import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZGuidanceChapterItemsSchema, type TGuidanceChapterItemsRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolBasedKeys } from './keys';

/** GET /api/TeachGuidance/ViewTeachingGuidanceChapter: a chapter's questions, subtitle tags and question types. */
export function getGuidanceChapterItems(params: TGuidanceChapterItemsRequest) {
  return api.get('/api/TeachGuidance/ViewTeachingGuidanceChapter', { params, schema: ZGuidanceChapterItemsSchema });
}

export function useGuidanceChapterItems(params: TGuidanceChapterItemsRequest) {
  return useQuery({ queryKey: [...schoolBasedKeys.chapterItems(), params], queryFn: () => getGuidanceChapterItems(params),
    placeholderData: keepPreviousData });
}
