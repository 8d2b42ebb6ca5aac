import katex from 'katex';
import { renderRichTextWith } from '@zuoyeben/shared';
import { sanitizeRichText } from './rich-text-sanitizer.js';

const renderers = {
  typeset: (tex: string) => katex.renderToString(tex, { throwOnError: true }),
  sanitize: sanitizeRichText,
};

/**
 * Stored item rich text as safe HTML with every `$…$` typeset by KaTeX: the shared routine the web's renderRichText
 * (components/rich-text) runs too, with the server's sanitiser, so a printed paper shows formulas as the screen does.
 */
export function richTextToHtml(text: string): string {
  return renderRichTextWith(text, renderers).html;
}
