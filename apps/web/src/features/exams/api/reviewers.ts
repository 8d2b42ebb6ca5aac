import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZExamTeachersSchema, ZSubjectiveThsSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

const thsKey = (workGuid: string) => ['exams', 'subjective-ths', workGuid] as const;

/** GET /api/ExamSet/GetTeachers: the school's teachers who can review. */
export function useExamTeachers(ruCode: string, enabled: boolean) {
  return useQuery({ queryKey: ['exams', 'teachers', ruCode], queryFn: () => api.get('/api/ExamSet/GetTeachers', { params: { ruCode }, schema: ZExamTeachersSchema }), enabled, staleTime: 60_000 });
}

/** GET /api/ExamSet/GetSubjectiveThs: each subjective question with its reviewers. */
export function useSubjectiveThs(workGuid: string, ruCode: string) {
  return useQuery({ queryKey: thsKey(workGuid), queryFn: () => api.get('/api/ExamSet/GetSubjectiveThs', { params: { workGuid, ruCode }, schema: ZSubjectiveThsSchema }) });
}

/** POST /api/WorkInfo/SaveThsToTeacher: the reviewers of one subjective question. */
export function useSaveThsToTeacher(workGuid: string, ruCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { th: number; userIds: number[] }) =>
      api.post('/api/WorkInfo/SaveThsToTeacher', { body: { ruCode, workInfoGuid: workGuid, ...input }, schema: ZSubjectiveThsSchema }),
    onSuccess: (data) => queryClient.setQueryData(thsKey(workGuid), data),
  });
}

/** POST /api/ExamSet/SaveDoubleMarking: double marking (双评) of one subjective question on (tolerance) or off (null). */
export function useSaveDoubleMarking(workGuid: string, ruCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { th: number; tolerance: number | null; arbiterUserId?: number | null }) =>
      api.post('/api/ExamSet/SaveDoubleMarking', { body: { ruCode, workInfoGuid: workGuid, ...input }, schema: ZSubjectiveThsSchema }),
    onSuccess: (data) => queryClient.setQueryData(thsKey(workGuid), data),
  });
}
