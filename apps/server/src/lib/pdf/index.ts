export { PdfRenderer, type PdfDocument, type PdfRendererOptions } from './pdf-renderer.js';
export { CHROMIUM_MISSING, chromiumCandidates, findChromium } from './chromium-path.js';
