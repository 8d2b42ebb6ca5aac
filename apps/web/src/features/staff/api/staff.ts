import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZClassRequestListSchema,
  ZResetStaffPasswordSchema,
  ZStaffListSchema,
  type TReviewClassRequest,
  type TSetStaffAccessRequest,
} from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export const staffQueryKey = ['staff'] as const;
export const classRequestsQueryKey = ['class-requests'] as const;

/** GET /api/Teacher/StaffList: the school's teachers and administrators (administrators only). */
export function useStaffList() {
  return useQuery({ queryKey: staffQueryKey, queryFn: () => api.get('/api/Teacher/StaffList', { schema: ZStaffListSchema }) });
}

/** POST /api/Teacher/SetStaffAccess: 停用 / 启用, 免审批加入班级. */
export function useSetStaffAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetStaffAccessRequest) => api.post('/api/Teacher/SetStaffAccess', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}

/** POST /api/Teacher/ResetStaffPassword: a new password, shown once. */
export function useResetStaffPassword() {
  return useMutation({
    mutationFn: (userId: number) => api.post('/api/Teacher/ResetStaffPassword', { body: { userId }, schema: ZResetStaffPasswordSchema }),
  });
}

/** GET /api/TeachInfo/ClassRequests: classes teachers asked to join, waiting for approval. */
export function useClassRequests() {
  return useQuery({ queryKey: classRequestsQueryKey, queryFn: () => api.get('/api/TeachInfo/ClassRequests', { schema: ZClassRequestListSchema }) });
}

/** POST /api/TeachInfo/ReviewClassRequest: 同意 or 拒绝. */
export function useReviewClassRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReviewClassRequest) => api.post('/api/TeachInfo/ReviewClassRequest', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classRequestsQueryKey }),
  });
}
