import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
// Bundled by Vite as a same-origin asset: no CDN, no network beyond our own server.
import workerSrc from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerSrc;

/** Only imported dynamically (see file-preview.ts), so pdf.js stays out of the main chunks. */
export function openPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  return getDocument({ data, isEvalSupported: false }).promise;
}

export type { PDFDocumentProxy };
