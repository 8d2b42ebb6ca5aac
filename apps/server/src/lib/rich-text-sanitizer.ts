import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { RICH_TEXT_PURIFY_CONFIG, isAllowedRichTextUrl } from '@zuoyeben/shared';

/**
 * Item HTML is cleaned on the server before it is saved, with the allow-list the web app applies before showing it
 * (RICH_TEXT_PURIFY_CONFIG). DOMPurify on jsdom rather than sanitize-html: the same library and configuration as in
 * the browser, and jsdom parses HTML by the WHATWG algorithm (parse5) as browsers do, which is what defeats mutation
 * XSS — sanitize-html's htmlparser2 is not a spec parser, so what it lets through can be re-read differently by the
 * browser. DOMPurify documents jsdom as its server-side DOM. Both are pinned (package.json).
 */
let purifier: ReturnType<typeof createDOMPurify> | null = null;

function itemPurifier() {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  purifier = createDOMPurify(window as unknown as WindowLike);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (!isAllowedRichTextUrl(data.attrName, data.attrValue)) data.keepAttr = false;
  });
  return purifier;
}

/**
 * Item HTML without anything that could run script. Text without a `<` holds no element and is kept as it is, so
 * formulas such as `$x>1$` are stored exactly as typed (cleaning would write `&gt;`, which the renderer decodes).
 */
export function sanitizeRichText(html: string): string {
  if (!html.includes('<')) return html;
  return itemPurifier().sanitize(html, RICH_TEXT_PURIFY_CONFIG);
}
