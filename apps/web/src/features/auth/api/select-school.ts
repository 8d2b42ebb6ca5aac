import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUserInfoSchema, type TUserInfo } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { storeUserInfo, userInfoQueryKey } from './get-user-info';

/**
 * POST /api/Teacher/SelectRu: switch to another school of the user. Body status 200 carries the user
 * info; 411 (several roles there) is handled by the api client, which opens /change-role.
 */
export function selectSchool(ru: string): Promise<TUserInfo> {
  return api.post('/api/Teacher/SelectRu', { body: { ru }, schema: ZUserInfoSchema });
}

export function useSelectSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectSchool,
    onSuccess: (info) => {
      storeUserInfo(queryClient, info);
      // Everything else was loaded for the previous school: reset it so open pages reload.
      return queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== userInfoQueryKey[0] });
    },
  });
}
