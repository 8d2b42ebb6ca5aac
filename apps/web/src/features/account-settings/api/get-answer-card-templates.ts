import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZAnswerCardTemplatesSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export interface TemplatesQuery {
  pageIndex: number;
  pageSize: number;
  workName?: string;
}

/** GET /api/AnswerCard/Templates: the school's works printed with an answer card. */
export const getAnswerCardTemplates = (q: TemplatesQuery) =>
  api.get('/api/AnswerCard/Templates', { params: { ...q }, schema: ZAnswerCardTemplatesSchema });

export const useAnswerCardTemplates = (q: TemplatesQuery) =>
  useQuery({ queryKey: ['account-settings', 'answer-card-templates', q], queryFn: () => getAnswerCardTemplates(q), placeholderData: keepPreviousData });
