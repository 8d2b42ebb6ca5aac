import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintPaper } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createWork, setSchoolService, studentsOf, type FactoryWork } from '../../../test/helpers/homework-factory.js';
import { PdfRenderer } from '../../lib/pdf/index.js';
import { answerCardDocument } from '../paper-print/paper-print.service.js';
import { rasterisePdf } from '../scan-reading/testing/card-render.js';
import { generateScan } from '../scan-reading/testing/generate-scan.js';
import { SCAN_PROFILES } from '../scan-reading/testing/scan-profiles.js';
import { submissionWorkRepository } from '../submissions/submission-work.repository.js';
import { layoutOfWork } from './scan.reading.js';

let t: TestApp;
let teacher: string;
let work: FactoryWork;
let workCode: string;
let classA: { guid: string; name: string; buddies: string }[];
const renderer = new PdfRenderer({ pages: 1 });

/** The printed card of the factory homework: four single choices, one multiple choice, one written answer. */
const choice = (type: number) => ({ type, stem: '题', options: ['A', 'B', 'C', 'D'].map((label) => ({ label, text: label })), answer: ['A'], explanation: '', score: 2, answerAreaHeight: null });
const paper: PrintPaper = {
  title: '扫描作业',
  subtitle: '数学',
  groups: [
    { name: '选择题', items: [choice(1), choice(1), choice(1), choice(1), choice(2)] },
    { name: '解答题', items: [{ type: 5, stem: '解答', options: [], answer: ['略'], explanation: '', score: 10, answerAreaHeight: null }] },
  ],
};
let printed: Buffer;

/** JPEG pages as one PDF, like a sheet-fed scanner's output. */
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

function upload(files: { body: Buffer; name: string; type: string }[], cookie = teacher, workGuid = work.guid) {
  const boundary = '----scan' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`), f.body, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({ method: 'POST', url: `/api/Scan/Upload?workGuid=${workGuid}`, payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie } });
}

const last8 = (buddies: string) => buddies.slice(-8);
async function scanOf(seed: number, studentNo: string, answers: Record<number, string[]>, extra: Parameters<typeof generateScan>[1] = { seed }) {
  const layout = layoutOfWork(await submissionWorkRepository.questionsOf(t.db, work.schoolId, work.guid));
  return (await generateScan(layout, { ...extra, seed, printedPage: printed, studentNo, answers, degradation: { flipped: seed % 2 === 0, rotationDeg: 1.5, scale: 1, noise: 4, jpegQuality: 85 } })).image;
}
const submissionOf = async (studentGuid: string) => {
  const sub = await t.db.selectFrom('submissions').selectAll().where('workGuid', '=', work.guid).where('studentGuid', '=', studentGuid).executeTakeFirst();
  if (!sub) return null;
  const answers = await t.db.selectFrom('submissionAnswers').select(['th', 'answer', 'score']).where('submissionGuid', '=', sub.guid).orderBy('th').execute();
  return { ...sub, answers: Object.fromEntries(answers.map((a) => [a.th, a.answer])) };
};

beforeAll(async () => {
  t = await createTestApp();
  await setSchoolService(t.db, 'RU20002', 0);
  teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
  work = await createWork(t.db, { workType: 4, name: '扫描作业' });
  workCode = (await t.db.selectFrom('works').select('workCode').where('guid', '=', work.guid).executeTakeFirstOrThrow()).workCode!;
  classA = await studentsOf(t.db, work.classGuids[0]!);
  const pdf = await renderer.render(await answerCardDocument(paper, work.guid, workCode));
  printed = (await rasterisePdf(pdf, SCAN_PROFILES.typical.dpi))[0]!;
}, 240_000);
afterAll(async () => {
  await renderer.close();
  await t.close();
});

describe('scanning a batch of answer cards', () => {
  let batchGuid: string;
  let pages: { pageGuid: string; index: number; status: string; message: string; stuGuid: string | null }[];

  it('reads an uploaded PDF page by page in a task and writes each student’s answers, scored by the homework’s rules', async () => {
    const [s0, s1, s2] = classA;
    const pdf = await pdfOf([
      await scanOf(1, last8(s0!.buddies), { 1: ['A'], 2: ['B'], 3: ['D'], 4: ['D'], 5: ['A', 'C'] }),
      await scanOf(2, last8(s1!.buddies), { 1: ['B'], 2: ['B'], 3: ['C'], 4: [], 5: ['A'] }),
      // The same student again: never a guess, the second sheet waits for review.
      await scanOf(3, last8(s0!.buddies), { 1: ['C'], 2: ['C'], 3: ['C'], 4: ['C'], 5: ['C'] }),
      // A number no student of the homework has.
      await scanOf(4, '99999999', { 1: ['A'], 2: ['A'], 3: ['A'], 4: ['A'], 5: ['A'] }),
      // A damaged student number.
      await scanOf(5, last8(s2!.buddies), { 1: ['A'], 2: ['A'], 3: ['A'], 4: ['A'], 5: ['A'] }, { seed: 5, damageStudentNo: true }),
    ]);
    const res = await upload([{ body: pdf, name: '扫描.pdf', type: 'application/pdf' }]);
    expect(res.json()).toMatchObject({ status: 201, data: { name: '读取答题卡：扫描作业', batchGuid: expect.any(String) } });
    batchGuid = res.json().data.batchGuid;
    const task = await t.db.selectFrom('tasks').selectAll().where('id', '=', res.json().data.key).executeTakeFirstOrThrow();
    expect(task.schoolId).toBe(work.schoolId);
    await t.app.jobs.drain();

    const detail = (await call(t.app, teacher, 'GET', `/api/Scan/Batch?batchGuid=${batchGuid}`)).body;
    expect(detail.status).toBe(200);
    pages = detail.data.pages;
    expect(detail.data.batch).toMatchObject({ status: 'done', pages: 5, read: 2, review: 3, uploaderName: expect.any(String) });
    expect(pages.map((p) => p.status)).toEqual(['read', 'read', 'review', 'review', 'review']);
    expect(pages[2]!.message).toContain('该学生已有另一张答题卡');
    expect(pages[3]!.message).toContain('未找到与学号对应的学生');
    expect(pages[4]!.message).toContain('学号填涂不清');
    expect(detail.data.pages[0].answers[4]).toMatchObject({ th: 5, read: 'AC', flags: ['multiple'], decided: null });
    expect(detail.data.pages[0].answers[0].darkness).toHaveLength(4);

    const first = await submissionOf(s0!.guid);
    expect(first).toMatchObject({ status: 1, objectiveScore: 8, enteredByUserId: expect.any(Number), answers: { 1: 'A', 2: 'B', 3: 'D', 4: 'D', 5: 'AC', 6: '' } });
    expect(await submissionOf(s1!.guid)).toMatchObject({ objectiveScore: 5, answers: { 1: 'B', 2: 'B', 3: 'C', 4: '', 5: 'A' } });
    expect(await submissionOf(s2!.guid)).toBeNull();

    const works = (await call(t.app, teacher, 'GET', '/api/Scan/Works')).body.data;
    expect(works.map((w: { workGuid: string }) => w.workGuid)).toContain(work.guid);
    const list = (await call(t.app, teacher, 'GET', '/api/Scan/Batches')).body;
    expect(list.data[0]).toMatchObject({ batchGuid, workName: '扫描作业', pages: 5, read: 2, review: 3 });
    const img = await t.app.inject({ method: 'GET', url: `/api/Scan/PageImage?pageGuid=${pages[0]!.pageGuid}&thumb=1`, headers: { cookie: teacher } });
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(img.rawPayload.length).toBeGreaterThan(1000);
    const crop = await t.app.inject({ method: 'GET', url: `/api/Scan/Crop?pageGuid=${pages[4]!.pageGuid}&th=0`, headers: { cookie: teacher } });
    expect(crop.headers['content-type']).toBe('image/png');
    // Streamed from the storage with their length, so a browser shows progress and a proxy need not buffer them.
    expect(Number(crop.headers['content-length'])).toBe(crop.rawPayload.length);
    const full = await t.app.inject({ method: 'GET', url: `/api/Scan/PageImage?pageGuid=${pages[0]!.pageGuid}`, headers: { cookie: teacher } });
    expect(Number(full.headers['content-length'])).toBe(full.rawPayload.length);
    expect(full.rawPayload.length).toBeGreaterThan(img.rawPayload.length);
  }, 400_000);

  it('resolving: the teacher picks the student of an unclear number, and the answers are written', async () => {
    const s2 = classA[2]!;
    const res = await call(t.app, teacher, 'POST', '/api/Scan/Resolve', { pageGuid: pages[4]!.pageGuid, stuGuid: s2.guid, answers: { 3: 'b' } });
    expect(res.body).toMatchObject({ status: 200 });
    expect(await submissionOf(s2.guid)).toMatchObject({ status: 1, answers: { 1: 'A', 2: 'A', 3: 'B', 4: 'A', 5: 'A' }, objectiveScore: 3 });
    const bad = await call(t.app, teacher, 'POST', '/api/Scan/Resolve', { pageGuid: pages[4]!.pageGuid, answers: { 1: 'AB' } });
    expect(bad.body).toMatchObject({ status: 400, message: '第1题：第1题是单选题，只能选一个选项' });
  });

  it('a re-read keeps the teacher’s corrections', async () => {
    const s2 = classA[2]!;
    expect((await call(t.app, teacher, 'POST', '/api/Scan/Reread', { pageGuid: pages[4]!.pageGuid })).body.status).toBe(200);
    const page = (await call(t.app, teacher, 'GET', `/api/Scan/Batch?batchGuid=${batchGuid}`)).body.data.pages[4];
    expect(page).toMatchObject({ status: 'read', stuGuid: s2.guid, studentDecided: true });
    expect(page.answers[2]).toMatchObject({ th: 3, read: 'A', decided: 'B' });
    expect((await submissionOf(s2.guid))!.answers[3]).toBe('B');
  }, 30_000);

  it('moving a page to another student takes its answers back from the first one', async () => {
    const [, s1, , s3] = classA;
    expect((await call(t.app, teacher, 'POST', '/api/Scan/MovePage', { pageGuid: pages[1]!.pageGuid, stuGuid: s3!.guid })).body.status).toBe(200);
    expect(await submissionOf(s1!.guid)).toBeNull();
    expect(await submissionOf(s3!.guid)).toMatchObject({ answers: { 1: 'B', 2: 'B', 3: 'C', 5: 'A' } });
  });

  it('deleting the first sheet of a student lets the duplicate count, once the teacher confirms it', async () => {
    const s0 = classA[0]!;
    expect((await call(t.app, teacher, 'POST', '/api/Scan/DeletePage', { pageGuid: pages[0]!.pageGuid })).body.status).toBe(200);
    // The second sheet of the same number is no longer a duplicate: it is read and written.
    expect(await submissionOf(s0.guid)).toMatchObject({ answers: { 1: 'C', 2: 'C', 3: 'C', 4: 'C', 5: 'C' } });
    const summary = (await call(t.app, teacher, 'GET', `/api/Scan/WorkSummary?workGuid=${work.guid}`)).body.data;
    expect(summary.classes[0]).toMatchObject({ className: '七年级1班', scanned: 3 });
    expect(summary.unmatched).toBe(1);
  });

  it('refuses a card of another homework and reports a corrupt image on its own page', async () => {
    const other = await createWork(t.db, { workType: 4, name: '另一份作业' });
    const layout = layoutOfWork(await submissionWorkRepository.questionsOf(t.db, work.schoolId, other.guid));
    const foreign = (await generateScan(layout, { seed: 9, clean: true, qr: { paperGuid: other.guid, workCode: 'X1' }, studentNo: last8(classA[5]!.buddies) })).image;
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const res = await upload([{ body: foreign, name: '1.jpg', type: 'image/jpeg' }, { body: corrupt, name: '2.jpg', type: 'image/jpeg' }]);
    expect(res.json().status).toBe(201);
    await t.app.jobs.drain();
    const detail = (await call(t.app, teacher, 'GET', `/api/Scan/Batch?batchGuid=${res.json().data.batchGuid}`)).body.data;
    expect(detail.pages.map((p: { status: string; message: string }) => [p.status, p.message])).toEqual([
      ['refused', '第1页是其他作业或其他学校的答题卡，未读取'],
      ['failed', '第2页无法读取，请重新扫描该页'],
    ]);
    expect(await submissionOf(classA[5]!.guid)).toBeNull();
  }, 60_000);

  it('checks the upload before reading it', async () => {
    expect((await upload([{ body: Buffer.from('hello'), name: 'a.txt', type: 'text/plain' }])).json()).toMatchObject({ status: 400, message: '只能上传一个 PDF 文件，或若干 JPG/PNG 图片' });
    const tiny = await pdfOf([]);
    expect((await upload([{ body: tiny, name: 'a.pdf', type: 'application/pdf' }, { body: tiny, name: 'b.pdf', type: 'application/pdf' }])).json()).toMatchObject({ status: 400, message: '一次只能上传一个 PDF 文件，且不能与图片混合上传' });
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    expect((await upload([{ body: big, name: 'big.jpg', type: 'image/jpeg' }])).json()).toMatchObject({ status: 400, message: '图片不能超过10MB' });
    // Eleven images of 9.5 MB each are allowed one by one, not together (105 MB > 100 MB), and no batch is made.
    const batchesBefore = (await call(t.app, teacher, 'GET', '/api/Scan/Batches')).body;
    const large = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(9.5 * 1024 * 1024)]);
    const many = Array.from({ length: 11 }, (_, i) => ({ body: large, name: `p${i}.jpg`, type: 'image/jpeg' }));
    expect((await upload(many)).json()).toMatchObject({ status: 400, message: '一次上传的文件合计不能超过100MB，请分批上传' });
    expect((await call(t.app, teacher, 'GET', '/api/Scan/Batches')).body).toEqual(batchesBefore);
    const online = await createWork(t.db);
    expect((await upload([{ body: tiny, name: 'a.pdf', type: 'application/pdf' }], teacher, online.guid)).json()).toMatchObject({ status: 400, message: '只有扫描作业可以上传答题卡' });
  });

  it('is scoped to the school: another school’s teacher sees nothing and changes nothing', async () => {
    const foreign = await loginAs(t.app, DEMO.teacherB);
    const before = await submissionOf(classA[2]!.guid);
    expect((await call(t.app, foreign, 'GET', `/api/Scan/Batch?batchGuid=${batchGuid}`)).body.status).toBe(404);
    expect((await call(t.app, foreign, 'GET', '/api/Scan/Batches')).body.data).toEqual([]);
    expect((await call(t.app, foreign, 'GET', '/api/Scan/Works')).body.data.map((w: { workGuid: string }) => w.workGuid)).not.toContain(work.guid);
    expect((await call(t.app, foreign, 'GET', `/api/Scan/WorkSummary?workGuid=${work.guid}`)).body.status).not.toBe(200);
    for (const [url, body] of [
      ['/api/Scan/Reread', { pageGuid: pages[4]!.pageGuid }],
      ['/api/Scan/DeletePage', { pageGuid: pages[4]!.pageGuid }],
      ['/api/Scan/MovePage', { pageGuid: pages[4]!.pageGuid, stuGuid: classA[0]!.guid }],
      ['/api/Scan/Resolve', { pageGuid: pages[4]!.pageGuid, answers: { 1: 'D' } }],
    ] as const) {
      expect((await call(t.app, foreign, 'POST', url, body)).body.status).toBe(404);
    }
    const img = await t.app.inject({ method: 'GET', url: `/api/Scan/PageImage?pageGuid=${pages[4]!.pageGuid}`, headers: { cookie: foreign } });
    expect(img.json().status).toBe(404);
    expect((await upload([{ body: await pdfOf([]), name: 'a.pdf', type: 'application/pdf' }], foreign)).json().status).not.toBe(201);
    expect(await submissionOf(classA[2]!.guid)).toEqual(before);
  });
});
