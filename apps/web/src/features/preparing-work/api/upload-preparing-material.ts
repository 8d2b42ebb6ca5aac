import { UploadType, ZPreparingWorkSchema, ZUploadFileResultSchema } from '@zuoyeben/shared';
import { api, handleEnvelope, type Envelope } from '@/lib/api-client';
import { usePreparingMutation } from './preparing-mutation';

/**
 * Stores a file through POST /api/Upload/UploadFile (Word, PDF or picture, checked there), then attaches it with
 * POST /api/PreparingWork/Upload.
 */
export async function uploadPreparingMaterial({ guid, file, ruCode }: { guid: string; file: File; ruCode?: string }) {
  const form = new FormData();
  if (ruCode) form.append('ruCode', ruCode);
  form.append('fileName', file.name);
  form.append('uploadType', String(UploadType.Question));
  form.append('file', file, file.name);
  const res = await fetch('/api/Upload/UploadFile', { method: 'POST', body: form, credentials: 'same-origin' });
  const stored = ZUploadFileResultSchema.parse(handleEnvelope((await res.json()) as Envelope));
  const ref = [...stored.sourceFile, ...stored.picFile][0]!;
  return api.post('/api/PreparingWork/Upload', { body: { guid, fileKey: ref.fileKey }, schema: ZPreparingWorkSchema });
}

export const useUploadPreparingMaterial = () => usePreparingMutation(uploadPreparingMaterial);
