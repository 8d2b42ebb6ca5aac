import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUserInfoSchema, type TLoginRequest, type TUserInfo } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { storeUserInfo } from './get-user-info';

/**
 * POST /api/Common/Login1. Body status 200 carries the user info; 411 (several roles) is handled by the
 * api client, which stores the roles and opens /change-role. `silent`: the form shows errors inline.
 */
export function login(body: TLoginRequest): Promise<TUserInfo> {
  return api.post('/api/Common/Login1', { body, schema: ZUserInfoSchema, silent: true });
}

export function useLogin(options: { onSuccess?: (info: TUserInfo) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (info) => {
      // A new session: nothing cached for an earlier user may leak into it.
      queryClient.clear();
      storeUserInfo(queryClient, info);
      options.onSuccess?.(info);
    },
  });
}
