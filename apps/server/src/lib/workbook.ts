import { ArchiveRefusal, readFirstSheet, type SheetText } from './archive/index.js';
import { badRequest } from './errors.js';

/**
 * The first sheet of an uploaded workbook as text: null when the bytes are not a readable .xlsx, undefined when the
 * workbook has no sheet. A file over the archive limits (a zip bomb, 100,000 rows) is refused here with its Chinese
 * message as a 400 envelope. Every import (students, machine-read answers) reads through here; the parsing runs
 * on the archive worker pool, never on the request thread.
 */
export async function readUploadedSheet(body: Buffer): Promise<SheetText | null | undefined> {
  try {
    return await readFirstSheet(body);
  } catch (error) {
    if (!(error instanceof ArchiveRefusal)) throw error;
    if (error.reason === 'corrupt') return null;
    throw badRequest(error.message);
  }
}

/** The cells of Excel row 1 (the header), empty when the sheet has no such row. */
export const headerCells = (sheet: SheetText): string[] => sheet.rows.find((r) => r.row === 1)?.cells ?? [];
