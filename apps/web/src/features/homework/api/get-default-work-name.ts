import { ZDefaultWorkNameSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/WorkInfo/GetDefaultWorkName: month-day + subject + 作业. Silent: the caller falls back and says why. */
export function getDefaultWorkName(km: string, ruCode?: string) {
  return api.get('/api/WorkInfo/GetDefaultWorkName', { params: { km, ruCode }, schema: ZDefaultWorkNameSchema, silent: true });
}
