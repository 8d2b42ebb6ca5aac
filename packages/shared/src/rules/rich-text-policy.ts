/**
 * What item HTML (stems, options, answers, explanations) may hold, for DOMPurify on both sides: the web app cleans
 * item text before showing it, the server before saving it. Only what items need: text formatting, tables and lists,
 * pictures (the seed's figures are SVG drawings inside <img> data URIs, the editor inserts PNG/JPG/GIF the same
 * way), and plain inline SVG drawings. No links, no styles, no forms, no MathML: formulas are LaTeX between dollars,
 * typeset by KaTeX after cleaning, so KaTeX's own markup never passes through here.
 */
const HTML_TAGS = [
  'p', 'br', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'sub', 'sup', 'small', 'hr',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'ul', 'ol', 'li', 'img',
];
/** Drawing elements only: no <a>, <use>, <foreignObject>, <style> or animation (<animate>, <set>) that could run a URL. */
const SVG_TAGS = ['svg', 'g', 'line', 'polyline', 'polygon', 'path', 'circle', 'ellipse', 'rect', 'text', 'tspan'];

const HTML_ATTRIBUTES = ['class', 'title', 'alt', 'src', 'width', 'height', 'colspan', 'rowspan', 'align', 'valign'];
const SVG_ATTRIBUTES = [
  'xmlns', 'viewbox', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'd', 'points', 'transform', 'opacity',
  'fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'stroke-linecap', 'stroke-linejoin',
  'font-size', 'font-family', 'font-style', 'font-weight', 'text-anchor', 'dominant-baseline',
];

/** Picture sources: same-site or https addresses, and data URIs of raster or SVG images (never data:text/html). */
const ALLOWED_URI = /^(?:https?:|data:image\/(?:png|jpe?g|gif|webp|svg\+xml)[;,]|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** DOMPurify's configuration for item HTML (the same object on the web and the server). */
export const RICH_TEXT_PURIFY_CONFIG = {
  ALLOWED_TAGS: [...HTML_TAGS, ...SVG_TAGS],
  ALLOWED_ATTR: [...HTML_ATTRIBUTES, ...SVG_ATTRIBUTES],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Unknown elements go, their text stays (a teacher's stray <font> keeps its words).
  KEEP_CONTENT: true,
};

/**
 * For DOMPurify's uponSanitizeAttribute hook: whether a URL attribute may stay. DOMPurify lets any data: URI through
 * on <img> even when ALLOWED_URI_REGEXP refuses it; item pictures are images only.
 */
export function isAllowedRichTextUrl(attribute: string, value: string): boolean {
  if (attribute !== 'src' && attribute !== 'href' && attribute !== 'xlink:href') return true;
  // Browsers ignore control characters and spaces inside a scheme, so judge without them.
  // eslint-disable-next-line no-control-regex
  return ALLOWED_URI.test(value.replace(/[\u0000-\u0020]/g, ''));
}
