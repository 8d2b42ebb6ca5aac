import { useQuery } from '@tanstack/react-query';
import { ZTeacherTeachInfoSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/Teacher/GetTeacherTeachInfo: the classes the teacher teaches, by subject, so publishing offers those of its subject. */
export function getTeacherTeachInfo() {
  return api.get('/api/Teacher/GetTeacherTeachInfo', { schema: ZTeacherTeachInfoSchema, silent: true });
}

export function useTeacherTeachInfo(enabled: boolean) {
  return useQuery({ queryKey: ['teach-info', 'teacher-teach-info'], queryFn: getTeacherTeachInfo, enabled });
}
