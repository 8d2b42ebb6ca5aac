export { PDF_PREVIEW_FAILED, PdfViewer } from './pdf-viewer';
