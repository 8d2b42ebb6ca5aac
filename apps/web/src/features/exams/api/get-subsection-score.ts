import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZSubsectionScoreSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

type Params = { ruCode: string; workGuid: string; classCode: string; pageIndex: number };

/** GET /api/mpaper/SubsectionScore: one page of every question's score per student (小题分), best total first. */
export function getSubsectionScore(p: Params) {
  return api.get('/api/mpaper/SubsectionScore', { params: p, schema: ZSubsectionScoreSchema });
}

/** The page shown stays on screen while the next one loads (no empty flash between pages). */
export function useSubsectionScore(p: Params) {
  return useQuery({
    queryKey: ['exams', 'analysis', p.workGuid, 'jobscore', p.classCode, p.pageIndex],
    queryFn: () => getSubsectionScore(p),
    placeholderData: keepPreviousData,
  });
}
