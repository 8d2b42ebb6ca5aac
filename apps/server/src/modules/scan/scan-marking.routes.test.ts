import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintPaper } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { expectAnswerSheetsKept } from '../../../test/helpers/answer-sheets.js';
import { createWork, setSchoolService, studentsOf, type FactoryWork } from '../../../test/helpers/homework-factory.js';
import { PdfRenderer } from '../../lib/pdf/index.js';
import { answerCardDocument } from '../paper-print/paper-print.service.js';
import { rasterisePdf } from '../scan-reading/testing/card-render.js';
import { generateScan } from '../scan-reading/testing/generate-scan.js';
import { SCAN_PROFILES } from '../scan-reading/testing/scan-profiles.js';
import { submissionWorkRepository } from '../submissions/submission-work.repository.js';
import { layoutOfWork } from './scan.reading.js';

/** Issue 13 item 4: written answers of scanned cards are marked on the web as crops, and /review shows a whole sheet. */
let t: TestApp;
let teacher: string;
let work: FactoryWork;
let classA: { guid: string; name: string; buddies: string }[];
let pageGuids: string[];
const renderer = new PdfRenderer({ pages: 1 });

const choice = { type: 1, stem: '题', options: ['A', 'B', 'C', 'D'].map((label) => ({ label, text: label })), answer: ['A'], explanation: '', score: 2, answerAreaHeight: null };
const paper: PrintPaper = {
  title: '扫描阅卷',
  subtitle: '数学',
  groups: [
    { name: '选择题', items: [choice, choice, choice, choice, { ...choice, type: 2 }] },
    { name: '解答题', items: [{ type: 5, stem: '解答', options: [], answer: ['略'], explanation: '', score: 10, answerAreaHeight: null }] },
  ],
};

function pdfOf(pages: Buffer[]): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const p of pages) {
    doc.addPage({ size: 'A4', margin: 0 });
    doc.image(p, 0, 0, { width: 595.28, height: 841.89 });
  }
  doc.end();
  return done;
}

function upload(pdf: Buffer) {
  const boundary = '----scan' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url: `/api/Scan/Upload?workGuid=${work.guid}`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: teacher } });
}

const answerOf = async (studentGuid: string, th: number) =>
  t.db
    .selectFrom('submissionAnswers')
    .innerJoin('submissions', 'submissions.guid', 'submissionAnswers.submissionGuid')
    .select(['submissionAnswers.imageKeys', 'submissionAnswers.score', 'submissions.guid'])
    .where('submissions.workGuid', '=', work.guid)
    .where('submissions.studentGuid', '=', studentGuid)
    .where('submissionAnswers.th', '=', th)
    .executeTakeFirst();

beforeAll(async () => {
  t = await createTestApp();
  await setSchoolService(t.db, 'RU20002', 0);
  teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
  work = await createWork(t.db, { workType: 4, name: '扫描阅卷' });
  const workCode = (await t.db.selectFrom('works').select('workCode').where('guid', '=', work.guid).executeTakeFirstOrThrow()).workCode!;
  classA = await studentsOf(t.db, work.classGuids[0]!);
  const printed = (await rasterisePdf(await renderer.render(await answerCardDocument(paper, work.guid, workCode)), SCAN_PROFILES.typical.dpi))[0]!;
  const layout = layoutOfWork(await submissionWorkRepository.questionsOf(t.db, work.schoolId, work.guid));
  const scans = await Promise.all([0, 1].map(async (i) =>
    (await generateScan(layout, { seed: 20 + i, printedPage: printed, studentNo: classA[i]!.buddies.slice(-8), answers: { 1: ['A'], 2: ['B'], 3: ['C'], 4: ['D'], 5: ['A', 'C'] }, degradation: { rotationDeg: 1, scale: 1, noise: 3, jpegQuality: 85 } })).image));
  const res = await upload(await pdfOf(scans));
  expect(res.json().status).toBe(201);
  await t.app.jobs.drain();
  const detail = (await call(t.app, teacher, 'GET', `/api/Scan/Batch?batchGuid=${res.json().data.batchGuid}`)).body.data;
  expect(detail.pages.map((p: { status: string }) => p.status)).toEqual(['read', 'read']);
  pageGuids = detail.pages.map((p: { pageGuid: string }) => p.pageGuid);
}, 240_000);
afterAll(async () => {
  await renderer.close();
  await t.close();
});

describe('written answers of scanned cards in web marking', () => {
  it('puts the crop of each written answer in the marking queue as the student’s answer image', async () => {
    const questions = (await call(t.app, teacher, 'GET', `/api/Mark/Questions?workGuid=${work.guid}`)).body.data;
    expect(questions.list).toEqual([expect.objectContaining({ th: 6, markedCount: 0, unmarkedCount: 2 })]);
    const next = (await call(t.app, teacher, 'GET', `/api/Mark/Next?workGuid=${work.guid}&th=6`)).body.data;
    expect(next.item).toMatchObject({ fullScore: 10, answer: '', score: null, images: [{ mime: 'image/png', filePath: expect.stringMatching(/^\/api\/Upload\/File\/[0-9a-f]{32}$/) }] });
    const img = await t.app.inject({ method: 'GET', url: next.item.images[0].filePath, headers: { cookie: teacher } });
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('a re-read page brings a new crop and keeps the teacher’s score', async () => {
    const before = (await answerOf(classA[0]!.guid, 6))!;
    const saved = await call(t.app, teacher, 'POST', '/api/Mark/Save', { workGuid: work.guid, th: 6, submissionGuid: before.guid, score: 7.5 });
    expect(saved.body.data).toMatchObject({ score: 7.5, totalScore: 17.5, isFullyMarked: true });
    expect((await call(t.app, teacher, 'POST', '/api/Scan/Reread', { pageGuid: pageGuids[0] })).body.status).toBe(200);
    const after = (await answerOf(classA[0]!.guid, 6))!;
    expect(after.imageKeys).toHaveLength(1);
    expect(after.imageKeys[0]).not.toBe(before.imageKeys[0]);
    expect(Number(after.score)).toBe(7.5);
    const item = (await call(t.app, teacher, 'GET', `/api/Mark/Item?workGuid=${work.guid}&th=6&submissionGuid=${before.guid}`)).body.data;
    expect(item).toMatchObject({ score: 7.5, images: [{ fileKey: after.imageKeys[0] }] });
  }, 60_000);

  it('/review: a student’s sheet with the bubbles read, the crop and every score; without a student, the first one', async () => {
    const first = (await call(t.app, teacher, 'GET', `/api/Scan/Sheet?workGuid=${work.guid}`)).body.data;
    expect(first.students.map((s: { stuGuid: string }) => s.stuGuid)).toEqual([classA[0]!.guid, classA[1]!.guid]);
    expect(first.student).toMatchObject({ stuGuid: classA[0]!.guid, stuName: classA[0]!.name, className: '七年级1班' });
    expect(first.pages).toEqual([expect.objectContaining({ pageGuid: pageGuids[0], cardPage: 1, areas: [6] })]);
    expect(first.pages[0].answers[4]).toMatchObject({ th: 5, read: 'AC', decided: null });
    expect(first.questions.map((q: { th: number; score: number | null }) => [q.th, q.score])).toEqual([[1, 2], [2, 2], [3, 2], [4, 2], [5, 2], [6, 7.5]]);
    expect(first.questions[5]).toMatchObject({ subjective: true, fullScore: 10, images: [{ filePath: expect.stringContaining('/api/Upload/File/') }] });
    expect(first.totalScore).toBe(17.5);
    const second = (await call(t.app, teacher, 'GET', `/api/Scan/Sheet?workGuid=${work.guid}&stuGuid=${classA[1]!.guid}`)).body.data;
    expect(second).toMatchObject({ student: { stuGuid: classA[1]!.guid }, submissionGuid: expect.any(String), totalScore: 10 });
    expect(second.questions[5]).toMatchObject({ th: 6, score: null });
  });

  it('moving a page hands its crop to the other student, unmarked, and takes it from the first', async () => {
    expect((await call(t.app, teacher, 'POST', '/api/Scan/MovePage', { pageGuid: pageGuids[1], stuGuid: classA[2]!.guid })).body.status).toBe(200);
    expect(await answerOf(classA[1]!.guid, 6)).toBeUndefined();
    const moved = (await answerOf(classA[2]!.guid, 6))!;
    expect(moved).toMatchObject({ imageKeys: [expect.any(String)], score: null });
  });

  it('refuses a student without a sheet, a homework that is not machine-read, and another school', async () => {
    expect((await call(t.app, teacher, 'GET', `/api/Scan/Sheet?workGuid=${work.guid}&stuGuid=${classA[5]!.guid}`)).body).toMatchObject({ status: 400, message: '该学生没有已读取的答题卡' });
    expect((await call(t.app, teacher, 'GET', `/api/Scan/Sheet?workGuid=${work.guid}&stuGuid=nope`)).body.status).toBe(400);
    const online = await createWork(t.db);
    expect((await call(t.app, teacher, 'GET', `/api/Scan/Sheet?workGuid=${online.guid}`)).body).toMatchObject({ status: 400, message: '只有扫描作业可以上传答题卡' });
    const foreign = await loginAs(t.app, DEMO.teacherB);
    // Another school's homework does not exist for them (status 100, like a missing one).
    expect((await call(t.app, foreign, 'GET', `/api/Scan/Sheet?workGuid=${work.guid}`)).body).toMatchObject({ status: 100, data: null });
  });
});

describe('answer sheets (migration 20261130T0100)', () => {
  it('every submission\'s answer sheet still equals its answers after all of the above', async () => {
    await expectAnswerSheetsKept(t.db);
  });
});
