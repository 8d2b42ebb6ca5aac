import { useQuery } from '@tanstack/react-query';
import { ZGrindStudentsSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { wrongQuestionKeys } from './keys';

/** GET /api/WrongQuestion/GetStudents: the class's students who submitted one of the works. */
export function getGrindStudents(classCode: string, workGuids: string[]) {
  return api.get('/api/WrongQuestion/GetStudents', { params: { classCode, workGuids }, schema: ZGrindStudentsSchema });
}

export function useGrindStudents(classCode: string, workGuids: string[], enabled: boolean) {
  return useQuery({ queryKey: wrongQuestionKeys.of('students', { classCode, workGuids }), queryFn: () => getGrindStudents(classCode, workGuids), enabled: enabled && !!classCode && workGuids.length > 0 });
}
