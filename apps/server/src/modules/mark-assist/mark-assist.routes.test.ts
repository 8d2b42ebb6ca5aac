import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createWork, studentsOf, type FactoryQuestion, type FactoryWork } from '../../../test/helpers/homework-factory.js';
import { studentSession } from '../../../test/helpers/student-session.js';

let t: TestApp;
let teacher: string;
let work: FactoryWork;
/** submission guid by the th 6 answer written */
const byAnswer = new Map<string, string[]>();

const QUESTIONS: FactoryQuestion[] = [
  { th: 1, type: 1, score: 2, answer: 'A' },
  { th: 6, type: 3, score: 4 },
];
const ANSWERS = ['2x+2', '2(x+1)', '2x + 2', 'x^2', '', '2x+2', '2x'];

beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
  work = await createWork(t.db, { classCodes: ['A701'], questions: QUESTIONS });
  const students = (await studentsOf(t.db, work.classGuids[0]!)).slice(0, ANSWERS.length);
  for (const [i, s] of students.entries()) {
    const session = await studentSession(t.app, t.db, s, 'RU10001');
    const res = await call(t.app, session.cookie, 'POST', '/api/Student/Submit', {
      workGuid: work.guid, requestId: randomUUID(), durationSeconds: 100, answers: [{ th: 1, answer: 'A' }, { th: 6, answer: ANSWERS[i] }],
    });
    expect(res.body.status).toBe(200);
    byAnswer.set(ANSWERS[i]!, [...(byAnswer.get(ANSWERS[i]!) ?? []), res.body.data.submissionGuid]);
  }
});
afterAll(async () => t.close());

const groups = (cookie = teacher, workGuid = work.guid, extra = '') => call(t.app, cookie, 'GET', `/api/MarkAssist/Groups?workGuid=${workGuid}&th=6${extra}`);
const summary = (data: { groups: Array<{ representative: string; kind: string; size: number; split: boolean }> }) =>
  data.groups.map((g) => `${g.representative}|${g.kind}|${g.size}${g.split ? '|split' : ''}`);
/** Largest group first; groups of one in no particular order. */
const expectGroups = (data: Parameters<typeof summary>[0], expected: string[]) => {
  const got = summary(data);
  expect(got[0]).toBe(expected[0]);
  expect([...got].sort()).toEqual([...expected].sort());
};

describe('marking assistant', () => {
  it('groups identical answers only, while the maths assistant is off', async () => {
    const { body } = await groups();
    expect(body.status).toBe(200);
    expect(body.data).toMatchObject({ th: 6, fullScore: 4, mathWitMarking: false, answerCount: 7, markedCount: 1, questions: [{ th: 6, score: 4 }] });
    expectGroups(body.data, ['2x+2|text|3', '2(x+1)|text|1', 'x^2|text|1', '|blank|1', '2x|text|1']);
    // the blank answer was scored 0 on submission
    expect(body.data.groups.find((g: { kind: string }) => g.kind === 'blank')).toMatchObject({ markedCount: 1, commonScore: 0 });
  });

  it('groups equivalent expressions with mathWitMarking on, and lists the students of each group', async () => {
    await t.db.updateTable('works').set({ mathWitMarking: true }).where('guid', '=', work.guid).execute();
    const { body } = await groups();
    expect(body.data.mathWitMarking).toBe(true);
    expectGroups(body.data, ['2x+2|math|4', 'x^2|text|1', '|blank|1', '2x|text|1']);
    const first = body.data.groups[0];
    expect(first.members.map((m: { answer: string }) => m.answer).sort()).toEqual(['2(x+1)', '2x + 2', '2x+2', '2x+2']);
    expect(first.members[0]).toMatchObject({ className: '七年级1班', score: null, imageCount: 0 });
    expect(typeof first.members[0].studentName).toBe('string');
  });

  it('marks a whole group through web marking: each submission gets the score and its totals', async () => {
    const { body } = await groups();
    const members = body.data.groups[0].members.map((m: { submissionGuid: string }) => m.submissionGuid);
    expect((await call(t.app, teacher, 'POST', '/api/MarkAssist/MarkGroup', { workGuid: work.guid, th: 6, submissionGuids: members, score: 5 })).body)
      .toMatchObject({ status: 400, message: '分数须在0到4之间' });
    const marked = await call(t.app, teacher, 'POST', '/api/MarkAssist/MarkGroup', { workGuid: work.guid, th: 6, submissionGuids: members, score: 4 });
    expect(marked.body).toMatchObject({ status: 200, data: { th: 6, score: 4, markedCount: 4 } });
    const rows = await t.db.selectFrom('submissions').select(['guid', 'totalScore', 'subjectiveScore']).where('guid', 'in', members).execute();
    expect(rows.map((r) => [Number(r.totalScore), Number(r.subjectiveScore)])).toEqual(members.map(() => [6, 4]));
    const after = (await groups()).body.data;
    expect(after.groups[0]).toMatchObject({ markedCount: 4, commonScore: 4 });
    expect(after.markedCount).toBe(5);
    // the same marks in web marking's 已阅 list
    const webMarked = await call(t.app, teacher, 'GET', `/api/Mark/Marked?workGuid=${work.guid}&th=6`);
    expect(webMarked.body.data.list.filter((m: { score: number }) => m.score === 4)).toHaveLength(4);
  });

  it('splits students out as their own group, and puts them back', async () => {
    const taken = byAnswer.get('2(x+1)')!;
    const split = await call(t.app, teacher, 'POST', '/api/MarkAssist/Split', { workGuid: work.guid, th: 6, submissionGuids: taken });
    expect(split.body).toMatchObject({ status: 200, data: { key: 'split-1', size: 1 } });
    // what is left of the group now reads the same: 2x+2 and 2x + 2
    expectGroups((await groups()).body.data, ['2x+2|text|3', 'x^2|text|1', '|blank|1', '2x|text|1', '2(x+1)|text|1|split']);
    await call(t.app, teacher, 'POST', '/api/MarkAssist/MarkGroup', { workGuid: work.guid, th: 6, submissionGuids: taken, score: 3 });
    const after = (await groups()).body.data;
    expect(after.groups[4]).toMatchObject({ key: 'split-1', commonScore: 3 });
    expect(after.groups[0]).toMatchObject({ commonScore: 4, size: 3 });
    const reset = await call(t.app, teacher, 'POST', '/api/MarkAssist/ResetSplits', { workGuid: work.guid, th: 6 });
    expect(reset.body.data).toEqual({ restored: 1 });
    const back = (await groups()).body.data.groups[0];
    expect(back).toMatchObject({ size: 4, markedCount: 4, commonScore: null });
  });

  it('groups words within the tolerance only when word marking is on', async () => {
    expect((await groups(teacher, work.guid, '&tolerance=9')).body).toMatchObject({ status: 400, message: '容错字母数须在0到3之间' });
    expect((await groups(teacher, work.guid, '&tolerance=1')).body.data.tolerance).toBe(0);
    await t.db.updateTable('works').set({ witMarking: true }).where('guid', '=', work.guid).execute();
    expect((await groups(teacher, work.guid, '&tolerance=1')).body.data.tolerance).toBe(1);
  });

  it('keeps the word tolerance the teacher sets for the question, so a reload and another teacher group the same way', async () => {
    const words = await createWork(t.db, { classCodes: ['A701'], questions: QUESTIONS });
    const students = (await studentsOf(t.db, words.classGuids[0]!)).slice(0, 3);
    for (const [i, s] of students.entries()) {
      const session = await studentSession(t.app, t.db, s, 'RU10001');
      await call(t.app, session.cookie, 'POST', '/api/Student/Submit', {
        workGuid: words.guid, requestId: randomUUID(), durationSeconds: 100, answers: [{ th: 1, answer: 'A' }, { th: 6, answer: ['apple', 'appel', 'aple'][i] }],
      });
    }
    const save = (tolerance: unknown, cookie = teacher, workGuid = words.guid) => call(t.app, cookie, 'POST', '/api/MarkAssist/SaveTolerance', { workGuid, th: 6, tolerance });
    // Word marking off: nothing to keep.
    expect((await save(1)).body).toMatchObject({ status: 400, message: '本作业未开启单词批改，无需设置容错字母数' });
    await t.db.updateTable('works').set({ witMarking: true }).where('guid', '=', words.guid).execute();
    expect((await groups(teacher, words.guid)).body.data).toMatchObject({ tolerance: 0 });
    expect((await groups(teacher, words.guid)).body.data.groups).toHaveLength(3);
    expect((await save(4)).body).toMatchObject({ status: 400, message: '容错字母数须在0到3之间' });
    expect((await save(1.5)).body.status).toBe(400);
    expect((await save(2)).body).toMatchObject({ status: 200, data: { th: 6, tolerance: 2 } });
    // Read again without a tolerance (a reload), and by the school's administrator: the saved 2 applies.
    for (const cookie of [teacher, await loginAs(t.app, DEMO.adminA)]) {
      const { body } = await groups(cookie, words.guid);
      expect(body.data.tolerance).toBe(2);
      expect(body.data.groups.map((g: { size: number }) => g.size)).toEqual([3]);
    }
    expect((await save(1)).body.data.tolerance).toBe(1);
    expect((await groups(teacher, words.guid)).body.data.tolerance).toBe(1);
    // Another school's teacher neither changes nor learns it.
    const teacherB = await loginAs(t.app, DEMO.teacherB);
    expect((await save(3, teacherB)).body).toMatchObject({ status: 100, message: '作业或考试不存在！' });
    expect(await t.db.selectFrom('markAssistTolerances').select(['tolerance', 'schoolId']).where('workGuid', '=', words.guid).execute()).toEqual([{ tolerance: 1, schoolId: 1 }]);
  });

  it('refuses answers that are not of this question, blank lists and non-subjective questions', async () => {
    expect((await call(t.app, teacher, 'POST', '/api/MarkAssist/MarkGroup', { workGuid: work.guid, th: 6, submissionGuids: [randomUUID()], score: 1 })).body)
      .toMatchObject({ status: 404, message: '答卷不存在' });
    expect((await call(t.app, teacher, 'POST', '/api/MarkAssist/Split', { workGuid: work.guid, th: 6, submissionGuids: [] })).body)
      .toMatchObject({ status: 400, message: '请选择学生' });
    expect((await call(t.app, teacher, 'GET', `/api/MarkAssist/Groups?workGuid=${work.guid}&th=1`)).body)
      .toMatchObject({ status: 404, message: '题目不存在或不是主观题' });
  });

  it('is for teachers of the homework’s classes, not a teacher of other classes, nor students', async () => {
    expect((await groups(await loginAs(t.app, DEMO.adminA))).body.status).toBe(200);
    const outsider = await loginAs(t.app, DEMO.teacherA);
    expect((await groups(outsider)).body.status).toBe(403);
    const someone = byAnswer.get('x^2')!;
    expect((await call(t.app, outsider, 'POST', '/api/MarkAssist/MarkGroup', { workGuid: work.guid, th: 6, submissionGuids: someone, score: 1 })).body.status).toBe(403);
    expect((await call(t.app, outsider, 'POST', '/api/MarkAssist/Split', { workGuid: work.guid, th: 6, submissionGuids: someone })).body.status).toBe(403);
    const [s] = await studentsOf(t.db, work.classGuids[0]!);
    const student = await studentSession(t.app, t.db, s!, 'RU10001');
    expect((await groups(student.cookie)).http).toBe(401);
    const row = await t.db.selectFrom('submissionAnswers').select('score').where('submissionGuid', '=', someone[0]!).where('th', '=', 6).executeTakeFirstOrThrow();
    expect(row.score).toBeNull();
  });

  it('treats another school’s homework and answers as missing, changing nothing', async () => {
    const teacherB = await loginAs(t.app, DEMO.teacherB);
    const someone = byAnswer.get('x^2')!;
    expect((await groups(teacherB)).body).toMatchObject({ status: 100, message: '作业或考试不存在！' });
    expect((await call(t.app, teacherB, 'POST', '/api/MarkAssist/MarkGroup', { workGuid: work.guid, th: 6, submissionGuids: someone, score: 1 })).body.status).toBe(100);
    expect((await call(t.app, teacherB, 'POST', '/api/MarkAssist/Split', { workGuid: work.guid, th: 6, submissionGuids: someone })).body.status).toBe(100);
    expect((await call(t.app, teacherB, 'POST', '/api/MarkAssist/ResetSplits', { workGuid: work.guid, th: 6 })).body.status).toBe(100);
    // school B's own homework, with school A's submission in the list
    const workB = await createWork(t.db, { ruCode: 'RU20002', classCodes: ['A701'], questions: QUESTIONS });
    const mixed = await call(t.app, teacherB, 'POST', '/api/MarkAssist/MarkGroup', { workGuid: workB.guid, th: 6, submissionGuids: someone, score: 1 });
    expect(mixed.body).toMatchObject({ status: 404, message: '答卷不存在' });
    const split = await call(t.app, teacherB, 'POST', '/api/MarkAssist/Split', { workGuid: workB.guid, th: 6, submissionGuids: someone });
    expect(split.body).toMatchObject({ status: 404, message: '答卷不存在' });
    const row = await t.db.selectFrom('submissionAnswers').select('score').where('submissionGuid', '=', someone[0]!).where('th', '=', 6).executeTakeFirstOrThrow();
    expect(row.score).toBeNull();
    expect(await t.db.selectFrom('answerGroupSplits').selectAll().execute()).toEqual([]);
  });
});
