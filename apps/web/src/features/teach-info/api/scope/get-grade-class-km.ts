import { useQuery } from '@tanstack/react-query';
import { ZGradeClassKmSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/Teacher/GetGradeClassKm: grade → classes → subjects the teacher teaches; the scope editor offers these grades. */
export function getGradeClassKm() {
  return api.get('/api/Teacher/GetGradeClassKm', { schema: ZGradeClassKmSchema });
}

export function useGradeClassKm() {
  return useQuery({ queryKey: ['teach-info', 'grade-class-km'], queryFn: getGradeClassKm });
}
