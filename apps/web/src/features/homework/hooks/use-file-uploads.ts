import { useRef, useState } from 'react';
import { App } from 'antd';
import type { FileKind, TFileRef } from '@zuoyeben/shared';
import { useCurrentUser } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { uploadFile } from '../api/upload-file';
import { compressImage } from '../lib/compress-image';
import { checkFileToAdd, fileKindOf, type UploadTypeValue } from '../lib/file-checks';

export interface UploadingFile {
  uid: string;
  name: string;
  kind: FileKind;
  percent: number;
}

/**
 * Checks, compresses and uploads picked files one request each (spec 01 §5, §7), reporting progress. Each picked
 * file is checked against the files already there plus those still uploading; the first refusal is shown and stops
 * the rest of that pick, so one wrong choice does not raise a message per file.
 */
export function useFileUploads(opts: {
  uploadType: UploadTypeValue;
  files: readonly TFileRef[];
  workInfoGuid: string | null;
  onUploaded: (file: TFileRef) => void;
  /** Rewords a refusal or a failed upload (the exam wizard has its own words for some, spec 01 §5 exam upload step, §8). */
  reword?: (problem: string) => string;
}) {
  const { school } = useCurrentUser();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState<UploadingFile[]>([]);
  // The latest uploading list, read by checks of a pick made while another is still running.
  const uploadingRef = useRef<UploadingFile[]>([]);
  const setBoth = (update: (prev: UploadingFile[]) => UploadingFile[]) => {
    uploadingRef.current = update(uploadingRef.current);
    setUploading(uploadingRef.current);
  };

  const add = async (picked: readonly File[]) => {
    const kinds: FileKind[] = [...opts.files.map((f) => f.fileType), ...uploadingRef.current.map((u) => u.kind)];
    const accepted: UploadingFile[] = [];
    const bytes = new Map<string, File>();
    for (const file of picked) {
      const problem = checkFileToAdd(kinds, file, opts.uploadType);
      if (problem) {
        void message.warning(opts.reword ? opts.reword(problem) : problem);
        break;
      }
      const kind = fileKindOf(file.name)!;
      kinds.push(kind);
      const uid = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      accepted.push({ uid, name: file.name, kind, percent: 0 });
      bytes.set(uid, file);
    }
    setBoth((prev) => [...prev, ...accepted]);
    for (const item of accepted) {
      const original = bytes.get(item.uid)!;
      try {
        const file = item.kind === 'image' ? await compressImage(original) : original;
        const result = await uploadFile({
          file,
          uploadType: opts.uploadType,
          ruCode: school.ru,
          workInfoGuid: opts.workInfoGuid,
          onProgress: (percent) => setBoth((prev) => prev.map((u) => (u.uid === item.uid ? { ...u, percent } : u))),
        });
        const ref = result.picFile[0] ?? result.sourceFile[0];
        if (ref) opts.onUploaded(ref);
      } catch (err) {
        if (!(err instanceof ApiError && err.handled)) {
          const text = err instanceof Error ? err.message : String(err);
          void message.error(opts.reword ? opts.reword(text) : text);
        }
      } finally {
        setBoth((prev) => prev.filter((u) => u.uid !== item.uid));
      }
    }
  };

  return { uploading, add };
}
