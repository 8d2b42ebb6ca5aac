import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExamMessages as M } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { setSchoolService } from '../../../test/helpers/homework-factory.js';
import { classGuidOf, uploadPng } from '../homework/homework.fixture.js';

let t: TestApp;
let teacherA: string;
let teacherB: string;
let A801: string;
let A802: string;
let G101: string;
let png: string;

const iso = (ms: number) => new Date(ms).toISOString();
const basic = (patch: Record<string, unknown> = {}) => ({
  km: '数学', examName: '数学考试', startTime: iso(Date.now() + 2 * 3600_000), duration: 120, delayTime: 15,
  clazzes: [{ classGuid: A801 }, { classGuid: A802 }], ...patch,
});
const QUESTIONS = [
  { th: 1, type: 1, option: 4, score: 5, answer: 'A' },
  { th: 2, type: 2, option: 5, score: 5, answer: 'BE' },
  { th: 3, type: 3, option: 4, score: 10, answer: '' },
  { th: 4, type: 3, option: 4, score: 10, answer: '' },
];
const draft = async (patch: Record<string, unknown> = {}) => {
  const res = await call(t.app, teacherA, 'POST', '/api/ExamInfo/SaveExamBasicInfo', basic(patch));
  expect(res.body.status).toBe(200);
  return res.body.data.workInfoGuid as string;
};
const saveExam = (workInfoGuid: string, patch: Record<string, unknown> = {}, cookie = teacherA) =>
  call(t.app, cookie, 'POST', '/api/ExamInfo/SaveExam', { ...basic(), workInfoGuid, papers: [png], answers: [], startNumber: 1, list: QUESTIONS, ...patch });

beforeAll(async () => {
  t = await createTestApp();
  await setSchoolService(t.db, 'RU20002', 0);
  [teacherA, teacherB] = await Promise.all([loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.teacherB)]);
  A801 = await classGuidOf(t.db, 'A801');
  A802 = await classGuidOf(t.db, 'A802');
  G101 = await classGuidOf(t.db, 'G101');
  png = await uploadPng(t.app, teacherA);
});
afterAll(async () => t.close());

describe('GET /api/ExamInfo/GetKm', () => {
  it('lists the subjects the teacher teaches', async () => {
    const res = await call(t.app, teacherA, 'GET', '/api/ExamInfo/GetKm');
    expect(res.body.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data[0]).toEqual({ km: expect.any(String), period: expect.stringMatching(/^[XCG]$/) });
  });
  it('refuses another school\'s ruCode', async () => {
    const res = await call(t.app, teacherA, 'GET', '/api/ExamInfo/GetKm?ruCode=RU20002');
    expect(res.http).toBe(404);
  });
});

describe('the basic step (spec 01 §5 exam basic step)', () => {
  it.each([
    [{ km: '' }, M.subjectRequired],
    [{ examName: '  ' }, M.nameRequired],
    [{ startTime: '' }, M.startTimeRequired],
    [{ startTime: iso(Date.now() - 3600_000) }, M.startTimePast],
    [{ duration: '' }, M.durationRequired],
    [{ duration: 'abc' }, M.durationNumeric],
    [{ duration: 1.5 }, M.durationNumeric],
    [{ duration: 0 }, M.durationNumeric],
    [{ clazzes: [] }, M.classesRequired],
    [{ delayTime: 7 }, M.delayInvalid],
  ])('CheckExam and SaveExamBasicInfo refuse %j with the spec message', async (patch, message) => {
    for (const url of ['/api/ExamInfo/CheckExam', '/api/ExamInfo/SaveExamBasicInfo']) {
      const res = await call(t.app, teacherA, 'POST', url, basic(patch));
      expect(res.http).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('refuses classes of two grades', async () => {
    const res = await call(t.app, teacherA, 'POST', '/api/ExamInfo/CheckExam', basic({ clazzes: [{ classGuid: A801 }, { classGuid: G101 }] }));
    expect(res.body.status).not.toBe(200);
  });

  it('CheckExam gives end = start + duration and saves nothing', async () => {
    const start = Date.now() + 2 * 3600_000;
    const before = await t.db.selectFrom('examDrafts').select('guid').execute();
    const res = await call(t.app, teacherA, 'POST', '/api/ExamInfo/CheckExam', basic({ startTime: iso(start), duration: 90 }));
    expect(res.body).toMatchObject({ status: 200, data: { endTime: iso(start + 90 * 60_000), overlaps: [] } });
    expect(await t.db.selectFrom('examDrafts').select('guid').execute()).toHaveLength(before.length);
  });

  it('SaveExamBasicInfo makes a draft (state 0) that GetExam reads back and students never see', async () => {
    const guid = await draft({ examName: '期中考试', duration: 100, delayTime: 0 });
    const res = await call(t.app, teacherA, 'GET', `/api/ExamInfo/GetExam?workInfoGuid=${guid}`);
    expect(res.body.data).toMatchObject({ state: 0, examName: '期中考试', duration: 100, delayTime: 0, km: '数学', gradeCode: 'A8', list: [] });
    expect(res.body.data.clazzesName).toContain('班');
    expect(await t.db.selectFrom('works').select('guid').where('guid', '=', guid).execute()).toHaveLength(0);
    // Saving step one again updates the same draft.
    const again = await call(t.app, teacherA, 'POST', '/api/ExamInfo/SaveExamBasicInfo', basic({ workInfoGuid: guid, examName: '期中考试（改）' }));
    expect(again.body.data).toMatchObject({ workInfoGuid: guid, state: 0 });
  });
});

describe('a start chosen as "now" at step one', () => {
  it('still publishes a few minutes later, unchanged, and the exam opens at once; a start changed or long past is refused', async () => {
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    const guid = await draft({ startTime: iso(minute) });
    // The teacher spent four minutes on the questions: step one's minute is past now.
    const fourMinutesAgo = iso(minute - 4 * 60_000);
    await t.db.updateTable('examDrafts').set({ startTime: new Date(fourMinutesAgo) }).where('guid', '=', guid).execute();
    const changed = await saveExam(guid, { startTime: iso(minute - 5 * 60_000) });
    expect(changed.body).toMatchObject({ status: 400, message: M.startTimePast });
    const kept = await saveExam(guid, { startTime: fourMinutesAgo });
    expect(kept.body.status, kept.body.message).toBe(200);

    const stale = await draft({ startTime: iso(minute) });
    const longAgo = iso(minute - 60 * 60_000);
    await t.db.updateTable('examDrafts').set({ startTime: new Date(longAgo) }).where('guid', '=', stale).execute();
    expect((await saveExam(stale, { startTime: longAgo })).body).toMatchObject({ status: 400, message: M.startTimePast });
  });
});

describe('the upload step (spec 01 §5 exam upload step) and SaveExam', () => {
  it.each([
    [{ list: [] }, M.questionsRequired],
    [{ papers: [] }, M.questionFilesRequired],
    [{ list: [{ th: 1, type: 1, option: 4, score: 5, answer: '' }] }, M.choiceAnswerRequired(1)],
    [{ list: [{ th: 1, type: 2, option: 4, score: null, answer: 'AB' }] }, M.scoreRequired(1)],
    [{ list: [{ th: 1.5, type: 3, option: 4, score: 5 }] }, M.thDecimal],
    [{ startNumber: 3, list: [{ th: 2, type: 3, option: 4, score: 5 }] }, M.thBelowStart],
    [{ list: [{ th: 1, type: 3, option: 4, score: 5 }, { th: 1, type: 3, option: 4, score: 5 }] }, M.thDuplicate],
    [{ list: [{ th: 1, type: 1, option: 9, score: 5, answer: 'A' }] }, M.optionsOverEight],
    [{ list: [{ th: 1, type: 1, option: 1, score: 5, answer: 'A' }] }, M.keepTwoOptions],
    [{ startNumber: 0 }, M.startNumberInvalid],
    [{ startNumber: 101 }, M.startNumberTooLarge],
  ])('refuses %j with the spec message', async (patch, message) => {
    const guid = await draft();
    const res = await saveExam(guid, patch);
    expect(res.http).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('publishes a draft: state 1, a 6-digit code, end = start + duration, 8 options allowed, question guids', async () => {
    const start = Date.now() + 2 * 3600_000;
    const guid = await draft();
    const list = [...QUESTIONS, { th: 5, type: 1, option: 8, score: 5, answer: 'H' }];
    const res = await saveExam(guid, { startTime: iso(start), list });
    expect(res.body).toMatchObject({ status: 200, data: { workInfoGuid: guid, state: 1, workCode: expect.stringMatching(/^\d{6}$/) } });
    const exam = await call(t.app, teacherA, 'GET', `/api/ExamInfo/GetExam?workInfoGuid=${guid}`);
    expect(exam.body.data).toMatchObject({ state: 1, duration: 120, delayTime: 15, endTime: iso(start + 120 * 60_000), papers: [png] });
    expect(exam.body.data.list).toHaveLength(5);
    expect(exam.body.data.list[4]).toMatchObject({ th: 5, option: 8, answer: 'H', guid: expect.any(String) });
    expect(await t.db.selectFrom('examDrafts').select('guid').where('guid', '=', guid).execute()).toHaveLength(0);
    const questions = await call(t.app, teacherA, 'GET', `/api/ExamInfo/GetWorkQuestion?workInfoGuid=${guid}`);
    expect(questions.body.data.fullScore).toBe(35);
  });

  it('a published exam keeps types, numbers, count and option counts: 已发布的考试不能修改题型', async () => {
    const guid = await draft();
    await saveExam(guid);
    const exam = (await call(t.app, teacherA, 'GET', `/api/ExamInfo/GetExam?workInfoGuid=${guid}`)).body.data;
    const changed = [
      exam.list.map((q: any) => (q.th === 1 ? { ...q, type: 2 } : q)),
      exam.list.map((q: any) => (q.th === 3 ? { ...q, type: 1, answer: 'A' } : q)),
      exam.list.map((q: any) => (q.th === 2 ? { ...q, option: 6 } : q)),
      exam.list.slice(0, 3),
      exam.list.map((q: any) => (q.th === 4 ? { ...q, th: 6 } : q)),
    ];
    for (const list of changed) {
      const res = await saveExam(guid, { list });
      expect(res.body.message).toBe(M.publishedTypeLocked);
    }
    const deleted = await saveExam(guid, { list: exam.list, delQuestionGuid: [exam.list[3].guid] });
    expect(deleted.body.message).toBe(M.publishedTypeLocked);
    // Answers and scores may change; the question keeps its guid.
    const ok = await saveExam(guid, { list: exam.list.map((q: any) => (q.th === 1 ? { ...q, answer: 'C', score: 6 } : q)) });
    expect(ok.body.status).toBe(200);
    const after = (await call(t.app, teacherA, 'GET', `/api/ExamInfo/GetExam?workInfoGuid=${guid}`)).body.data;
    expect(after.list[0]).toMatchObject({ answer: 'C', score: 6, guid: exam.list[0].guid });
  });

  it('refuses bad input with a 4xx envelope, never a 500', async () => {
    for (const body of [{ workInfoGuid: 'nope' }, { workInfoGuid: crypto.randomUUID(), list: 'x' }, { ...basic(), workInfoGuid: crypto.randomUUID(), list: [{ th: 1 }] }]) {
      const res = await call(t.app, teacherA, 'POST', '/api/ExamInfo/SaveExam', body);
      expect(res.http).toBeGreaterThanOrEqual(400);
      expect(res.http).toBeLessThan(500);
    }
    const missing = await call(t.app, teacherA, 'GET', `/api/ExamInfo/GetExam?workInfoGuid=${crypto.randomUUID()}`);
    expect(missing.body.status).toBe(100);
  });
});

describe('another school', () => {
  it('gets an error envelope for every exam id of this one, and nothing changes', async () => {
    const draftGuid = await draft();
    const published = await draft();
    await saveExam(published);
    for (const guid of [draftGuid, published]) {
      const get = await call(t.app, teacherB, 'GET', `/api/ExamInfo/GetExam?workInfoGuid=${guid}`);
      expect(get.body.status).toBe(100);
      const questions = await call(t.app, teacherB, 'GET', `/api/ExamInfo/GetWorkQuestion?workInfoGuid=${guid}`);
      expect(questions.body.status).not.toBe(200);
      const basicRes = await call(t.app, teacherB, 'POST', '/api/ExamInfo/SaveExamBasicInfo', basic({ workInfoGuid: guid, clazzes: [] }));
      expect(basicRes.body.status).not.toBe(200);
      const save = await saveExam(guid, {}, teacherB);
      expect(save.body.status).not.toBe(200);
    }
    const exam = (await call(t.app, teacherA, 'GET', `/api/ExamInfo/GetExam?workInfoGuid=${published}`)).body.data;
    expect(exam.examName).toBe('数学考试');
  });
});
