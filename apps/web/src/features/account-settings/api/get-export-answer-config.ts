import { useMutation } from '@tanstack/react-query';
import { ZExportAnswerConfigSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** GET /api/TemplateImage/GetExportAnswerConfig (spec 03 §7.4): jobKey → configUrl of the card's layout. */
export const getExportAnswerConfig = (jobKey: string) =>
  api.get('/api/TemplateImage/GetExportAnswerConfig', { params: { jobKey }, schema: ZExportAnswerConfigSchema });

export const useExportAnswerConfig = () => useMutation({ mutationFn: getExportAnswerConfig });
