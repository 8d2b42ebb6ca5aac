import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentsOf } from '../../../test/helpers/homework-factory.js';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createAnalysedWork, KNOWLEDGE, type AnalysedWork } from './work-answer.fixture.js';

let t: TestApp;
let teacher: string;
let teacherB: string;
let work: AnalysedWork;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
  teacherB = await loginAs(t.app, DEMO.teacherB);
  work = await createAnalysedWork(t.db);
});
afterAll(() => t.close());

const post = (path: string, body: object, cookie = teacher) => call(t.app, cookie, 'POST', `/api/WorkAnswer/${path}`, body);
const a701 = () => ({ RuCode: 'RU10001', WorkGuid: work.guid, ClassCode: 'A701' });

describe('POST /api/WorkAnswer/KnowledgeAnalysis', () => {
  it('gives each knowledge point its full score, share of the paper, class mean, rate and questions', async () => {
    const res = await post('KnowledgeAnalysis', a701());
    expect(res.body.status).toBe(200);
    // Q1+Q2 (4 points of 20): means 1.4 + 1.2; Q3+Q6 (12 points): 1.0 + 54/10 (the unmarked answer counts 0); Q5: 1.1.
    expect(res.body.data).toEqual([
      { KnowledgeName: KNOWLEDGE.rational, FullScore: 4, ScorePercentage: 0.2, ClassAvg: 2.6, ClassRate: 0.65, CorrespondingTh: '1,2' },
      { KnowledgeName: KNOWLEDGE.equation, FullScore: 12, ScorePercentage: 0.6, ClassAvg: 6.4, ClassRate: 0.5333, CorrespondingTh: '3,6' },
      { KnowledgeName: KNOWLEDGE.polynomial, FullScore: 2, ScorePercentage: 0.1, ClassAvg: 1.1, ClassRate: 0.55, CorrespondingTh: '5' },
    ]);
  });
});

describe('POST /api/WorkAnswer/ObjectiveAnalysis', () => {
  it('gives each objective question its rate, key and most frequent wrong answer, for one class or all', async () => {
    const res = await post('ObjectiveAnalysis', a701());
    expect(res.body.data).toEqual([
      { Th: 1, Score: 2, ClassRate: 0.7, RightAnswer: 'A', ErrorAnswer: 'B' },
      { Th: 2, Score: 2, ClassRate: 0.6, RightAnswer: 'B', ErrorAnswer: 'C' },
      { Th: 3, Score: 2, ClassRate: 0.5, RightAnswer: 'C', ErrorAnswer: 'B' },
      { Th: 4, Score: 2, ClassRate: 0.6, RightAnswer: 'D', ErrorAnswer: 'A' },
      { Th: 5, Score: 2, ClassRate: 0.55, RightAnswer: 'AC', ErrorAnswer: 'A' },
    ]);
    // All classes add the A702 student who got everything right: question 1 is 16 of 22 points.
    const all = await post('ObjectiveAnalysis', { WorkGuid: work.guid });
    expect(all.body.data[0].ClassRate).toBe(0.7273);
  });
});

describe('POST /api/WorkAnswer/ObjectiveOptionAnalysis', () => {
  it('counts each letter (a multiple-choice answer for each of its letters) and the blanks, a page at a time', async () => {
    const res = await post('ObjectiveOptionAnalysis', { ...a701(), PageIndex: 2, PageSize: 4 });
    expect(res.body.data.total).toBe(5);
    expect(res.body.data.list).toEqual([
      {
        Th: 5,
        RightAnswer: 'AC',
        Options: [
          { Option: 'A', Count: 8, Rate: 0.8, IsRight: true },
          { Option: 'B', Count: 2, Rate: 0.2, IsRight: false },
          { Option: 'C', Count: 4, Rate: 0.4, IsRight: true },
          { Option: 'D', Count: 0, Rate: 0, IsRight: false },
        ],
        Unanswered: 1,
        StudentCount: 10,
      },
    ]);
  });
});

describe('POST /api/WorkAnswer/SubjectiveAnalysis', () => {
  it('gives the rate and the score-rate bands over the marked answers, and -1 while nothing is marked', async () => {
    const res = await post('SubjectiveAnalysis', a701());
    // Nine marked scores 10..2 of 10: below 40 % 2 and 3; 40–60 % 4 and 5; 60–80 % 6 and 7; from 80 % 8, 9, 10.
    expect(res.body.data).toEqual([{ Th: 6, Score: 10, ClassRate: 0.6, Rate40: 0.2222, Rate60: 0.2222, Rate80: 0.2222, Rate100: 0.3333 }]);
    await t.db.updateTable('submissionAnswers').set({ score: null }).where('workGuid', '=', work.guid).where('th', '=', 6).execute();
    try {
      const none = await post('SubjectiveAnalysis', a701());
      expect(none.body.data).toEqual([{ Th: 6, Score: 10, ClassRate: -1, Rate40: -1, Rate60: -1, Rate80: -1, Rate100: -1 }]);
    } finally {
      // Put the marks back (the fixture's scores 10..2 for students 1–9, unmarked for student 10; 10 for A702).
      for (const [i, s] of work.a701.slice(0, 9).entries()) {
        await t.db.updateTable('submissionAnswers').set({ score: 10 - i })
          .where('workGuid', '=', work.guid).where('th', '=', 6)
          .where('submissionGuid', 'in', (eb) => eb.selectFrom('submissions').select('guid').where('studentGuid', '=', s.guid).where('workGuid', '=', work.guid))
          .execute();
      }
      await t.db.updateTable('submissionAnswers').set({ score: 10 })
        .where('workGuid', '=', work.guid).where('th', '=', 6)
        .where('submissionGuid', 'in', (eb) => eb.selectFrom('submissions').innerJoin('students', 'students.guid', 'submissions.studentGuid')
          .select('submissions.guid').where('submissions.workGuid', '=', work.guid).where('students.classGuid', '=', work.classGuids[1]!))
        .execute();
    }
  });
});

describe('POST /api/WorkAnswer/QuestionAnalysis', () => {
  it('lists every submitted student with the score of each question under headers by type, best first and paged', async () => {
    const res = await post('QuestionAnalysis', { RuCode: 'RU10001', WorkGuid: work.guid, classCode: 'A701', PageIndex: 1, PageSize: 3 });
    expect(res.body.data.total).toBe(10);
    const header = res.body.data.Header as Array<{ Title: string; Children?: Array<{ Prop: string }> }>;
    expect(header.map((h) => h.Title)).toEqual(['姓名', '学号', '班级', '总分', '单选题', '多选题', '主观题']);
    expect(header[4]!.Children!.map((c) => c.Prop)).toEqual(['th1', 'th2', 'th3', 'th4']);
    const items = res.body.data.Items as Array<Record<string, unknown>>;
    expect(items.map((i) => i.total)).toEqual([20, 19, 16]);
    expect(items[2]).toMatchObject({ className: '七年级1班', th3: 2, th4: 0, th6: 8 });
    const last = await post('QuestionAnalysis', { WorkGuid: work.guid, classCode: 'A701', PageIndex: 4, PageSize: 3 });
    expect(last.body.data.Items).toEqual([expect.objectContaining({ total: 0, th6: null })]);
  });
});

describe('who may see it', () => {
  it('answers a teacher of another school with an error envelope for every call', async () => {
    for (const path of ['KnowledgeAnalysis', 'ObjectiveAnalysis', 'ObjectiveOptionAnalysis', 'SubjectiveAnalysis']) {
      const res = await post(path, { WorkGuid: work.guid }, teacherB);
      expect(res.body, path).toMatchObject({ status: 100, data: null });
    }
    const table = await post('QuestionAnalysis', { WorkGuid: work.guid }, teacherB);
    expect(table.body).toMatchObject({ status: 100, data: null });
  });

  it('refuses a class that is not the work\'s, and a malformed id in Chinese', async () => {
    expect((await post('KnowledgeAnalysis', { WorkGuid: work.guid, ClassCode: 'A801' })).body.status).toBe(404);
    const bad = await post('KnowledgeAnalysis', { WorkGuid: 'nope' });
    expect(bad.http).toBe(400);
    expect(bad.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('POST /api/WorkAnswer/ItemStatistics', () => {
  it('gives P, D by the upper and lower three of ten, the band and a verdict per question, and α for the homework', async () => {
    const res = await post('ItemStatistics', a701());
    expect(res.body.status).toBe(200);
    const q = (th: number) => res.body.data.questions.find((x: { th: number }) => x.th === th);
    // Totals 20, 19, 16, 14, 14, 10, 10, 7, 3, 0: upper 20, 19, 16; lower 7, 3, 0. Question 1: (2 − 2/3) / 2.
    expect(q(1)).toMatchObject({ difficulty: 0.7, discrimination: 0.6667, band: '优秀', verdicts: ['这道题区分度好'] });
    expect(q(4)).toMatchObject({ difficulty: 0.6, discrimination: 0.3333, band: '良好' });
    expect(res.body.data.homework).toMatchObject({ students: 10, groupSize: 3, mean: 11.3, sd: 6.58 });
    expect((await post('ItemStatistics', { WorkGuid: work.guid }, teacherB)).body.status).toBe(100);
  });
});

describe('read from the answers at the moment of each request', () => {
  it('counts unanswered questions, letters in any order and case, a class on its own, and a mark given since', async () => {
    // A second A702 student answered only questions 1, 2 and 5: 'b' (wrong), 'B', 'ca' (AC in another order).
    const [, second] = await studentsOf(t.db, work.classGuids[1]!);
    const guid = randomUUID();
    await t.db.insertInto('submissions').values({
      guid, schoolId: work.schoolId, workGuid: work.guid, studentGuid: second!.guid, status: 1, submittedAt: new Date(), durationSeconds: 60,
      objectiveScore: 4, totalScore: 4, isFullyMarked: true, rules: '[]', requestId: null,
    }).execute();
    await t.db.insertInto('submissionAnswers').values(([[1, 'b', 0], [2, 'B', 2], [5, 'ca', 2]] as const).map(([th, answer, score]) => ({
      submissionGuid: guid, schoolId: work.schoolId, workGuid: work.guid, th, answer, imageKeys: [], score, markedBy: null, markedAt: null,
    }))).execute();
    const a702 = { RuCode: 'RU10001', WorkGuid: work.guid, ClassCode: 'A702' };
    const firstOfA702 = () => t.db.updateTable('submissionAnswers').where('workGuid', '=', work.guid).where('th', '=', 6)
      .where('submissionGuid', 'in', (eb) => eb.selectFrom('submissions').innerJoin('students', 'students.guid', 'submissions.studentGuid')
        .select('submissions.guid').where('submissions.workGuid', '=', work.guid).where('students.classGuid', '=', work.classGuids[1]!));
    try {
      // With the A702 student who got all right: a missing answer scores 0 and is no wrong answer; 'ca' is right.
      expect((await post('ObjectiveAnalysis', a702)).body.data).toEqual([
        { Th: 1, Score: 2, ClassRate: 0.5, RightAnswer: 'A', ErrorAnswer: 'B' },
        { Th: 2, Score: 2, ClassRate: 1, RightAnswer: 'B', ErrorAnswer: '' },
        { Th: 3, Score: 2, ClassRate: 0.5, RightAnswer: 'C', ErrorAnswer: '' },
        { Th: 4, Score: 2, ClassRate: 0.5, RightAnswer: 'D', ErrorAnswer: '' },
        { Th: 5, Score: 2, ClassRate: 1, RightAnswer: 'AC', ErrorAnswer: '' },
      ]);
      const options = (await post('ObjectiveOptionAnalysis', { ...a702, PageIndex: 1, PageSize: 5 })).body.data.list;
      expect(options[2]).toMatchObject({ Th: 3, Unanswered: 1, StudentCount: 2 });
      expect(options[4].Options.map((o: { Count: number }) => o.Count)).toEqual([2, 0, 2, 0]);
      // Question 6: one marked answer, 10 of 10; the other student has none.
      expect((await post('SubjectiveAnalysis', a702)).body.data).toEqual([{ Th: 6, Score: 10, ClassRate: 1, Rate40: 0, Rate60: 0, Rate80: 0, Rate100: 1 }]);
      // Q1+Q2 means 1 + 2 of 4; Q3+Q6 1 + 5 of 12; Q5 2 of 2.
      expect((await post('KnowledgeAnalysis', a702)).body.data.map((k: { ClassAvg: number; ClassRate: number }) => [k.ClassAvg, k.ClassRate])).toEqual([[3, 0.75], [6, 0.5], [2, 1]]);
      // Totals 20 and 4: mean 12, SD √128; item variances 2, 0, 2, 2, 0, 50 → α = 6/5 · (1 − 56/128) = 0.675,
      // SEM = √128 · √0.325; two students are too few for D. 'b' chooses B.
      const stats = (await post('ItemStatistics', a702)).body.data;
      expect(stats.homework).toMatchObject({ students: 2, groupSize: 0, mean: 12, sd: 11.31, alpha: 0.675, sem: 6.45 });
      expect(stats.questions[0]).toMatchObject({ th: 1, difficulty: 0.5, discrimination: null });
      expect(stats.questions[0].options.map((o: { share: number }) => o.share)).toEqual([0.5, 0.5, 0, 0]);

      // A mark given now shows on the next request: 5 of 10 is in the 40–60 % band.
      await firstOfA702().set({ score: 5 }).execute();
      expect((await post('SubjectiveAnalysis', a702)).body.data).toEqual([{ Th: 6, Score: 10, ClassRate: 0.5, Rate40: 0, Rate60: 1, Rate80: 0, Rate100: 0 }]);
    } finally {
      await firstOfA702().set({ score: 10 }).execute();
      await t.db.deleteFrom('submissions').where('guid', '=', guid).execute();
    }
    expect((await post('ObjectiveAnalysis', a702)).body.data[0].ClassRate).toBe(1);
  });
});
