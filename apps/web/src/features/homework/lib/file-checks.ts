import {
  HomeworkLimits,
  HomeworkMessages,
  UPLOAD_DOCUMENT_EXTENSIONS,
  UPLOAD_IMAGE_EXTENSIONS,
  UploadType,
  type FileKind,
} from '@zuoyeben/shared';

/** 1 question file, 2 answer file. */
export type UploadTypeValue = (typeof UploadType)[keyof typeof UploadType];

/** The `accept` of the file inputs; the checks below still run because the dialog lets users pick 'all files'. */
export const UPLOAD_ACCEPT = [...UPLOAD_IMAGE_EXTENSIONS, ...UPLOAD_DOCUMENT_EXTENSIONS].map((e) => `.${e}`).join(',');

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** What a file will be judged as by its name; null when its extension is not allowed. */
export function fileKindOf(name: string): FileKind | null {
  const ext = extensionOf(name);
  if ((UPLOAD_IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'image';
  if (ext === 'pdf') return 'pdf';
  if (ext === 'doc' || ext === 'docx') return 'word';
  return null;
}

export interface CandidateFile {
  name: string;
  size: number;
}

/**
 * Whether one more file may join the files already chosen for the same role (spec 01 §5): allowed types, one
 * document only, never documents and images together, at most 9 question or 2 answer images, documents under 10MB.
 * Several files picked at once are checked one by one against the growing list.
 */
export function checkFileToAdd(existing: readonly FileKind[], file: CandidateFile, uploadType: UploadTypeValue): string | null {
  const kind = fileKindOf(file.name);
  if (!kind) return HomeworkMessages.fileTypeInvalid;
  const hasDocument = existing.some((k) => k !== 'image');
  const hasImage = existing.includes('image');
  if (kind !== 'image') {
    if (hasDocument) return HomeworkMessages.documentOnce;
    if (hasImage) return HomeworkMessages.noMixing;
    if (file.size >= HomeworkLimits.maxDocumentBytes) return HomeworkMessages.documentTooLarge;
    return null;
  }
  if (hasDocument) return HomeworkMessages.noMixing;
  const max = uploadType === UploadType.Question ? HomeworkLimits.maxQuestionImages : HomeworkLimits.maxAnswerImages;
  if (existing.length >= max) {
    return uploadType === UploadType.Question ? HomeworkMessages.tooManyQuestionImages : HomeworkMessages.tooManyAnswerImages;
  }
  return null;
}

/**
 * JPEG quality for an image of `bytes` (spec 01 §9): under 5MB it is sent as it is (null); 5–10MB at 0.8;
 * larger at 0.6.
 */
export function compressionQuality(bytes: number): number | null {
  if (bytes < HomeworkLimits.compressAboveBytes) return null;
  if (bytes <= HomeworkLimits.strongCompressAboveBytes) return HomeworkLimits.compressQuality;
  return HomeworkLimits.strongCompressQuality;
}
