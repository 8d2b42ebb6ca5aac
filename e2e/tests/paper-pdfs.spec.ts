import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import { DEMO, SCHOOL_A } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { downloadTask, firstPagePng, hasPoppler, openSchoolPaper, PAPER_PDFS, queuePaperPdfs, textOf } from '../fixtures/paper.js';
import { buttonName } from '../fixtures/text.js';
import { expect, test } from '../fixtures/test.js';
import { taskCentrePanel } from '../fixtures/task-centre.js';

/** School A's daily practice paper of the demo seed (12 questions: 单选, 填空, 解答). */
const PAPER = '七年级数学上册 第一章 有理数 周末练习';

async function openPaper(page: Page): Promise<Locator> {
  // The paper is 初中数学: the header's 学段、科目 must stand on it for the library to list it.
  const chosen = await page.request.post('/api/TeachInfo/CacheSelectPeriodKm', { data: { ruCode: SCHOOL_A.ru, studyName: 'C', subject: '数学' } });
  expect((await chosen.json()).status).toBe(200);
  return openSchoolPaper(page, PAPER, '下载试卷');
}

test.describe('Paper PDFs', () => {
  test('a teacher queues a paper’s three PDFs, downloads them from the task centre, and the unchanged paper then downloads at once', async ({ page }) => {
    expect(hasPoppler, 'pdftotext/pdftoppm are missing: install poppler-utils (.ci/run does) so the PDFs can be checked').toBe(true);
    await signIn(page, DEMO.teacherA.phone);
    const drawer = await openPaper(page);
    await page.screenshot({ path: test.info().outputPath('paper-drawer.png') });

    await queuePaperPdfs(page, drawer);
    await page.keyboard.press('Escape');

    // The first 201 opened the task centre by itself.
    const panel = await taskCentrePanel(page);
    const files: Record<string, string> = {};
    for (const [kind, file] of PAPER_PDFS) files[kind] = await downloadTask(page, panel, `${PAPER}（${kind}）`, file);

    const paperText = textOf(files['试卷']!).replace(/\s+/g, '');
    expect(paperText).toContain(PAPER.replace(/\s+/g, ''));
    expect(paperText).toContain('一、单选题');
    expect(paperText).toContain('珠穆朗玛峰的海拔约为');
    const answerText = textOf(files['答案解析']!);
    expect(answerText).toContain('参考答案与解析');
    expect(answerText).toContain('【答案】');
    const cardText = textOf(files['答题卡']!);
    for (const word of ['答题卡', '姓名', '学号', '客观题', '主观题']) expect(cardText).toContain(word);
    for (const file of Object.values(files)) expect(execFileSync('stat', ['-c', '%s', firstPagePng(file)], { encoding: 'utf8' }).trim().length).toBeGreaterThan(3);

    // Unchanged since: the paper downloads at once, without a new task.
    const tasksBefore = await panel.locator('[data-task-key]').count();
    await page.keyboard.press('Escape');
    const again = await openPaper(page);
    const direct = page.waitForEvent('download');
    await again.getByRole('button', { name: buttonName('下载试卷') }).click();
    expect((await direct).suggestedFilename()).toBe(`${PAPER}.pdf`);
    await page.keyboard.press('Escape');
    await taskCentrePanel(page);
    await expect(panel.locator('[data-task-key]')).toHaveCount(tasksBefore);
  });

  test('/preview/pdf shows a generated PDF in the page', async ({ page }) => {
    await signIn(page, DEMO.teacherA.phone);
    const drawer = await openPaper(page);
    await drawer.getByRole('button', { name: buttonName('下载答题卡') }).click();
    // Kept by the first test (same server), or queued now: either way the task centre's file list has it soon.
    const list = async () => (await (await page.request.get('/api/Job/List')).json()).data.list as { name: string; state: string; download: string | null }[];
    await expect.poll(async () => (await list()).find((t) => t.name === `${PAPER}（答题卡）` && t.download)?.download ?? null, { timeout: 30_000 }).not.toBeNull();
    const url = (await list()).find((t) => t.name === `${PAPER}（答题卡）` && t.download)!.download!;
    await page.goto(`/preview/pdf?url=${encodeURIComponent(url)}&name=${encodeURIComponent('答题卡')}`);
    await expect(page.getByText(/第 1 \/ \d+ 页/)).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('canvas').first()).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 });
    await page.screenshot({ path: test.info().outputPath('preview-pdf.png') });
  });
});
