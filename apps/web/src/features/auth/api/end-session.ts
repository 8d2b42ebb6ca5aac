import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEndSessionRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/** POST /api/User/EndSession: signs out one of my other sessions. */
export function endSession(body: TEndSessionRequest): Promise<unknown> {
  return api.post('/api/User/EndSession', { body });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endSession, onSettled: () => void queryClient.invalidateQueries({ queryKey: sessionsQueryKey }) });
}
