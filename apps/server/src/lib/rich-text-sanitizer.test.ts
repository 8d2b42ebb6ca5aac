import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS, dangerousConstructs } from '@zuoyeben/shared/testing/xss-payloads';
import { buildSeedItems } from '../db/seed/question-bank/content.js';
import { sanitizeRichText } from './rich-text-sanitizer.js';

/** The fragment as a browser would build it from the stored HTML (jsdom parses by the same WHATWG algorithm). */
const parse = (html: string) => JSDOM.fragment(html);

describe('sanitizeRichText (server, before items are saved)', () => {
  it('has a corpus of at least 30 known XSS and mXSS payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_PAYLOADS.map((p) => [p]))('leaves nothing executable of %s, even when parsed again', (payload) => {
    const once = sanitizeRichText(payload);
    expect(dangerousConstructs(parse(once))).toEqual([]);
    // A second round must change nothing: output that mutates when re-parsed is how mXSS slips through.
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('keeps what items need: formatting, tables, pictures with image data URIs, inline SVG drawings', () => {
    const figure = '<img class="item-figure" width="200" height="120" alt="三角形ABC" src="data:image/svg+xml;base64,PHN2Zy8+">';
    const html = `<p>如图，<b>已知</b> $x^2$<sub>1</sub></p><br>${figure}<table><tbody><tr><td colspan="2">格</td></tr></tbody></table>` +
      '<svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="2" fill="none" stroke="#000"></circle></svg>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops data: URLs other than images and javascript: sources', () => {
    expect(sanitizeRichText('<img src="data:text/html;base64,PHNjcmlwdD4=">')).toBe('<img>');
    expect(sanitizeRichText('<img src=" javascript:alert(1)">')).toBe('<img>');
  });

  it('stores every seeded item text unchanged, so seeded items render exactly as before', () => {
    const texts = buildSeedItems().flatMap((item) => [
      item.stem, item.explanation, ...item.options.map((o) => o.text), ...item.answer,
      ...(item.subItems ?? []).flatMap((s) => [s.stem, s.explanation ?? '', ...s.options.map((o) => o.text), ...s.answer]),
    ]);
    const withMarkup = texts.filter((t) => t.includes('<'));
    expect(withMarkup.length).toBeGreaterThan(40);
    expect(withMarkup.filter((t) => sanitizeRichText(t) !== t)).toEqual([]);
  });
});
