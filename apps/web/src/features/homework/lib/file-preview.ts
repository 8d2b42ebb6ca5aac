import { sanitizeDocumentHtml } from '@/lib/sanitize-html';

/**
 * Helpers of the in-page file previews (PDF pages, Word documents). pdf.js and mammoth are heavy, so they are only
 * reached through dynamic import() in `loadPdf` / `convertDocx`: the chunks load when a preview opens.
 */

/** The bytes of an uploaded file; same origin, so the session cookie goes along. */
export async function fetchFileBytes(path: string): Promise<ArrayBuffer> {
  const res = await fetch(path, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.arrayBuffer();
}

/** Old binary Word (.doc) cannot be read by mammoth; only .docx can be previewed. */
export function isLegacyWord(fileName: string): boolean {
  return /\.doc$/i.test(fileName.trim());
}

/** Converted document HTML is cleaned by the app's document sanitiser; its inline styles would fight the page's. */
export { sanitizeDocumentHtml };

/** A .docx as sanitised HTML, converted in the browser with mammoth. */
export async function convertDocx(arrayBuffer: ArrayBuffer): Promise<string> {
  const { docxToHtml } = await import('./docx-html');
  return sanitizeDocumentHtml(await docxToHtml(arrayBuffer));
}

/** Opens a PDF with pdf.js (its module and bundled worker load on first use). */
export async function loadPdf(data: ArrayBuffer) {
  const { openPdf } = await import('./pdf-document');
  return openPdf(data);
}
