import { useQuery } from '@tanstack/react-query';
import { ZWorkResourceSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/WorkResource/Detail: a school homework's questions and answers, read-only (作业详情（资源库）). */
export function getWorkResource(workGuid: string) {
  return api.get('/api/WorkResource/Detail', { params: { workGuid }, schema: ZWorkResourceSchema, silent: true });
}

export function useWorkResource(workGuid: string | null) {
  return useQuery({ queryKey: ['homework', 'resource', workGuid], queryFn: () => getWorkResource(workGuid!), enabled: !!workGuid });
}
