import type { Page } from '@playwright/test';
import { XSS_PAYLOADS } from '@zuoyeben/shared/testing/xss-payloads';
import { DEMO, SCHOOL_A } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { forgetChapter } from '../fixtures/paper.js';
import { expect, isAllowedCspReport, test } from '../fixtures/test.js';

/**
 * Issue 9 item 2: the corpus of XSS and mXSS payloads, typed into the question editor (its live preview renders with
 * the web app's DOMPurify), saved as items' stems, options, answers and explanations and as correction remarks, then
 * shown in the bank, the editor and the administrators' correction screen. Chromium never opens a dialog (every
 * payload calls alert), throws, logs a script error, or keeps a handler, a script URL or a forbidden element.
 */
const SCOPE = { period: 'C', km: '数学' };
const BANK = `/jobManager/job-edit-tiku?sourceType=200&km=${encodeURIComponent(SCOPE.km)}&period=${SCOPE.period}`;
/** Payloads per saved item: nine items hold the whole corpus, and the bank's first page shows them all. */
const PER_ITEM = 5;
/** The web app's sanitiser chunk (DOMPurify): it parses every payload, so Chromium reports their handlers from there. */
const SANITISER_CHUNK = /\/assets\/sanitize-html-[\w-]+\.js$/;
test.use({ inlineHandlerParsedBy: SANITISER_CHUNK });

interface Watch {
  dialogs: string[];
  consoleErrors: string[];
}

/** Records every dialog (dismissed) and console error of the page. */
function watch(page: Page): Watch {
  const seen: Watch = { dialogs: [], consoleErrors: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    // A payload's <img src="x"> is a harmless relative picture that answers 404; loading it is not script.
    if (message.type() !== 'error' || message.text().startsWith('Failed to load resource')) return;
    // Handlers the sanitiser parsed (and removed) are reported, never run; see the fixture's inlineHandlerParsedBy.
    if (isAllowedCspReport(message.text(), message.location().url, SANITISER_CHUNK)) return;
    seen.consoleErrors.push(`${message.location().url}: ${message.text()}`);
  });
  return seen;
}

/** Elements, handlers and URLs in the item HTML on screen that could run script. */
function scriptableInRichText(page: Page): Promise<string[]> {
  return page.$$eval('.rich-text, .rich-text *', (elements) => {
    const forbidden = new Set(['script', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'a', 'animate', 'set', 'foreignobject', 'use', 'math', 'style', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'template']);
    const found: string[] = [];
    for (const el of elements) {
      // KaTeX's own output sits inside .katex and is not item HTML.
      if (el.closest('.katex')) continue;
      const tag = el.localName.toLowerCase();
      if (forbidden.has(tag) && !el.classList.contains('rich-text')) found.push(`<${tag}>`);
      for (const attr of Array.from(el.attributes)) {
        const value = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (attr.name.startsWith('on') || attr.name === 'style' && !el.classList.contains('rich-text')) found.push(`<${tag} ${attr.name}>`);
        if (/href|src/.test(attr.name) && /^(javascript|vbscript|data:text)/.test(value)) found.push(`<${tag} ${attr.name}=${attr.value}>`);
      }
    }
    return found;
  });
}

async function api<T = { itemGuid: string }>(page: Page, url: string, data: object): Promise<T> {
  const answer = await (await page.request.post(url, { data })).json();
  expect(answer.status, `${url}: ${answer.message}`).toBe(200);
  return answer.data as T;
}

test('XSS and mXSS payloads saved through items and correction remarks run no script in the bank, the editor or the correction screen', async ({ page }) => {
  // Long: 45 payloads through four screens on a shared two-core machine.
  test.setTimeout(600_000);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  const seen = watch(page);
  await signIn(page, DEMO.twoRoleTeacher.phone, 'Teacher');

  // Knowledge point, chapter and grade of a real junior-maths item, so the saved items are complete.
  const bank = await api<{ list: { itemGuid: string }[] }>(page, '/api/QuestionBank/Items', { ...SCOPE, sourceType: 100, itemTypeGuid: 1, pageIndex: 1, pageSize: 10 });
  const info = (await (await page.request.get(`/api/QuestionBank/ItemInfo?itemGuid=${bank.list[0]!.itemGuid}`)).json()).data;

  // Saved through the editor's endpoint: stems, options and explanations. The text comes first: a payload that opens a
  // comment or a raw-text element swallows what follows it, as the browser would.
  const saved: string[] = [];
  for (let i = 0; i < XSS_PAYLOADS.length; i += PER_ITEM) {
    const chunk = XSS_PAYLOADS.slice(i, i + PER_ITEM);
    const base = {
      source: 200, difficulty: 2, ...SCOPE, gradeCode: info.gradeCode, primaryKnowledgeGuid: info.primaryKnowledge.guid,
      otherKnowledgeGuids: [], chapterGuid: info.chapter?.guid ?? null,
    };
    const choice = await api(page, '/api/QuestionBank/SaveItem', {
      ...base, itemTypeGuid: 1, stem: `第${i / PER_ITEM + 1}组（　　）${chunk.join('')}`,
      options: ['A', 'B', 'C', 'D'].map((label, n) => ({ label, text: `${label}${chunk[n % chunk.length]}` })), answer: ['B'],
      explanation: `解析${chunk.join('')}`,
    });
    saved.push(choice.itemGuid);
  }

  // The question editor on one of them: every payload typed into the stem and the explanation, rendered live by the
  // preview (the web app's DOMPurify in Chromium, before the server has cleaned anything).
  await page.goto(`/questionEditor?itemGuid=${saved[0]}`);
  const stem = page.getByRole('textbox', { name: '题干' });
  await expect(stem).toBeEditable({ timeout: 30_000 });
  await stem.fill(XSS_PAYLOADS.join('\n'));
  await page.getByRole('textbox', { name: '解析' }).fill(XSS_PAYLOADS.join(''));
  // The first payload opens a comment that swallows the rest, as in any browser; the preview shows what is left.
  await expect(page.getByText('试题完整，可以保存').or(page.getByText(/请/).first())).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await scriptableInRichText(page)).toEqual([]);
  // Each payload alone, so none hides behind another.
  for (const payload of XSS_PAYLOADS) await stem.fill(`预览${payload}`);
  await page.waitForTimeout(500);
  expect(await scriptableInRichText(page)).toEqual([]);

  // Correction remarks are stored as typed; the screen shows them as text.
  for (const [n, payload] of XSS_PAYLOADS.entries()) {
    await api(page, '/api/QuestionBank/Corrections/Save', { itemGuid: saved[Math.floor(n / PER_ITEM)], itemVersion: 1, reason: '1', remark: payload.slice(0, 100) });
  }

  // The bank lists the school's items with answers and explanations: the whole textbook, not a chapter an earlier test
  // left chosen in the sidebar (remembered per teacher by CacheKnowledge), since these items belong to none.
  await forgetChapter(page.request, SCOPE);
  await page.goto(BANK);
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 60_000 });
  for (const toggle of await page.getByRole('button', { name: /查看解析|显示答案|答案解析/ }).all()) await toggle.click({ timeout: 5_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
  expect(await scriptableInRichText(page)).toEqual([]);

  // The editor opens each saved item.
  for (const itemGuid of saved) {
    await page.goto(`/questionEditor?itemGuid=${itemGuid}`);
    await expect(page.getByRole('textbox', { name: '题干' })).toBeEditable({ timeout: 30_000 });
    await page.waitForTimeout(200);
    expect(await scriptableInRichText(page)).toEqual([]);
  }

  // The school administrator's correction screen: remarks and the reported items.
  await page.context().clearCookies();
  await signIn(page, DEMO.adminA.phone);
  expect((await (await page.request.post('/api/Teacher/SelectRu', { data: { ru: SCHOOL_A.ru } })).json()).status).toBeLessThan(500);
  await page.goto('/jobManager/item-corrections');
  const remark = XSS_PAYLOADS.at(-1)!;
  await expect(page.getByText(remark, { exact: false }).first()).toBeVisible({ timeout: 60_000 });
  for (const row of await page.getByRole('row').all()) await row.hover().catch(() => undefined);
  expect(await scriptableInRichText(page)).toEqual([]);

  expect(seen.dialogs, 'dialogs opened by a payload').toEqual([]);
  expect(seen.consoleErrors, 'console errors').toEqual([]);
});
