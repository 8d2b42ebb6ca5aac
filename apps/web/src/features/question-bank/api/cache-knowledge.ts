import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZCacheKnowledgeRequestSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export type TCacheKnowledgeRequest = z.input<typeof ZCacheKnowledgeRequestSchema>;

/** POST /api/TeachInfo/CacheKnowledge: remembers the chosen textbook and chapter on the server. */
export function cacheKnowledge(body: TCacheKnowledgeRequest) {
  // Remembering is a convenience: a failure must not interrupt choosing questions.
  return api.post('/api/TeachInfo/CacheKnowledge', { body, silent: true });
}

export function useCacheKnowledgeMutation() {
  return useMutation({ mutationFn: cacheKnowledge });
}
