import DOMPurify from 'dompurify';
import { RICH_TEXT_PURIFY_CONFIG, isAllowedRichTextUrl } from '@zuoyeben/shared';

/**
 * The web app's HTML cleaners, used before anything is set as innerHTML: DOMPurify (pinned in package.json), which
 * parses with the browser's own parser and so also defeats mutation XSS, replacing a hand-written walker that
 * `<math><mtext><table><mglyph><xmp>…`, `noembed` or an animated SVG link got through. Two configurations, each on
 * its own DOMPurify instance because hooks belong to an instance:
 * - item HTML (question-bank stems, options, answers, explanations): the allow-list shared with the server, which
 *   cleans the same way before saving (RICH_TEXT_PURIFY_CONFIG);
 * - Word documents converted for preview: DOMPurify's HTML profile without styles or forms, links opening in a new tab.
 */
const itemPurifier = DOMPurify(window);
itemPurifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if (!isAllowedRichTextUrl(data.attrName, data.attrValue)) data.keepAttr = false;
});

const documentPurifier = DOMPurify(window);
documentPurifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if (!isAllowedRichTextUrl(data.attrName, data.attrValue)) data.keepAttr = false;
});
documentPurifier.addHook('afterSanitizeAttributes', (node) => {
  // A previewed document's links never replace the page.
  const href = node.tagName === 'A' ? node.getAttribute('href') : null;
  if (href && !href.startsWith('#')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});
const DOCUMENT_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'details', 'marquee', 'video', 'audio', 'source'],
  FORBID_ATTR: ['style'],
};

/** Item HTML without anything that could run script, keeping what items need (formatting, tables, figures). */
export function sanitizeItemHtml(html: string): string {
  return itemPurifier.sanitize(html, RICH_TEXT_PURIFY_CONFIG);
}

/** A converted Word document without scripts, styles or forms; links open in a new tab. */
export function sanitizeDocumentHtml(html: string): string {
  return documentPurifier.sanitize(html, DOCUMENT_CONFIG);
}
