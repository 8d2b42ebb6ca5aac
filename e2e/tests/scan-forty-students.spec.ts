import { writeFileSync } from 'node:fs';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import type { AnswerCardLayout, CardBox } from '@zuoyeben/shared';
import { DEMO, DEMO_PASSWORD, SCHOOL_A } from '../fixtures/accounts.js';
import { signIn } from '../fixtures/auth.js';
import { writeTempFile } from '../fixtures/files.js';
import { dataOf } from '../fixtures/homework-api.js';
import { cardScanner, pdfOfScans, rasterisePdf, SCAN_DPI, type PencilMark, type ScannedPage, type ScanOptions } from '../fixtures/scan-cards.js';
import { tableRows } from '../fixtures/screen-table.js';
import { stableGuid } from '../fixtures/seed-ids.js';
import { taskCentrePanel } from '../fixtures/task-centre.js';
import { expect, test } from '../fixtures/test.js';
import { buttonName } from '../fixtures/text.js';

/**
 * Issue 13, first line of "Done means": a machine-read homework for a class of 40 from the printed card to the score
 * report. The cards are the downloaded card PDF itself, rasterised once at a scanner's resolution and filled in where
 * the card's configuration (GetExportAnswerConfig: the layout the server printed) has its bubbles; the stack holds two
 * pages fed through turned, one student number filled in twice, one half-erased bubble and one page whose corner marks
 * were torn off. The teacher reviews the three, marks the written answers in 智能阅卷, and the 成绩单 equals what the
 * test computes from the homework's own answer key and scores.
 */

const run = Date.now().toString(36).toUpperCase();
const className = `扫描${run}班`;
/** 七年级数学上册 第二章 整式的加减 课堂小测: 5 single choices, 3 blanks and 2 answers, a two-page card. */
const PAPER = stableGuid('school-paper:RU10001:7a-2');
const STUDENTS = 40;
const LETTERS = ['A', 'B', 'C', 'D'];
/** 王丽 teaches 初中数学 in 七年级; the class of 40 joins her classes for the story and leaves them after. */
const teacher = DEMO.twoRoleTeacher;
/** A decision on a page works the homework's 80 pages out again; on a loaded machine that takes a while. */
const SLOW = 60_000;

/** The special sheets of the stack (0-based student). */
const UPSIDE_DOWN = 3;
const TURNED = 17;
const DOUBLE_NUMBER = 23;
const HALF_ERASED = { student: 29, th: 4 };
const TORN_CORNERS = 35;

interface Student {
  stuGuid: string;
  name: string;
  buddies: string;
}
interface Question {
  th: number;
  type: number;
  score: number;
  answer: string;
}

/** What each student meant: the choice letters ('' blank) and the score a teacher gives each written answer. */
function planOf(i: number, questions: readonly Question[]) {
  const choices = new Map<number, string>();
  const written = new Map<number, number>();
  for (const q of questions) {
    if (q.type === 3) written.set(q.th, (i * 3 + q.th) % (q.score + 1));
    else choices.set(q.th, i % 13 === 5 && q.th === 2 ? '' : LETTERS[(i * 7 + q.th * 3) % 4]!);
  }
  return { choices, written };
}

/** The test's own scoring: a single choice is worth its score when it is the key, else nothing; written answers as marked. */
function truthOf(plan: ReturnType<typeof planOf>, questions: readonly Question[]): number {
  let total = 0;
  for (const q of questions) total += q.type === 3 ? plan.written.get(q.th)! : plan.choices.get(q.th) === q.answer ? q.score : 0;
  return total;
}

/** Puts the teacher's 初中数学 classes back as they were (set by classOfForty). */
let restoreTeachInfo: (() => Promise<void>) | null = null;
test.afterEach(async () => {
  await restoreTeachInfo?.();
  restoreTeachInfo = null;
});

/** A class of 40 made by the school's administrator, which the teacher joins (the administrator approves). */
async function classOfForty(admin: APIRequestContext, teacherRequest: APIRequestContext): Promise<{ classGuid: string; students: Student[] }> {
  const created = await dataOf<{ classGuid: string }>(admin.post('/api/Teacher/SaveTeacherClass', { data: { className, gradeCode: 'A7', isTeachClass: false } }));
  const stamp = String(Date.now()).slice(-6);
  const students: Student[] = [];
  for (let i = 0; i < STUDENTS; i++) {
    const buddies = `7${stamp}${String(i + 1).padStart(3, '0')}`;
    const s = await dataOf<{ stuGuid: string; stuName: string }>(admin.post('/api/Teacher/SaveStudent', { data: { stuName: `扫${run}生${String(i + 1).padStart(2, '0')}`, buddies, classGuid: created.classGuid } }));
    students.push({ stuGuid: s.stuGuid, name: s.stuName, buddies });
  }
  const infos = await dataOf<{ list: { Guid: string; Studyname: string; Subject: string; textbookVersion: string; gradeGuids: string[]; classGuids: string[] }[] }>(
    teacherRequest.get('/api/TeachInfo/GetTeachInfoList'));
  const maths = infos.list.find((x) => x.Studyname === 'C' && x.Subject === '数学')!;
  expect(maths, 'the teacher teaches junior mathematics').toBeTruthy();
  const teachInfo = (classGuids: string[]) => ({ Guid: maths.Guid, studyname: 'C', subject: '数学', textbookVersion: maths.textbookVersion, gradeCodes: maths.gradeGuids, classGuids });
  const saved = await teacherRequest.post('/api/TeachInfo/SaveOrUpdate', { data: teachInfo([...maths.classGuids, created.classGuid]) });
  expect((await saved.json()).status).toBe(200);
  restoreTeachInfo = async () => void (await teacherRequest.post('/api/TeachInfo/SaveOrUpdate', { data: teachInfo(maths.classGuids) }));
  const requests = await dataOf<{ list: { teachInfoGuid: string; classGuid: string }[] }>(admin.get('/api/TeachInfo/ClassRequests'));
  const mine = requests.list.find((r) => r.classGuid === created.classGuid)!;
  await dataOf(admin.post('/api/TeachInfo/ReviewClassRequest', { data: { teachInfoGuid: mine.teachInfoGuid, classGuid: created.classGuid, approve: true } }));
  return { classGuid: created.classGuid, students };
}

/** The pencil marks of a student's number: one bubble per column, a second one in column 5 for the doubled number. */
function numberMarks(layout: AnswerCardLayout, studentNo: string, doubled: boolean): PencilMark[] {
  const grid = layout.pages[0]!.student!.bubbles;
  const digits = studentNo.slice(-grid.length);
  const marks = grid.map((column, c) => ({ box: column[Number(digits[c])]!, grey: 55 + ((c * 13) % 40) }));
  if (doubled) marks.push({ box: grid[4]![(Number(digits[4]) + 3) % 10]!, grey: 60 });
  return marks;
}

/** Marks every written answer of question `th` in 智能阅卷: reads whose answer it is and types that student's score. */
async function markQuestion(page: Page, workGuid: string, th: number, scoreOf: (name: string) => number) {
  await page.goto(`/smart-viewer?workGuid=${workGuid}&th=${th}`);
  await expect(page.getByRole('heading', { name: '智能阅卷' })).toBeVisible();
  const title = page.getByText(new RegExp(`（${className}）$`));
  const done = page.getByText(`第${th}题已全部阅完`);
  const seen = new Set<string>();
  for (;;) {
    await expect(title.or(done)).toBeVisible();
    if (await done.isVisible()) break;
    const name = (await title.textContent())!.replace(`（${className}）`, '').trim();
    expect(seen.has(name), `${name} handed out twice`).toBe(false);
    seen.add(name);
    await expect(page.getByRole('img', { name: `第${th}题答案` })).toBeVisible();
    await page.keyboard.type(String(scoreOf(name)));
    await expect(page.getByLabel('当前分数')).toHaveText(String(scoreOf(name)));
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${name}（${className}）`, { exact: true })).toHaveCount(0);
  }
  expect(seen.size).toBe(STUDENTS);
}

test.use({ actionTimeout: 30_000 });

test.describe('A class of 40 answers a machine-read homework on paper; the scans are read, reviewed, marked and scored (issue 13)', () => {
  test('published, card downloaded, 40 cards filled in from it and scanned as one PDF, three flagged items reviewed, written answers marked, 成绩单 = ground truth', async ({ page, baseURL }) => {
    // About 4 minutes on a quiet machine; the reading of 80 pages is what a loaded one stretches.
    test.setTimeout(900_000);
    const started = Date.now();
    const lap = (step: string) => {
      const description = `${step}: ${((Date.now() - started) / 1000).toFixed(1)} s`;
      test.info().annotations.push({ type: 'timing', description });
      console.log(description);
    };
    await page.setViewportSize({ width: 1366, height: 900 });
    // The task centre offers a refresh whenever one of the teacher's reading tasks ends; the teacher declines it.
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '任务已执行完毕，是否刷新？' });
    await page.addLocatorHandler(confirm, () => confirm.getByRole('button', { name: buttonName('取消') }).click());
    await signIn(page, teacher.phone, 'Teacher');
    const admin = await playwrightRequest.newContext({ baseURL });
    await dataOf(admin.post('/api/Common/Login1', { data: { userCode: DEMO.adminA.phone, password: DEMO_PASSWORD } }));
    const { classGuid, students } = await classOfForty(admin, page.request);
    lap('class of 40');

    // ── 1. The homework, from the bank paper, for the class (what job-basic sends), then its card from the finish page ──
    const start = Date.now() - 10 * 60_000;
    const saved = await dataOf<{ workInfoGuid: string; workCode: string }>(page.request.post('/api/WorkInfo/SaveMachineReadWork', {
      data: {
        ruCode: SCHOOL_A.ru, km: '数学', name: `整式的加减扫描${run}`, paperGuid: PAPER, papers: [], questions: [], clazzes: [{ classGuid }],
        startTime: new Date(start).toISOString(), endTime: new Date(start + 3 * 24 * 3600_000).toISOString(),
      },
    }));
    const workGuid = saved.workInfoGuid;
    const info = await dataOf<{ questions: Question[] }>(page.request.get('/api/WorkInfo/GetWorkInfo', { params: { workInfoGuid: workGuid } }));
    const questions = info.questions;
    expect(questions.map((q) => q.type)).toEqual([1, 1, 1, 1, 1, 3, 3, 3, 3, 3]);

    await page.goto(`/jobManager/job-finish?workInfoGuid=${workGuid}&workType=4`);
    const prints = page.getByLabel('试卷打印');
    await prints.getByRole('button', { name: buttonName('下载答题卡') }).click();
    const task = (await taskCentrePanel(page)).locator('[data-task-key]').filter({ hasText: '答题卡' }).first();
    const download = task.getByRole('button', { name: buttonName('下载') });
    await expect(download).toBeVisible({ timeout: 120_000 });
    const downloading = page.waitForEvent('download');
    await download.click();
    const cardPdf = await (await downloading).path();
    await page.keyboard.press('Escape');
    lap('card PDF downloaded');

    // The configuration of the card the server printed: where its bubbles, number grid and answer boxes are.
    const config = await dataOf<{ configUrl: string; pages: number; studentIdDigits: number }>(page.request.get('/api/TemplateImage/GetExportAnswerConfig', { params: { jobKey: workGuid } }));
    const layout = (await (await page.request.get(config.configUrl)).json()) as AnswerCardLayout;
    expect(layout.pages).toHaveLength(2);

    // ── 2. Forty cards filled in and scanned: the printed pages rasterised once, each sheet a composite of them ──
    const printed = rasterisePdf(cardPdf, SCAN_DPI);
    expect(printed).toHaveLength(2);
    const scanners = await Promise.all(printed.map((png, i) => cardScanner(png, layout, i + 1)));
    const plans = students.map((_, i) => planOf(i, questions));
    const scans: ScannedPage[] = [];
    for (const [i, s] of students.entries()) {
      const plan = plans[i]!;
      const [front, back] = layout.pages;
      const marks: PencilMark[] = [...numberMarks(layout, s.buddies, i === DOUBLE_NUMBER)];
      for (const row of front!.choices) {
        const letter = plan.choices.get(row.no)!;
        const bubble = row.bubbles.find((b) => b.option === letter);
        if (!bubble) continue;
        // The half-erased bubble: the student rubbed out most of the mark but meant it (grey 170 of 255).
        marks.push({ box: bubble.box, grey: i === HALF_ERASED.student && row.no === HALF_ERASED.th ? 170 : 50 + ((i * 7 + row.no * 11) % 50), scale: 0.9 + ((i + row.no) % 3) * 0.04 });
      }
      const writing = (areas: { no: number; box: CardBox }[]) => areas.map((a) => ({ box: a.box, text: `解：第${a.no}题 ${plan.written.get(a.no)} 分的作答 3a+2b` }));
      const frontOptions: ScanOptions = { writing: writing(front!.areas), rotateDeg: i === UPSIDE_DOWN ? 180 : i === TURNED ? 3.5 : 0 };
      scans.push(await scanners[0]!.scan(marks, frontOptions));
      scans.push(await scanners[1]!.scan([], { writing: writing(back!.areas), eraseCorners: i === TORN_CORNERS }));
    }
    const stack = await writeTempFile(`${className}.pdf`, pdfOfScans(scans));
    lap('80 pages generated');

    // ── 3. One PDF uploaded on 扫描状态, read in the task centre ──────────────────────────────────────────────
    await page.goto('/usercenter/scan-status');
    await page.getByRole('button', { name: buttonName('上传答题卡') }).click();
    const dialog = page.getByRole('dialog', { name: '上传答题卡' });
    await dialog.getByRole('combobox', { name: '扫描作业' }).click();
    await page.locator(`.ant-select-item-option[title="整式的加减扫描${run}（数学）"]`).click();
    await dialog.locator('input[type=file]').setInputFiles(stack);
    await dialog.getByRole('button', { name: buttonName('上传并读取') }).click();
    await expect(dialog).toBeHidden();
    const batches = await dataOf<{ batchGuid: string }[]>(page.request.get('/api/Scan/Batches', { params: { workGuid } }));
    expect(batches).toHaveLength(1);
    const batchGuid = batches[0]!.batchGuid;
    await expect.poll(async () => (await dataOf<{ batch: { status: string; pages: number } }>(page.request.get('/api/Scan/Batch', { params: { batchGuid } }))).batch, { timeout: 600_000, intervals: [3000] })
      .toMatchObject({ status: 'done', pages: 80 });
    lap('80 pages read');

    // ── 4. The review: only what the reader flagged ─────────────────────────────────────────────────────────
    const detail = await dataOf<{ pages: { index: number; status: string; flags: string[]; stuGuid: string | null }[] }>(page.request.get('/api/Scan/Batch', { params: { batchGuid } }));
    const pageOf = (student: number, side: 1 | 2) => detail.pages[student * 2 + side - 1]!;
    // The turned sheets read like the others.
    for (const i of [UPSIDE_DOWN, TURNED]) expect(pageOf(i, 1)).toMatchObject({ status: 'read', stuGuid: students[i]!.stuGuid });
    const flagged = detail.pages.filter((p) => p.status !== 'read');
    expect(flagged.map((p) => [p.index, p.status, p.flags])).toEqual([
      // The doubled number: the page waits for the teacher, and so does its back (whose student it follows).
      [DOUBLE_NUMBER * 2 + 1, 'review', ['studentNoReview']],
      [DOUBLE_NUMBER * 2 + 2, 'review', []],
      [HALF_ERASED.student * 2 + 1, 'review', ['answersReview']],
      [TORN_CORNERS * 2 + 2, 'failed', ['unaligned']],
    ]);

    await page.goto(`/scan-detail?batchGuid=${batchGuid}`);
    await expect(page.getByText('待复核（3）')).toBeVisible();
    // The doubled student number: the crop of the grid beside the list of the class; the teacher picks the student.
    const doubled = page.getByTestId(`scan-page-${DOUBLE_NUMBER * 2 + 1}`);
    await expect(doubled.getByText('学号填涂不清，请选择学生')).toBeVisible();
    await expect(doubled.getByRole('img', { name: '学号填涂' })).toBeVisible();
    const who = students[DOUBLE_NUMBER]!;
    const choose = doubled.getByRole('combobox', { name: `第${DOUBLE_NUMBER * 2 + 1}页的学生` });
    await choose.click();
    await choose.fill(who.buddies);
    await page.locator(`.ant-select-item-option[title="${who.name}（${who.buddies}，${className}）"]`).click();
    await doubled.getByRole('button', { name: buttonName('确定学生') }).click();
    await expect(page.getByText('待复核（1）')).toBeVisible({ timeout: SLOW });

    // The half-erased bubble: the row's crop beside the machine's guess; the teacher decides the student meant it.
    const erased = page.getByTestId(`scan-page-${HALF_ERASED.student * 2 + 1}`);
    await expect(erased.getByRole('img', { name: `第${HALF_ERASED.th}题填涂` })).toBeVisible();
    await expect(erased.getByText(/识别：.*（填涂不清）/)).toBeVisible();
    const meant = plans[HALF_ERASED.student]!.choices.get(HALF_ERASED.th)!;
    await erased.getByRole('group', { name: `第${HALF_ERASED.th}题的答案` }).getByLabel(meant, { exact: true }).check();
    await erased.getByRole('button', { name: buttonName('确认答案') }).click();
    await expect(page.getByText('待复核（0）')).toBeVisible({ timeout: SLOW });

    // The page whose corner marks were torn off: aligned by clicking where their centres are, in the order asked.
    await page.getByText('读取失败（1）').click();
    const torn = page.getByTestId(`scan-page-${TORN_CORNERS * 2 + 2}`);
    await expect(torn.getByText('未找到四个定位块，请手动对齐')).toBeVisible();
    await torn.getByRole('button', { name: '手动对齐' }).click();
    const aligner = page.getByRole('dialog', { name: `手动对齐 · 第${TORN_CORNERS * 2 + 2}页` });
    const image = aligner.getByRole('img', { name: /点选四个角对齐/ });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The dialog zooms in as it opens: the image's box is read once it has stopped moving, or the clicks land short.
    let box = (await image.boundingBox())!;
    await expect.poll(async () => {
      const now = (await image.boundingBox())!;
      const still = now.x === box.x && now.y === box.y && now.width === box.width && now.height === box.height;
      box = now;
      return still;
    }, { intervals: [250] }).toBe(true);
    const natural = await image.evaluate((img: HTMLImageElement) => ({ w: img.naturalWidth, h: img.naturalHeight }));
    const [tl, tr, bl, br] = layout.pages[1]!.fiducials;
    for (const f of [tl!, tr!, br!, bl!]) {
      const x = ((f.x + f.w / 2) / layout.sheet.widthMm) * natural.w;
      const y = ((f.y + f.h / 2) / layout.sheet.heightMm) * natural.h;
      await page.mouse.click(box.x + (x * box.width) / natural.w, box.y + (y * box.height) / natural.h);
    }
    await expect(aligner.getByText('四个角已点选，请提交对齐')).toBeVisible();
    if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/scan-align.png` });
    await aligner.getByRole('button', { name: buttonName('提交对齐') }).click();
    await expect(page.getByText('已按所点的四个角重新读取')).toBeVisible({ timeout: SLOW });
    await expect(page.getByText('读取失败（0）')).toBeVisible({ timeout: SLOW });
    const after = await dataOf<{ batch: { read: number; review: number; failed: number } }>(page.request.get('/api/Scan/Batch', { params: { batchGuid } }));
    expect(after.batch).toMatchObject({ read: 80, review: 0, failed: 0 });
    const summary = await dataOf<{ classes: { students: number; scanned: number; missing: unknown[] }[]; duplicates: unknown[] }>(page.request.get('/api/Scan/WorkSummary', { params: { workGuid } }));
    expect(summary).toMatchObject({ classes: [{ students: 40, scanned: 40, missing: [] }], duplicates: [] });
    lap('three flagged items reviewed');

    // ── 5. The written answers, cut from the scans, marked with the keyboard in 智能阅卷 ───────────────────────
    const byName = new Map(students.map((s, i) => [s.name, i]));
    for (const q of questions.filter((x) => x.type === 3)) await markQuestion(page, workGuid, q.th, (name) => plans[byName.get(name)!]!.written.get(q.th)!);
    lap('200 written answers marked');

    // ── 6. The 成绩单 equals the ground truth ────────────────────────────────────────────────────────────────
    await page.goto(`/jobManager/job-analyze?workGuid=${workGuid}`);
    await expect(page.getByRole('tab', { name: '成绩单', selected: true })).toBeVisible();
    const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: /得分/ }) });
    await expect(table.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-item-option[title="40 条/页"]').click();
    await expect(table.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(STUDENTS);
    const shown = new Map((await tableRows(table)).map((cells) => [cells[1]!, cells]));
    const expected = students.map((s, i) => [s.name, s.buddies, className, String(truthOf(plans[i]!, questions))]);
    expect(students.map((s) => shown.get(s.buddies)?.slice(0, 4))).toEqual(expected);
    writeFileSync(test.info().outputPath('ground-truth.json'), JSON.stringify(expected, null, 1));
    lap('成绩单 checked');
    await admin.dispose();
  });
});
