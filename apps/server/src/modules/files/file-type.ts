import { UPLOAD_DOCUMENT_EXTENSIONS, UPLOAD_IMAGE_EXTENSIONS, type FileKind } from '@zuoyeben/shared';
import { ArchiveRefusal, checkWordDocument } from '../../lib/archive/index.js';

/** What the bytes of an upload are; the extension alone is never trusted (a renamed file is refused). */
export interface DetectedType {
  kind: FileKind;
  mime: string;
  /** The extension the stored file is served with. */
  ext: 'jpg' | 'png' | 'pdf' | 'docx' | 'doc';
}

const startsWith = (bytes: Buffer, magic: readonly number[]) => magic.every((b, i) => bytes[i] === b);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04];
// The OLE compound-file signature of .doc (D0 CF 11 E0 A1 B1 1A E1).
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const DOCX: DetectedType = { kind: 'word', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' };

/**
 * Sniffs the first bytes: JPEG, PNG, PDF, ZIP (a .docx candidate, whose entries detectFileType checks) or DOC
 * (OLE); else null.
 */
export function sniffFileType(bytes: Buffer): DetectedType | null {
  if (startsWith(bytes, JPEG)) return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, PNG)) return { kind: 'image', mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, PDF)) return { kind: 'pdf', mime: 'application/pdf', ext: 'pdf' };
  if (startsWith(bytes, ZIP)) return DOCX;
  if (startsWith(bytes, OLE)) return { kind: 'word', mime: 'application/msword', ext: 'doc' };
  return null;
}

/**
 * What an uploaded file is, judged by its content: a ZIP counts as a .docx only when [Content_Types].xml and
 * word/document.xml are real entries that say so, unpacked within the zip-bomb limits (on the archive workers).
 * Null when the content is not an allowed type; throws ArchiveRefusal when an archive breaks a limit.
 */
export async function detectFileType(bytes: Buffer): Promise<DetectedType | null> {
  const sniffed = sniffFileType(bytes);
  if (sniffed !== DOCX) return sniffed;
  try {
    await checkWordDocument(bytes);
    return DOCX;
  } catch (error) {
    if (error instanceof ArchiveRefusal && error.reason === 'corrupt') return null;
    throw error;
  }
}

export type ExtensionFamily = FileKind | null;

/** The kind an extension promises: image, pdf or word; null when it is not an allowed extension. */
export function extensionFamily(fileName: string): ExtensionFamily {
  const ext = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if ((UPLOAD_IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'image';
  if (ext === 'pdf') return 'pdf';
  if ((UPLOAD_DOCUMENT_EXTENSIONS as readonly string[]).includes(ext)) return 'word';
  return null;
}

/**
 * Pages of a PDF by counting page objects (/Type /Page, not /Pages). PDFs that keep their objects in compressed
 * streams hide them; then the largest uncompressed /Count of a page tree is used, or null when neither is visible.
 */
export function countPdfPages(bytes: Buffer): number | null {
  const text = bytes.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  if (pages > 0) return pages;
  const counts = [...text.matchAll(/\/Type\s*\/Pages[^>]*?\/Count\s+(\d+)/g)].map((m) => Number(m[1]));
  return counts.length > 0 ? Math.max(...counts) : null;
}
