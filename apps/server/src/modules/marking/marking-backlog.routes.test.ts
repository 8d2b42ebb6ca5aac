import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createWork, studentsOf, type FactoryWork } from '../../../test/helpers/homework-factory.js';
import { studentSession } from '../../../test/helpers/student-session.js';

let t: TestApp;
let teacher: string;
let work: FactoryWork;
let submissions: string[];

beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
  work = await createWork(t.db, { classCodes: ['A701'], questions: [{ th: 1, type: 1, score: 2, answer: 'A' }, { th: 6, type: 3, score: 10 }, { th: 7, type: 3, score: 5 }] });
  submissions = [];
  for (const [i, s] of (await studentsOf(t.db, work.classGuids[0]!)).slice(0, 3).entries()) {
    const session = await studentSession(t.app, t.db, s, 'RU10001');
    const res = await call(t.app, session.cookie, 'POST', '/api/Student/Submit', {
      // The second student leaves th 6 blank: scored 0 at once, nothing to mark.
      workGuid: work.guid, requestId: randomUUID(), durationSeconds: 100, answers: [{ th: 1, answer: 'A' }, { th: 6, answer: i === 1 ? '' : '解答' }, { th: 7, answer: '7' }],
    });
    submissions.push(res.body.data.submissionGuid);
  }
});
afterAll(async () => t.close());

type Backlog = { total: number; list: { workGuid: string; name: string; endTime: string; unmarkedCount: number }[] };
const backlog = async (cookie: string) => {
  const res = await call(t.app, cookie, 'GET', '/api/Mark/Backlog');
  expect(res.body.status, res.body.message).toBe(200);
  return res.body.data as Backlog;
};

describe('marking backlog (手机查看)', () => {
  it('counts the answers still waiting for a mark in the teacher’s homework, objective and blank answers excluded', async () => {
    const mine = await backlog(teacher);
    expect(mine.list.find((w) => w.workGuid === work.guid)).toMatchObject({ name: expect.any(String), unmarkedCount: 5 });
    expect(mine.total).toBe(mine.list.reduce((n, w) => n + w.unmarkedCount, 0));
    const marked = await call(t.app, teacher, 'POST', '/api/Mark/Save', { workGuid: work.guid, th: 7, submissionGuid: submissions[0], score: 5 });
    expect(marked.body.status, marked.body.message).toBe(200);
    const after = await backlog(teacher);
    expect(after.list.find((w) => w.workGuid === work.guid)?.unmarkedCount).toBe(4);
    expect(after.total).toBe(mine.total - 1);
  });

  it('lists the school’s homework for an administrator, not for a teacher of other classes nor another school', async () => {
    expect((await backlog(await loginAs(t.app, DEMO.adminA))).list.map((w) => w.workGuid)).toContain(work.guid);
    expect((await backlog(await loginAs(t.app, DEMO.teacherA))).list.map((w) => w.workGuid)).not.toContain(work.guid);
    const other = await backlog(await loginAs(t.app, DEMO.teacherB));
    expect(other.list.map((w) => w.workGuid)).not.toContain(work.guid);
  });

  it('drops a deleted homework', async () => {
    await t.db.updateTable('works').set({ deletedAt: new Date() }).where('guid', '=', work.guid).execute();
    expect((await backlog(teacher)).list.map((w) => w.workGuid)).not.toContain(work.guid);
  });
});
