import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { classByCode, createWork, setSchoolService, studentsOf, type FactoryWork } from '../../../test/helpers/homework-factory.js';
import { studentSession } from '../../../test/helpers/student-session.js';
import { insertScore } from '../school-reports/school-reports.fixture.js';

/**
 * 举一反三 from the wrong-question book. Hand-checked fixture: an ended homework of A701 whose 第1题 (2 points) came
 * from a bank item of 方程测试点 P and 第2题 from one of 另一测试点 Q. The first student lost 第1题 and got 第2题; the
 * second got both. The first student's rate on P is 0/2 = 0 → the difficulty it calls for is 困难 (5).
 * Bank items of P (or its sub-point C), in the order the practice must give them:
 *   c1 单选 困难 P · c2 判断 较难 C (key 对 → A) · c3 多选 中等 P (key AC)
 * and left out: the item of 第1题 (done), a 填空 of P (not answerable by choice), school B's own item of P, a deleted
 * item of P, a 单选 whose key D is beyond its two options.
 */
let t: TestApp;
let work: FactoryWork;
let s1: string;
let s2: string;
let studentB: string;
const P = randomUUID();
const C = randomUUID();
const Q = randomUUID();
const ids = { done: randomUUID(), other: randomUUID(), c1: randomUUID(), c2: randomUUID(), c3: randomUUID(), blank: randomUUID(), schoolB: randomUUID(), deleted: randomUUID(), badKey: randomUUID() };

const opts = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ label: 'ABCD'[i]!, text: `选项${i + 1}` })));

async function item(db: Db, guid: string, o: { type?: number; difficulty?: number; answer?: string[]; options?: number; schoolId?: number | null; deleted?: boolean; point: string }) {
  const now = new Date();
  await db.insertInto('items').values({
    guid, schoolId: o.schoolId ?? null, ownerUserId: null, source: o.schoolId ? 200 : 100, type: o.type ?? 1, stem: `<p>题 ${guid.slice(0, 4)}</p>`,
    options: o.type === 3 || o.type === 4 ? '[]' : opts(o.options ?? 4), answer: JSON.stringify(o.answer ?? ['A']), subItems: null,
    explanation: '<p>因为所以</p>', difficulty: o.difficulty ?? 3, periodCode: 'C', km: '数学', gradeCode: 'A7', year: 2026, provinceCodes: [],
    chapterGuid: null, scoreRate: null, schoolRate: null, discrimination: null, createdAt: now, updatedAt: now, deletedAt: o.deleted ? now : null,
  }).execute();
  await db.insertInto('itemKnowledge').values({ itemGuid: guid, knowledgeGuid: o.point, isPrimary: true }).execute();
}

beforeAll(async () => {
  t = await createTestApp();
  await setSchoolService(t.db, 'RU20002', 0);
  await t.db.insertInto('knowledgePoints').values([
    { guid: P, periodCode: 'C', km: '数学', parentGuid: null, name: '方程测试点', sort: 9101 },
    { guid: C, periodCode: 'C', km: '数学', parentGuid: P, name: '方程测试子点', sort: 9102 },
    { guid: Q, periodCode: 'C', km: '数学', parentGuid: null, name: '另一测试点', sort: 9103 },
  ]).execute();
  const schoolB = (await classByCode(t.db, 'RU20002', 'A701')).schoolId;
  await item(t.db, ids.done, { point: P, difficulty: 5 });
  await item(t.db, ids.other, { point: Q });
  await item(t.db, ids.c1, { point: P, difficulty: 5 });
  await item(t.db, ids.c2, { point: C, type: 3, difficulty: 4, answer: ['对'] });
  await item(t.db, ids.c3, { point: P, type: 2, difficulty: 3, answer: ['A', 'C'] });
  await item(t.db, ids.blank, { point: P, type: 4, difficulty: 5, answer: ['x=1'] });
  await item(t.db, ids.schoolB, { point: P, difficulty: 5, schoolId: schoolB });
  await item(t.db, ids.deleted, { point: P, difficulty: 5, deleted: true });
  await item(t.db, ids.badKey, { point: P, difficulty: 5, options: 2, answer: ['D'] });

  work = await createWork(t.db, { classCodes: ['A701'], name: '方程作业', end: new Date(Date.now() - 60_000),
    questions: [{ th: 1, type: 1, score: 2, answer: 'A' }, { th: 2, type: 1, score: 2, answer: 'B' }] });
  await t.db.updateTable('workQuestions').set({ itemGuid: ids.done }).where('workGuid', '=', work.guid).where('th', '=', 1).execute();
  await t.db.updateTable('workQuestions').set({ itemGuid: ids.other }).where('workGuid', '=', work.guid).where('th', '=', 2).execute();
  const [a, b] = await studentsOf(t.db, work.classGuids[0]!);
  await insertScore(t.db, work, a!.guid, 2, { perQuestion: [0, 2] });
  await insertScore(t.db, work, b!.guid, 4, { perQuestion: [2, 2] });
  s1 = (await studentSession(t.app, t.db, a!, 'RU10001')).cookie;
  s2 = (await studentSession(t.app, t.db, b!, 'RU10001')).cookie;
  const [bStudent] = await studentsOf(t.db, (await classByCode(t.db, 'RU20002', 'A701')).guid);
  studentB = (await studentSession(t.app, t.db, bStudent!, 'RU20002')).cookie;
});
afterAll(() => t.close());

const practice = (cookie: string, knowledgeGuid = P) => call(t.app, cookie, 'GET', `/api/Student/WrongBook/Practice?knowledgeGuid=${knowledgeGuid}`);
const check = (cookie: string, itemGuid: string, answer: string, knowledgeGuid = P) =>
  call(t.app, cookie, 'POST', '/api/Student/WrongBook/Practice/Check', { knowledgeGuid, itemGuid, answer });

describe('GET /api/Student/WrongBook/Practice', () => {
  it('chooses unanswered objective bank questions of the point nearest the difficulty the student\'s rate calls for, and says why', async () => {
    const { body } = await practice(s1);
    expect(body.status).toBe(200);
    expect(body.data).toMatchObject({ knowledgeGuid: P, knowledgeName: '方程测试点', km: '数学', myRate: 0, lostCount: 1 });
    expect(body.data.list.map((i: { itemGuid: string; type: number; optionCount: number }) => [i.itemGuid, i.type, i.optionCount]))
      .toEqual([[ids.c1, 1, 4], [ids.c2, 1, 2], [ids.c3, 2, 4]]);
    expect(body.data.list[0].reasons).toEqual(['考查同一知识点「方程测试点」', '难度困难，与你在该知识点的得分率为0%相当', '你在作业中没有做过这道题']);
    expect(body.data.list[1].reasons.slice(0, 2)).toEqual(['考查「方程测试子点」，属于知识点「方程测试点」', '难度较难，接近你在该知识点的得分率为0%对应的困难']);
    expect(body.data.list[2].reasons[1]).toBe('难度中等（该知识点暂无更接近困难的题）');
    // A true/false question is answered as A 对 / B 错; no explanation before answering.
    expect(body.data.list[1].content).toMatchObject({ typeName: '判断题', options: [{ label: 'A', text: '对' }, { label: 'B', text: '错' }], explanation: null });
    expect(JSON.stringify(body.data)).not.toContain('因为所以');
  });

  it('refuses a point that is not in the student\'s own book, and another school\'s student', async () => {
    expect((await practice(s1, Q)).body).toMatchObject({ status: 404, message: '错题本中没有这个知识点', data: null });
    expect((await practice(s2)).body).toMatchObject({ status: 404, message: '错题本中没有这个知识点' });
    expect((await practice(studentB)).body).toMatchObject({ status: 404, message: '错题本中没有这个知识点' });
    expect((await practice(s1, randomUUID())).body.status).toBe(404);
    expect((await call(t.app, s1, 'GET', '/api/Student/WrongBook/Practice?knowledgeGuid=x')).body).toMatchObject({ status: 400, message: '请选择知识点' });
  });

  it('is for students only', async () => {
    const teacher = await loginAs(t.app, DEMO.teacherA);
    expect((await practice(teacher)).body.status).not.toBe(200);
  });
});

describe('POST /api/Student/WrongBook/Practice/Check', () => {
  it('scores an answer at once and then gives the key and the explanation', async () => {
    expect((await check(s1, ids.c1, 'A')).body.data).toEqual({ isCorrect: true, answerKey: 'A', explanation: '<p>因为所以</p>' });
    expect((await check(s1, ids.c2, 'B')).body.data).toMatchObject({ isCorrect: false, answerKey: 'A' });
    expect((await check(s1, ids.c3, 'c,a')).body.data).toMatchObject({ isCorrect: true, answerKey: 'AC' });
    expect((await check(s1, ids.c3, 'A')).body.data.isCorrect).toBe(false);
  });

  it('refuses a question outside the practice, an empty answer, and other students', async () => {
    for (const guid of [ids.done, ids.blank, ids.schoolB, ids.deleted, ids.badKey, ids.other]) {
      expect((await check(s1, guid, 'A')).body).toMatchObject({ status: 404, message: '这道题不在该知识点的练习中' });
    }
    expect((await check(s1, ids.c1, ' ')).body).toMatchObject({ status: 400, message: '请先作答' });
    expect((await check(s2, ids.c1, 'A')).body).toMatchObject({ status: 404, message: '错题本中没有这个知识点' });
    expect((await check(studentB, ids.c1, 'A')).body).toMatchObject({ status: 404, message: '错题本中没有这个知识点' });
  });
});
