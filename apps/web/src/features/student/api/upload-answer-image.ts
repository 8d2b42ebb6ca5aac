import { useMutation } from '@tanstack/react-query';
import { ZStudentUploadResultSchema } from '@zuoyeben/shared';
import { api } from '@/lib/api-client';

/** POST /api/Student/UploadAnswerImage (multipart: workGuid, file). Silent: the photo tile shows the failure. */
export function uploadAnswerImage(input: { workGuid: string; file: Blob; fileName: string }) {
  const form = new FormData();
  form.append('workGuid', input.workGuid);
  form.append('file', input.file, input.fileName);
  return api.post('/api/Student/UploadAnswerImage', { body: form, schema: ZStudentUploadResultSchema, silent: true });
}

export function useUploadAnswerImage() {
  return useMutation({ mutationFn: uploadAnswerImage });
}
