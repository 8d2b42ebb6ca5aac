import katex from 'katex';
import { decodeFormulaEntities, splitMath } from '@zuoyeben/shared';
import { sanitizeItemHtml } from '@/lib/sanitize-html';

/** Text of the tag a formula that KaTeX refuses carries (spec 02 §8 "render error"). */
export const RENDER_ERROR_TEXT = '渲染错误';

export interface RenderedRichText {
  html: string;
  /** The formulas KaTeX could not render (or the whole text when its dollars are unpaired). */
  errors: string[];
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const errorMark = (raw: string) =>
  `<span class="rich-text-error">${escapeHtml(raw)}<span class="rich-text-error-tag">${RENDER_ERROR_TEXT}</span></span>`;

/**
 * Item HTML with every `$…$` typeset by KaTeX. The HTML is sanitised with each formula replaced by a
 * placeholder first, so KaTeX's own markup (trusted, and full of inline styles) is never re-parsed.
 */
export function renderRichText(text: string): RenderedRichText {
  const segments = splitMath(text);
  if (!segments) return { html: errorMark(text), errors: [text] };
  const errors: string[] = [];
  const formulas: string[] = [];
  const withPlaceholders = segments
    .map((s) => {
      if (s.kind === 'text') return s.value;
      formulas.push(s.value);
      return `\u2063KATEX${formulas.length - 1}\u2063`;
    })
    .join('');
  const rendered = formulas.map((tex) => {
    try {
      return katex.renderToString(decodeFormulaEntities(tex), { throwOnError: true });
    } catch {
      errors.push(tex);
      return errorMark(`$${tex}$`);
    }
  });
  const html = sanitizeItemHtml(withPlaceholders).replace(/\u2063KATEX(\d+)\u2063/g, (_, i: string) => rendered[Number(i)] ?? '');
  return { html, errors };
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
