import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStudentThImgSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { reviewKeys } from './keys';

export interface StudentThParams {
  ruCode: string;
  workGuid: string;
  th: number;
  stuGuid: string;
}

/** GET /api/Speak/StudentThImg: one student's answer to one question (images joined by ';'). */
export function getStudentThImg(params: StudentThParams) {
  return api.get('/api/Speak/StudentThImg', { params: { ...params }, schema: ZStudentThImgSchema, silent: true });
}

export const studentThImgQueryOptions = (params: StudentThParams) =>
  queryOptions({ queryKey: [...reviewKeys.tab(params.workGuid), 'answer', params], queryFn: () => getStudentThImg(params) });

export function useStudentThImg(params: StudentThParams | null) {
  return useQuery({
    ...studentThImgQueryOptions(params ?? { ruCode: '', workGuid: '', th: 0, stuGuid: '' }),
    enabled: params !== null,
    retry: false,
  });
}
