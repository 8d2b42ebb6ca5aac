import { createRequire } from 'node:module';
import { zipSync } from 'fflate';
import katex from 'katex';
import { parsePaperBlocks, type ImportBlock, type ParsedPaper } from '@zuoyeben/shared';
import { sanitizeRichText } from '../rich-text-sanitizer.js';
import { checkDocx } from './docx-check.js';
import { unpackArchive } from './zip-entries.js';

/**
 * A Word paper (.docx) read for the paper import, in the archive worker: the archive is checked (checkDocx: entry
 * count, sizes, a capped inflate of every entry) before anything else opens it; equations (OMML) become LaTeX
 * through omml2mathml and mathml-to-latex; mammoth turns the document into HTML, its pictures collected as bytes;
 * the paragraphs become blocks and the shared rules (parsePaperBlocks) read the questions from them.
 */
export interface DocxPaperImage {
  contentType: string;
  bytes: Uint8Array;
}

export interface DocxPaper {
  paper: ParsedPaper;
  /** Pictures in document order; the HTML refers to picture i as `zyb-image:i`. */
  images: DocxPaperImage[];
}

/** The src a picture has in the parsed HTML until the server stores it (picture i of `images`); a relative URL, so the sanitiser keeps it. */
export const IMAGE_SRC_PREFIX = 'zyb-image-';
/** Class of a formula that could not become LaTeX (kept as its text), of an equation object kept as a picture. */
export const MATH_FAILED_CLASS = 'zyb-math-failed';
export const EQUATION_PICTURE_CLASS = 'zyb-equation';

const require = createRequire(import.meta.url);
const DOCUMENT = 'word/document.xml';
const MARK = '\u2063';
const MATH_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/math';
/** The prefixes Word writes inside equations (run properties, compatibility markup). */
const NS = [
  `xmlns:m="${MATH_NS}"`,
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
].join(' ');

type Omml2Mathml = (node: Element) => Element;
interface JsdomModule {
  JSDOM: typeof import('jsdom').JSDOM;
  jsdom?: () => Document;
}

let converters: { omml2mathml: Omml2Mathml; toLatex: (mathml: string) => string; JSDOM: JsdomModule['JSDOM'] } | null = null;

/**
 * omml2mathml builds its MathML through get-dom, which calls jsdom 9's `jsdom.jsdom()`; the root package.json
 * overrides get-dom's jsdom with the server's jsdom 27 and this adapter gives it that one function back.
 */
function mathConverters() {
  if (converters) return converters;
  const jsdom = require('jsdom') as JsdomModule;
  // One document for every call: a new jsdom window per equation cost over 100 ms each.
  let shared: Document | null = null;
  jsdom.jsdom ??= () => (shared ??= new jsdom.JSDOM('').window.document);
  const omml2mathml = require('omml2mathml') as Omml2Mathml;
  const { MathMLToLaTeX } = require('mathml-to-latex') as typeof import('mathml-to-latex');
  converters = { omml2mathml, toLatex: (mathml) => MathMLToLaTeX.convert(mathml), JSDOM: jsdom.JSDOM };
  return converters;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const decodeXml = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** The text of an equation's runs (what Word shows when it cannot draw it), for an equation that cannot be converted. */
const ommlText = (xml: string) => decodeXml([...xml.matchAll(/<m:t(?:\s[^>]*)?>([^<]*)<\/m:t>/g)].map((m) => m[1]).join(''));

function rendersInKatex(tex: string): boolean {
  try {
    katex.renderToString(tex, { throwOnError: true, strict: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** An equation element (m:oMath, or m:oMathPara of several) as LaTeX, or null when it cannot be converted. */
function elementToLatex(element: Element): string | null {
  try {
    const { omml2mathml, toLatex } = mathConverters();
    const maths = element.localName === 'oMath' ? [element] : [...element.getElementsByTagNameNS(MATH_NS, 'oMath')];
    const tex = maths.map((m) => toLatex(omml2mathml(m).outerHTML).trim()).filter(Boolean).join(' \\quad ');
    return tex && rendersInKatex(tex) ? tex : null;
  } catch {
    return null;
  }
}

/** The equations (each an m:oMath or m:oMathPara element's XML) as LaTeX, null where one cannot be converted. */
export function ommlEquationsToLatex(equations: readonly string[]): (string | null)[] {
  if (equations.length === 0) return [];
  const { JSDOM } = mathConverters();
  const parse = (xml: string) => new JSDOM(`<root ${NS}>${xml}</root>`, { contentType: 'application/xml' }).window.document.documentElement;
  try {
    // One parse for all of them; when one is malformed, each is parsed on its own.
    const root = parse(equations.map((e) => `<eq>${e}</eq>`).join(''));
    return [...root.children].map((eq) => (eq.firstElementChild ? elementToLatex(eq.firstElementChild) : null));
  } catch {
    return equations.map((e) => ommlToLatex(e));
  }
}

/** One OMML equation (an m:oMath, or an m:oMathPara of several) as LaTeX, or null when it cannot be converted. */
export function ommlToLatex(xml: string): string | null {
  try {
    const { JSDOM } = mathConverters();
    const element = new JSDOM(`<root ${NS}>${xml}</root>`, { contentType: 'application/xml' }).window.document.documentElement.firstElementChild;
    return element ? elementToLatex(element) : null;
  } catch {
    return null;
  }
}

/**
 * Replaces every equation of document.xml by a marker run, and marks the pictures of equation objects (MathType,
 * Equation 3.0). Returns the new XML and what each marker stands for, as HTML.
 */
function extractEquations(xml: string): { xml: string; equations: string[] } {
  const found: string[] = [];
  const marker = (omml: string) => {
    found.push(omml);
    return `<w:r><w:t xml:space="preserve">${MARK}M${found.length - 1}${MARK}</w:t></w:r>`;
  };
  let out = xml.replace(/<m:oMathPara\b[\s\S]*?<\/m:oMathPara>/g, marker);
  out = out.replace(/<m:oMath\b[\s\S]*?<\/m:oMath>/g, marker);
  const latex = ommlEquationsToLatex(found);
  const equations = found.map((omml, i) => {
    const tex = latex[i];
    return tex != null ? `$${escapeHtml(tex)}$` : `<span class="${MATH_FAILED_CLASS}">${escapeHtml(ommlText(omml))}</span>`;
  });
  // An equation object's run gets a marker text before the object, so its picture can be told from a figure.
  out = out.replace(/<w:object\b[\s\S]*?<\/w:object>/g, (object) =>
    /ProgID="(?:Equation\.|MathType)/i.test(object) ? `<w:t xml:space="preserve">${MARK}E${MARK}</w:t>${object}` : object);
  return { xml: out, equations };
}

/** The top-level elements of mammoth's HTML as blocks: paragraphs and headings, tables, and list items. */
function blocksOf(html: string): ImportBlock[] {
  const { JSDOM } = mathConverters();
  const body = new JSDOM(`<body>${html}</body>`).window.document.body;
  const blocks: ImportBlock[] = [];
  const walk = (element: Element) => {
    const tag = element.tagName.toLowerCase();
    if (tag === 'table') blocks.push({ kind: 'table', html: element.outerHTML });
    else if (tag === 'ul' || tag === 'ol') {
      for (const li of element.children) {
        const nested = [...li.children].filter((c) => /^(ul|ol)$/i.test(c.tagName));
        nested.forEach((n) => n.remove());
        blocks.push({ kind: 'p', html: li.innerHTML, ...(tag === 'ol' ? { auto: true } : {}) });
        nested.forEach(walk);
      }
    } else blocks.push({ kind: 'p', html: element.innerHTML });
  };
  for (const node of body.childNodes) {
    if (node.nodeType === 1) walk(node as Element);
    // Text outside any element is a paragraph too: nothing of the document is dropped.
    else if (node.nodeType === 3 && node.textContent?.trim()) blocks.push({ kind: 'p', html: (node as Text).data.replace(/&/g, '&amp;').replace(/</g, '&lt;') });
  }
  return blocks;
}

/** Reads a Word paper; throws ArchiveRefusal when the archive is refused. Runs in the archive worker. */
export async function readDocxPaper(bytes: Buffer): Promise<DocxPaper> {
  checkDocx(bytes);
  const entries = unpackArchive(bytes, 'Word', () => true);
  const { xml, equations } = extractEquations(entries.get(DOCUMENT)!.toString('utf8'));
  entries.set(DOCUMENT, Buffer.from(xml, 'utf8'));
  const rebuilt = Buffer.from(zipSync(Object.fromEntries([...entries].map(([name, data]) => [name, new Uint8Array(data)]))));

  const { default: mammoth } = await import('mammoth');
  const images: DocxPaperImage[] = [];
  const { value: html } = await mammoth.convertToHtml({ buffer: rebuilt }, {
    styleMap: ['u => u'],
    ignoreEmptyParagraphs: true,
    convertImage: mammoth.images.imgElement(async (image) => {
      images.push({ contentType: image.contentType, bytes: new Uint8Array(await image.readAsArrayBuffer()) });
      return { src: `${IMAGE_SRC_PREFIX}${images.length - 1}`, alt: '' };
    }),
  });
  const withMath = sanitizeRichText(html
    // Headings are paragraphs here (the item allow-list has no headings; a section title is read from its text).
    .replace(/<(\/?)h[1-6]\b/g, '<$1p')
    // An underlined run of spaces is a blank to fill in.
    .replace(/<u>(?:\s|&nbsp;|\u3000)+<\/u>/g, '____')
    .replace(new RegExp(`${MARK}M(\\d+)${MARK}`, 'g'), (_, i: string) => equations[Number(i)] ?? '')
    .replace(new RegExp(`${MARK}E${MARK}(\\s*)<img `, 'g'), `$1<img class="${EQUATION_PICTURE_CLASS}" `)
    .replaceAll(`${MARK}E${MARK}`, ''));
  // The document's HTML is cleaned once, as a whole, with the item allow-list (per field it took seconds for a long paper).
  return { paper: parsePaperBlocks(blocksOf(withMath)), images };
}

