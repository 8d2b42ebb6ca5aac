import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZSchoolPaperPageSchema, type TSchoolPapersRequest } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';
import { schoolBasedKeys } from './keys';

/** POST /api/WorkInfo/GetSchoolQuestionLib: one page of the school paper library. */
export function getSchoolPapers(body: TSchoolPapersRequest) {
  return api.post('/api/WorkInfo/GetSchoolQuestionLib', { body, schema: ZSchoolPaperPageSchema });
}

export function useSchoolPapers(body: TSchoolPapersRequest) {
  return useQuery({ queryKey: [...schoolBasedKeys.papers(), body], queryFn: () => getSchoolPapers(body), placeholderData: keepPreviousData });
}
