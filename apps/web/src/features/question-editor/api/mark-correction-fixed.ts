import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/QuestionBank/Corrections/Fixed: when the editor was opened to fix a reported item (?correctionId=),
 * the version just saved is reported as the fix.
 */
export function markCorrectionFixed(body: { id: number; fixedVersion: number }) {
  return api.post('/api/QuestionBank/Corrections/Fixed', { body });
}

export function useMarkCorrectionFixed() {
  return useMutation({ mutationFn: markCorrectionFixed });
}
