import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { classByCode, createWork, setSchoolService, studentsOf, type FactoryWork } from '../../../test/helpers/homework-factory.js';
import { studentSession } from '../../../test/helpers/student-session.js';

/**
 * 订正 end to end through the API: a homework ends, the teacher asks for corrections, each student sees only what
 * they lost, objective corrections are scored at once and subjective ones marked by the teacher; the correction book
 * and board count it; another school and other students see nothing.
 */
let t: TestApp;
let teacher: string;
let otherTeacher: string;
let admin: string;
let work: FactoryWork;
let s1: { guid: string; name: string; cookie: string };
let s2: { guid: string; cookie: string };
let studentB: string;
let teacherB: string;
let adminB: string;
const submissionOf: Record<string, string> = {};

const submit = (cookie: string, answers: object[]) =>
  call(t.app, cookie, 'POST', '/api/Student/Submit', { workGuid: work.guid, requestId: randomUUID(), durationSeconds: 60, answers });

beforeAll(async () => {
  t = await createTestApp();
  await setSchoolService(t.db, 'RU20002', 0);
  teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
  admin = await loginAs(t.app, DEMO.adminA);
  otherTeacher = await loginAs(t.app, DEMO.teacherA);
  work = await createWork(t.db, { classCodes: ['A701'], name: '第一章 单元作业' });
  const [a, b, c] = await studentsOf(t.db, work.classGuids[0]!);
  s1 = { ...(await studentSession(t.app, t.db, a!, 'RU10001')), name: a!.name };
  s2 = await studentSession(t.app, t.db, b!, 'RU10001');
  await studentSession(t.app, t.db, c!, 'RU10001');
  const right = [{ th: 2, answer: 'B' }, { th: 3, answer: 'C' }, { th: 4, answer: 'D' }, { th: 5, answer: 'AC' }];
  // s1 loses th 1 (B instead of A) and half of th 6; s2 answers everything right; the third student never submits.
  submissionOf[s1.guid] = (await submit(s1.cookie, [{ th: 1, answer: 'B' }, ...right, { th: 6, answer: '我的解答' }])).body.data.submissionGuid;
  submissionOf[s2.guid] = (await submit(s2.cookie, [{ th: 1, answer: 'A' }, ...right, { th: 6, answer: '完整解答' }])).body.data.submissionGuid;
  for (const [guid, score] of [[s1.guid, 5], [s2.guid, 10]] as const) {
    const res = await call(t.app, teacher, 'POST', '/api/Mark/Save', { workGuid: work.guid, th: 6, submissionGuid: submissionOf[guid], score });
    expect(res.body.status).toBe(200);
  }
  const [bStudent] = await studentsOf(t.db, (await classByCode(t.db, 'RU20002', 'A701')).guid);
  studentB = (await studentSession(t.app, t.db, bStudent!, 'RU20002')).cookie;
  teacherB = await loginAs(t.app, DEMO.teacherB);
  adminB = await loginAs(t.app, DEMO.adminB);
});
afterAll(async () => t.close());

const endWork = () => t.db.updateTable('works').set({ endTime: new Date(Date.now() - 60_000) }).where('guid', '=', work.guid).execute();
const detail = (cookie = teacher) => call(t.app, cookie, 'GET', `/api/CorrectionBook/GetCorrectionBookDetail?workGuid=${work.guid}`);
const studentDetail = (cookie: string) => call(t.app, cookie, 'GET', `/api/Student/Correction/${work.guid}`);
const studentSubmit = (cookie: string, answers: object[]) => call(t.app, cookie, 'POST', '/api/Student/Correction/Submit', { workGuid: work.guid, answers });
const countRows = async () => ({
  corrections: (await t.db.selectFrom('corrections').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
  items: await t.db.selectFrom('correctionItems').selectAll().orderBy('th').execute(),
});

describe('布置订正', () => {
  it('is refused while the homework is still open', async () => {
    const res = await call(t.app, teacher, 'POST', '/api/CorrectionBook/Create', { workGuid: work.guid });
    expect(res.body).toMatchObject({ status: 400, message: '作业尚未结束，结束后才能布置订正' });
  });

  it('is refused to a teacher who does not teach the homework’s classes', async () => {
    await endWork();
    const res = await call(t.app, otherTeacher, 'POST', '/api/CorrectionBook/Create', { workGuid: work.guid });
    expect(res.body.status).toBe(403);
    expect(Number((await countRows()).corrections)).toBe(0);
  });

  it('gives each student with a lost question a task of exactly those questions, once', async () => {
    const res = await call(t.app, teacher, 'POST', '/api/CorrectionBook/Create', { workGuid: work.guid });
    expect(res.body).toMatchObject({ status: 200, data: { studentTotal: 1, itemTotal: 2 } });
    const again = await call(t.app, teacher, 'POST', '/api/CorrectionBook/Create', { workGuid: work.guid });
    expect(again.body).toMatchObject({ status: 412, message: '该作业已布置订正' });
    const { body } = await detail();
    expect(body.data.students).toHaveLength(1);
    expect(body.data.students[0]).toMatchObject({ studentGuid: s1.guid, state: 0, submittedAt: null });
    expect(body.data.students[0].items.map((i: { th: number; firstAnswer: string; firstScore: number }) => [i.th, i.firstAnswer, i.firstScore])).toEqual([[1, 'B', 0], [6, '我的解答', 5]]);
  });
});

describe('the student corrects on the phone', () => {
  it('sees only their own lost questions, their answer and the released key', async () => {
    const list = await call(t.app, s1.cookie, 'GET', '/api/Student/Corrections');
    expect(list.body.data.list).toEqual([expect.objectContaining({ workGuid: work.guid, workName: '第一章 单元作业', state: 0, itemCount: 2, isEnded: false })]);
    const { body } = await studentDetail(s1.cookie);
    expect(body.data).toMatchObject({ isAnswerVisible: true, canSubmit: true, state: 0 });
    expect(body.data.questions.map((q: { th: number; firstAnswer: string; answerKey: string | null }) => [q.th, q.firstAnswer, q.answerKey])).toEqual([[1, 'B', 'A'], [6, '我的解答', null]]);
  });

  it('a student who lost nothing has no task, and cannot open or submit another’s', async () => {
    expect((await call(t.app, s2.cookie, 'GET', '/api/Student/Corrections')).body.data.list).toEqual([]);
    expect((await studentDetail(s2.cookie)).body).toMatchObject({ status: 404, message: '订正任务不存在' });
    expect((await studentSubmit(s2.cookie, [{ th: 1, answer: 'A' }])).body.status).toBe(404);
  });

  it('refuses a question outside the task and an empty correction', async () => {
    expect((await studentSubmit(s1.cookie, [{ th: 2, answer: 'B' }])).body).toMatchObject({ status: 400, message: '第2题不在你的订正任务中' });
    expect((await studentSubmit(s1.cookie, [{ th: 1, answer: '' }])).body).toMatchObject({ status: 400, message: '第1题请填写订正答案' });
    expect((await studentSubmit(s1.cookie, [{ th: 1, answer: 'X' }])).body.status).toBe(400);
    expect((await countRows()).items.every((i) => i.answer === null)).toBe(true);
  });

  it('scores an objective correction at once: wrong again shows as 订正有误', async () => {
    const res = await studentSubmit(s1.cookie, [{ th: 1, answer: 'C' }, { th: 6, answer: '订正后的解答' }]);
    expect(res.body.status).toBe(200);
    expect(res.body.data.state).toBe(2);
    expect(res.body.data.questions.map((q: { th: number; isCorrect: boolean | null }) => [q.th, q.isCorrect])).toEqual([[1, false], [6, null]]);
    expect((await detail()).body.data.students[0].state).toBe(2);
  });

  it('a right objective correction leaves the subjective one waiting for the teacher', async () => {
    const res = await studentSubmit(s1.cookie, [{ th: 1, answer: 'A' }]);
    expect(res.body.data.state).toBe(3);
    expect((await studentSubmit(s1.cookie, [{ th: 1, answer: 'A' }])).body).toMatchObject({ status: 400, message: '第1题已订正正确，无需再提交' });
  });
});

describe('the teacher marks and follows progress', () => {
  it('marks a subjective correction 已订正; objective ones cannot be marked by hand', async () => {
    expect((await call(t.app, teacher, 'POST', '/api/CorrectionBook/Mark', { workGuid: work.guid, studentGuid: s1.guid, th: 1, isCorrect: true })).body.status).toBe(400);
    expect((await call(t.app, otherTeacher, 'POST', '/api/CorrectionBook/Mark', { workGuid: work.guid, studentGuid: s1.guid, th: 6, isCorrect: true })).body.status).toBe(403);
    const res = await call(t.app, teacher, 'POST', '/api/CorrectionBook/Mark', { workGuid: work.guid, studentGuid: s1.guid, th: 6, isCorrect: true });
    expect(res.body.status).toBe(200);
    expect((await studentDetail(s1.cookie)).body.data).toMatchObject({ state: 1, canSubmit: false });
  });

  it('lists the round in the correction book and the revised list, and the board counts the class', async () => {
    for (const url of ['/api/CorrectionBook/GetCorrectionBookList', '/api/WorkInfo/GetRevisedList']) {
      for (const cookie of [teacher, admin]) {
        const { body } = await call(t.app, cookie, 'POST', url, {});
        expect(body.data.total).toBe(1);
        expect(body.data.list[0]).toMatchObject({
          workGuid: work.guid, WorkSheetName: '第一章 单元作业', ClassName: '七年级1班', Subject: '数学', SubmitQty: 1, StudentTotal: 1, Status: 0,
        });
        expect(typeof body.data.list[0].AcademicYear).toBe('number');
      }
    }
    // A teacher of other classes sees no row of this class.
    expect((await call(t.app, otherTeacher, 'POST', '/api/CorrectionBook/GetCorrectionBookList', {})).body.data.total).toBe(0);
    const board = await call(t.app, teacher, 'GET', `/api/CorrectionBook/GetCorrectionBookClassStudents?workGuid=${work.guid}&classGuid=${work.classGuids[0]}`);
    expect(board.body.data).toMatchObject({ className: '七年级1班', SubmitQty: 1, StudentTotal: 1, list: [{ studentGuid: s1.guid, state: 1, itemCount: 2, wrongAgainCount: 0 }] });
  });

  it('the revised list defaults to the last 6 months and keeps to the subject asked', async () => {
    const revised = async (body: object) => (await call(t.app, teacher, 'POST', '/api/WorkInfo/GetRevisedList', body)).body.data.total;
    const createdAt = (await t.db.selectFrom('corrections').select('createdAt').where('workGuid', '=', work.guid).executeTakeFirstOrThrow()).createdAt;
    const sevenMonthsAgo = new Date();
    sevenMonthsAgo.setMonth(sevenMonthsAgo.getMonth() - 7);
    await t.db.updateTable('corrections').set({ createdAt: sevenMonthsAgo }).where('workGuid', '=', work.guid).execute();
    try {
      expect(await revised({})).toBe(0);
      const day = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
      expect(await revised({ startDay: day(new Date(sevenMonthsAgo.getTime() - 86_400_000)), endDay: day(new Date()) })).toBe(1);
    } finally {
      await t.db.updateTable('corrections').set({ createdAt }).where('workGuid', '=', work.guid).execute();
    }
    expect(await revised({ km: '数学', pageSize: 10 })).toBe(1);
    expect(await revised({ km: '语文' })).toBe(0);
  });

  it('a date range before the round leaves it out; a bad range is refused in Chinese', async () => {
    expect((await call(t.app, teacher, 'POST', '/api/CorrectionBook/GetCorrectionBookList', { startDay: '2020-01-01', endDay: '2020-02-01' })).body.data.total).toBe(0);
    const bad = await call(t.app, teacher, 'POST', '/api/CorrectionBook/GetCorrectionBookList', { startDay: '2026-02-01', endDay: '2026-01-01' });
    expect(bad.body).toMatchObject({ status: 400, message: '开始日期不能晚于结束日期' });
  });
});

describe('another school', () => {
  it('finds none of school A’s corrections, and changes nothing', async () => {
    const before = await countRows();
    for (const cookie of [teacherB, adminB]) {
      expect((await call(t.app, cookie, 'POST', '/api/CorrectionBook/Create', { workGuid: work.guid })).body.status).toBe(100);
      expect((await call(t.app, cookie, 'GET', `/api/CorrectionBook/GetCorrectionBookDetail?workGuid=${work.guid}`)).body.status).toBe(100);
      expect((await call(t.app, cookie, 'GET', `/api/CorrectionBook/GetCorrectionBookClassStudents?workGuid=${work.guid}&classGuid=${work.classGuids[0]}`)).body.status).toBe(100);
      expect((await call(t.app, cookie, 'POST', '/api/CorrectionBook/Mark', { workGuid: work.guid, studentGuid: s1.guid, th: 6, isCorrect: false })).body.status).toBe(100);
      expect((await call(t.app, cookie, 'POST', '/api/CorrectionBook/End', { workGuid: work.guid })).body.status).toBe(100);
      expect((await call(t.app, cookie, 'POST', '/api/CorrectionBook/GetCorrectionBookList', {})).body.data.total).toBe(0);
    }
    expect((await studentDetail(studentB)).body.status).toBe(100);
    expect((await studentSubmit(studentB, [{ th: 1, answer: 'A' }])).body.status).toBe(100);
    expect((await call(t.app, studentB, 'GET', '/api/Student/Corrections')).body.data.list).toEqual([]);
    expect((await call(t.app, studentB, 'GET', '/api/Student/WrongBook')).body.data.list).toEqual([]);
    expect((await call(t.app, studentB, 'POST', '/api/Student/WrongBook/Mastered', { workGuid: work.guid, th: 1, mastered: true })).body.status).toBe(100);
    expect(await countRows()).toEqual(before);
  });
});

describe('错题本', () => {
  it('lists every question the student lost with the key, and keeps 已掌握', async () => {
    const { body } = await call(t.app, s1.cookie, 'GET', '/api/Student/WrongBook');
    expect(body.data.subjects).toEqual(['数学']);
    expect(body.data.list.map((q: { th: number; myAnswer: string; answerKey: string | null; mastered: boolean }) => [q.th, q.myAnswer, q.answerKey, q.mastered]))
      .toEqual([[1, 'B', 'A', false], [6, '我的解答', null, false]]);
    expect((await call(t.app, s1.cookie, 'POST', '/api/Student/WrongBook/Mastered', { workGuid: work.guid, th: 1, mastered: true })).body.data).toEqual({ mastered: true });
    const after = await call(t.app, s1.cookie, 'GET', '/api/Student/WrongBook?km=数学');
    expect(after.body.data.list.map((q: { mastered: boolean }) => q.mastered)).toEqual([true, false]);
    expect((await call(t.app, s1.cookie, 'GET', `/api/Student/WrongBook?km=${encodeURIComponent('英语')}`)).body.data.list).toEqual([]);
  });

  it('another student has their own book and cannot mark a question they did not lose', async () => {
    expect((await call(t.app, s2.cookie, 'GET', '/api/Student/WrongBook')).body.data.list).toEqual([]);
    expect((await call(t.app, s2.cookie, 'POST', '/api/Student/WrongBook/Mastered', { workGuid: work.guid, th: 1, mastered: true })).body.status).toBe(404);
  });
});

describe('结束订正', () => {
  it('ends the round: Status 1 in the book, and no more corrections', async () => {
    expect((await call(t.app, teacher, 'POST', '/api/CorrectionBook/End', { workGuid: work.guid })).body.status).toBe(200);
    expect((await call(t.app, teacher, 'POST', '/api/CorrectionBook/GetCorrectionBookList', { status: 1 })).body.data.list[0].Status).toBe(1);
    expect((await studentSubmit(s1.cookie, [{ th: 6, answer: 'x' }])).body).toMatchObject({ status: 400, message: '订正已结束，不能再提交' });
  });
});
