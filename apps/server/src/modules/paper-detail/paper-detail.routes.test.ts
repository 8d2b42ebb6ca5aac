import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableGuid } from '../../db/seed/question-bank/ids.js';
import { seedSchoolPapers } from '../../db/seed/school-papers.js';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { schoolIdOf, SCOPE, universal } from '../question-bank/question-bank.fixture.js';

let t: TestApp;
let owner: string;
let teacherA: string;
let adminA: string;
let collector: string;
let teacherB: string;
let adminB: string;
let schoolA: number;

/** 王丽's own prepared paper (我的试卷) and school A's daily practice; school B's practice. */
const OWN = stableGuid('school-paper:RU10001:mine-7a-3');
const PRACTICE_A = stableGuid('school-paper:RU10001:7a-2');
const PRACTICE_B = stableGuid('school-paper:RU20002:7a-3');

beforeAll(async () => {
  t = await createTestApp({ seed: 'bank' });
  await seedSchoolPapers(t.db);
  [owner, teacherA, adminA, collector, teacherB, adminB] = await Promise.all([
    loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher'), loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.adminA),
    loginAs(t.app, DEMO.collector, 'Collector'), loginAs(t.app, DEMO.teacherB), loginAs(t.app, DEMO.adminB),
  ]);
  schoolA = await schoolIdOf(t.db, DEMO.teacherA);
});
afterAll(async () => t.close());

const detail = (cookie: string, paperGuid: string) => call(t.app, cookie, 'GET', `/api/QuestionBank/PaperDetail?paperGuid=${paperGuid}`);

/** A practice paper of school A (八年级 questions, used by no other test here) whose second question has lost its answer. */
let lacking: string | undefined;
async function paperWithoutAnswer(): Promise<{ guid: string }> {
  if (lacking) return { guid: lacking };
  const guid = randomUUID();
  const creator = await t.db.selectFrom('users').select('id').where('phone', '=', DEMO.teacherA).executeTakeFirstOrThrow();
  await t.db.insertInto('papers').values({ guid, name: '缺答案的练习', periodCode: 'C', km: '数学', gradeCode: 'A8', source: 2, schoolId: schoolA,
    creatorUserId: creator.id, year: 2026, totalScore: 6, difficulty: null }).execute();
  const items = await t.db.selectFrom('paperItems').selectAll().where('paperGuid', '=', stableGuid('school-paper:RU10001:8b-17'))
    .orderBy('sort').limit(2).execute();
  await t.db.insertInto('paperItems').values(items.map((i) => ({ ...i, paperGuid: guid, multSetting: null }))).execute();
  await t.db.updateTable('items').set({ answer: JSON.stringify([]) }).where('guid', '=', items[1]!.itemGuid).execute();
  lacking = guid;
  return { guid };
}

describe('paper detail (GET /api/QuestionBank/PaperDetail)', () => {
  it("gives the paper's type sections with counts and scores, its creator, collection state and no lack of answers", async () => {
    const res = await detail(owner, OWN);
    expect(res.body.status, res.body.message).toBe(200);
    const d = res.body.data;
    expect(d.name).toBe('七年级 一元一次方程 分层作业（备课）');
    expect(d.groups.map((g: { itemTypeName: string; total: number; score: number }) => [g.itemTypeName, g.total, g.score]))
      .toEqual([['单选题', 4, 12], ['填空题', 3, 9], ['解答题', 2, 16]]);
    expect(d.creatorPhone).toBe(DEMO.twoRoleTeacher);
    expect(d).toMatchObject({ isCollection: false, isClickable: true, manual: null, answerLackNumbers: [], totalScore: 37 });
  });

  it('numbers the questions without an answer (the answer-lack warning)', async () => {
    const { guid } = await paperWithoutAnswer();
    expect((await detail(teacherA, guid)).body.data.answerLackNumbers).toEqual([2]);
  });

  it("answers another school's teacher, and a colleague for an unshared own paper, with an error envelope", async () => {
    for (const guid of [PRACTICE_A, OWN]) {
      const res = await detail(teacherB, guid);
      expect(res.body).toMatchObject({ status: 404, message: '试卷不存在' });
    }
    expect((await detail(teacherA, OWN)).body.status).toBe(404);
    expect((await detail(teacherA, PRACTICE_B)).body.status).toBe(404);
  });

  it('refuses a malformed paper id with a 400 envelope', async () => {
    const res = await detail(teacherA, 'not-a-guid');
    expect(res.http).toBe(400);
    expect(res.body.status).toBe(400);
  });
});

describe('add the whole paper to the basket (POST /api/QuestionBank/Papers/AddToBasket)', () => {
  it("puts every question with its paper score in the teacher's basket, skipping what is already there", async () => {
    const res = await call(t.app, teacherA, 'POST', '/api/QuestionBank/Papers/AddToBasket', { ...SCOPE, paperGuid: PRACTICE_A });
    expect(res.body, res.body.message).toMatchObject({ status: 200, message: '操作成功！', data: { added: 10, skipped: 0 } });
    const basket = await call(t.app, teacherA, 'GET', '/api/QuestionBank/Basket?period=C&km=数学');
    expect(basket.body.data.total).toBe(10);
    expect(basket.body.data.totalScore).toBe(5 * 3 + 3 * 3 + 2 * 8);
    const again = await call(t.app, teacherA, 'POST', '/api/QuestionBank/Papers/AddToBasket', { ...SCOPE, paperGuid: PRACTICE_A });
    expect(again.body.data).toEqual({ added: 0, skipped: 10 });
  });

  it('refuses another period or subject than the page\'s, and a paper with a missing answer, with the spec\'s words', async () => {
    const other = await call(t.app, teacherA, 'POST', '/api/QuestionBank/Papers/AddToBasket', { period: 'C', km: '英语', paperGuid: PRACTICE_A });
    expect(other.body).toMatchObject({ status: 400, message: '当前试卷科目与页面右上角「学段、科目」不一致，请切换学段、科目' });
    const { guid } = await paperWithoutAnswer();
    const lack = await call(t.app, teacherA, 'POST', '/api/QuestionBank/Papers/AddToBasket', { ...SCOPE, paperGuid: guid });
    expect(lack.body).toMatchObject({ status: 400, message: '试卷中存在答案缺失，请补充答案，否则将无法使用试题~' });
  });

  it("refuses another school's paper and bad input", async () => {
    expect((await call(t.app, teacherB, 'POST', '/api/QuestionBank/Papers/AddToBasket', { ...SCOPE, paperGuid: PRACTICE_A })).body.status).toBe(404);
    expect((await call(t.app, teacherA, 'POST', '/api/QuestionBank/Papers/AddToBasket', { ...SCOPE })).http).toBe(400);
  });
});

describe('AddNotice: a teacher reports a problem with questions of the paper', () => {
  it('is stored with the question numbers and shown to the school administrator, newest first', async () => {
    const res = await universal(t, teacherA, '/Rock.OnLineService/ApiWorkService/AddNotice',
      { paperGuid: PRACTICE_A, message: '第3题答案应为 B', thJson: JSON.stringify([3]) });
    expect(res.body, res.body.message).toMatchObject({ status: 200, message: '反馈成功，学校管理员会尽快处理' });
    await call(t.app, teacherA, 'POST', '/api/QuestionBank/Papers/AddNotice', { paperGuid: PRACTICE_A, message: '排版有误' });
    const list = await call(t.app, adminA, 'GET', '/api/QuestionBank/Papers/Notices');
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list.map((n: { message: string; questions: number[]; reporterPhone: string }) => [n.message, n.questions, n.reporterPhone]))
      .toEqual([['排版有误', [], DEMO.teacherA], ['第3题答案应为 B', [3], DEMO.teacherA]]);
  });

  it('is for administrators to read: a teacher is refused, and another school sees none of it', async () => {
    expect((await call(t.app, teacherA, 'GET', '/api/QuestionBank/Papers/Notices')).body.status).toBe(403);
    expect((await call(t.app, adminB, 'GET', '/api/QuestionBank/Papers/Notices')).body.data.total).toBe(0);
  });

  it('refuses an empty message, a question number beyond the paper and another school\'s paper', async () => {
    const empty = await call(t.app, teacherA, 'POST', '/api/QuestionBank/Papers/AddNotice', { paperGuid: PRACTICE_A, message: '  ' });
    expect(empty.body).toMatchObject({ status: 400, message: '请填写问题描述' });
    const beyond = await call(t.app, teacherA, 'POST', '/api/QuestionBank/Papers/AddNotice', { paperGuid: PRACTICE_A, message: 'x', thJson: '[11]' });
    expect(beyond.body).toMatchObject({ status: 400, message: '题号不正确' });
    const notNumber = await call(t.app, teacherA, 'POST', '/api/QuestionBank/Papers/AddNotice', { paperGuid: PRACTICE_A, message: 'x', thJson: '["a"]' });
    expect(notNumber.body.status).toBe(400);
    expect((await call(t.app, teacherB, 'POST', '/api/QuestionBank/Papers/AddNotice', { paperGuid: PRACTICE_A, message: 'x' })).body.status).toBe(404);
  });
});

describe('transfer to manual handling', () => {
  it('holds the paper for the school until an administrator finishes it', async () => {
    const res = await call(t.app, teacherA, 'POST', '/api/QuestionBank/Papers/TransferManual', { paperGuid: PRACTICE_A, remark: '第2题图片缺失', questions: [2, 2, 5] });
    expect(res.body, res.body.message).toMatchObject({ status: 200, message: '已转人工处理，处理完成前该试卷暂不可用',
      data: { status: 1, statusName: '人工处理中', remark: '第2题图片缺失', questions: [2, 5], requesterPhone: DEMO.teacherA } });
    const held = (await detail(owner, PRACTICE_A)).body.data;
    expect(held).toMatchObject({ isClickable: false, manual: { id: res.body.data.id, status: 1 } });

    const again = await call(t.app, owner, 'POST', '/api/QuestionBank/Papers/TransferManual', { paperGuid: PRACTICE_A });
    expect(again.body).toMatchObject({ status: 412, message: '该试卷已提交人工处理，请耐心等待' });
    const add = await call(t.app, owner, 'POST', '/api/QuestionBank/Papers/AddToBasket', { ...SCOPE, paperGuid: PRACTICE_A });
    expect(add.body).toMatchObject({ status: 403, message: '该试卷正在人工处理中，暂不可用，处理完成后即可使用' });

    const pending = await call(t.app, adminA, 'GET', '/api/QuestionBank/Papers/ManualRequests');
    expect(pending.body.data.list.map((r: { paperGuid: string }) => r.paperGuid)).toEqual([PRACTICE_A]);
    expect((await call(t.app, teacherA, 'POST', '/api/QuestionBank/Papers/FinishManual', { id: res.body.data.id })).body.status).toBe(403);
    expect((await call(t.app, adminB, 'POST', '/api/QuestionBank/Papers/FinishManual', { id: res.body.data.id })).body.status).toBe(404);

    const done = await call(t.app, adminA, 'POST', '/api/QuestionBank/Papers/FinishManual', { id: res.body.data.id, result: '已补图' });
    expect(done.body).toMatchObject({ status: 200, data: { status: 2, statusName: '已处理', result: '已补图' } });
    expect((await detail(owner, PRACTICE_A)).body.data).toMatchObject({ isClickable: true, manual: null });
    expect((await call(t.app, adminA, 'POST', '/api/QuestionBank/Papers/FinishManual', { id: res.body.data.id })).body.status).toBe(412);
    const finished = await call(t.app, adminA, 'GET', '/api/QuestionBank/Papers/ManualRequests?status=2');
    expect(finished.body.data.total).toBe(1);
  });

  it('lets a Collector (super administrator) finish requests too', async () => {
    const res = await call(t.app, owner, 'POST', '/api/QuestionBank/Papers/TransferManual', { paperGuid: OWN });
    expect(res.body.status).toBe(200);
    const list = await call(t.app, collector, 'GET', '/api/QuestionBank/Papers/ManualRequests');
    expect(list.body.status, list.body.message).toBe(200);
  });

  it("refuses another school's paper, question numbers beyond the paper and a long remark", async () => {
    expect((await call(t.app, teacherB, 'POST', '/api/QuestionBank/Papers/TransferManual', { paperGuid: PRACTICE_A })).body.status).toBe(404);
    const beyond = await call(t.app, teacherA, 'POST', '/api/QuestionBank/Papers/TransferManual', { paperGuid: PRACTICE_A, questions: [99] });
    expect(beyond.body).toMatchObject({ status: 400, message: '题号不正确' });
    const long = await call(t.app, teacherA, 'POST', '/api/QuestionBank/Papers/TransferManual', { paperGuid: PRACTICE_A, remark: '长'.repeat(201) });
    expect(long.body).toMatchObject({ status: 400, message: '备注不能超过200个字' });
    expect((await call(t.app, adminA, 'GET', '/api/QuestionBank/Papers/ManualRequests?status=7')).body.status).toBe(400);
  });
});
