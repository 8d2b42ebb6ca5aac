import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { classByCode, createWork, SAMPLE_QUESTIONS, studentsOf } from '../../../test/helpers/homework-factory.js';
import { studentSession } from '../../../test/helpers/student-session.js';

let t: TestApp;
let student: { guid: string; buddies: string; cookie: string };
const hour = 3600_000;

beforeAll(async () => {
  t = await createTestApp();
  const [s] = await studentsOf(t.db, (await classByCode(t.db, 'RU10001', 'A701')).guid);
  student = await studentSession(t.app, t.db, s!, 'RU10001');
});
afterAll(async () => t.close());

const body = (workGuid: string, answers: object[], requestId: string = randomUUID()) => ({ workGuid, requestId, durationSeconds: 420, answers });
const submit = (payload: object) => call(t.app, student.cookie, 'POST', '/api/Student/Submit', payload);
const rowsOf = (workGuid: string) => t.db.selectFrom('submissions').selectAll().where('workGuid', '=', workGuid).execute();
const answersOf = (workGuid: string) =>
  t.db.selectFrom('submissionAnswers').select(['th', 'answer', 'score', 'markedBy']).where('workGuid', '=', workGuid).orderBy('th').execute();

describe('POST /api/Student/Submit', () => {
  it('scores the objective answers with the shared rule and keeps the rules it scored with', async () => {
    const work = await createWork(t.db, { releaseType: 1, releaseTime: new Date(Date.now() - 1000) });
    const res = await submit(body(work.guid, [
      { th: 1, answer: 'a' },
      { th: 2, answer: 'C' },
      { th: 3, answer: 'C' },
      { th: 5, answer: 'A' },
      { th: 6, answer: '' },
    ]));
    expect(res.body).toMatchObject({ status: 200, message: '提交成功', data: { status: 1, isOverdue: false, durationSeconds: 420, totalScore: 5, isFullyMarked: true } });
    expect((await answersOf(work.guid)).map((a) => [a.th, a.answer, a.score])).toEqual([
      [1, 'A', 2], [2, 'C', 0], [3, 'C', 2], [4, '', 0], [5, 'A', 1], [6, '', 0],
    ]);
    const [row] = await rowsOf(work.guid);
    expect(row).toMatchObject({ objectiveScore: 5, subjectiveScore: 0, totalScore: 5, isFullyMarked: true, studentGuid: student.guid });
    expect(row!.rules).toContainEqual({ th: 5, type: 2, score: 2, answer: 'AC', optionCount: 4, multSetting: null });
  });

  it('returns the first result for a retry with the same requestId, even with other answers', async () => {
    const work = await createWork(t.db);
    const requestId = randomUUID();
    const first = await submit(body(work.guid, [{ th: 1, answer: 'A' }], requestId));
    const retry = await submit(body(work.guid, [{ th: 1, answer: 'B' }], requestId));
    expect(retry.body.data).toEqual(first.body.data);
    expect(await rowsOf(work.guid)).toHaveLength(1);
    expect((await answersOf(work.guid))[0]!.answer).toBe('A');
  });

  it('never creates two submissions for two attempts sent at the same time', async () => {
    // Answers published later, so the attempts that lose the race may still replace the answers.
    const work = await createWork(t.db, { releaseType: 1, releaseTime: new Date(Date.now() + 48 * hour) });
    const results = await Promise.all([
      submit(body(work.guid, [{ th: 1, answer: 'A' }])),
      submit(body(work.guid, [{ th: 1, answer: 'B' }])),
      submit(body(work.guid, [{ th: 1, answer: 'C' }])),
    ]);
    expect(results.map((r) => r.body.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.data.submissionGuid)).size).toBe(1);
    expect(await rowsOf(work.guid)).toHaveLength(1);
    expect(await answersOf(work.guid)).toHaveLength(6);
  });

  it('replaces the answers on a resubmission before the end and keeps a mark only for an unchanged subjective answer', async () => {
    const work = await createWork(t.db, { releaseType: 1, releaseTime: new Date(Date.now() + 48 * hour) });
    const first = await submit(body(work.guid, [{ th: 1, answer: 'B' }, { th: 6, answer: '解：x=2' }]));
    const teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
    await call(t.app, teacher, 'POST', '/api/Mark/Save', { workGuid: work.guid, th: 6, submissionGuid: first.body.data.submissionGuid, score: 8 });

    await submit(body(work.guid, [{ th: 1, answer: 'A' }, { th: 6, answer: '解：x=2' }]));
    expect((await answersOf(work.guid)).filter((a) => [1, 6].includes(a.th)).map((a) => [a.th, a.answer, a.score])).toEqual([
      [1, 'A', 2],
      [6, '解：x=2', 8],
    ]);
    expect((await rowsOf(work.guid))[0]).toMatchObject({ totalScore: 10, isFullyMarked: true });

    const changed = await submit(body(work.guid, [{ th: 1, answer: 'A' }, { th: 6, answer: '解：x=3' }]));
    expect(changed.body.data.submissionGuid).toBe(first.body.data.submissionGuid);
    expect((await answersOf(work.guid)).at(-1)).toMatchObject({ answer: '解：x=3', score: null, markedBy: null });
    expect((await rowsOf(work.guid))[0]).toMatchObject({ totalScore: 2, isFullyMarked: false });
  });

  it('lets a fully scored submission be replaced while the homework is open, answers being shown only after the end', async () => {
    const work = await createWork(t.db, { questions: [{ th: 1, type: 1, score: 2, answer: 'A' }] });
    await submit(body(work.guid, [{ th: 1, answer: 'A' }]));
    const again = await submit(body(work.guid, [{ th: 1, answer: 'B' }]));
    expect(again.body.status).toBe(200);
    expect(await rowsOf(work.guid)).toHaveLength(1);
  });

  it('refuses a resubmission once a timed release has shown the answers', async () => {
    const work = await createWork(t.db, { releaseType: 1, releaseTime: new Date(Date.now() - 60_000) });
    await submit(body(work.guid, [{ th: 1, answer: 'A' }]));
    const again = await submit(body(work.guid, [{ th: 1, answer: 'B' }]));
    expect(again.body).toMatchObject({ status: 400, message: '答案已公布，无法修改已提交的答案' });
  });

  it('refuses a submission after the end unless overdue submission is on, then records it as overdue', async () => {
    const ended = { start: new Date(Date.now() - 5 * hour), end: new Date(Date.now() - hour) };
    const closed = await createWork(t.db, ended);
    expect((await submit(body(closed.guid, []))).body).toMatchObject({ status: 400, message: '作业已结束，无法提交' });
    expect(await rowsOf(closed.guid)).toHaveLength(0);

    const late = await createWork(t.db, { ...ended, overdueable: true });
    const requestId = randomUUID();
    const res = await submit(body(late.guid, [{ th: 6, answer: '迟交' }], requestId));
    expect(res.body.data).toMatchObject({ status: 2, isOverdue: true });
    expect((await submit(body(late.guid, [{ th: 6, answer: '迟交' }], requestId))).body.data).toEqual(res.body.data);
    expect((await submit(body(late.guid, [{ th: 6, answer: '改答案' }]))).body.message).toBe('作业已结束，无法修改已提交的答案');
  });

  it.each([
    [[{ th: 9, answer: 'A' }], '第9题不存在'],
    [[{ th: 1, answer: 'AB' }], '第1题是单选题，只能选一个选项'],
    [[{ th: 2, answer: 'E' }], '第2题的答案只能是A-D'],
    [[{ th: 5, answer: 'A?' }], '第5题的答案只能填写字母'],
    [[{ th: 1, answer: 'A' }, { th: 1, answer: 'B' }], '第1题重复提交'],
    [[{ th: 1, answer: 'A', imageKeys: ['0123456789abcdef0123456789abcdef'] }], '第1题是选择题，不能上传图片'],
    [[{ th: 6, imageKeys: ['0123456789abcdef0123456789abcdef'] }], '答题图片不存在，请重新上传'],
  ])('refuses the answers %j: %s', async (answers, message) => {
    const work = await createWork(t.db);
    expect((await submit(body(work.guid, answers))).body).toMatchObject({ status: 400, message });
    expect(await rowsOf(work.guid)).toHaveLength(0);
  });

  it('validates the request itself in Chinese', async () => {
    const work = await createWork(t.db);
    const res = await submit({ workGuid: work.guid, durationSeconds: 10, answers: [] });
    expect(res.body).toMatchObject({ status: 400, message: expect.stringContaining('提交编号不能为空') });
  });

  it('scores by the answer key as saved, even when classmates submitted the homework just before the change', async () => {
    const work = await createWork(t.db, { releaseType: 1, releaseTime: new Date(Date.now() + 48 * hour) });
    const [, classmate] = await studentsOf(t.db, (await classByCode(t.db, 'RU10001', 'A701')).guid);
    const other = await studentSession(t.app, t.db, classmate!, 'RU10001');
    await call(t.app, other.cookie, 'POST', '/api/Student/Submit', body(work.guid, [{ th: 1, answer: 'A' }]));

    const teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
    const list = SAMPLE_QUESTIONS.map((q) => ({ th: q.th, type: q.type, option: 4, score: q.score, answer: q.th === 1 ? 'B' : q.answer }));
    expect((await call(t.app, teacher, 'POST', '/api/WorkInfo/UpdateWorkQuestion', { workInfoGuid: work.guid, list })).body.status).toBe(200);

    await submit(body(work.guid, [{ th: 1, answer: 'B' }]));
    const mine = await t.db.selectFrom('submissionAnswers').innerJoin('submissions', 'submissions.guid', 'submissionAnswers.submissionGuid')
      .select(['submissionAnswers.score']).where('submissions.studentGuid', '=', student.guid).where('submissions.workGuid', '=', work.guid)
      .where('submissionAnswers.th', '=', 1).executeTakeFirstOrThrow();
    expect(mine.score).toBe(2);
  });

  it('refuses a submission once the homework is deleted, though classmates submitted it a moment before', async () => {
    const work = await createWork(t.db);
    expect((await submit(body(work.guid, [{ th: 1, answer: 'A' }]))).body.status).toBe(200);
    const teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
    expect((await call(t.app, teacher, 'POST', '/api/WorkInfo/Delete', { workInfoGuid: work.guid })).body.status).toBe(200);
    expect((await submit(body(work.guid, [{ th: 1, answer: 'B' }]))).body).toMatchObject({ status: 100, message: '作业或考试不存在！' });
  });

  it('removes the answers with the submissions of a removed student', async () => {
    const work = await createWork(t.db);
    const [, , third] = await studentsOf(t.db, (await classByCode(t.db, 'RU10001', 'A701')).guid);
    const leaving = await studentSession(t.app, t.db, third!, 'RU10001');
    await call(t.app, leaving.cookie, 'POST', '/api/Student/Submit', body(work.guid, [{ th: 1, answer: 'A' }]));
    expect(await answersOf(work.guid)).toHaveLength(6);
    await t.db.deleteFrom('students').where('guid', '=', leaving.guid).execute();
    expect(await rowsOf(work.guid)).toHaveLength(0);
    expect(await answersOf(work.guid)).toHaveLength(0);
  });

  it('answers status 100 (作业或考试不存在！) for homework of another class or school', async () => {
    const otherClass = await createWork(t.db, { classCodes: ['A702'] });
    const otherSchool = await createWork(t.db, { ruCode: 'RU20002', classCodes: ['A701'] });
    for (const work of [otherClass, otherSchool]) {
      expect((await submit(body(work.guid, []))).body).toMatchObject({ status: 100, message: '作业或考试不存在！' });
    }
  });
});
