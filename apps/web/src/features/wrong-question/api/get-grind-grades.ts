import { useQuery } from '@tanstack/react-query';
import { ZGrindGradesSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { wrongQuestionKeys } from './keys';

/** GET /api/WrongQuestion/GetGrades: grades of the period in which the user has a class. */
export function getGrindGrades(period: string) {
  return api.get('/api/WrongQuestion/GetGrades', { params: { period }, schema: ZGrindGradesSchema });
}

export function useGrindGrades(period: string) {
  return useQuery({ queryKey: wrongQuestionKeys.of('grades', period), queryFn: () => getGrindGrades(period) });
}
