/** A paper's PDFs (paper, answers and explanations, answer card): the download buttons and the /preview/pdf page. */
export { PaperDownloadButtons, DOWNLOAD_BUSY, type PaperDownloadButtonsProps } from './components/paper-download-buttons';
export { PdfPreviewPage, isPreviewablePdfUrl } from './components/pdf-preview-page';
export { PaperPrintView } from './components/paper-print-view';
export { getPaperCardPdf, useGetPaperCardPdf } from './api/get-paper-card-pdf';
export { WorkCardSettingsButton } from './components/work-card-settings';
