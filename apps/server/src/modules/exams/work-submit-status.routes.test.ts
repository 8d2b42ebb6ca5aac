import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createWork, studentsOf } from '../../../test/helpers/homework-factory.js';
import { studentSession } from '../../../test/helpers/student-session.js';

/** GET /api/WorkInfo/SubmitStatus: the job-submit page of a homework — who submitted, who is late, who has not. */
let t: TestApp;
let teacherA: string;
let teacherB: string;
let guid: string;

beforeAll(async () => {
  t = await createTestApp();
  [teacherA, teacherB] = await Promise.all([loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.teacherB)]);
  const work = await createWork(t.db, { classCodes: ['A801', 'A802'], overdueable: true });
  guid = work.guid;
  const [a, b] = (await studentsOf(t.db, work.classGuids[0]!)).slice(0, 2);
  for (const s of [a!, b!]) {
    const session = await studentSession(t.app, t.db, s, 'RU10001');
    const res = await call(t.app, session.cookie, 'POST', '/api/Student/Submit', { workGuid: guid, requestId: crypto.randomUUID(), durationSeconds: 10, answers: [{ th: 1, answer: 'A' }] });
    expect(res.body.status, res.body.message).toBe(200);
  }
  // The second one handed in after the end time.
  await t.db.updateTable('submissions').set({ isOverdue: true }).where('workGuid', '=', guid).where('studentGuid', '=', b!.guid).execute();
});
afterAll(async () => t.close());

describe('homework submit status', () => {
  it('lists per class who submitted on time, who is late and who has not', async () => {
    const res = await call(t.app, teacherA, 'GET', `/api/WorkInfo/SubmitStatus?workGuid=${guid}`);
    expect(res.body.status).toBe(200);
    const [c1, c2] = res.body.data.classes;
    expect([c1.submitted.length, c1.late.length]).toEqual([1, 1]);
    expect(c1.notSubmitted.length).toBeGreaterThan(0);
    expect(c2.submitted).toEqual([]);
    expect(c2.notSubmitted.length).toBeGreaterThan(0);
    expect(c1.extension).toBe(0);
  });

  it('another school gets an error envelope; the exam call refuses a homework', async () => {
    expect((await call(t.app, teacherB, 'GET', `/api/WorkInfo/SubmitStatus?workGuid=${guid}`)).body.status).toBe(100);
    expect((await call(t.app, teacherA, 'GET', `/api/ExamInfo/SubmitStatus?workGuid=${guid}`)).body.status).toBe(100);
  });
});
