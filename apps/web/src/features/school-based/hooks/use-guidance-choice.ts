import type { TSubjectScope, TTeachingMaterial } from '@zuoyeben/shared';
import { useCacheGuidanceSelection } from '../api/cache-guidance-selection';
import { useGuidanceSelection } from '../api/get-guidance-selection';

/**
 * Which teaching-guidance book to show: the one asked for (a link's teachingGuidanceGuid), else the teacher's
 * remembered book for the period and subject, else the first one. Choosing a book remembers it.
 */
export function useGuidanceChoice(scope: TSubjectScope, asked: string | null) {
  const selection = useGuidanceSelection(scope);
  const remember = useCacheGuidanceSelection();
  const remembered = selection.data;
  const guid = asked ?? remembered?.teachingGuidanceGuid ?? null;
  return {
    guid,
    /** The remembered chapter, when it belongs to the book shown. */
    chapterGuid: remembered && remembered.teachingGuidanceGuid === guid ? remembered.chapterGuid : null,
    isLoading: asked === null && selection.isLoading,
    remember: (m: TTeachingMaterial) => remember.mutate({ period: m.period as TSubjectScope['period'], km: m.subject, teachingGuidenceGuid: m.guid }),
  };
}
