import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUserInfoSchema, type RoleValue, type TUserInfo } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { StorageKeys } from '@/config/storage-keys';
import { storeUserInfo } from './get-user-info';

/** POST /api/Common/SetRole: choose one of the roles offered by body status 411. */
export function setRole(role: RoleValue): Promise<TUserInfo> {
  return api.post('/api/Common/SetRole', { body: { role }, schema: ZUserInfoSchema });
}

export function useSetRole(options: { onSuccess?: (info: TUserInfo) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRole,
    onSuccess: (info) => {
      // Data loaded under the previous role (permissions, class lists) no longer applies.
      queryClient.clear();
      sessionStorage.removeItem(StorageKeys.roles);
      storeUserInfo(queryClient, info);
      options.onSuccess?.(info);
    },
  });
}
