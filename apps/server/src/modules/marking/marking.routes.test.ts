import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { expectAnswerSheetsKept } from '../../../test/helpers/answer-sheets.js';
import { classByCode, createWork, studentsOf, type FactoryQuestion, type FactoryWork } from '../../../test/helpers/homework-factory.js';
import { studentSession } from '../../../test/helpers/student-session.js';

let t: TestApp;
let teacher: string;
let work: FactoryWork;
let submissions: string[];
let names: string[];

const QUESTIONS: FactoryQuestion[] = [
  { th: 1, type: 1, score: 2, answer: 'A' },
  { th: 6, type: 3, score: 10 },
  { th: 7, type: 3, score: 5 },
];

beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
  work = await createWork(t.db, { classCodes: ['A701'], questions: QUESTIONS });
  const students = (await studentsOf(t.db, work.classGuids[0]!)).slice(0, 3);
  names = students.map((s) => s.name);
  submissions = [];
  // Submitted one after the other: the marking order is the submission order.
  for (const [i, s] of students.entries()) {
    const session = await studentSession(t.app, t.db, s, 'RU10001');
    const th6 = i === 1 ? '' : `第${i + 1}份答案`;
    const res = await call(t.app, session.cookie, 'POST', '/api/Student/Submit', {
      workGuid: work.guid, requestId: randomUUID(), durationSeconds: 100, answers: [{ th: 1, answer: 'A' }, { th: 6, answer: th6 }, { th: 7, answer: '7' }],
    });
    submissions.push(res.body.data.submissionGuid);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
});
afterAll(async () => t.close());

const questions = (cookie = teacher, workGuid = work.guid) => call(t.app, cookie, 'GET', `/api/Mark/Questions?workGuid=${workGuid}`);
const next = (th: number, after?: string, cookie = teacher) =>
  call(t.app, cookie, 'GET', `/api/Mark/Next?workGuid=${work.guid}&th=${th}${after ? `&after=${after}` : ''}`);
const save = (th: number, submissionGuid: string, score: number, cookie = teacher) =>
  call(t.app, cookie, 'POST', '/api/Mark/Save', { workGuid: work.guid, th, submissionGuid, score });

describe('marking', () => {
  it('lists the subjective questions with 已阅 and 未阅 counts (blank answers are already scored 0)', async () => {
    const { body } = await questions();
    expect(body.data).toMatchObject({ workGuid: work.guid, name: '测试作业', showStudentInfo: true, commentNumber: 1, noCommentNumber: 5 });
    expect(body.data.list).toEqual([
      { th: 6, score: 10, markedCount: 1, unmarkedCount: 2 },
      { th: 7, score: 5, markedCount: 0, unmarkedCount: 3 },
    ]);
  });

  it('gives the unmarked answers in submission order, skipping with after and wrapping round', async () => {
    const first = await next(6);
    expect(first.body.data).toMatchObject({ done: false, markedCount: 1, unmarkedCount: 2 });
    expect(first.body.data.item).toEqual({
      submissionGuid: submissions[0], th: 6, fullScore: 10, studentName: names[0], className: '七年级1班', answer: '第1份答案', images: [], isOverdue: false, score: null,
    });
    const skipped = await next(6, submissions[0]);
    expect(skipped.body.data.item.submissionGuid).toBe(submissions[2]);
    const wrapped = await next(6, submissions[2]);
    expect(wrapped.body.data.item.submissionGuid).toBe(submissions[0]);
  });

  it('saves a score in 0.5 steps, recomputing the totals, until the question is done', async () => {
    expect((await save(6, submissions[0]!, 10.5)).body).toMatchObject({ status: 400, message: '分数须在0到10之间' });
    expect((await save(6, submissions[0]!, 3.3)).body).toMatchObject({ status: 400, message: '分数须为0.5的整数倍' });
    expect((await save(1, submissions[0]!, 1)).body).toMatchObject({ status: 404, message: '题目不存在或不是主观题' });

    const saved = await save(6, submissions[0]!, 7.5);
    expect(saved.body.data).toEqual({ submissionGuid: submissions[0], th: 6, score: 7.5, totalScore: 9.5, isFullyMarked: false });
    await save(7, submissions[0]!, 5);
    const row = await t.db.selectFrom('submissions').selectAll().where('guid', '=', submissions[0]!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ objectiveScore: 2, subjectiveScore: 12.5, totalScore: 14.5, isFullyMarked: true });

    await save(6, submissions[2]!, 0);
    const done = await next(6);
    // Nobody shares the question: the marker's own part is the whole question.
    expect(done.body.data).toEqual({ done: true, markedCount: 3, unmarkedCount: 0, mine: { markedCount: 3, unmarkedCount: 0 }, item: null });
  });

  it('hides who wrote the answer when the homework hides student information', async () => {
    await t.db.updateTable('works').set({ showStudentInfo: false }).where('guid', '=', work.guid).execute();
    const { body } = await next(7);
    expect(body.data.item).toMatchObject({ studentName: null, className: null });
    await t.db.updateTable('works').set({ showStudentInfo: true }).where('guid', '=', work.guid).execute();
  });

  it('lets administrators and the creator mark, but not a teacher of other classes', async () => {
    expect((await questions(await loginAs(t.app, DEMO.adminA))).body.status).toBe(200);
    const outsider = await loginAs(t.app, DEMO.teacherA);
    expect((await questions(outsider)).body).toMatchObject({ status: 403 });
    expect((await save(7, submissions[1]!, 1, outsider)).body.status).toBe(403);
    const own = await createWork(t.db, { classCodes: ['A701'], creatorPhone: DEMO.teacherA });
    expect((await questions(outsider, own.guid)).body.status).toBe(200);
  });

  it('treats another school’s homework and submissions as missing', async () => {
    const teacherB = await loginAs(t.app, DEMO.teacherB);
    expect((await questions(teacherB)).body).toMatchObject({ status: 100, message: '作业或考试不存在！' });
    expect((await next(6, undefined, teacherB)).body.status).toBe(100);
    expect((await save(6, submissions[1]!, 1, teacherB)).body.status).toBe(100);
    const workB = await createWork(t.db, { ruCode: 'RU20002', classCodes: ['A701'], questions: QUESTIONS });
    const foreign = await call(t.app, teacher, 'POST', '/api/Mark/Save', { workGuid: workB.guid, th: 6, submissionGuid: submissions[1], score: 1 });
    expect(foreign.body.status).toBe(100);
    const mixed = await call(t.app, teacherB, 'POST', '/api/Mark/Save', { workGuid: workB.guid, th: 6, submissionGuid: submissions[1], score: 1 });
    expect(mixed.body).toMatchObject({ status: 404, message: '答卷不存在' });
  });

  it('is closed to student sessions', async () => {
    const [s] = await studentsOf(t.db, work.classGuids[0]!);
    const student = await studentSession(t.app, t.db, s!, 'RU10001');
    expect((await questions(student.cookie)).http).toBe(401);
  });
});

describe('answer sheets (migration 20261130T0100)', () => {
  it('every submission\'s answer sheet still equals its answers after all of the above', async () => {
    await expectAnswerSheetsKept(t.db);
  });
});
