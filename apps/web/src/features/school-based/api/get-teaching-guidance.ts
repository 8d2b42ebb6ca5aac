import { useQuery } from '@tanstack/react-query';
import { ZTeachingGuidanceSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolBasedKeys } from './keys';

/** GET /api/TeachGuidance/GetTeachingGuidence: a teaching-guidance book with its chapter tree. */
export function getTeachingGuidance(teachingGuidanceGuid: string) {
  return api.get('/api/TeachGuidance/GetTeachingGuidence', { params: { teachingGuidanceGuid }, schema: ZTeachingGuidanceSchema });
}

export function useTeachingGuidance(teachingGuidanceGuid: string | null) {
  return useQuery({ queryKey: schoolBasedKeys.guidance(teachingGuidanceGuid ?? ''), queryFn: () => getTeachingGuidance(teachingGuidanceGuid!),
    enabled: teachingGuidanceGuid !== null });
}
