import { BLANK_MARKER } from '../enums/question.js';

/** Item text is an HTML fragment whose formulas are LaTeX between single dollars; `\$` is a literal dollar. */
export interface TextSegment {
  kind: 'text' | 'math';
  value: string;
}

/** Splits rich text into text and formula segments, or returns null when a dollar is left unpaired. */
export function splitMath(text: string): TextSegment[] | null {
  const segments: TextSegment[] = [];
  let current = '';
  let inMath = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\' && text[i + 1] === '$') {
      current += inMath ? '\\$' : '$';
      i++;
    } else if (ch === '$') {
      if (current) segments.push({ kind: inMath ? 'math' : 'text', value: current });
      current = '';
      inMath = !inMath;
    } else {
      current += ch;
    }
  }
  if (inMath) return null;
  if (current) segments.push({ kind: 'text', value: current });
  return segments;
}

/** The formulas of a text, in order (empty when the dollars are unpaired). */
export function formulasOf(text: string): string[] {
  return (splitMath(text) ?? []).filter((s) => s.kind === 'math').map((s) => s.value);
}

const blankPattern = new RegExp(`${BLANK_MARKER[0]}{${BLANK_MARKER.length},}`, 'g');

/** Number of blanks (four or more underscores) outside formulas, where `_` means a subscript. */
export function countBlanks(text: string): number {
  const segments = splitMath(text) ?? [{ kind: 'text' as const, value: text }];
  return segments.filter((s) => s.kind === 'text').reduce((n, s) => n + (s.value.match(blankPattern)?.length ?? 0), 0);
}

/** Problems of one rich text: unpaired dollars, empty formulas, or a raw `<` that HTML would take for a tag. */
export function richTextProblems(text: string): string[] {
  const segments = splitMath(text);
  if (!segments) return ['公式的 $ 不成对'];
  const problems: string[] = [];
  for (const s of segments.filter((x) => x.kind === 'math')) {
    if (!s.value.trim()) problems.push('存在空公式');
    if (s.value.includes('<')) problems.push(`公式中请用 \\lt 代替 <：${s.value}`);
  }
  return problems;
}
/** Formulas sit inside HTML, so `&lt;`, `&amp;` and friends there stand for their characters. */
export function decodeFormulaEntities(tex: string): string {
  return tex.replace(/&(lt|gt|amp|quot|nbsp|#39);/g, (_, e: string) =>
    ({ lt: '<', gt: '>', amp: '&', quot: '"', nbsp: ' ', '#39': "'" })[e] ?? '');
}

/** Text of the tag a formula that KaTeX refuses carries (spec 02 §8 "render error"). */
export const RENDER_ERROR_TEXT = '渲染错误';

export interface RichTextRenderers {
  /** Typesets one formula (entities already decoded) as HTML; throws when it cannot (KaTeX with throwOnError). */
  typeset(tex: string): string;
  /** The side's sanitiser of item HTML (DOMPurify in the browser, on jsdom on the server). */
  sanitize(html: string): string;
}

export interface RenderedRichText {
  html: string;
  /** The formulas that could not be typeset (or the whole text when its dollars are unpaired). */
  errors: string[];
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A formula that cannot be typeset shows its source with the 渲染错误 tag, so the teacher sees which one. */
const errorMark = (raw: string) =>
  `<span class="rich-text-error">${escapeHtml(raw)}<span class="rich-text-error-tag">${RENDER_ERROR_TEXT}</span></span>`;

/**
 * Item rich text as safe HTML with every `$…$` typeset: one routine for the screen and the printed paper, each side
 * passing its own typesetter and sanitiser. The HTML is sanitised with each formula replaced by a placeholder first,
 * so the typesetter's own (trusted, inline-styled) markup is never re-parsed by the sanitiser.
 */
export function renderRichTextWith(text: string, renderers: RichTextRenderers): RenderedRichText {
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
      return renderers.typeset(decodeFormulaEntities(tex));
    } catch {
      errors.push(tex);
      return errorMark(`$${tex}$`);
    }
  });
  const html = renderers.sanitize(withPlaceholders).replace(/\u2063KATEX(\d+)\u2063/g, (_, i: string) => rendered[Number(i)] ?? '');
  return { html, errors };
}
