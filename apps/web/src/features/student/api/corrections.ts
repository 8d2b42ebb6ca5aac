import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZStudentCorrectionListSchema,
  ZStudentCorrectionSchema,
  ZWrongBookSchema,
  type TSubmitCorrectionRequest,
  type TWrongBookMasteredRequest,
} from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export const studentCorrectionsQueryKey = ['student', 'corrections'] as const;
export const studentCorrectionQueryKey = (workGuid: string) => ['student', 'correction', workGuid] as const;
export const wrongBookQueryKey = (km?: string) => ['student', 'wrong-book', km ?? ''] as const;

/** GET /api/Student/Corrections: the student's correction tasks, newest first. */
export function getStudentCorrections() {
  return api.get('/api/Student/Corrections', { schema: ZStudentCorrectionListSchema });
}
export function useStudentCorrections() {
  return useQuery(queryOptions({ queryKey: studentCorrectionsQueryKey, queryFn: getStudentCorrections }));
}

/** GET /api/Student/Correction/:workGuid: the questions the student lost, their answer and the released key. */
export function getStudentCorrection(workGuid: string) {
  return api.get(`/api/Student/Correction/${encodeURIComponent(workGuid)}`, { schema: ZStudentCorrectionSchema });
}
export function useStudentCorrection(workGuid: string) {
  return useQuery(queryOptions({ queryKey: studentCorrectionQueryKey(workGuid), queryFn: () => getStudentCorrection(workGuid) }));
}

/** POST /api/Student/Correction/Submit. Silent: the page shows the refusal beside 提交订正. */
export function submitCorrection(body: TSubmitCorrectionRequest) {
  return api.post('/api/Student/Correction/Submit', { body, schema: ZStudentCorrectionSchema, silent: true });
}
export function useSubmitCorrection(workGuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitCorrection,
    onSuccess: (data) => {
      queryClient.setQueryData(studentCorrectionQueryKey(workGuid), data);
      return queryClient.invalidateQueries({ queryKey: studentCorrectionsQueryKey });
    },
  });
}

/** GET /api/Student/WrongBook?km=: every question the student lost in ended homework. */
export function getWrongBook(km?: string) {
  return api.get('/api/Student/WrongBook', { params: km ? { km } : undefined, schema: ZWrongBookSchema });
}
export function useWrongBook(km?: string) {
  return useQuery(queryOptions({ queryKey: wrongBookQueryKey(km), queryFn: () => getWrongBook(km) }));
}

/** POST /api/Student/WrongBook/Mastered: 已掌握 on or off. */
export function setMastered(body: TWrongBookMasteredRequest) {
  return api.post('/api/Student/WrongBook/Mastered', { body, schema: z.object({ mastered: z.boolean() }) });
}
export function useSetMastered() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setMastered, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['student', 'wrong-book'] }) });
}
