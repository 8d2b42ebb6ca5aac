import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, call, type TestApp } from '../../../test/helpers/test-app.js';
import { classByCode, createWork, studentsOf } from '../../../test/helpers/homework-factory.js';
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

const submit = (workGuid: string, answers: object[]) =>
  call(t.app, student.cookie, 'POST', '/api/Student/Submit', { workGuid, requestId: randomUUID(), durationSeconds: 300, answers });
const ALL_RIGHT = [
  { th: 1, answer: 'A' },
  { th: 2, answer: 'B' },
  { th: 3, answer: 'C' },
  { th: 4, answer: 'D' },
  { th: 5, answer: 'AC' },
];

describe('GET /api/Student/Works', () => {
  it('lists the started homework of the student’s class only, with status and full score', async () => {
    const open = await createWork(t.db, { name: '进行中', end: new Date(Date.now() + 2 * hour) });
    const later = await createWork(t.db, { name: '未开始', start: new Date(Date.now() + hour), end: new Date(Date.now() + 5 * hour) });
    const otherClass = await createWork(t.db, { name: '二班的', classCodes: ['A702'] });
    const deleted = await createWork(t.db, { name: '已删除' });
    await t.db.updateTable('works').set({ deletedAt: new Date() }).where('guid', '=', deleted.guid).execute();

    const { body } = await call(t.app, student.cookie, 'GET', '/api/Student/Works');
    const guids = body.data.list.map((w: { workGuid: string }) => w.workGuid);
    expect(guids).toContain(open.guid);
    for (const hidden of [later, otherClass, deleted]) expect(guids).not.toContain(hidden.guid);
    expect(body.data.list.find((w: { workGuid: string }) => w.workGuid === open.guid)).toMatchObject({
      name: '进行中',
      km: '数学',
      workType: 1,
      state: 1,
      status: 0,
      fullScore: 20,
      score: null,
      isOnline: true,
    });
  });

  it('shows the score after scoring only once the homework has ended and every subjective answer is marked', async () => {
    const work = await createWork(t.db, { name: '待批改' });
    await submit(work.guid, [...ALL_RIGHT, { th: 6, answer: '见图' }]);
    const item = async () => (await call(t.app, student.cookie, 'GET', '/api/Student/Works')).body.data.list.find((w: { workGuid: string }) => w.workGuid === work.guid);
    expect(await item()).toMatchObject({ status: 1, score: null });
    await t.db.updateTable('submissionAnswers').set({ score: 6, markedBy: 1 }).where('workGuid', '=', work.guid).where('th', '=', 6).execute();
    await t.db.updateTable('submissions').set({ isFullyMarked: true, totalScore: 16 }).where('workGuid', '=', work.guid).execute();
    expect(await item()).toMatchObject({ status: 1, score: null });
    await t.db.updateTable('works').set({ endTime: new Date(Date.now() - 60_000) }).where('guid', '=', work.guid).execute();
    expect(await item()).toMatchObject({ status: 1, score: 16 });
  });

  it('lists open homework first, the one ending soonest on top', async () => {
    const soon = await createWork(t.db, { name: '马上截止', end: new Date(Date.now() + 10 * 60_000) });
    const ended = await createWork(t.db, { name: '已结束', start: new Date(Date.now() - 5 * hour), end: new Date(Date.now() - hour) });
    const { body } = await call(t.app, student.cookie, 'GET', '/api/Student/Works');
    expect(body.data.list[0].workGuid).toBe(soon.guid);
    const endedItem = body.data.list.find((w: { workGuid: string }) => w.workGuid === ended.guid);
    expect(endedItem.state).toBe(2);
    const states = body.data.list.map((w: { state: number }) => w.state);
    expect(states).toEqual([...states].sort());
  });
});

describe('GET /api/Student/Work/:workGuid', () => {
  it('gives questions without the answer key before the answers are published', async () => {
    const work = await createWork(t.db);
    const { body } = await call(t.app, student.cookie, 'GET', `/api/Student/Work/${work.guid}`);
    expect(body.data).toMatchObject({ workGuid: work.guid, isAnswerVisible: false, canSubmit: true, submitBlockedReason: null, submission: null, answerFiles: [] });
    expect(body.data.questions).toEqual([
      { th: 1, type: 1, optionCount: 4, score: 2, answer: null },
      { th: 2, type: 1, optionCount: 4, score: 2, answer: null },
      { th: 3, type: 1, optionCount: 4, score: 2, answer: null },
      { th: 4, type: 1, optionCount: 4, score: 2, answer: null },
      { th: 5, type: 2, optionCount: 4, score: 2, answer: null },
      { th: 6, type: 3, optionCount: 4, score: 10, answer: null },
    ]);
  });

  it('keeps the key and the scores hidden after submitting until the subjective answer is marked', async () => {
    const work = await createWork(t.db);
    await submit(work.guid, [...ALL_RIGHT, { th: 6, answer: '3/4' }]);
    const { body } = await call(t.app, student.cookie, 'GET', `/api/Student/Work/${work.guid}`);
    expect(body.data.questions.every((q: { answer: string | null }) => q.answer === null)).toBe(true);
    expect(body.data.submission).toMatchObject({ status: 1, totalScore: null, isFullyMarked: false });
    expect(body.data.submission.answers[4]).toEqual({ th: 5, answer: 'AC', images: [], score: null });
  });

  it('shows the key and every score once a timed release has passed', async () => {
    const work = await createWork(t.db, { releaseType: 1, releaseTime: new Date(Date.now() - 60_000) });
    await submit(work.guid, [{ th: 1, answer: 'B' }, { th: 5, answer: 'C' }]);
    const { body } = await call(t.app, student.cookie, 'GET', `/api/Student/Work/${work.guid}`);
    expect(body.data.isAnswerVisible).toBe(true);
    expect(body.data.questions.map((q: { answer: string }) => q.answer)).toEqual(['A', 'B', 'C', 'D', 'AC', '']);
    expect(body.data.submission.answers.slice(0, 2)).toEqual([
      { th: 1, answer: 'B', images: [], score: 0 },
      { th: 2, answer: '', images: [], score: 0 },
    ]);
    expect(body.data.submission.answers[4].score).toBe(1);
    // Blank subjective answers score 0 at once, so the submission is fully marked.
    expect(body.data.submission).toMatchObject({ totalScore: 1, isFullyMarked: true });
  });

  it('does not open homework that has not started, was deleted or belongs to another class', async () => {
    const later = await createWork(t.db, { start: new Date(Date.now() + hour), end: new Date(Date.now() + 2 * hour) });
    const otherClass = await createWork(t.db, { classCodes: ['A702'] });
    for (const guid of [later.guid, otherClass.guid, randomUUID()]) {
      const res = await call(t.app, student.cookie, 'GET', `/api/Student/Work/${guid}`);
      expect(res.body).toMatchObject({ status: 100, message: '作业或考试不存在！' });
    }
  });

  it('says why a homework answered on paper cannot be submitted', async () => {
    const work = await createWork(t.db, { workType: 4 });
    const { body } = await call(t.app, student.cookie, 'GET', `/api/Student/Work/${work.guid}`);
    expect(body.data).toMatchObject({ canSubmit: false, submitBlockedReason: '该作业需在答题卡上作答，不能在手机上提交' });
  });
});
