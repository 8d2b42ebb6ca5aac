import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createWork, studentsOf, type FactoryWork } from '../../../test/helpers/homework-factory.js';
import { studentSession } from '../../../test/helpers/student-session.js';
import { uploadPng } from '../homework/homework.fixture.js';

let t: TestApp;
let teacher: string;
let work: FactoryWork;
let submissions: string[];
let names: string[];
let questionKey: string;
let answerKey: string;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
  work = await createWork(t.db, { classCodes: ['A701'], questions: [{ th: 1, type: 1, score: 2, answer: 'A' }, { th: 2, type: 3, score: 10 }] });
  // The homework's question and reference-answer files, as the upload screen attaches them.
  questionKey = await uploadPng(t.app, teacher, 1);
  answerKey = await uploadPng(t.app, teacher, 2);
  await t.db.insertInto('workFiles').values([
    { workGuid: work.guid, schoolId: work.schoolId, fileKey: questionKey, role: 'question', sort: 0 },
    { workGuid: work.guid, schoolId: work.schoolId, fileKey: answerKey, role: 'answer', sort: 0 },
  ]).execute();
  const students = (await studentsOf(t.db, work.classGuids[0]!)).slice(0, 2);
  names = students.map((s) => s.name);
  submissions = [];
  for (const s of students) {
    const session = await studentSession(t.app, t.db, s, 'RU10001');
    const res = await call(t.app, session.cookie, 'POST', '/api/Student/Submit', {
      workGuid: work.guid, requestId: randomUUID(), durationSeconds: 60, answers: [{ th: 1, answer: 'A' }, { th: 2, answer: `${s.name}的解答` }],
    });
    submissions.push(res.body.data.submissionGuid);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
});
afterAll(async () => t.close());

const get = (path: string, cookie = teacher) => call(t.app, cookie, 'GET', path);
const save = (submissionGuid: string, score: number) =>
  call(t.app, teacher, 'POST', '/api/Mark/Save', { workGuid: work.guid, th: 2, submissionGuid, score });

describe('marking beside the question, and revisiting a score', () => {
  it('gives the homework’s question and reference-answer files with the questions to mark', async () => {
    const { body } = await get(`/api/Mark/Questions?workGuid=${work.guid}`);
    expect(body.data.questionFiles).toEqual([{ fileKey: questionKey, filePath: `/api/Upload/File/${questionKey}`, mime: 'image/png' }]);
    expect(body.data.answerFiles).toEqual([{ fileKey: answerKey, filePath: `/api/Upload/File/${answerKey}`, mime: 'image/png' }]);
  });

  it('lists the scored answers, opens one with its score, and takes a changed score', async () => {
    expect((await get(`/api/Mark/Marked?workGuid=${work.guid}&th=2`)).body.data).toEqual({ list: [] });
    await save(submissions[0]!, 6);
    await save(submissions[1]!, 9);
    const marked = await get(`/api/Mark/Marked?workGuid=${work.guid}&th=2`);
    expect(marked.body.data.list).toEqual([
      { submissionGuid: submissions[0], studentName: names[0], className: '七年级1班', score: 6, fullScore: 10 },
      { submissionGuid: submissions[1], studentName: names[1], className: '七年级1班', score: 9, fullScore: 10 },
    ]);

    const item = await get(`/api/Mark/Item?workGuid=${work.guid}&th=2&submissionGuid=${submissions[0]}`);
    expect(item.body.data).toMatchObject({ submissionGuid: submissions[0], th: 2, fullScore: 10, score: 6, answer: `${names[0]}的解答` });

    // The teacher changes her mind: 6 becomes 7.5, and the totals follow.
    expect((await save(submissions[0]!, 7.5)).body.data).toMatchObject({ score: 7.5, totalScore: 9.5 });
    const again = await get(`/api/Mark/Item?workGuid=${work.guid}&th=2&submissionGuid=${submissions[0]}`);
    expect(again.body.data.score).toBe(7.5);
    const row = await t.db.selectFrom('submissions').select(['totalScore']).where('guid', '=', submissions[0]!).executeTakeFirstOrThrow();
    expect(Number(row.totalScore)).toBe(9.5);
  });

  it('hides names in the 已阅 list when the homework hides student information', async () => {
    await t.db.updateTable('works').set({ showStudentInfo: false }).where('guid', '=', work.guid).execute();
    const marked = await get(`/api/Mark/Marked?workGuid=${work.guid}&th=2`);
    expect(marked.body.data.list[0]).toMatchObject({ studentName: null, className: null });
    await t.db.updateTable('works').set({ showStudentInfo: true }).where('guid', '=', work.guid).execute();
  });

  it('refuses an objective question, an unknown answer, another school and a teacher of other classes', async () => {
    expect((await get(`/api/Mark/Marked?workGuid=${work.guid}&th=1`)).body).toMatchObject({ status: 404, message: '题目不存在或不是主观题' });
    expect((await get(`/api/Mark/Item?workGuid=${work.guid}&th=2&submissionGuid=${randomUUID()}`)).body).toMatchObject({ status: 404, message: '答卷不存在' });
    const teacherB = await loginAs(t.app, DEMO.teacherB);
    expect((await get(`/api/Mark/Marked?workGuid=${work.guid}&th=2`, teacherB)).http).toBe(404);
    expect((await get(`/api/Mark/Item?workGuid=${work.guid}&th=2&submissionGuid=${submissions[0]}`, teacherB)).http).toBe(404);
    const outsider = await loginAs(t.app, DEMO.teacherA);
    expect((await get(`/api/Mark/Marked?workGuid=${work.guid}&th=2`, outsider)).http).toBe(403);
    expect((await get(`/api/Mark/Item?workGuid=${work.guid}&th=2&submissionGuid=abc`)).http).toBe(400);
  });
});
