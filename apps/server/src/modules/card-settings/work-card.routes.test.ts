import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerCardFingerprint, DEFAULT_ANSWER_AREA_HEIGHT, pxToMm, type AnswerCardOptions } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createWork, setSchoolService, studentsOf, type FactoryWork } from '../../../test/helpers/homework-factory.js';
import { uploadScans } from '../../../test/helpers/scan-upload.js';
import { generateScan } from '../scan-reading/testing/generate-scan.js';
import { layoutOfWork } from '../scan/scan.reading.js';
import { submissionWorkRepository } from '../submissions/submission-work.repository.js';

/** Issue 13 item 1: a homework's own answer-card options, used by its card and by the reading of its scans. */
let t: TestApp;
let teacher: string;
let work: FactoryWork;
let workCode: string;
let classA: { guid: string; name: string; buddies: string }[];

const upload = (image: Buffer) => uploadScans(t.app, teacher, work.guid, [{ body: image, name: '1.jpg', type: 'image/jpeg' }]);

/** A filled card of the homework laid out with `options`, its QR code naming `fingerprint`; uploaded and read. */
async function scanAndRead(seed: number, options: AnswerCardOptions, fingerprint: string, studentNo: string) {
  const layout = layoutOfWork(await submissionWorkRepository.questionsOf(t.db, work.schoolId, work.guid), options);
  const { image } = await generateScan(layout, { seed, qr: { paperGuid: work.guid, workCode, fingerprint }, studentNo, answers: { 1: ['A'], 2: ['B'], 3: ['C'], 4: ['D'], 5: ['A', 'C'] }, degradation: { flipped: false, rotationDeg: 1, scale: 1, noise: 3, jpegQuality: 88, blur: 0 } });
  const res = await upload(image);
  expect(res.json().status).toBe(201);
  await t.app.jobs.drain();
  return (await call(t.app, teacher, 'GET', `/api/Scan/Batch?batchGuid=${res.json().data.batchGuid}`)).body.data.pages[0];
}
const submissionOf = (studentGuid: string) => t.db.selectFrom('submissions').select(['objectiveScore']).where('workGuid', '=', work.guid).where('studentGuid', '=', studentGuid).executeTakeFirst();

beforeAll(async () => {
  t = await createTestApp();
  await setSchoolService(t.db, 'RU20002', 0);
  teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
  work = await createWork(t.db, { workType: 4, name: '自定义答题卡' });
  workCode = (await t.db.selectFrom('works').select('workCode').where('guid', '=', work.guid).executeTakeFirstOrThrow()).workCode!;
  classA = await studentsOf(t.db, work.classGuids[0]!);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('a homework’s own answer card', () => {
  const tenDigits: AnswerCardOptions = { paperSize: 'A4', columns: 1, studentIdDigits: 10, areaHeightsMm: { 6: 60 } };
  let printed: string;

  it('starts from the school’s defaults', async () => {
    const card = (await call(t.app, teacher, 'GET', `/api/AnswerCard/GetWorkCard?workGuid=${work.guid}`)).body;
    expect(card).toMatchObject({
      status: 200,
      data: { workName: '自定义答题卡', paperSize: 'A4', columns: 1, studentIdDigits: 8, pageCount: 0, own: false, pages: 1, scannedPages: 0, defaults: { paperSize: 'A4', columns: 1, studentIdDigits: 8 } },
    });
    expect(card.data.areas).toEqual([{ th: 6, heightMm: Math.round(pxToMm(DEFAULT_ANSWER_AREA_HEIGHT) * 100) / 100, own: false }]);
  });

  it('saves its own options; the card and its fingerprint follow them, and what cannot be printed is refused', async () => {
    const saved = await call(t.app, teacher, 'POST', '/api/AnswerCard/SaveWorkCard', { workGuid: work.guid, paperSize: 'A3', columns: 2, studentIdDigits: 10, pageCount: 2, areaHeightsMm: { 6: 80 }, answerSheetType: 2 });
    expect(saved.body).toMatchObject({ status: 200, message: '保存成功', data: { paperSize: 'A3', columns: 2, studentIdDigits: 10, pageCount: 2, own: true, pages: 2, answerSheetType: 2, areas: [{ th: 6, heightMm: 80, own: true }] } });
    const before = saved.body.data.fingerprint;
    expect((await call(t.app, teacher, 'POST', '/api/AnswerCard/SaveWorkCard', { workGuid: work.guid, ...tenDigits })).body.data).toMatchObject({ paperSize: 'A4', pageCount: 0, pages: 1 });
    printed = (await call(t.app, teacher, 'GET', `/api/AnswerCard/GetWorkCard?workGuid=${work.guid}`)).body.data.fingerprint;
    expect(printed).not.toBe(before);
    expect(printed).toBe(answerCardFingerprint(layoutOfWork(await submissionWorkRepository.questionsOf(t.db, work.schoolId, work.guid), tenDigits)));

    const refuse = async (body: object, message: string) =>
      expect((await call(t.app, teacher, 'POST', '/api/AnswerCard/SaveWorkCard', { workGuid: work.guid, paperSize: 'A4', columns: 1, studentIdDigits: 10, ...body })).body).toMatchObject({ status: 400, message });
    await refuse({ areaHeightsMm: { 1: 50 } }, '第1题没有作答区，不能设置高度');
    await refuse({ areaHeightsMm: { 6: 300 } }, '第6题作答区高度应在 12～240 毫米之间');
    await refuse({ columns: 3 }, 'A4 答题卡只能分 1 或 2 栏');
    await refuse({ pageCount: 1, areaHeightsMm: { 6: 240 } }, '答题卡内容超过 1 页，请改用 A3、增加分栏、改为 2 页或减小作答区高度');
    // Nothing of a refused save was kept.
    expect((await call(t.app, teacher, 'GET', `/api/AnswerCard/GetWorkCard?workGuid=${work.guid}`)).body.data.fingerprint).toBe(printed);
  });

  it('reads scans with the homework’s options (a 10-digit student number) and refuses a card printed before they changed', async () => {
    const [s0, s1] = classA;
    expect(s0!.buddies).toHaveLength(10);
    const read = await scanAndRead(1, tenDigits, printed, s0!.buddies);
    expect(read).toMatchObject({ status: 'read', studentNo: s0!.buddies, stuGuid: s0!.guid });
    expect(await submissionOf(s0!.guid)).toMatchObject({ objectiveScore: 10 });

    // The teacher makes the written answer taller: the cards printed before are of another layout.
    expect((await call(t.app, teacher, 'POST', '/api/AnswerCard/SaveWorkCard', { workGuid: work.guid, ...tenDigits, areaHeightsMm: { 6: 90 } })).body.status).toBe(200);
    const old = await scanAndRead(2, tenDigits, printed, s1!.buddies);
    expect(old).toMatchObject({ status: 'refused', message: '第1页是答题卡设置修改前打印的旧版答题卡，未读取，请重新打印答题卡', stuGuid: null });
    expect(await submissionOf(s1!.guid)).toBeUndefined();
    expect((await call(t.app, teacher, 'GET', `/api/AnswerCard/GetWorkCard?workGuid=${work.guid}`)).body.data.scannedPages).toBe(2);
  }, 120_000);

  it('goes back to the school’s defaults, and belongs to the school', async () => {
    const foreign = await loginAs(t.app, DEMO.teacherB);
    expect((await call(t.app, foreign, 'GET', `/api/AnswerCard/GetWorkCard?workGuid=${work.guid}`)).body.status).toBe(100);
    expect((await call(t.app, foreign, 'POST', '/api/AnswerCard/SaveWorkCard', { workGuid: work.guid, reset: true })).body.status).toBe(100);
    expect((await call(t.app, teacher, 'GET', `/api/AnswerCard/GetWorkCard?workGuid=${work.guid}`)).body.data.own).toBe(true);
    const online = await createWork(t.db, { name: '线上作业' });
    expect((await call(t.app, teacher, 'GET', `/api/AnswerCard/GetWorkCard?workGuid=${online.guid}`)).body).toMatchObject({ status: 400, message: '只有扫描作业或单独答题卡的作业可以设置答题卡' });
    const reset = await call(t.app, teacher, 'POST', '/api/AnswerCard/SaveWorkCard', { workGuid: work.guid, reset: true });
    expect(reset.body.data).toMatchObject({ own: false, studentIdDigits: 8, pageCount: 0 });
  });
});
