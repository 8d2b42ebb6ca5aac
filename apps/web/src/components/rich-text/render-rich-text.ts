import katex from 'katex';
import { RENDER_ERROR_TEXT, renderRichTextWith, type RenderedRichText } from '@zuoyeben/shared';
import { sanitizeItemHtml } from '@/lib/sanitize-html';

export { RENDER_ERROR_TEXT, type RenderedRichText };

const renderers = {
  typeset: (tex: string) => katex.renderToString(tex, { throwOnError: true }),
  sanitize: sanitizeItemHtml,
};

/** Item HTML with every `$…$` typeset by KaTeX (the shared routine of screen and print, with the browser's sanitiser). */
export function renderRichText(text: string): RenderedRichText {
  return renderRichTextWith(text, renderers);
}

/** Whether KaTeX typesets a formula (entities already decoded): the editor's check before saving. */
export function formulaRenders(tex: string): boolean {
  try {
    katex.renderToString(tex, { throwOnError: true });
    return true;
  } catch {
    return false;
  }
}
