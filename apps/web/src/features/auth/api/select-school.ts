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

const isSchoolData = (q: { queryKey: readonly unknown[] }) => q.queryKey[0] !== userInfoQueryKey[0];

/**
 * Switching school drops every answer loaded for the previous school without asking for it again: a refetch of an open
 * page's query would still carry the previous school's ruCode (or ids) and meet 学校不存在或您不属于该学校. Requests
 * under way are cancelled first; once the new user info is stored, the signed-in layout remounts its page for the new
 * school (keyed by it), whose queries then load afresh.
 */
export function useSelectSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectSchool,
    onMutate: () => queryClient.cancelQueries({ predicate: isSchoolData }),
    onSuccess: (info) => {
      queryClient.removeQueries({ predicate: isSchoolData });
      storeUserInfo(queryClient, info);
    },
  });
}
