import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSaveWorkResultSchema, type GradeCode } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export interface EditTeachingAidInput {
  workInfoGuid: string;
  ruCode?: string;
  gradeGuid?: GradeCode;
  clazzes: { classGuid: string }[];
  use: 1 | 2;
  syncToOthers: 0 | 1;
}

/** POST /api/WorkInfo/EditTeachingAidWork: a teaching-aid work (workType 5) changes only classes, use and sync. */
export function editTeachingAidWork(input: EditTeachingAidInput) {
  return api.post('/api/WorkInfo/EditTeachingAidWork', { body: input, schema: ZSaveWorkResultSchema });
}

export function useEditTeachingAidWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editTeachingAidWork,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['homework'] }),
  });
}
