import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { setSchoolService, studentsOf } from '../../../test/helpers/homework-factory.js';
import { studentSession } from '../../../test/helpers/student-session.js';
import { classGuidOf, uploadPng } from '../homework/homework.fixture.js';

/** The exam list, the detail's marking tab and the submission page (issue 11 items 2 and 4). */
let t: TestApp;
let teacherA: string;
let teacherB: string;
let A801: string;
let A802: string;
let guid: string;
const MIN = 60_000;
const QUESTIONS = [
  { th: 1, type: 2, option: 4, score: 6, answer: 'AC' },
  { th: 2, type: 3, option: 4, score: 10, answer: '' },
  { th: 3, type: 3, option: 4, score: 10, answer: '' },
];

beforeAll(async () => {
  t = await createTestApp();
  await setSchoolService(t.db, 'RU20002', 0);
  [teacherA, teacherB] = await Promise.all([loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.teacherB)]);
  A801 = await classGuidOf(t.db, 'A801');
  A802 = await classGuidOf(t.db, 'A802');
  const png = await uploadPng(t.app, teacherA);
  const basic = { km: '数学', examName: '期中考试', startTime: new Date(Date.now() + 3600_000).toISOString(), duration: 60, clazzes: [{ classGuid: A801 }, { classGuid: A802 }] };
  guid = (await call(t.app, teacherA, 'POST', '/api/ExamInfo/SaveExamBasicInfo', basic)).body.data.workInfoGuid;
  expect((await call(t.app, teacherA, 'POST', '/api/ExamInfo/SaveExam', { ...basic, workInfoGuid: guid, papers: [png], list: QUESTIONS })).body.status).toBe(200);
  // Started 30 minutes ago, ends in 30.
  await t.db.updateTable('works').set({ startTime: new Date(Date.now() - 30 * MIN), endTime: new Date(Date.now() + 30 * MIN) }).where('guid', '=', guid).execute();
  const [a, b] = (await studentsOf(t.db, A801)).slice(0, 2);
  for (const [s, answers] of [[a!, [{ th: 1, answer: 'AC' }, { th: 2, answer: '答案' }]], [b!, [{ th: 1, answer: 'A' }]]] as const) {
    const session = await studentSession(t.app, t.db, s, 'RU10001');
    const res = await call(t.app, session.cookie, 'POST', '/api/Student/Submit', { workGuid: guid, requestId: crypto.randomUUID(), durationSeconds: 10, answers });
    expect(res.body.status).toBe(200);
  }
  // The second student handed in after the end, in the photo delay.
  await t.db.updateTable('submissions').set({ submittedAt: new Date(Date.now() + 35 * MIN) }).where('workGuid', '=', guid).where('studentGuid', '=', b!.guid).execute();
});
afterAll(async () => t.close());

describe('GET /api/ExamInfo/ExamList', () => {
  it('lists the exam with each class\'s deadline, extension and counts', async () => {
    await call(t.app, teacherA, 'POST', '/api/ExamInfo/TimeExpand', { workInfoGuid: guid, classGuid: A802, minutes: 10 });
    const res = await call(t.app, teacherA, 'GET', '/api/ExamInfo/ExamList?pageSize=50');
    const row = res.body.data.list.find((r: { workInfoGuid: string }) => r.workInfoGuid === guid);
    expect(row).toMatchObject({ name: '期中考试', duration: 60, delayTime: 15, state: 1, submitCount: 2, isCreate: true });
    expect(row.classes.map((c: { className: string; extension: number }) => [c.className, c.extension])).toEqual([['八年级1班', 0], ['八年级2班', 10]]);
    expect(Date.parse(row.classes[1].deadline) - Date.parse(row.classes[0].deadline)).toBe(10 * MIN);
  });

  it('marks exams in the homework list, which can show exams only or homework only', async () => {
    const all = await call(t.app, teacherA, 'GET', '/api/WorkInfo/List?pageSize=50');
    expect(all.body.data.list.find((r: { workInfoGuid: string }) => r.workInfoGuid === guid)).toMatchObject({ isExam: true });
    const exams = await call(t.app, teacherA, 'GET', '/api/WorkInfo/List?pageSize=50&exam=1');
    expect(exams.body.data.list.every((r: { isExam: boolean }) => r.isExam)).toBe(true);
    const homework = await call(t.app, teacherA, 'GET', '/api/WorkInfo/List?pageSize=50&exam=0');
    expect(homework.body.data.list.some((r: { workInfoGuid: string }) => r.workInfoGuid === guid)).toBe(false);
  });
});

describe('the exam detail and submission pages', () => {
  it('GetCommentList counts marked and unmarked subjective answers per question', async () => {
    const res = await call(t.app, teacherA, 'GET', `/api/ExamInfo/GetCommentList?workGuid=${guid}`);
    // Student 1 answered 2 (to mark) and left 3 blank (0 at once); student 2 left both blank.
    expect(res.body.data).toEqual({
      commentNumber: 3,
      noCommentNumber: 1,
      list: [{ th: 2, score: 10, marked: 1, unmarked: 1 }, { th: 3, score: 10, marked: 2, unmarked: 0 }],
    });
  });

  it('SubmitStatus lists per class who submitted, who handed in late and who has not', async () => {
    const res = await call(t.app, teacherA, 'GET', `/api/ExamInfo/SubmitStatus?workGuid=${guid}`);
    const [c1, c2] = res.body.data.classes;
    expect(c1.className).toBe('八年级1班');
    expect([c1.submitted.length, c1.late.length]).toEqual([1, 1]);
    expect(c1.notSubmitted.length).toBeGreaterThan(0);
    expect(c2.submitted).toEqual([]);
    expect(c2.extension).toBe(10);
  });

  it('another school gets an error envelope for every one of these calls', async () => {
    for (const url of [`/api/ExamInfo/GetCommentList?workGuid=${guid}`, `/api/ExamInfo/SubmitStatus?workGuid=${guid}`]) {
      expect((await call(t.app, teacherB, 'GET', url)).body.status).toBe(100);
    }
    const list = await call(t.app, teacherB, 'GET', '/api/ExamInfo/ExamList?pageSize=100');
    expect(list.body.data.list.some((r: { workInfoGuid: string }) => r.workInfoGuid === guid)).toBe(false);
    expect((await call(t.app, teacherB, 'POST', '/api/WorkInfo/Delete', { workInfoGuid: guid })).body.status).not.toBe(200);
  });

  it('bad input is a 4xx envelope', async () => {
    for (const url of ['/api/ExamInfo/GetCommentList?workGuid=x', '/api/ExamInfo/SubmitStatus', '/api/ExamInfo/ExamList?pageSize=1000']) {
      const res = await call(t.app, teacherA, 'GET', url);
      expect(res.http).toBeGreaterThanOrEqual(400);
      expect(res.http).toBeLessThan(500);
    }
  });

  it('a deleted exam leaves the list', async () => {
    expect((await call(t.app, teacherA, 'POST', '/api/WorkInfo/Delete', { workInfoGuid: guid })).body.status).toBe(200);
    const res = await call(t.app, teacherA, 'GET', '/api/ExamInfo/ExamList?pageSize=50');
    expect(res.body.data.list.some((r: { workInfoGuid: string }) => r.workInfoGuid === guid)).toBe(false);
  });
});
