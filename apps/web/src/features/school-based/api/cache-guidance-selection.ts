import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCacheTeachingGuidanceRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolBasedKeys } from './keys';

/** POST /api/TeachGuidance/CacheSelectTeachingGuidence: remembers the chosen book and open chapter. */
export function cacheGuidanceSelection(body: TCacheTeachingGuidanceRequest) {
  return api.post('/api/TeachGuidance/CacheSelectTeachingGuidence', { body, silent: true });
}

/** Remembering is a convenience: a refusal stays silent and never blocks the screen. */
export function useCacheGuidanceSelection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cacheGuidanceSelection,
    onSuccess: (_data, body) => queryClient.setQueryData(schoolBasedKeys.selection(body.period, body.km),
      { teachingGuidanceGuid: body.teachingGuidenceGuid, chapterGuid: body.chapterGuid ?? null }),
  });
}
