import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/User/ChangePassword. Silent: the dialog shows 原密码错误 and the like itself. */
export function changePassword(body: TChangePasswordRequest): Promise<unknown> {
  return api.post('/api/User/ChangePassword', { body, silent: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
