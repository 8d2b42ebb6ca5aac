import { useQuery } from '@tanstack/react-query';
import { ZSubsectionScoreSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/mpaper/SubsectionScore: every question's score per student (小题分). */
export function getSubsectionScore(p: { ruCode: string; workGuid: string; classCode: string }) {
  return api.get('/api/mpaper/SubsectionScore', { params: p, schema: ZSubsectionScoreSchema });
}

export function useSubsectionScore(p: { ruCode: string; workGuid: string; classCode: string }) {
  return useQuery({ queryKey: ['exams', 'analysis', p.workGuid, 'jobscore', p.classCode], queryFn: () => getSubsectionScore(p) });
}
