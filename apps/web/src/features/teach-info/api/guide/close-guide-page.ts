import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { guideKey } from './get-guide-page';

/** POST /api/Teacher/CloseGuidePage: the first-use guide is not offered again. */
export function closeGuidePage() {
  return api.post('/api/Teacher/CloseGuidePage', { body: {}, silent: true });
}

export function useCloseGuidePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeGuidePage,
    onMutate: () => queryClient.setQueryData(guideKey, { isShow: false }),
  });
}
