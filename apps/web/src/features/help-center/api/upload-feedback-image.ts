import { useMutation } from '@tanstack/react-query';
import { ZFeedbackImageSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/HelpFile/UploadFeedbackImage (multipart field `file`): one screenshot, jpg or png, at most 2MB. */
export function uploadFeedbackImage(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post('/api/HelpFile/UploadFeedbackImage', { body: form, schema: ZFeedbackImageSchema });
}

export const useUploadFeedbackImage = () => useMutation({ mutationFn: uploadFeedbackImage });
