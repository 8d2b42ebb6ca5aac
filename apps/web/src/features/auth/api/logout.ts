import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearStoredSession } from '@/config/storage-keys';
import { paths } from '@/config/paths';

/** GET /api/Common/Exit: ends the session and clears the login cookie. */
export function logout(): Promise<unknown> {
  return api.get('/api/Common/Exit', { silent: true });
}

/**
 * Logout of spec 03 §4: the exit call, then stored user data and the query cache are dropped and the
 * origin's login page is loaded afresh, so no state of this user survives in memory.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearStoredSession();
      queryClient.clear();
      window.location.assign(`${window.location.origin}${paths.login.path}`);
    },
  });
}
