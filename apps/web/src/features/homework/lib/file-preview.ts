import { fetchFileBytes } from '@/lib/file-bytes';
import { sanitizeDocumentHtml } from '@/lib/sanitize-html';

/**
 * Helpers of the in-page Word preview (the PDF viewer is shared: components/pdf-viewer). mammoth is heavy, so it is
 * only reached through dynamic import() in `convertDocx`: the chunk loads when a preview opens.
 */
export { fetchFileBytes };

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
