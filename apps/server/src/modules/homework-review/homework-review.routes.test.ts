import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createReviewWork, type ReviewFixture } from './homework-review.fixture.js';

let t: TestApp;
let admin: string;
let otherSchool: string;
let work: ReviewFixture;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, DEMO.adminA);
  otherSchool = await loginAs(t.app, DEMO.teacherB);
  work = await createReviewWork(t.db);
});
afterAll(() => t.close());

const get = (path: string, query: Record<string, string | number>, cookie = admin) =>
  call(t.app, cookie, 'GET', `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);

describe('POST /api/MPaper/HomeworkReview', () => {
  it('offers commentary for a paper homework and counts the questions of each level', async () => {
    const { body } = await call(t.app, admin, 'POST', '/api/MPaper/HomeworkReview', { workGuid: work.guid });
    expect(body.status).toBe(200);
    expect(body.data).toMatchObject({ workType: 2, hasCommentary: true, questionCount: 3, studentCount: 91, submittedCount: 5 });
    // th1 0.40 很差, th2 0.50 较差, th3 0.65 一般.
    expect(body.data.levels.map((l: { name: string; count: number }) => [l.name, l.count])).toEqual([
      ['很差', 1], ['较差', 1], ['一般', 1], ['良好', 0],
    ]);
  });

  it('adds 未评分 first for the oral type and offers no commentary for an online homework', async () => {
    const oral = await createReviewWork(t.db, { workType: 5 });
    const o = await call(t.app, admin, 'POST', '/api/MPaper/HomeworkReview', { workGuid: oral.guid });
    expect(o.body.data.levels.map((l: { name: string }) => l.name)).toEqual(['未评分', '很差', '较差', '一般', '良好']);
    const online = await createReviewWork(t.db, { workType: 1 });
    const n = await call(t.app, admin, 'POST', '/api/MPaper/HomeworkReview', { workGuid: online.guid });
    expect(n.body.data.hasCommentary).toBe(false);
  });
});

describe('GET /api/MPaper/HomeworkReviewList', () => {
  it('gives each question its class scoring rate, average, full-mark and lose-mark counts', async () => {
    const { body } = await get('/api/MPaper/HomeworkReviewList', { workGuid: work.guid });
    expect(body.data).toEqual([
      // 2, 0, 2, 0, 0 of 2: mean 0.8.
      { th: 1, type: 0, typeStr: '单选题', knowledge: '', classScoringRate: '0.40', scoringRate: 0.4, level: 'veryPoor', fullMarksCount: 2, loseMarksCount: 3, fullScore: 2, classAvgScore: 0.8 },
      // 2, 1, 0, no answer (0), 2 of 2: mean 1.
      { th: 2, type: 0, typeStr: '多选题', knowledge: '', classScoringRate: '0.50', scoringRate: 0.5, level: 'poor', fullMarksCount: 2, loseMarksCount: 3, fullScore: 2, classAvgScore: 1 },
      // 10, 5, 3, 8 of 10 (one unmarked): mean 6.5.
      { th: 3, type: 1, typeStr: '主观题', knowledge: '', classScoringRate: '0.65', scoringRate: 0.65, level: 'average', fullMarksCount: 1, loseMarksCount: 3, fullScore: 10, classAvgScore: 6.5 },
    ]);
  });

  it('counts only the chosen class', async () => {
    const { body } = await get('/api/MPaper/HomeworkReviewList', { workGuid: work.guid, classCode: 'A701' });
    // th1 2,0,2,0 → 0.50; th2 2,1,0,0 → mean 0.75 → 0.375 → 0.38; th3 10,5,3 → 0.60 (still 较差).
    expect(body.data.map((q: { classScoringRate: string; level: string }) => [q.classScoringRate, q.level])).toEqual([
      ['0.50', 'poor'], ['0.38', 'veryPoor'], ['0.60', 'poor'],
    ]);
  });
});

describe('GET /api/MPaper/HomeworkReviewDetail', () => {
  const names = (students: { studentName: string }[]) => students.map((s) => s.studentName);

  it('lists under each option bar the students who chose it, and the blank answers last', async () => {
    const { body } = await get('/api/MPaper/HomeworkReviewDetail', { workGuid: work.guid, th: 2 });
    const [s0, s1, s2, s3] = work.a701.map((s) => s.name);
    const t0 = work.a702[0]!.name;
    expect(body.data).toMatchObject({ th: 2, type: 0, fullScore: 2, classAvgScore: 1, answer: 'AC', splitScoreArray: [] });
    expect(body.data.optionArry.map((b: { option: string; isRight: boolean; count: number; students: { studentName: string }[] }) => [b.option, b.isRight, b.count, names(b.students)])).toEqual([
      ['A', true, 3, [s0, s1, t0]],
      ['B', false, 0, []],
      ['C', true, 3, [s0, s2, t0]],
      ['D', false, 1, [s2]],
      ['未作答', false, 1, [s3]],
    ]);
  });

  it('puts each marked subjective answer in its score range and shows answer images', async () => {
    const { body } = await get('/api/MPaper/HomeworkReviewDetail', { workGuid: work.guid, th: 3 });
    // 10 and 8 in 80%–100%, 5 in 40%–60%, 3 in 0–40%; the unmarked answer in none.
    expect(body.data.splitScoreArray.map((s: { name: string; count: number }) => [s.name, s.count])).toEqual([
      ['0-40%', 1], ['40%-60%', 1], ['60%-80%', 0], ['80%-100%', 2],
    ]);
    expect(body.data.optionArry).toEqual([]);
    expect(body.data.answeerDetail).toHaveLength(5);
    expect(body.data.answeerDetail[0]).toMatchObject({ studentAnswerPic: '/api/Upload/File/k1;/api/Upload/File/k2', score: 10, answerType: 2 });
    expect(body.data.answeerDetail[3]).toMatchObject({ studentAnswer: 'x', score: null, answerType: 1 });
  });

  it('refuses a question the work does not have', async () => {
    const { http, body } = await get('/api/MPaper/HomeworkReviewDetail', { workGuid: work.guid, th: 9 });
    expect([http, body.status, body.message]).toEqual([404, 404, '作业中没有第9题']);
  });
});

describe('GET /api/Speak/StudentThImg and /api/Speak/UserInfo', () => {
  it('answers one student’s images and score, and who the student is', async () => {
    const stuGuid = work.a701[0]!.guid;
    const img = await get('/api/Speak/StudentThImg', { workGuid: work.guid, th: 3, stuGuid });
    expect(img.body.data).toEqual({ studentAnswerPic: '/api/Upload/File/k1;/api/Upload/File/k2', studentAnswer: '', score: 10, answerType: 2 });
    const info = await get('/api/Speak/UserInfo', { workGuid: work.guid, stuGuid });
    expect(info.body.data).toEqual({ stuGuid, studentName: work.a701[0]!.name, buddies: work.a701[0]!.buddies, className: '七年级1班' });
  });

  it('says a student who did not submit has no answer', async () => {
    const { body } = await get('/api/Speak/StudentThImg', { workGuid: work.guid, th: 1, stuGuid: work.a701[10]!.guid });
    expect([body.status, body.message]).toEqual([404, '该学生未提交此作业']);
  });
});

describe('GET /api/MPaper/StudentScoreLevel', () => {
  it('ranks among every submitted student: 14 A, 10 and 6 B, 5 C, 0 D; not submitted has no level', async () => {
    const [s0, , , s3, s4] = work.a701;
    const qs = new URLSearchParams({ workGuid: work.guid });
    for (const s of [s0!, s3!, s4!]) qs.append('buddiesLs', s.buddies);
    const { body } = await call(t.app, admin, 'GET', `/api/MPaper/StudentScoreLevel?${qs}`);
    expect(body.data).toEqual([
      { buddies: s0!.buddies, level: 'A', showScore: '14' },
      { buddies: s3!.buddies, level: 'D', showScore: '0' },
      { buddies: s4!.buddies, level: '-', showScore: '-' },
    ]);
  });

  it('lists every submitted student when no student is named', async () => {
    const { body } = await get('/api/MPaper/StudentScoreLevel', { workGuid: work.guid });
    expect(body.data.map((r: { level: string }) => r.level)).toEqual(['A', 'B', 'C', 'D', 'B']);
  });
});

describe('GET /api/Mpaper/StudentWorkSubTime and getSubTime', () => {
  it('gives each student their submission type and time, and counts each type', async () => {
    for (const path of ['/api/Mpaper/StudentWorkSubTime', '/api/Mpaper/getSubTime']) {
      const { body } = await get(path, { workGuid: work.guid, classCode: 'A701' });
      expect(body.data.counts).toEqual({ 0: 42, 1: 2, 2: 1, 3: 1 });
      expect(body.data.list).toHaveLength(46);
      expect(body.data.list[1]).toMatchObject({ status: 3, statusName: '已提交（缺答题卡）', subTime: '2026-03-01 10:03:04' });
      expect(body.data.list[10]).toMatchObject({ status: 0, statusName: '未提交', subTime: '0001-01-01 00:00:00' });
    }
  });
});

describe('GoToSite', () => {
  it('answers the project’s own analysis report of the work', async () => {
    const url = `/report/analysis?workGuid=${work.guid}&ruCode=RU10001`;
    expect((await get('/api/User/GotoSite', { workGuid: work.guid, role: 'analysis' })).body.data).toEqual({ url });
    expect((await call(t.app, admin, 'POST', '/api/User/GoToSite', { workGuid: work.guid, role: 'analysis' })).body.data).toEqual({ url });
  });
});

describe('another school', () => {
  it('gets the work-not-found envelope for every call, whatever id it names', async () => {
    const stuGuid = work.a701[0]!.guid;
    const q = { workGuid: work.guid };
    const answers = await Promise.all([
      call(t.app, otherSchool, 'POST', '/api/MPaper/HomeworkReview', q),
      get('/api/MPaper/HomeworkReviewList', q, otherSchool),
      get('/api/MPaper/HomeworkReviewDetail', { ...q, th: 1 }, otherSchool),
      get('/api/Speak/StudentThImg', { ...q, th: 1, stuGuid }, otherSchool),
      get('/api/Speak/UserInfo', { ...q, stuGuid }, otherSchool),
      get('/api/MPaper/StudentScoreLevel', { ...q, buddiesLs: work.a701[0]!.buddies }, otherSchool),
      get('/api/Mpaper/StudentWorkSubTime', q, otherSchool),
      get('/api/Mpaper/getSubTime', q, otherSchool),
      get('/api/User/GotoSite', q, otherSchool),
      call(t.app, otherSchool, 'POST', '/api/User/GoToSite', q),
    ]);
    for (const a of answers) expect([a.body.status, a.body.message, a.body.data]).toEqual([100, '作业或考试不存在！', null]);
  });

  it('refuses a malformed id with a Chinese message, not a 500', async () => {
    const { http, body } = await get('/api/MPaper/HomeworkReviewDetail', { workGuid: 'x', th: 1 });
    expect(http).toBe(400);
    expect(body.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
