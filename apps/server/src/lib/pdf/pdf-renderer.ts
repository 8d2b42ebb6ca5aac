import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { findChromium } from './chromium-path.js';

/** What to print: body HTML and its own CSS, laid out on the base page (Noto Sans SC, KaTeX). */
export interface PdfDocument {
  html: string;
  css?: string;
  /** The PDF's title (its metadata, shown by viewers). */
  title?: string;
  /** Page size (A4 by default) and orientation; A3 two-column papers pass 'A3' and landscape. */
  format?: 'A4' | 'A3';
  landscape?: boolean;
  /** Page margins in CSS units; 12mm by default. */
  margin?: string;
}

export interface PdfRendererOptions {
  /** Pages kept open and reused; also how many documents render at once. */
  pages?: number;
  /**
   * Documents a page renders before it is closed and replaced by a fresh one. Chromium's memory creeps up slowly with
   * every document a page prints (measured: about 0.25 MB per paper), so recycling keeps it bounded over days.
   */
  rendersPerPage?: number;
  executablePath?: string;
}

const require = createRequire(import.meta.url);
const fileUrl = (moduleFile: string) => pathToFileURL(require.resolve(moduleFile)).href;

/**
 * The base page every document is laid out on: fonts from npm (@fontsource/noto-sans-sc, loaded per unicode range
 * as the text needs them) and KaTeX's CSS, by file URL, so rendering needs no network and no system CJK font.
 */
function basePage(): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<link rel="stylesheet" href="${fileUrl('@fontsource/noto-sans-sc/400.css')}">
<link rel="stylesheet" href="${fileUrl('@fontsource/noto-sans-sc/700.css')}">
<link rel="stylesheet" href="${fileUrl('katex/dist/katex.min.css')}">
<style>html,body{margin:0;padding:0}body{font-family:'Noto Sans SC',sans-serif;font-size:14px;line-height:1.6;color:#000;-webkit-print-color-adjust:exact;print-color-adjust:exact}</style>
<style id="zyb-document"></style></head><body></body></html>`;
}

/**
 * HTML in, PDF bytes out, through one headless Chromium (started on first use) and a fixed pool of reused pages, so
 * memory stays bounded however many PDFs are asked for: callers beyond the pool wait their turn. Chromium's own
 * page.pdf() embeds the fonts with their Unicode maps, so Chinese text stays text (searchable, extractable).
 */
export class PdfRenderer {
  readonly #size: number;
  readonly #rendersPerPage: number;
  readonly #renders = new WeakMap<Page, number>();
  #pagesOpened = 0;
  readonly #executablePath: string | undefined;
  #browser: Promise<Browser> | null = null;
  #baseFile: { dir: string; url: string } | null = null;
  readonly #idle: Page[] = [];
  #open = 0;
  readonly #waiting: { resolve(page: Page): void; reject(error: unknown): void }[] = [];
  #closed = false;

  constructor(options: PdfRendererOptions = {}) {
    this.#size = Math.max(1, options.pages ?? 2);
    this.#rendersPerPage = Math.max(1, options.rendersPerPage ?? 200);
    this.#executablePath = options.executablePath;
  }

  async render(doc: PdfDocument): Promise<Buffer> {
    const page = await this.#acquire();
    let healthy = true;
    try {
      await page.evaluate(
        ({ html, css, title }) => {
          document.title = title;
          document.getElementById('zyb-document')!.textContent = css;
          document.body.innerHTML = html;
        },
        { html: doc.html, css: doc.css ?? '', title: doc.title ?? '' },
      );
      await page.evaluate(async () => {
        await document.fonts.ready;
        await Promise.all([...document.images].map((img) => (img.complete ? null : new Promise((r) => ((img.onload = r), (img.onerror = r))))));
      });
      const margin = doc.margin ?? '12mm';
      return await page.pdf({
        format: doc.format ?? 'A4',
        landscape: doc.landscape ?? false,
        margin: { top: margin, bottom: margin, left: margin, right: margin },
        printBackground: true,
      });
    } catch (error) {
      healthy = false;
      throw error;
    } finally {
      this.#release(page, healthy);
    }
  }

  /** How many pages were opened so far (the pool's pages, their replacements and recycled ones). */
  get pagesOpened(): number {
    return this.#pagesOpened;
  }

  /** Closes the browser; renders waiting for a page fail. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const waiting of this.#waiting.splice(0)) waiting.reject(new Error('PDF renderer closed'));
    const browser = this.#browser;
    this.#browser = null;
    this.#idle.length = 0;
    if (browser) await (await browser.catch(() => null))?.close();
    if (this.#baseFile) rmSync(this.#baseFile.dir, { recursive: true, force: true });
    this.#baseFile = null;
  }

  #launch(): Promise<Browser> {
    this.#browser ??= chromium
      .launch({
        executablePath: this.#executablePath ?? findChromium(),
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage', '--allow-file-access-from-files'],
      })
      .catch((error: unknown) => {
        this.#browser = null;
        throw error;
      });
    return this.#browser;
  }

  #baseUrl(): string {
    if (!this.#baseFile) {
      const dir = mkdtempSync(path.join(tmpdir(), 'zyb-pdf-'));
      const file = path.join(dir, 'base.html');
      writeFileSync(file, basePage());
      this.#baseFile = { dir, url: pathToFileURL(file).href };
    }
    return this.#baseFile.url;
  }

  async #newPage(): Promise<Page> {
    const browser = await this.#launch();
    const page = await browser.newPage();
    this.#pagesOpened++;
    await page.goto(this.#baseUrl());
    return page;
  }

  async #acquire(): Promise<Page> {
    if (this.#closed) throw new Error('PDF renderer closed');
    const idle = this.#idle.pop();
    if (idle) return idle;
    if (this.#open < this.#size) {
      this.#open++;
      try {
        return await this.#newPage();
      } catch (error) {
        this.#open--;
        throw error;
      }
    }
    return new Promise((resolve, reject) => this.#waiting.push({ resolve, reject }));
  }

  /**
   * A page that failed is replaced, so one bad document cannot leave a broken page in the pool; so is a page that
   * has rendered its share of documents (rendersPerPage), so memory stays bounded.
   */
  #release(page: Page, healthy: boolean): void {
    const renders = (this.#renders.get(page) ?? 0) + 1;
    this.#renders.set(page, renders);
    if (!healthy || renders >= this.#rendersPerPage) {
      void page.close().catch(() => undefined);
      this.#open--;
      const next = this.#waiting.shift();
      if (next) {
        this.#open++;
        this.#newPage().then(next.resolve, (error: unknown) => {
          this.#open--;
          next.reject(error);
        });
      }
      return;
    }
    const next = this.#waiting.shift();
    if (next) next.resolve(page);
    else this.#idle.push(page);
  }
}
