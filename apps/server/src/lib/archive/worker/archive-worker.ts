import { parentPort } from 'node:worker_threads';
import { ArchiveMessages, ArchiveRefusal } from '../archive-limits.js';
import { checkDocx } from '../docx-check.js';
import { readFirstSheetText } from '../xlsx-sheet.js';
import type { ArchiveJob, ArchiveJobResult } from './archive-protocol.js';

/** Runs one archive job: unpacks within the limits, then parses. Everything refused becomes an ArchiveRefusal. */
async function run(job: ArchiveJob): Promise<ArchiveJobResult> {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  try {
    if (job.task === 'xlsx-first-sheet') return { id: job.id, ok: true, value: (await readFirstSheetText(bytes)) ?? null };
    // Loaded on first use: the paper import's parsers (mammoth, jsdom, the equation converters) would slow every worker's start.
    if (job.task === 'sanitize-html') {
      const { sanitizeRichText } = await import('../../rich-text-sanitizer.js');
      return { id: job.id, ok: true, value: (JSON.parse(bytes.toString('utf8')) as string[]).map(sanitizeRichText) };
    }
    if (job.task === 'docx-paper') return { id: job.id, ok: true, value: await (await import('../docx-paper.js')).readDocxPaper(bytes) };
    checkDocx(bytes);
    return { id: job.id, ok: true, value: null };
  } catch (error) {
    if (error instanceof ArchiveRefusal) return { id: job.id, ok: false, message: error.message, reason: error.reason };
    // A parser's own failure on malformed content: the file is not a readable Office file.
    return { id: job.id, ok: false, message: ArchiveMessages.corrupt(job.task === 'xlsx-first-sheet' ? 'Excel' : 'Word'), reason: 'corrupt' };
  }
}

parentPort!.on('message', (job: ArchiveJob) => {
  void run(job).then((result) => parentPort!.postMessage(result));
});
