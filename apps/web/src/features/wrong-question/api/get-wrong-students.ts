import { useQuery } from '@tanstack/react-query';
import { ZWrongStudentListSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { wrongQuestionKeys } from './keys';

export interface WrongStudentsRef { workGuid: string; th: number; classCode: string }

/** POST /api/WrongQuestion/WrongQStudentList (getWrongStudentList): the 错题名单 of one question. */
export function getWrongStudents(ref: WrongStudentsRef) {
  return api.post('/api/WrongQuestion/WrongQStudentList', { body: ref, schema: ZWrongStudentListSchema });
}

export function useWrongStudents(ref: WrongStudentsRef | null) {
  return useQuery({ queryKey: wrongQuestionKeys.of('wrong-students', ref), queryFn: () => getWrongStudents(ref!), enabled: ref !== null });
}
