import { useQuery } from '@tanstack/react-query';
import { ZMarkBacklogSchema, type TMarkBacklog } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/Mark/Backlog: the answers waiting for my mark, per homework and in all (手机查看). */
export function getMarkBacklog(): Promise<TMarkBacklog> {
  return api.get('/api/Mark/Backlog', { schema: ZMarkBacklogSchema });
}

export function useMarkBacklog() {
  // The marking screens' queries start with 'marking', so a mark saved there refreshes the count here.
  return useQuery({ queryKey: ['marking', 'backlog'], queryFn: getMarkBacklog });
}
