import type { ArchiveRefusalReason } from '../archive-limits.js';
import type { DocxPaper } from '../docx-paper.js';
import type { SheetText } from '../xlsx-sheet.js';

/**
 * What the archive worker can do: read the first sheet of a workbook, check that a file is a Word document, or read
 * a Word paper's questions (paper import), or clean many item texts at once (saving an imported paper).
 */
export type ArchiveTask = 'xlsx-first-sheet' | 'docx-check' | 'docx-paper' | 'sanitize-html';

/** What each task answers. */
export interface ArchiveValues {
  'xlsx-first-sheet': SheetText | null;
  'docx-check': null;
  'docx-paper': DocxPaper;
  /** Item HTML cleaned by the sanitiser (the bytes are a JSON array of strings): a long paper's fields take seconds. */
  'sanitize-html': string[];
}
export type ArchiveValue = ArchiveValues[ArchiveTask];

export interface ArchiveJob {
  id: number;
  task: ArchiveTask;
  bytes: Uint8Array;
}

export type ArchiveJobResult =
  | { id: number; ok: true; value: ArchiveValue }
  | { id: number; ok: false; message: string; reason: ArchiveRefusalReason };
