import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZAuditLogSchema, type TAuditLogQuery } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export type AuditLogParams = Partial<Pick<TAuditLogQuery, 'action' | 'from' | 'to'>> & { pageIndex: number; pageSize: number };

/** GET /api/Teacher/AuditLog: one page of the school's administrator actions, newest first (administrators only). */
export function getAuditLog(params: AuditLogParams) {
  return api.get('/api/Teacher/AuditLog', { params, schema: ZAuditLogSchema });
}

export function useAuditLog(params: AuditLogParams) {
  return useQuery({
    queryKey: ['audit-log', params],
    queryFn: () => getAuditLog(params),
    // Keeps the rows on screen while the next page loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
