import { useMutation } from '@tanstack/react-query';
import { ZGoToSiteSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/User/GotoSite (role analysis): the address of the work's analysis report in this app (/report/analysis). */
export function getGoToSite(params: { ruCode: string; workGuid: string }) {
  return api.get('/api/User/GotoSite', { params: { ...params, role: 'analysis' }, schema: ZGoToSiteSchema });
}

export function useGoToSite() {
  return useMutation({ mutationFn: getGoToSite });
}
