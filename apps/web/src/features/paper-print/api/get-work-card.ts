import { useQuery } from '@tanstack/react-query';
import { ZWorkCardSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export const workCardKey = (workGuid: string) => ['paper-print', 'work-card', workGuid] as const;

/** GET /api/AnswerCard/GetWorkCard: a homework's card options (the school's defaults, then its own). */
export const getWorkCard = (workGuid: string) => api.get('/api/AnswerCard/GetWorkCard', { params: { workGuid }, schema: ZWorkCardSchema });

export const useWorkCard = (workGuid: string, enabled = true) => useQuery({ queryKey: workCardKey(workGuid), queryFn: () => getWorkCard(workGuid), enabled });
