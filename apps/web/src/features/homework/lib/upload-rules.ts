import { checkWorkFiles, checkWorkQuestions, type FileKind } from '@zuoyeben/shared';
import type { DraftQuestion } from './question-rows';

export interface UploadStepValues {
  papers: readonly { fileType: FileKind }[];
  answers: readonly { fileType: FileKind }[];
  startNumber: number | null;
  questions: readonly DraftQuestion[];
}

/**
 * The check of 下一步 on the upload step: the shared rules the server enforces on save (files first, then count,
 * start number, numbering, options, scores and answers), so the form never lets through what the server refuses.
 */
export function validateUploadStep(values: UploadStepValues): string | null {
  return (
    checkWorkFiles(values.papers.map((f) => f.fileType), values.answers.map((f) => f.fileType)) ??
    checkWorkQuestions(values.questions, values.startNumber)
  );
}
