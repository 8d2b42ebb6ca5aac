import { statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { studentsWithPasswords } from '../fixtures/homework-api.js';
import {
  addFromList, cellTexts, chooseItemType, choosePeriodKm, downloadTask, firstPagePng, freshLayout, hasPoppler, headings, itemsLoaded, layoutQuestion as question,
  layoutSaved, moveUp, PAPER_PDFS, queuePaperPdfs, restorePeriodKm, setTool, sheet, startWorkNow, textOf, type PeriodKm,
} from '../fixtures/paper.js';
import { openPhonePage, studentLogIn } from '../fixtures/phone.js';
import { expect, test } from '../fixtures/test.js';
import { buttonName } from '../fixtures/text.js';
import { taskCentrePanel } from '../fixtures/task-centre.js';

/**
 * Issue 10's "Done means" as one story: a junior maths teacher (王丽, who teaches 七年级1班) picks 8 bank questions of
 * three types — all of 平行线的性质, each with TeX formulas and an SVG figure — through the bank screen, lays them
 * out as a paper (moves a question, sets section and question scores, an answer-area height, A3 双栏), saves it, gets
 * its paper, answers and answer-card PDFs from the task centre, and publishes it as online homework to 七年级1班.
 * Two students answer it on phones, the teacher marks the subjective answers on the web, and the score report shows
 * both totals.
 */
const SCOPE = { period: 'C', km: '数学' };
const BANK = `/jobManager/job-edit-tiku?sourceType=100&workType=1&km=${encodeURIComponent(SCOPE.km)}&period=${SCOPE.period}`;
const KNOWLEDGE = '平行线的性质';
const run = Date.now().toString(36).toUpperCase();
const title = `七年级数学 平行线的性质 周测 ${run}`;
const workName = `平行线周测在线作业${run}`;
const CLASS = '七年级1班';

/** Scores set on the sheet: 单选 4 each (section), 填空 3 each (section), 解答 10 each (section) and question 8 at 12. */
const SCORES = { single: 4, fill: 3, answer: 10, eighth: 12 };
const TOTAL = 3 * SCORES.single + 3 * SCORES.fill + SCORES.answer + SCORES.eighth;

/** The teacher's top-right 学段、科目 before the test, put back afterwards so later specs find it as the seed left it. */
let selectedBefore: PeriodKm | null = null;
test.afterEach(async ({ page }) => {
  if (selectedBefore) await restorePeriodKm(page.request, selectedBefore);
});

/**
 * Marks every unmarked answer of question th: the card names the student, whose answer and mark come from `marks`.
 * A question done, the page moves on to the next one with answers left by itself.
 */
async function markQuestion(page: Page, th: number, marks: Map<string, { typed: string; score: number }>) {
  await page.getByRole('tab', { name: new RegExp(`^第${th}题 `) }).click();
  const student = page.locator('.ant-card-head-title').filter({ hasText: `（${CLASS}）` });
  const left = new Map(marks);
  while (left.size > 0) {
    // The answers come in the server's order: wait for a student not yet marked (the card of the last one goes first).
    let name = '';
    await expect.poll(async () => {
      name = (await student.innerText().catch(() => '')).replace(`（${CLASS}）`, '').trim();
      return left.has(name);
    }, { timeout: 15_000 }).toBe(true);
    const { typed, score } = left.get(name)!;
    await expect(page.getByText(typed)).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().includes('/api/Mark/Save'));
    await page.getByLabel('分数').fill(String(score));
    await page.getByLabel('分数').press('Enter');
    expect((await (await saved).json()).status).toBe(200);
    left.delete(name);
  }
  await expect(page.getByRole('tab', { name: new RegExp(`^第${th}题 已阅 \\d+ / 未阅 0$`) })).toBeVisible();
}

test('a maths teacher picks 8 bank questions, lays out, prints and publishes a paper; two students answer it on phones and are scored', async ({
  page, browser, baseURL, pageErrors,
}) => {
  expect(hasPoppler, 'pdftotext/pdftoppm are missing: install poppler-utils (.ci/run does) so the PDFs can be checked').toBe(true);
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO.twoRoleTeacher.phone, 'Teacher');
  selectedBefore = await choosePeriodKm(page.request, SCOPE);
  // Start from an empty basket and default print settings even on a reused data folder (the paper-detail spec fills it).
  await freshLayout(page.request, SCOPE);

  // ── 1. The bank: 知识点 平行线的性质, then 3 单选题, 3 填空题 and 2 解答题 into the basket ───────────────────────
  const firstLoad = itemsLoaded(page);
  await page.goto(BANK);
  await firstLoad;
  await page.getByRole('tab', { name: '知识点' }).click();
  const knowledge = page.getByRole('tabpanel', { name: '知识点' });
  await knowledge.getByLabel('筛选节点').fill(KNOWLEDGE);
  const byKnowledge = itemsLoaded(page);
  await knowledge.getByRole('tree').getByText(KNOWLEDGE, { exact: true }).click();
  await byKnowledge;
  for (const [type, count] of [['单选题', 3], ['填空题', 3], ['解答题', 2]] as const) {
    await chooseItemType(page, type);
    // Each question of this point is drawn to its angles: a formula and an SVG figure.
    const first = page.getByRole('article', { name: '第1题' });
    await expect(first.locator('.katex').first()).toBeVisible();
    await expect(first.getByRole('img', { name: '两条平行线被第三条直线所截' })).toBeVisible();
    await addFromList(page, count);
  }
  await page.getByRole('button', { name: /试题篮（8题）/ }).click();
  await page.getByRole('button', { name: '去组卷' }).click();

  // ── 2. The layout: title, a question moved, scores, an answer height, A3 双栏 ───────────────────────────────────
  await expect(page).toHaveURL(/\/groupTypesetting\?workType=1&source=0&period=C&km=/);
  await expect(sheet(page)).toBeVisible({ timeout: 30_000 });
  await expect(headings(page)).toHaveText([/^一、单选题（共3题/, /^二、填空题（共3题/, /^三、解答题（共2题/]);
  await expect(sheet(page).getByRole('img', { name: '两条平行线被第三条直线所截' })).toHaveCount(8);
  const titled = layoutSaved(page, 'AdjustPaperConfig');
  await page.getByLabel('试卷标题').fill(title);
  await page.getByLabel('试卷标题').press('Enter');
  await titled;
  await expect(sheet(page).getByRole('heading', { level: 1 })).toHaveText(title);

  // The third single choice moves up to second place.
  // The stems differ in their angles, so the whole text (KaTeX's source included) tells the questions apart.
  const body = (n: number) => question(page, n).locator('.layout-question-body');
  const third = await body(3).textContent();
  await moveUp(page, question(page, 3), '拖动第3题');
  await expect.poll(() => body(2).textContent()).toBe(third);

  for (const [section, label, score] of [['一、单选题', '单选题每题分值', SCORES.single], ['二、填空题', '填空题每题分值', SCORES.fill],
    ['三、解答题', '解答题每题分值', SCORES.answer]] as const) {
    const region = sheet(page).getByRole('region', { name: section });
    await setTool(page, region.locator('.layout-section-head'), label, String(score));
  }
  await setTool(page, question(page, 8), '第8题分值', String(SCORES.eighth));
  await expect(headings(page)).toHaveText([/（共3题，共12分）/, /（共3题，共9分）/, /（共2题，共22分）/]);
  await expect(page.getByLabel(`总分 ${TOTAL} 分`)).toBeVisible();
  await setTool(page, question(page, 7), '第7题答题区高度', '300');
  await expect(question(page, 7).getByRole('img', { name: '第7题答题区，高300px' })).toBeVisible();

  const wide = layoutSaved(page, 'AdjustPaperConfig');
  await page.getByRole('radiogroup', { name: '纸张版式' }).getByText('A3 双栏').click();
  await wide;
  await expect(sheet(page)).toHaveAttribute('data-side-type', '2');
  expect(await sheet(page).locator('.paper-sheet-body').evaluate((el) => getComputedStyle(el).columnCount)).toBe('2');
  await page.mouse.move(5, 5);
  await page.screenshot({ path: test.info().outputPath('story-layout-a3-1366.png') });

  // Saving lands on the paper's detail.
  const saving = page.waitForResponse((r) => r.url().includes('/api/PaperLayout/SaveZYPaperAndJson'));
  await page.getByRole('button', { name: /保存试卷/ }).click();
  const saved = await (await saving).json();
  expect([saved.status, saved.message]).toEqual([200, '保存成功！']);
  const paperGuid: string = saved.data.paperGuid;
  await expect(page).toHaveURL(new RegExp(`/homework/paper-detail\\?paperGuid=${paperGuid}`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const counts = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: '题数' }) }).first();
  await expect(counts.getByRole('row', { name: new RegExp(`合计\\s*8\\s*${TOTAL}`) })).toBeVisible();

  // ── 3. Its three PDFs, queued from the detail and downloaded from the task centre ───────────────────────────────
  const actions = page.getByRole('toolbar', { name: '试卷操作' });
  await queuePaperPdfs(page, actions);
  const panel = await taskCentrePanel(page);
  const files: Record<string, string> = {};
  for (const [kind, file] of PAPER_PDFS) files[kind] = await downloadTask(page, panel, `${title}（${kind}）`, file);
  const flat = (file: string) => textOf(file).replace(/\s+/g, '');
  const paperText = flat(files['试卷']!);
  expect(paperText).toContain(title.replace(/\s+/g, ''));
  for (const heading of ['一、单选题（共3题，共12分）', '二、填空题（共3题，共9分）', '三、解答题（共2题，共22分）']) expect(paperText).toContain(heading);
  expect(paperText).toContain('分别相交，若');
  expect(paperText).toContain('并说明理由');
  const answerText = flat(files['答案解析']!);
  expect(answerText).toContain(title.replace(/\s+/g, ''));
  expect(answerText).toContain('参考答案与解析');
  expect(answerText).toContain('两直线平行');
  const cardText = textOf(files['答题卡']!);
  for (const word of ['答题卡', '姓名', '学号', '客观题', '主观题']) expect(cardText).toContain(word);
  expect(cardText.replace(/\s+/g, '')).toContain(title.replace(/\s+/g, ''));
  for (const file of Object.values(files)) expect(statSync(firstPagePng(file)).size).toBeGreaterThan(2_000);
  // The tasks are this story's: removed again, so the task centre is as it was.
  for (const [kind] of PAPER_PDFS) {
    const row = panel.locator('[data-task-key]').filter({ hasText: `${title}（${kind}）` });
    await row.getByRole('button', { name: /^删除任务/ }).click();
    await expect(row).toHaveCount(0);
  }
  await page.keyboard.press('Escape');

  // ── 4. 发布作业 from the detail: online homework to 七年级1班 ──────────────────────────────────────────────────
  await actions.getByRole('button', { name: buttonName('发布作业') }).click();
  await expect(page).toHaveURL(new RegExp(`/jobManager/job-basic\\?.*paperGuid=${paperGuid}`));
  const paperCard = page.locator('.ant-card').filter({ hasText: '布置试卷' }).first();
  await expect(paperCard).toContainText(title);
  await expect(paperCard).toContainText('8题');
  await expect(paperCard).toContainText(`${TOTAL}分`);
  await page.getByLabel('作业名称').fill(workName);
  await page.getByRole('checkbox', { name: CLASS, exact: true }).check();
  await page.getByRole('button', { name: buttonName('确定') }).click();
  const confirm = page.getByRole('dialog', { name: '确认发布' });
  await expect(confirm).toContainText(workName);
  await confirm.getByRole('button', { name: buttonName('下一步') }).click();
  await expect(page).toHaveURL(/\/jobManager\/job-finish\?.*workInfoGuid=/);
  const workGuid = new URL(page.url()).searchParams.get('workInfoGuid')!;
  const info = await startWorkNow(page.request, workGuid);
  expect(info.paperGuid).toBe(paperGuid);
  // The sheet's order and scores: 3 single choices (objective), then 3 fill-ins and 2 answers (marked on the web).
  expect(info.questions.map((q) => q.type)).toEqual([1, 1, 1, 3, 3, 3, 3, 3]);
  expect(info.questions.map((q) => q.score)).toEqual([4, 4, 4, 3, 3, 3, 10, 12]);
  const key = info.questions.slice(0, 3).map((q) => q.answer);
  const wrong = (letter: string) => (letter === 'A' ? 'B' : 'A');

  // ── 5. Two students of 七年级1班 answer on phones ─────────────────────────────────────────────────────────────
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.adminA.phone);
  const students = await studentsWithPasswords(admin.request, 'A701', 2, 8);
  await adminContext.close();
  // Typed answers (at most SubmissionLimits.maxTextAnswer characters each).
  const typed = {
    fill4: '$65^\\circ$（甲答）',
    first7: '$\\angle 2=\\angle 1=65^\\circ$（甲答）',
    second7: '同位角相等，$\\angle 2=115^\\circ$（乙答）',
    second8: '同旁内角互补（乙答）',
  };
  // Student 1: choices 1 and 3 right, 2 wrong; types 4 and 7. Student 2: all three choices right; types 7 and 8.
  const plans = [
    { choices: [key[0]!, wrong(key[1]!), key[2]!], texts: [[4, typed.fill4], [7, typed.first7]] as const },
    { choices: [key[0]!, key[1]!, key[2]!], texts: [[7, typed.second7], [8, typed.second8]] as const },
  ];
  for (const [i, student] of students.entries()) {
    const phone = await openPhonePage(browser, baseURL, pageErrors);
    await studentLogIn(phone, student.buddies, student.password);
    await phone.getByRole('link', { name: workName }).click();
    await expect(phone).toHaveURL(new RegExp(`/student/work/${workGuid}`));
    // The paper's own questions, typeset: formulas in KaTeX and the figures.
    await expect(phone.getByText('第1题 · 单选题 · 4分')).toBeVisible();
    await expect(phone.getByText('第8题 · 解答题 · 12分')).toBeVisible();
    await expect(phone.locator('.student-question-content .katex').first()).toBeVisible();
    await expect(phone.locator('.student-question-content').getByRole('img', { name: '两条平行线被第三条直线所截' })).toHaveCount(8);
    await expect(phone.getByText('渲染错误')).toHaveCount(0);
    for (const [n, letter] of plans[i]!.choices.entries()) {
      await phone.getByRole('button', { name: `第${n + 1}题 ${letter}` }).click();
      await expect(phone.getByRole('button', { name: `第${n + 1}题 ${letter}` })).toHaveAttribute('aria-pressed', 'true');
    }
    for (const [th, text] of plans[i]!.texts) {
      await phone.getByRole('textbox', { name: `第${th}题文字作答` }).fill(text);
      await expect(phone.getByRole('textbox', { name: `第${th}题文字作答` })).toHaveValue(text);
    }
    if (i === 0) await phone.screenshot({ path: test.info().outputPath('story-student-phone.png') });
    await phone.getByRole('button', { name: buttonName('提交') }).click();
    const blanks = phone.getByRole('dialog').filter({ hasText: /还有\d+题未作答，确定提交吗？/ });
    await blanks.getByRole('button', { name: buttonName('提交') }).click();
    await expect(phone.getByText('提交成功')).toBeVisible();
    await phone.context().close();
  }

  // ── 6. The teacher marks the typed answers of questions 4, 7 and 8 ──────────────────────────────────────────────
  const [first, second] = [students[0]!.name, students[1]!.name];
  await page.goto(`/jobManager/marking?workGuid=${workGuid}`);
  await expect(page.getByRole('tab', { name: '第4题 已阅 1 / 未阅 1' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: '第7题 已阅 0 / 未阅 2' })).toBeVisible();
  await markQuestion(page, 4, new Map([[first, { typed: typed.fill4, score: 3 }]]));
  await markQuestion(page, 7, new Map([[first, { typed: typed.first7, score: 6 }], [second, { typed: typed.second7, score: 10 }]]));
  await markQuestion(page, 8, new Map([[second, { typed: typed.second8, score: 9 }]]));

  // ── 7. The score report: 4 + 0 + 4 + 3 + 6 = 17 and 4 + 4 + 4 + 10 + 9 = 31 ─────────────────────────────────────
  await page.goto(`/jobManager/job-analyze?workGuid=${workGuid}`);
  await expect(page.getByRole('tab', { name: '成绩单', selected: true })).toBeVisible();
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: /得分/ }) });
  for (const [i, score] of ['17', '31'].entries()) {
    const row = table.getByRole('row').filter({ hasText: students[i]!.buddies });
    await expect(row).toBeVisible();
    expect((await cellTexts(row)).slice(0, 4)).toEqual([students[i]!.name, students[i]!.buddies, CLASS, score]);
  }
  await page.screenshot({ path: test.info().outputPath('story-report-1366.png'), fullPage: true });
});
