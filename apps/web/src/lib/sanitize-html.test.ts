import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS, dangerousConstructs } from '@zuoyeben/shared/testing/xss-payloads';
import { sanitizeDocumentHtml, sanitizeItemHtml } from './sanitize-html';

/** The fragment the browser builds when the cleaned HTML is set as innerHTML. */
function parse(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('sanitizeItemHtml (DOMPurify, before item HTML is shown)', () => {
  it.each(XSS_PAYLOADS.map((p) => [p]))('leaves nothing executable of %s, even when parsed again', (payload) => {
    const once = sanitizeItemHtml(payload);
    expect(dangerousConstructs(parse(once))).toEqual([]);
    expect(sanitizeItemHtml(once)).toBe(once);
  });

  it('keeps formatting, tables, figures with image data URIs and inline SVG drawings', () => {
    const figure = '<img class="item-figure" width="200" height="120" alt="图" src="data:image/svg+xml;base64,PHN2Zy8+">';
    const html = `<p>如图，<b>已知</b><sub>1</sub></p><br>${figure}<table><tbody><tr><td colspan="2">格</td></tr></tbody></table>`;
    expect(sanitizeItemHtml(html)).toBe(html);
    expect(parse(sanitizeItemHtml('<svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="2"></circle></svg>')).querySelector('svg circle')).not.toBeNull();
  });
});

describe('sanitizeDocumentHtml (converted Word documents)', () => {
  it.each(XSS_PAYLOADS.map((p) => [p]))('leaves no script, handler or script URL of %s', (payload) => {
    const found = dangerousConstructs(parse(sanitizeDocumentHtml(payload)));
    // Documents keep their links (opened in a new tab); only safe ones survive.
    expect(found.filter((f) => f !== '<a>')).toEqual([]);
  });
});
