import type { ArchiveRefusalReason } from '../archive-limits.js';
import type { SheetText } from '../xlsx-sheet.js';

/** What the archive worker can do: read the first sheet of a workbook, or check that a file is a Word document. */
export type ArchiveTask = 'xlsx-first-sheet' | 'docx-check';

export interface ArchiveJob {
  id: number;
  task: ArchiveTask;
  bytes: Uint8Array;
}

export type ArchiveJobResult =
  | { id: number; ok: true; value: SheetText | null }
  | { id: number; ok: false; message: string; reason: ArchiveRefusalReason };
