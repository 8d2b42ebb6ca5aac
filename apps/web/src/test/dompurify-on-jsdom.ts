import type { DOMPurify as Purifier, WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
// The file behind the alias itself: 'dompurify' here would resolve to this file again. That path ships no types.
// @ts-expect-error -- typed through the import type above
import purifyUmd from 'dompurify/dist/purify.js';

/**
 * DOMPurify for the component tests, aliased in vite.config.ts. happy-dom (the tests' DOM) is not a DOM DOMPurify
 * supports: its node iterator skips nodes removed while iterating, so DOMPurify under happy-dom lets handlers
 * through and drops allowed elements. DOMPurify supports jsdom in Node, so the tests clean on a jsdom window (the
 * WHATWG parser, as in the browser) and render the resulting string in happy-dom. The app itself runs DOMPurify on
 * the browser's window; the Playwright corpus test checks that in Chromium.
 */
const { window: jsdomWindow } = new JSDOM('');

const createDOMPurify = purifyUmd as (window: WindowLike) => Purifier;

export default function DOMPurify(_window?: unknown): Purifier {
  return createDOMPurify(jsdomWindow as unknown as WindowLike);
}
