import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createReportsFixture, type ReportsFixture } from '../school-reports/school-reports.fixture.js';

let t: TestApp;
let admin: string;
let f: ReportsFixture;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, DEMO.adminA);
  f = await createReportsFixture(t.db);
});
afterAll(() => t.close());

const post = (url: string, body: object, cookie = admin) => call(t.app, cookie, 'POST', url, body);
const get = (url: string, query: Record<string, string | string[]>, cookie = admin) => {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const x of [v].flat()) qs.append(k, x);
  return call(t.app, cookie, 'GET', `${url}?${qs}`);
};
const items = (body: object, cookie = admin) => post('/api/WrongQuestion/WorkKnowledgeItems', body, cookie);
const rows = (res: { body: { data: { list: { itemNumber: number; clsScoreRate: number }[] } } }) =>
  res.body.data.list.map((i) => [i.itemNumber, i.clsScoreRate]);

// W1 per question (th 1–6: 2, 2, 2, 2, 2, 10 points). A701 [2,2,2,2,2,10] [2,2,2,0,2,8] [2,0,2,0,2,6] [2,2,2,2,0,–]
// → class rates 1, 0.75, 1, 0.5, 0.75, 0.6. A702 [2,2,2,2,2,0] [0,2,0,2,2,0] → 0.5, 1, 0.5, 1, 1, 0.
// W2 (two questions of 5) has two A701 submissions without per-question answers: both questions 0.
// 有理数的运算 is th 1, 2, 6; 一元一次方程 th 3, 4, 5, 6.
describe('POST /api/WrongQuestion/WorkKnowledgeItems', () => {
  it('lists the questions whose class rate lies in the range, by rate or by time, with the bank question', async () => {
    const byRate = await items({ workGuids: [f.w1.guid], classCode: 'A702', minRate: 0, maxRate: 0.5, sortProp: 'rate' });
    expect(byRate.body.status).toBe(200);
    expect(rows(byRate)).toEqual([[6, 0], [1, 0.5], [3, 0.5]]);
    const first = byRate.body.data.list[0];
    expect(first).toMatchObject({ workGuid: f.w1.guid, workName: '三月第一次作业', fullScore: 10, submitCount: 2, wrongCount: 2, startTime: '2026-03-02 09:00' });
    expect(first.item.knowledgeNames.sort()).toEqual(['一元一次方程', '有理数的运算']);
    expect(byRate.body.data).toMatchObject({ total: 3, all: 3, students: 2 });
    expect(byRate.body.data.itemTypes).toEqual([{ itemTypeGuid: 1, itemTypeName: '单选题', count: 3 }]);

    // The default range 0–0.4: nothing of W1 for A701; W2's two questions (newer) by time.
    expect(rows(await items({ workGuids: [f.w1.guid], classCode: 'A701' }))).toEqual([]);
    const both = await items({ workGuids: [f.w1.guid, f.w2.guid], classCode: 'A701' });
    expect(both.body.data.list.map((i: { workGuid: string; itemNumber: number }) => [i.workGuid, i.itemNumber])).toEqual([[f.w2.guid, 1], [f.w2.guid, 2]]);
    expect(both.body.data.list[0].item).toBeNull();
    expect(rows(await items({ workGuids: [f.w1.guid], classCode: 'A701', minRate: 0, maxRate: 0.6, sortProp: 'rate' }))).toEqual([[4, 0.5], [6, 0.6]]);
  });

  it('counts only the chosen students, and filters by knowledge point, type and page', async () => {
    const third = f.a701[2]!.guid;
    expect(rows(await items({ workGuids: [f.w1.guid], classCode: 'A701', studentGuids: [third], sortProp: 'rate' }))).toEqual([[2, 0], [4, 0]]);
    const k1 = await items({ workGuids: [f.w1.guid], classCode: 'A702', minRate: 0, maxRate: 0.5, knowledgeGuids: [f.knowledge.k1] });
    expect(k1.body.data.list.map((i: { itemNumber: number }) => i.itemNumber)).toEqual([1, 6]);
    expect((await items({ workGuids: [f.w1.guid], classCode: 'A702', minRate: 0, maxRate: 0.5, itemTypeGuid: 5 })).body.data)
      .toMatchObject({ list: [], total: 0, all: 3 });
    const page2 = await items({ workGuids: [f.w1.guid], classCode: 'A702', minRate: 0, maxRate: 0.5, pageIndex: 2, pageSize: 2 });
    // By time: one work, so question order 1, 3, 6.
    expect(page2.body.data.list.map((i: { itemNumber: number }) => i.itemNumber)).toEqual([6]);
  });

  it('refuses more than 10 works, a range whose maximum is not above the minimum, and a work still running', async () => {
    const eleven = Array.from({ length: 11 }, () => randomUUID());
    expect((await items({ workGuids: eleven, classCode: 'A701' })).body).toMatchObject({ status: 400, message: '最多只能选择10场作业！' });
    expect((await items({ workGuids: [f.w1.guid], classCode: 'A701', minRate: 0.5, maxRate: 0.5 })).body)
      .toMatchObject({ status: 400, message: '最大值需大于最小值' });
    await t.db.updateTable('works').set({ endTime: new Date(Date.now() + 86_400_000) }).where('guid', '=', f.w4.guid).execute();
    expect((await items({ workGuids: [f.w4.guid], classCode: 'A701' })).body).toMatchObject({ status: 404, message: '所选作业还未结束' });
  });

  it('refuses another school\'s work, class or ruCode, and a class the teacher does not teach', async () => {
    expect((await items({ workGuids: [f.other.guid], classCode: 'A701' })).body).toMatchObject({ status: 404, message: '作业不存在', data: null });
    expect((await items({ workGuids: [f.w1.guid], classCode: 'A501' })).body).toMatchObject({ status: 404, message: '所选班级不存在' });
    expect((await items({ workGuids: [f.w1.guid], classCode: 'A701', ruCode: 'RU20002' })).body.status).toBe(404);
    expect((await items({ workGuids: [f.w3.guid], classCode: 'A701' })).body).toMatchObject({ status: 404, message: '所选班级没有布置该作业' });
    const zhou = await loginAs(t.app, DEMO.teacherOfTwo);
    const refused = await items({ workGuids: [f.w1.guid], classCode: 'A702' }, zhou);
    expect(refused.http).toBe(403);
    expect(refused.body.message).toBe('您不是所选班级的任课老师');
  });
});

describe('POST /api/WrongQuestion/KnowledgePoints', () => {
  it('counts the in-range questions and works of each point', async () => {
    const res = await post('/api/WrongQuestion/KnowledgePoints', { workGuids: [f.w1.guid], classCode: 'A702', minRate: 0, maxRate: 0.5 });
    expect(res.body.data.list).toEqual([
      { knowledgeGuid: f.knowledge.k1, knowledgeName: '有理数的运算', workFrequency: 1, highFrequencyErrorNum: 2 },
      { knowledgeGuid: f.knowledge.k2, knowledgeName: '一元一次方程', workFrequency: 1, highFrequencyErrorNum: 2 },
    ]);
    expect((await post('/api/WrongQuestion/KnowledgePoints', { workGuids: [f.other.guid], classCode: 'A702' })).body.status).toBe(404);
  });
});

describe('GET /api/WrongQuestion/* filters', () => {
  it('starts from the latest ended work\'s grade, or says there is no ended homework', async () => {
    const march = await get('/api/WrongQuestion/GetInitialData', { km: '数学', period: 'C', startDay: '2026-03-01', endDay: '2026-03-31' });
    expect(march.body.data).toEqual({ gradeCode: 'A7', gradeName: '七年级', workInfoGuids: [f.w2.guid, f.w1.guid] });
    const none = await get('/api/WrongQuestion/GetInitialData', { km: '物理', period: 'C' });
    expect(none.body).toMatchObject({ status: 200, message: '您还未有已结束的作业！', data: { workInfoGuids: [] } });
    expect((await get('/api/WrongQuestion/GetInitialData', { km: '数学', period: 'C', ruCode: 'RU20002' })).body.status).toBe(404);
    expect((await get('/api/WrongQuestion/GetGradeCode', { km: '数学', period: 'C' })).body.data.gradeCode).toBe('A7');
  });

  it('lists ended works with the average and the count of questions someone lost points on', async () => {
    const res = await get('/api/WrongQuestion/WorkInfoList', { km: '数学', period: 'C', startDay: '2026-03-01', endDay: '2026-03-31', pageIndex: '1', pageSize: '10' });
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.list.map((w: { name: string; gradeAvg: number; wrongCount: number; fullScore: number }) => [w.name, w.gradeAvg, w.wrongCount, w.fullScore]))
      .toEqual([['三月第二次作业', 7.5, 2, 10], ['三月第一次作业', 12, 6, 20]]);
    expect((await get('/api/WrongQuestion/GetGrades', { period: 'C' })).body.data.map((g: { gradeCode: string }) => g.gradeCode)).toContain('A7');
  });

  it('lists the works\' classes and the class\'s submitting students; another school\'s work is missing', async () => {
    const classes = await get('/api/WrongQuestion/GetClasses', { workGuids: [f.w1.guid] });
    expect(classes.body.data).toEqual([{ ClassCode: 'A701', ClassName: '七年级1班' }, { ClassCode: 'A702', ClassName: '七年级2班' }]);
    const students = await get('/api/WrongQuestion/GetStudents', { classCode: 'A701', workGuids: [f.w1.guid] });
    expect(students.body.data.map((s: { guid: string }) => s.guid).sort()).toEqual(f.a701.slice(0, 4).map((s) => s.guid).sort());
    expect((await get('/api/WrongQuestion/GetClasses', { workGuids: [f.other.guid] })).body).toMatchObject({ status: 404, message: '作业不存在' });
    expect((await get('/api/WrongQuestion/GetStudents', { classCode: 'A501', workGuids: [f.w1.guid] })).body.status).toBe(404);
  });
});

describe('POST /api/WrongQuestion/WrongQStudentList, WrongQuestionList', () => {
  it('names the students short of full marks, grouped by score for a subjective question', async () => {
    const res = await post('/api/WrongQuestion/WrongQStudentList', { workGuid: f.w1.guid, th: 6, classCode: 'A701' });
    expect(res.body.data).toMatchObject({ thStr: '第6题', fullScore: 10, fullMarksCount: 1, loseMarksCount: 3, showType: 1 });
    expect(res.body.data.optionArry.map((o: { option: string; answerDetail: unknown[] }) => [o.option, o.answerDetail.length]))
      .toEqual([['6分', 1], ['8分', 1], ['未评分', 1]]);
    expect((await post('/api/WrongQuestion/WrongQStudentList', { workGuid: f.other.guid, th: 1, classCode: 'A701' })).body.status).toBe(404);
  });

  it('returns the bank questions behind chosen work questions in the order asked', async () => {
    const res = await post('/api/WrongQuestion/WrongQuestionList', { km: '数学', classCode: 'A702',
      itemData: JSON.stringify([{ workInfoGuid: f.w1.guid, th: 6 }, { workInfoGuid: f.w1.guid, th: 1 }]) });
    expect(rows(res)).toEqual([[6, 0], [1, 0.5]]);
    expect(res.body.data.list[1].item.knowledgeNames).toEqual(['有理数的运算']);
    expect((await post('/api/WrongQuestion/WrongQuestionList', { km: '数学', itemData: [{ workInfoGuid: f.other.guid, th: 1 }] })).body.status).toBe(404);
  });
});

describe('recommended practice', () => {
  it('view detail lists the class\'s lost-point questions of the point, newest first', async () => {
    const res = await post('/api/WrongQuestion/ViewWrongQuestionList', { km: '数学', period: 'C', classCode: 'A701', knowledgeGuid: f.knowledge.k2 });
    expect(res.body.data).toMatchObject({ knowledgeName: '一元一次方程', className: '七年级1班' });
    // th 3 was answered fully by everyone.
    expect(res.body.data.list.map((i: { itemNumber: number; wrongCount: number }) => [i.itemNumber, i.wrongCount])).toEqual([[4, 2], [5, 1], [6, 3]]);
    expect((await post('/api/WrongQuestion/ViewWrongQuestionList', { km: '数学', period: 'C', classCode: 'A501', knowledgeGuid: f.knowledge.k2 })).body.status).toBe(404);
  });

  it('recommends unused bank questions of the point, nearest the difficulty the class rate calls for, with reasons', async () => {
    const now = new Date();
    const guids = [1, 2, 3, 4, 5].map(() => randomUUID());
    await t.db.insertInto('items').values(guids.map((guid, i) => ({
      guid, schoolId: null, ownerUserId: null, source: 100, type: 1, stem: `<p>推荐题${i + 1}</p>`, options: '[]', answer: '["A"]', subItems: null,
      explanation: '', difficulty: i + 1, periodCode: 'C', km: '数学', gradeCode: 'A7', year: 2026, provinceCodes: [], chapterGuid: null,
      scoreRate: null, schoolRate: null, discrimination: null, createdAt: now, updatedAt: now, deletedAt: null,
    }))).execute();
    await t.db.insertInto('itemKnowledge').values(guids.map((itemGuid) => ({ itemGuid, knowledgeGuid: f.knowledge.k2, isPrimary: true }))).execute();
    // The fifth was used in a paper of the school.
    await t.db.insertInto('itemSchoolUses').values({ schoolId: f.w1.schoolId, itemGuid: guids[4]!, useCount: 1 }).execute();

    // A702 on 一元一次方程 (th 3–6): 2 + 4 + 4 + 0 of 32 points = 0.3125 → 较难 (4).
    const res = await post('/api/Recommend/KnowledgeItems', { km: '数学', period: 'C', classCode: 'A702', knowledgeGuid: f.knowledge.k2 });
    expect(res.body.data).toMatchObject({ knowledgeName: '一元一次方程', className: '七年级2班', classRate: 0.3125, targetDifficulty: 4, total: 4 });
    expect(res.body.data.list.map((i: { itemGuid: string }) => i.itemGuid)).toEqual([guids[3], guids[2], guids[1], guids[0]]);
    expect(res.body.data.list[0].reasons).toEqual(['考查同一知识点「一元一次方程」', '难度较难，与班级在该知识点的得分率为31%相当', '本校尚未使用过']);
    expect(res.body.data.list[1].reasons[1]).toBe('难度中等，接近班级在该知识点的得分率为31%对应的较难');
    expect(res.body.data.list[2].reasons[1]).toBe('难度较易（该知识点暂无更接近较难的未用试题）');
    const easy = await post('/api/Recommend/KnowledgeItems', { km: '数学', period: 'C', classCode: 'A702', knowledgeGuid: f.knowledge.k2, difficultyGuid: 1 });
    expect(easy.body.data.list.map((i: { itemGuid: string }) => i.itemGuid)).toEqual([guids[0]]);

    expect((await post('/api/Recommend/KnowledgeItems', { km: '数学', period: 'C', classCode: 'A501', knowledgeGuid: f.knowledge.k2 })).body.status).toBe(404);
    expect((await post('/api/Recommend/KnowledgeItems', { km: '数学', period: 'C', classCode: 'A702', knowledgeGuid: randomUUID() })).body)
      .toMatchObject({ status: 404, message: '知识点不存在' });
  });
});
