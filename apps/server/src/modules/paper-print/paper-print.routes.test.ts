import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stableGuid } from '../../db/seed/question-bank/ids.js';
import { seedSchoolPapers } from '../../db/seed/school-papers.js';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
let teacherA: string;
let teacherB: string;
let adminA: string;
/** PAPER_PDF_OUT=<dir> keeps the PDFs the test makes, to look at them. */
const keep = process.env.PAPER_PDF_OUT;
const dir = keep ?? mkdtempSync(path.join(tmpdir(), 'zyb-paper-print-'));

/** School A's daily practice (12 questions: 6 单选, 4 填空, 2 解答), school B's, and a platform paper. */
const PRACTICE_A = stableGuid('school-paper:RU10001:7a-1');
const PRACTICE_B = stableGuid('school-paper:RU20002:7a-3');
const PLATFORM_PAPER = stableGuid('paper:paper-math-7a-midterm');

beforeAll(async () => {
  t = await createTestApp({ seed: 'bank' });
  await seedSchoolPapers(t.db);
  [teacherA, teacherB, adminA] = await Promise.all([loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.teacherB), loginAs(t.app, DEMO.adminA)]);
});
afterAll(async () => {
  await t.close();
  if (!keep) rmSync(dir, { recursive: true, force: true });
});

let files = 0;
function saved(pdf: Buffer): string {
  const file = path.join(dir, `${++files}.pdf`);
  writeFileSync(file, pdf);
  return file;
}
const hasPoppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasPoppler) console.warn('pdftotext (poppler-utils) is missing: the PDF text checks of paper-print.routes.test.ts are skipped');
const textOf = (pdf: Buffer) => execFileSync('pdftotext', ['-enc', 'UTF-8', saved(pdf), '-'], { encoding: 'utf8' });
const infoOf = (pdf: Buffer) => execFileSync('pdfinfo', [saved(pdf)], { encoding: 'utf8' });

async function download(cookie: string, url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
}

/** Runs the queued task to its end and returns it as the task centre lists it. */
async function finishedTask(cookie: string, key: string) {
  await t.app.jobs.drain();
  const task = (await call(t.app, cookie, 'GET', '/api/Job/List')).body.data.list.find((x: { key: string }) => x.key === key);
  expect(task, 'task in the task centre').toBeDefined();
  expect(task.state, task.message).toBe('done');
  return task as { download: string; fileName: string; name: string; km: string };
}

/** Runs of Chinese text of each stem of the paper (outside formulas and markup): they must come out of the PDF as they are. */
async function chineseRunsOf(paperGuid: string): Promise<string[]> {
  const rows = await t.db.selectFrom('paperItems').innerJoin('items', 'items.guid', 'paperItems.itemGuid').select('items.stem')
    .where('paperItems.paperGuid', '=', paperGuid).orderBy('groupNo').orderBy('sort').execute();
  return rows.flatMap((r) => r.stem.replace(/\$[^$]*\$/g, ' ').replace(/<[^>]+>/g, ' ').match(/[\u4e00-\u9fa5，、]{4,}/g) ?? []);
}

describe('paper PDF (GET /api/WorkInfo/GetPaperPdf)', () => {
  it('queues a task on the shared browser; the PDF has the Chinese title, sections and question text; an unchanged paper then answers its URL at once', async () => {
    const render = vi.spyOn(t.app.pdf, 'render');
    const first = await call(t.app, teacherA, 'GET', `/api/WorkInfo/GetPaperPdf?paperGuid=${PRACTICE_A}&workCode=W1001`);
    expect(first.body.status, first.body.message).toBe(201);
    const task = await finishedTask(teacherA, first.body.data.key);
    expect(task.km).toBe('数学');
    expect(task.name).toMatch(/（试卷）$/);
    const pdf = await download(teacherA, task.download);
    expect(render).toHaveBeenCalledTimes(1);
    if (hasPoppler) {
      const name = (await t.db.selectFrom('papers').select('name').where('guid', '=', PRACTICE_A).executeTakeFirstOrThrow()).name;
      const text = textOf(pdf).replace(/\s+/g, '');
      expect(text).toContain(name.replace(/\s+/g, ''));
      expect(text).toContain('一、单选题（共6题');
      expect(text).toContain('三、解答题（共2题');
      const runs = await chineseRunsOf(PRACTICE_A);
      expect(runs.length).toBeGreaterThan(5);
      for (const run of runs) expect(text).toContain(run);
      expect(text).toContain('姓名');
    }
    // Asked again (by a colleague of the same school): the kept PDF, answered at once, no second render.
    const again = await call(t.app, adminA, 'GET', `/api/WorkInfo/GetPaperPdf?paperGuid=${PRACTICE_A}&workCode=W1001`);
    expect(again.body.status).toBe(200);
    expect(again.body.data.pdfUrl).toMatch(/^\/api\/YJReport\/LoadFile\?fileKey=/);
    expect((await download(adminA, again.body.data.pdfUrl)).equals(pdf)).toBe(true);
    expect(render).toHaveBeenCalledTimes(1);
    render.mockRestore();
  });

  it('renders again when the paper changes: another font size is another PDF', async () => {
    await t.db.updateTable('papers').set({ fontSize: 16 }).where('guid', '=', PRACTICE_A).execute();
    const res = await call(t.app, teacherA, 'GET', `/api/WorkInfo/GetPaperPdf?paperGuid=${PRACTICE_A}&workCode=W1001`);
    expect(res.body.status).toBe(201);
    await finishedTask(teacherA, res.body.data.key);
    await t.db.updateTable('papers').set({ fontSize: 14 }).where('guid', '=', PRACTICE_A).execute();
  });

  it('prints an A3 paper on A3 landscape', async () => {
    await t.db.updateTable('papers').set({ sideType: 2 }).where('guid', '=', PLATFORM_PAPER).execute();
    const res = await call(t.app, teacherB, 'GET', `/api/WorkInfo/GetPaperPdf?paperGuid=${PLATFORM_PAPER}`);
    expect(res.body.status, res.body.message).toBe(201);
    const pdf = await download(teacherB, (await finishedTask(teacherB, res.body.data.key)).download);
    if (hasPoppler) expect(infoOf(pdf)).toMatch(/Page size:\s+119[01](\.\d+)? x 84[12](\.\d+)? pts/);
    await t.db.updateTable('papers').set({ sideType: 1 }).where('guid', '=', PLATFORM_PAPER).execute();
  });

  it('gives another school’s teacher an error envelope for every print of this school’s paper, while platform papers print for everyone', async () => {
    for (const route of ['GetPaperPdf', 'GetPaperCardPdf', 'GetPaperAnswerPdf']) {
      const foreign = await call(t.app, teacherB, 'GET', `/api/WorkInfo/${route}?paperGuid=${PRACTICE_A}`);
      expect(foreign.http).toBe(404);
      expect(foreign.body).toMatchObject({ status: 404, message: '试卷不存在', data: null });
    }
    for (const route of ['PreviewTestPaper', 'PreviewTestPaperPC', 'PrintTestPaperPC']) {
      const foreign = await call(t.app, teacherA, 'POST', `/api/workinfo/${route}`, { paperGuid: PRACTICE_B });
      expect(foreign.body).toMatchObject({ status: 404, message: '试卷不存在', data: null });
    }
    // A platform paper prints for a teacher of either school.
    for (const cookie of [teacherA, teacherB]) {
      const res = await call(t.app, cookie, 'POST', '/api/workinfo/PreviewTestPaperPC', { paperGuid: PLATFORM_PAPER });
      expect(res.body.status, res.body.message).toBe(200);
    }
  });

  it('refuses a malformed paper guid or work code in Chinese with a 4xx', async () => {
    const bad = await call(t.app, teacherA, 'GET', '/api/WorkInfo/GetPaperPdf?paperGuid=abc');
    expect(bad.http).toBe(400);
    expect(bad.body.message).toMatch(/[\u4e00-\u9fa5]/);
    const badCode = await call(t.app, teacherA, 'GET', `/api/WorkInfo/GetPaperCardPdf?paperGuid=${PRACTICE_A}&workCode=${encodeURIComponent('<x>')}`);
    expect(badCode.http).toBe(400);
    expect(badCode.body.message).toContain('作业号格式不正确');
  });
});

describe('answer card PDF (GET /api/WorkInfo/GetPaperCardPdf)', () => {
  it('makes an A4 card with name, student-number and section texts, then answers cardPdfUrl for the same homework', async () => {
    const res = await call(t.app, teacherA, 'GET', `/api/WorkInfo/GetPaperCardPdf?paperGuid=${PRACTICE_A}&workCode=W2002`);
    expect(res.body.status, res.body.message).toBe(201);
    const task = await finishedTask(teacherA, res.body.data.key);
    expect(task.fileName).toMatch(/（答题卡）\.pdf$/);
    const pdf = await download(teacherA, task.download);
    if (hasPoppler) {
      const text = textOf(pdf);
      for (const word of ['答题卡', '姓名', '班级', '学号', '客观题', '主观题', '作业号 W2002']) expect(text).toContain(word);
      expect(text).toMatch(/第\s*1\s*页\s*\/\s*共\s*2\s*页/);
      expect(infoOf(pdf)).toMatch(/Page size:\s+59[56](\.\d+)? x 84[12](\.\d+)? pts \(A4\)/);
    }
    const again = await call(t.app, teacherA, 'GET', `/api/WorkInfo/GetPaperCardPdf?paperGuid=${PRACTICE_A}&workCode=W2002`);
    expect(again.body.status).toBe(200);
    expect(again.body.data.cardPdfUrl).toMatch(/^\/api\/YJReport\/LoadFile/);
    // Another homework prints another QR code, so another card.
    expect((await call(t.app, teacherA, 'GET', `/api/WorkInfo/GetPaperCardPdf?paperGuid=${PRACTICE_A}&workCode=W3003`)).body.status).toBe(201);
    await t.app.jobs.drain();
  });
});

describe('answers and explanations PDF (GET /api/WorkInfo/GetPaperAnswerPdf)', () => {
  it('queues it first (201), then answers the kept PDF as a file to download (202) through YJReport/LoadFile, named after the homework', async () => {
    const url = `/api/WorkInfo/GetPaperAnswerPdf?paperGuid=${PRACTICE_A}&workCode=W1001&workInfoName=${encodeURIComponent('周测一')}`;
    const first = await call(t.app, teacherA, 'GET', url);
    expect(first.body.status).toBe(201);
    const task = await finishedTask(teacherA, first.body.data.key);
    expect(task.fileName).toBe('周测一（答案解析）.pdf');
    const again = await call(t.app, teacherA, 'GET', url);
    expect(again.http).toBe(200);
    expect(again.body).toMatchObject({ status: 202, data: { fileName: '周测一（答案解析）.pdf', fileKey: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    // The client's download of a 202 answer: YJReport/LoadFile with the fileKey and fileName.
    const loadFile = `/api/YJReport/LoadFile?fileKey=${again.body.data.fileKey}&fileName=${encodeURIComponent(again.body.data.fileName)}`;
    expect(again.body.data.answerPdfUrl).toBe(loadFile);
    const pdf = await download(teacherA, loadFile);
    // Another school's teacher cannot load the file by its key.
    expect((await t.app.inject({ method: 'GET', url: loadFile, headers: { cookie: teacherB } })).statusCode).toBeGreaterThanOrEqual(400);
    if (hasPoppler) {
      const text = textOf(pdf);
      expect(text).toContain('参考答案与解析');
      expect(text).toContain('【答案】');
      expect(text).toContain('【解析】');
    }
  });
});

describe('previews and printing with settings', () => {
  it('PreviewTestPaper lists every question with its number, score, content and answer', async () => {
    const res = await call(t.app, teacherA, 'POST', '/api/workinfo/PreviewTestPaper', { paperGuid: PRACTICE_A });
    expect(res.body.status, res.body.message).toBe(200);
    expect(res.body.data.list.map((q: { Number: number }) => q.Number)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(res.body.data.list[0]).toMatchObject({ score: 3, contentUrls: [], answerUrls: [] });
    expect(res.body.data.list[0].answer).toContain('【答案】');
  });

  it('PreviewTestPaperPC lays the paper out as it prints, with the settings asked for', async () => {
    const res = await call(t.app, teacherA, 'POST', '/api/workinfo/PreviewTestPaperPC', { paperGuid: PRACTICE_A, settings: { sideType: 2, fontSize: 16 } });
    expect(res.body.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ format: 'A3', landscape: true, margin: '15mm' });
    expect(res.body.data.css).toContain('column-count:2');
    expect(res.body.data.css).toContain('font-size:16px');
    expect(res.body.data.html).toContain('一、单选题');
    const bad = await call(t.app, teacherA, 'POST', '/api/workinfo/PreviewTestPaperPC', { paperGuid: PRACTICE_A, settings: { fontSize: 99 } });
    expect(bad.http).toBe(400);
  });

  it('PrintTestPaperPC prints the teacher copy with answers after each question', async () => {
    const res = await call(t.app, teacherA, 'POST', '/api/workinfo/PrintTestPaperPC', { paperGuid: PRACTICE_A, settings: { paperType: 2 } });
    expect(res.body.status, res.body.message).toBe(201);
    const pdf = await download(teacherA, (await finishedTask(teacherA, res.body.data.key)).download);
    if (hasPoppler) {
      const text = textOf(pdf);
      expect(text.match(/【答案】/g)?.length).toBe(12);
      expect(text).not.toContain('姓名');
    }
  });
});
