import { ApiStatus, HomeworkMessages, ZUploadFileResultSchema, type TUploadFileResult } from '@zuoyeben/shared';
import { ApiError, handleEnvelope, type Envelope } from '@/lib/api-client';
import type { UploadTypeValue } from '../lib/file-checks';

export interface UploadFileInput {
  file: File;
  uploadType: UploadTypeValue;
  ruCode?: string;
  workInfoGuid?: string | null;
  /** 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
}

/** The message to show for a failed upload: the server's for status 403 (spec 01 §7), else the generic one. */
function failureOf(env: Envelope): Error {
  try {
    handleEnvelope(env, true);
  } catch (err) {
    if (err instanceof ApiError && err.handled) return err;
    if (env.status === ApiStatus.Forbidden && env.message) return new ApiError(env.message, env.status);
  }
  return new ApiError(HomeworkMessages.uploadFailed, env.status);
}

/**
 * POST /api/Upload/UploadFile, one file per request. XMLHttpRequest rather than fetch because only it reports upload
 * progress; the answer still goes through the shared envelope handling (401 and the like).
 */
export function uploadFile({ file, uploadType, ruCode, workInfoGuid, onProgress }: UploadFileInput): Promise<TUploadFileResult> {
  const form = new FormData();
  if (ruCode) form.append('ruCode', ruCode);
  form.append('fileName', file.name);
  form.append('workInfoGuid', workInfoGuid ?? '');
  form.append('uploadType', String(uploadType));
  form.append('file', file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/Upload/UploadFile');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let env: Envelope;
      try {
        env = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        reject(new ApiError(HomeworkMessages.uploadFailed, xhr.status));
        return;
      }
      if (env.status !== ApiStatus.Ok) {
        reject(failureOf(env));
        return;
      }
      const parsed = ZUploadFileResultSchema.safeParse(env.data);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(HomeworkMessages.uploadFailed, env.status));
    };
    xhr.onerror = () => reject(new ApiError(HomeworkMessages.uploadFailed, 0));
    xhr.send(form);
  });
}
