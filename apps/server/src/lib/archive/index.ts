import { ArchivePool } from './worker/archive-pool.js';
import type { SheetText } from './xlsx-sheet.js';
import { readZipDirectory } from './zip-directory.js';

/**
 * Every archive the server opens goes through here: uploaded workbooks (student import, machine-read answers) and
 * Word question files. The central directory is read on the request thread (a few microseconds per entry), so a
 * zip bomb that declares its size is refused at once; unpacking and parsing run on the archive worker pool.
 */
export { ArchiveLimits, ArchiveMessages, ArchiveRefusal } from './archive-limits.js';
export type { SheetText } from './xlsx-sheet.js';

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
