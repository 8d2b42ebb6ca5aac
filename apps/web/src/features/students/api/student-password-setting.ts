import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZStudentPasswordSettingSchema, type TStudentPasswordSetting } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

const key = ['student-password-setting'] as const;

/** GET /api/Teacher/StudentPasswordSetting: how many digits the school's initial passwords have. */
export function useStudentPasswordSetting(enabled: boolean) {
  return useQuery({ queryKey: key, enabled, queryFn: () => api.get('/api/Teacher/StudentPasswordSetting', { schema: ZStudentPasswordSettingSchema }) });
}

/** POST /api/Teacher/SaveStudentPasswordSetting (administrators). */
export function useSaveStudentPasswordSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStudentPasswordSetting) => api.post('/api/Teacher/SaveStudentPasswordSetting', { body, schema: ZStudentPasswordSettingSchema }),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}
