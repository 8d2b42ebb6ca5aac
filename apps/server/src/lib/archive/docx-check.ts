import { ArchiveMessages, ArchiveRefusal } from './archive-limits.js';
import { unpackArchive } from './zip-entries.js';

const CONTENT_TYPES = '[Content_Types].xml';
const DOCUMENT = 'word/document.xml';
/** The content type [Content_Types].xml gives the main part of a Word document (ECMA-376 Part 1, 11.3.10). */
const WORD_MAIN_TYPES = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  // A macro-enabled document saved as .docx and a template still open as Word documents.
  'application/vnd.ms-word.document.macroEnabled.main+xml',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml',
];

/**
 * Checks that an archive is a Word document: [Content_Types].xml and word/document.xml are real entries (not text
 * somewhere in the file), the content types name the document's main part, and every entry unpacks within the
 * zip-bomb limits — the browser's Word preview unpacks it all. Refuses with ArchiveRefusal; runs in the worker.
 */
export function checkDocx(bytes: Buffer): void {
  const entries = unpackArchive(bytes, 'Word', (name) => name === CONTENT_TYPES || name === DOCUMENT);
  const contentTypes = entries.get(CONTENT_TYPES)?.toString('utf8');
  const document = entries.get(DOCUMENT)?.toString('utf8');
  const notWord = new ArchiveRefusal(ArchiveMessages.corrupt('Word'), 'corrupt');
  if (contentTypes === undefined || document === undefined) throw notWord;
  const declaresDocument = /PartName\s*=\s*["']\/word\/document\.xml["']/i.test(contentTypes) && WORD_MAIN_TYPES.some((t) => contentTypes.includes(t));
  if (!declaresDocument || !/<(?:[\w.-]+:)?document[\s>]/.test(document)) throw notWord;
}
