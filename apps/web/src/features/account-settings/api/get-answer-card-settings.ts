import { useQuery } from '@tanstack/react-query';
import { ZAnswerCardSettingsSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

export const answerCardSettingsKey = ['account-settings', 'answer-card'] as const;

/** GET /api/AnswerCard/GetSettings: the school's card defaults and whether the user may change them. */
export const getAnswerCardSettings = () => api.get('/api/AnswerCard/GetSettings', { schema: ZAnswerCardSettingsSchema });

export const useAnswerCardSettings = () => useQuery({ queryKey: answerCardSettingsKey, queryFn: getAnswerCardSettings });
