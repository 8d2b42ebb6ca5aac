import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTeachingScopeSchema, type TTeachingScopeItem } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { teachingScopeKey } from './get-teaching-scope';

/** POST /api/Teacher/SaveTeachingScope: the whole scope (an empty list clears it). */
export function saveTeachingScope(list: TTeachingScopeItem[]) {
  return api.post('/api/Teacher/SaveTeachingScope', { body: { list }, schema: ZTeachingScopeSchema });
}

export function useSaveTeachingScope() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveTeachingScope, onSuccess: (data) => queryClient.setQueryData(teachingScopeKey, data) });
}
