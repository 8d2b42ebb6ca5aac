import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import katex from 'katex';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROMIUM_MISSING, findChromium } from './chromium-path.js';
import { PdfRenderer } from './pdf-renderer.js';

const renderer = new PdfRenderer({ pages: 1 });
const dir = mkdtempSync(path.join(tmpdir(), 'zyb-pdf-test-'));
afterAll(async () => {
  await renderer.close();
  rmSync(dir, { recursive: true, force: true });
});

let files = 0;
function saved(pdf: Buffer): string {
  const file = path.join(dir, `${++files}.pdf`);
  writeFileSync(file, pdf);
  return file;
}
/** The text of a PDF as poppler's pdftotext reads it (what a search or a copy gets). */
const textOf = (pdf: Buffer) => execFileSync('pdftotext', ['-enc', 'UTF-8', saved(pdf), '-'], { encoding: 'utf8' });

describe('PdfRenderer', () => {
  it('prints Chinese text and a KaTeX formula as extractable text, with the fonts embedded', async () => {
    const formula = katex.renderToString('\\frac{a}{b}+x^2', { throwOnError: true });
    const pdf = await renderer.render({ html: `<h1>七年级数学期中试卷</h1><p>一、选择题：计算 ${formula} 的值。</p>`, css: 'h1{text-align:center}' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = textOf(pdf);
    expect(text).toContain('七年级数学期中试卷');
    expect(text).toContain('一、选择题：计算');
    expect(text).toMatch(/x\s*2/);
    const fonts = execFileSync('pdffonts', [saved(pdf)], { encoding: 'utf8' });
    expect(fonts).toMatch(/NotoSansSC/);
    expect(fonts).toMatch(/KaTeX_Main/);
  });

  it('renders more documents than it has pages one after another on the same page, each with its own content', async () => {
    const texts = await Promise.all(['第一份', '第二份', '第三份'].map(async (name) => textOf(await renderer.render({ html: `<p>${name}</p>` }))));
    expect(texts.map((t) => t.trim())).toEqual(['第一份', '第二份', '第三份']);
  });

  it('replaces a page after its share of documents, and every document still comes out right', async () => {
    const recycling = new PdfRenderer({ pages: 1, rendersPerPage: 2 });
    try {
      const texts: string[] = [];
      for (const name of ['一', '二', '三', '四', '五']) texts.push(textOf(await recycling.render({ html: `<p>第${name}份</p>` })).trim());
      expect(texts).toEqual(['第一份', '第二份', '第三份', '第四份', '第五份']);
      expect(recycling.pagesOpened).toBe(3);
    } finally {
      await recycling.close();
    }
  });

  it('lays out A3 landscape when asked', async () => {
    const pdf = await renderer.render({ html: '<p>A3 试卷</p>', format: 'A3', landscape: true, title: 'A3 试卷' });
    const info = execFileSync('pdfinfo', [saved(pdf)], { encoding: 'utf8' });
    expect(info).toMatch(/Title:\s+A3 试卷/);
    expect(info).toMatch(/Page size:\s+119[01](\.\d+)? x 84[12](\.\d+)? pts/);
  });
});

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first and says in Chinese and English what to do when there is none', () => {
    expect(findChromium({ CHROMIUM_PATH: process.execPath })).toBe(process.execPath);
    expect(() => findChromium({}, ['/nonexistent/chromium'])).toThrow(CHROMIUM_MISSING);
    expect(CHROMIUM_MISSING).toContain('未找到 Chromium');
    expect(CHROMIUM_MISSING).toContain('Chromium was not found');
  });
});
