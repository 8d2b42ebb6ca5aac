import { useQuery } from '@tanstack/react-query';
import { ZProfileSchema, type TProfile } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export const profileQueryKey = ['personal', 'profile'] as const;

/** GET /api/User/Profile: my name and phone (the phone is my login account). */
export function getProfile(): Promise<TProfile> {
  return api.get('/api/User/Profile', { schema: ZProfileSchema });
}

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile });
}
