import { ArchivePool } from './worker/archive-pool.js';
import type { DocxPaper } from './docx-paper.js';
import type { SheetText } from './xlsx-sheet.js';
import { readZipDirectory } from './zip-directory.js';

/**
 * Every archive the server opens goes through here: uploaded workbooks (student import, machine-read answers) and
 * Word question files. The central directory is read on the request thread (a few microseconds per entry), so a
 * zip bomb that declares its size is refused at once; unpacking and parsing run on the archive worker pool.
 */
export { ArchiveLimits, ArchiveMessages, ArchiveRefusal } from './archive-limits.js';
export type { SheetText } from './xlsx-sheet.js';
export type { DocxPaper, DocxPaperImage } from './docx-paper.js';
export { EQUATION_PICTURE_CLASS, IMAGE_SRC_PREFIX, MATH_FAILED_CLASS } from './docx-paper.js';

let pool: ArchivePool | null = null;
const archivePool = () => (pool ??= new ArchivePool());

/** The first worksheet of an .xlsx as text (undefined: no sheet); throws ArchiveRefusal when the file is refused. */
export async function readFirstSheet(bytes: Buffer): Promise<SheetText | undefined> {
  readZipDirectory(bytes, 'Excel');
  return (await archivePool().run('xlsx-first-sheet', bytes)) ?? undefined;
}

/** Resolves when the bytes are a real Word document within the archive limits; else throws ArchiveRefusal. */
export async function checkWordDocument(bytes: Buffer): Promise<void> {
  readZipDirectory(bytes, 'Word');
  await archivePool().run('docx-check', bytes);
}

/**
 * A Word paper's questions, pictures and unreadable parts (the paper import), read on the archive worker after the
 * archive checks; throws ArchiveRefusal when the file is refused.
 */
export async function readWordPaper(bytes: Buffer): Promise<DocxPaper> {
  readZipDirectory(bytes, 'Word');
  return archivePool().run('docx-paper', bytes);
}

/** Item HTML cleaned by the server's sanitiser on the worker pool, in order (saving many items at once). */
export async function sanitizeRichTextsOffThread(texts: readonly string[]): Promise<string[]> {
  if (!texts.some((t) => t.includes('<'))) return [...texts];
  return archivePool().run('sanitize-html', Buffer.from(JSON.stringify(texts), 'utf8'));
}

/** Starts the first archive worker (the server has started), so the first upload does not wait for it. */
export function warmArchiveWorkers(): void {
  archivePool().warm();
}

/** Ends the archive workers (the server shuts down); the next archive starts them again. */
export async function closeArchiveWorkers(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.close();
}
