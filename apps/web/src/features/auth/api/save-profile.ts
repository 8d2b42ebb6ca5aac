import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProfileSchema, type TProfile, type TSaveProfileRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';
import { userInfoQueryKey } from './get-user-info';

/** POST /api/User/SaveProfile. Silent: the form shows 该手机号已被其他账号使用 and the like under itself. */
export function saveProfile(body: TSaveProfileRequest): Promise<TProfile> {
  return api.post('/api/User/SaveProfile', { body, schema: ZProfileSchema, silent: true });
}

/** Saves, then the page and the header's name read the new values. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      void queryClient.invalidateQueries({ queryKey: userInfoQueryKey });
    },
  });
}
