import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEndOtherSessionsSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/** POST /api/User/EndOtherSessions: signs out every session of mine but this one. */
export function endOtherSessions(): Promise<{ ended: number }> {
  return api.post('/api/User/EndOtherSessions', { schema: ZEndOtherSessionsSchema });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endOtherSessions, onSettled: () => void queryClient.invalidateQueries({ queryKey: sessionsQueryKey }) });
}
