import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createWork, setSchoolService, studentsOf, type FactoryWork } from '../../../test/helpers/homework-factory.js';
import { readScanPage } from '../scan-reading/read-page.js';
import { generateScan, type GenerateOptions } from '../scan-reading/testing/generate-scan.js';
import { submissionWorkRepository } from '../submissions/submission-work.repository.js';
import { layoutOfWork } from './scan.reading.js';

/**
 * 手动对齐 (issue 13 item 3): a page whose four corner marks are gone is flagged unaligned; the teacher's four clicks on
 * the page image align it, the page reads like any other, and the clicks stay the page's decision for every re-read.
 */
let t: TestApp;
let teacher: string;
let work: FactoryWork;
let workCode: string;
let student: { guid: string; buddies: string };

function upload(body: Buffer) {
  const boundary = '----align' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="1.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url: `/api/Scan/Upload?workGuid=${work.guid}`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: teacher } });
}

const ANSWERS = { 1: ['B'], 2: ['A'], 3: ['D'], 4: ['C'], 5: ['A', 'B'] };

beforeAll(async () => {
  t = await createTestApp();
  await setSchoolService(t.db, 'RU20002', 0);
  teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
  work = await createWork(t.db, { workType: 4, name: '对齐作业' });
  workCode = (await t.db.selectFrom('works').select('workCode').where('guid', '=', work.guid).executeTakeFirstOrThrow()).workCode!;
  student = (await studentsOf(t.db, work.classGuids[0]!))[3]!;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('aligning a scanned page by its four corners (POST /api/Scan/Align)', () => {
  let pageGuid: string;
  /** Where the corner marks' centres are on the uploaded image: read from the same page with its marks intact. */
  let corners: { x: number; y: number }[];

  it('flags a page whose corner marks are erased as unaligned, and reads it with the teacher’s four clicks', async () => {
    const layout = layoutOfWork(await submissionWorkRepository.questionsOf(t.db, work.schoolId, work.guid));
    // Upside down and turned a little, as a page fed the wrong way into the scanner.
    const options: GenerateOptions = {
      seed: 7,
      qr: { paperGuid: work.guid, workCode },
      studentNo: student.buddies.slice(-8),
      answers: ANSWERS,
      degradation: { flipped: true, rotationDeg: 2, scale: 1, contentScale: 1, shearX: 0, noise: 3, jpegQuality: 88, blur: 0 },
    };
    const intact = await generateScan(layout, options);
    const erased = await generateScan(layout, { ...options, eraseCorners: true });
    const found = (await readScanPage(intact.image, layout, { crops: false })).alignment!.corners;
    // A teacher's clicks: near the centres, not on them, and in the order the screen asks (whatever way up the page is).
    corners = found.map((c, i) => ({ x: c.x + (i % 2 ? 1.5 : -1), y: c.y + (i < 2 ? -1.5 : 1) }));

    const res = await upload(erased.image);
    expect(res.json().status).toBe(201);
    await t.app.jobs.drain();
    const detail = (await call(t.app, teacher, 'GET', `/api/Scan/Batch?batchGuid=${res.json().data.batchGuid}`)).body.data;
    const [page] = detail.pages;
    expect(page).toMatchObject({ status: 'failed', flags: ['unaligned'], cornersDecided: false, stuGuid: null, message: expect.stringContaining('定位') });
    pageGuid = page.pageGuid;

    const aligned = await call(t.app, teacher, 'POST', '/api/Scan/Align', { pageGuid, corners });
    expect(aligned.body).toMatchObject({ status: 200, message: '已按所点的四个角重新读取' });
    const after = (await call(t.app, teacher, 'GET', `/api/Scan/Batch?batchGuid=${res.json().data.batchGuid}`)).body.data.pages[0];
    expect(after).toMatchObject({ status: 'read', flags: [], cardPage: 1, cornersDecided: true, stuGuid: student.guid, studentNo: student.buddies.slice(-8) });
    expect(Object.fromEntries(after.answers.map((a: { th: number; read: string }) => [a.th, a.read]))).toEqual({ 1: 'B', 2: 'A', 3: 'D', 4: 'C', 5: 'AB' });
    const row = await t.db.selectFrom('scanPages').select(['decidedCorners', 'reading']).where('guid', '=', pageGuid).executeTakeFirstOrThrow();
    expect(row.decidedCorners).toEqual(corners);
    expect((row.reading as { alignment: { byTeacher: boolean } }).alignment.byTeacher).toBe(true);
    const sub = await t.db.selectFrom('submissions').select('guid').where('workGuid', '=', work.guid).where('studentGuid', '=', student.guid).executeTakeFirstOrThrow();
    const written = await t.db.selectFrom('submissionAnswers').select(['th', 'answer']).where('submissionGuid', '=', sub.guid).orderBy('th').execute();
    expect(written.slice(0, 5).map((a) => a.answer)).toEqual(['B', 'A', 'D', 'C', 'AB']);
  }, 60_000);

  it('keeps the clicks as the teacher’s decision: a re-read still aligns by them', async () => {
    expect((await call(t.app, teacher, 'POST', '/api/Scan/Reread', { pageGuid })).body.status).toBe(200);
    const row = await t.db.selectFrom('scanPages').select(['status', 'decidedCorners']).where('guid', '=', pageGuid).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'read', decidedCorners: corners });
  }, 30_000);

  it('refuses clicks outside the image, bunched together or not on the corner marks, and changes nothing', async () => {
    const outside = await call(t.app, teacher, 'POST', '/api/Scan/Align', { pageGuid, corners: corners.map((c, i) => (i === 2 ? { x: 9000, y: c.y } : c)) });
    expect(outside).toMatchObject({ http: 400, body: { message: '所点的位置超出了该页图像，请在图像上点选四个角的定位方块' } });
    const bunched = await call(t.app, teacher, 'POST', '/api/Scan/Align', { pageGuid, corners: [{ x: 100, y: 100 }, { x: 110, y: 100 }, { x: 110, y: 110 }, { x: 100, y: 110 }] });
    expect(bunched.body.message).toBe('四个角相距太近，请依次点选答题卡四个角的黑色定位方块');
    // A proper rectangle, but a third of the way in: the orientation bar is not where the card has it.
    const [a, b, c, d] = corners;
    const inward = [a!, b!, c!, d!].map((p) => ({ x: (p.x * 2 + (a!.x + c!.x) / 2) / 3, y: (p.y * 2 + (a!.y + c!.y) / 2) / 3 }));
    const wrong = await call(t.app, teacher, 'POST', '/api/Scan/Align', { pageGuid, corners: inward });
    expect(wrong).toMatchObject({ http: 400, body: { message: '按所点的四个角仍无法读取该页，请对准四个角的黑色定位方块重新点选' } });
    expect((await call(t.app, teacher, 'POST', '/api/Scan/Align', { pageGuid, corners: corners.slice(0, 3) })).http).toBe(400);
    const row = await t.db.selectFrom('scanPages').select(['status', 'decidedCorners']).where('guid', '=', pageGuid).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'read', decidedCorners: corners });
  }, 60_000);

  it('is refused for another school’s page', async () => {
    const foreign = await loginAs(t.app, DEMO.teacherB);
    const res = await call(t.app, foreign, 'POST', '/api/Scan/Align', { pageGuid, corners });
    expect(res.body.status).toBe(404);
  });
});
