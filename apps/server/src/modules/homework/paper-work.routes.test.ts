import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeworkMessages, ItemType, PaperDetailMessages, PaperWorkMessages } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { classByCode, studentsOf } from '../../../test/helpers/homework-factory.js';
import { studentSession } from '../../../test/helpers/student-session.js';
import { insertItem, insertPaper, PAPER_ITEMS } from './paper-work.fixture.js';
import { changeWork } from './answering-work-cache.js';

let t: TestApp;
let teacher: string;
let teacherB: string;
let A701: string;
let platformPaper: string;
let schoolIdA: number;
let schoolIdB: number;

const ONLINE = '/api/WorkInfo/SaveOnlineWork';
const iso = (ms: number) => new Date(ms).toISOString();

/** The form job-basic sends for a paper: the settings and the paper, no files and no questions. */
const paperForm = (paperGuid: string, patch: Record<string, unknown> = {}) => ({
  km: '数学', name: '期中卷作业', clazzes: [{ classGuid: A701 }], startTime: iso(Date.now() - 60_000), endTime: iso(Date.now() + 86_400_000),
  paperGuid, ...patch,
});
const questionsOf = (workGuid: string) =>
  t.db.selectFrom('workQuestions').select(['th', 'type', 'optionCount', 'score', 'answer', 'multSetting', 'itemGuid', 'itemVersion', 'subIndex'])
    .where('workGuid', '=', workGuid).orderBy('th').execute();

beforeAll(async () => {
  t = await createTestApp();
  // 王丽 teaches 数学 in 七年级1班 of school A; 赵芳 is a teacher of school B.
  [teacher, teacherB] = await Promise.all([loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher'), loginAs(t.app, DEMO.teacherB)]);
  const cls = await classByCode(t.db, 'RU10001', 'A701');
  A701 = cls.guid;
  schoolIdA = cls.schoolId;
  schoolIdB = (await t.db.selectFrom('schools').select('id').where('ruCode', '=', 'RU20002').executeTakeFirstOrThrow()).id;
  platformPaper = (await insertPaper(t.db, PAPER_ITEMS)).guid;
});
afterAll(async () => t.close());

describe('GET /api/WorkInfo/GetPaperForWork', () => {
  it('shows the paper as the work will have it: name, question count by kind and total', async () => {
    const res = await call(t.app, teacher, 'GET', `/api/WorkInfo/GetPaperForWork?paperGuid=${platformPaper}`);
    expect(res.body).toMatchObject({ status: 200, data: {
      paperGuid: platformPaper, name: '七年级数学 测试卷', km: '数学', questionCount: 5, objectiveCount: 3, subjectiveCount: 2, totalScore: 20,
    } });
    expect(res.body.data.questions.map((q: { type: number }) => q.type)).toEqual([1, 2, 1, 3, 3]);
  });

  it('refuses another school\'s paper and a malformed id with an error envelope', async () => {
    const own = await insertPaper(t.db, PAPER_ITEMS.slice(0, 1), { schoolId: schoolIdA });
    const other = await call(t.app, teacherB, 'GET', `/api/WorkInfo/GetPaperForWork?paperGuid=${own.guid}`);
    expect(other.http).toBe(404);
    expect(other.body).toMatchObject({ message: HomeworkMessages.paperNotFound, data: null });
    expect(other.body.status).not.toBe(200);
    const bad = await call(t.app, teacher, 'GET', '/api/WorkInfo/GetPaperForWork?paperGuid=abc');
    expect(bad.http).toBe(400);
    expect(bad.body.message).toBe('试卷不存在');
  });
});

describe('publishing a paper as online homework', () => {
  it('creates the questions from the paper\'s items in order with their types, keys, scores, rules and bank items', async () => {
    const paper = await insertPaper(t.db, PAPER_ITEMS);
    const res = await call(t.app, teacher, 'POST', ONLINE, paperForm(paper.guid));
    expect(res.body).toMatchObject({ status: 200, data: { paperGuid: paper.guid } });
    const workGuid = res.body.data.workInfoGuid;
    const link = { itemVersion: 1, subIndex: null };
    expect(await questionsOf(workGuid)).toEqual([
      { th: 1, type: 1, optionCount: 4, score: 3, answer: 'A', multSetting: null, itemGuid: paper.itemGuids[0], ...link },
      { th: 2, type: 2, optionCount: 4, score: 4, answer: 'AC', multSetting: PAPER_ITEMS[1]!.multSetting, itemGuid: paper.itemGuids[1], ...link },
      { th: 3, type: 1, optionCount: 2, score: 2, answer: 'B', multSetting: null, itemGuid: paper.itemGuids[2], ...link },
      { th: 4, type: 3, optionCount: 4, score: 3, answer: '', multSetting: null, itemGuid: paper.itemGuids[3], ...link },
      { th: 5, type: 3, optionCount: 4, score: 8, answer: '', multSetting: null, itemGuid: paper.itemGuids[4], ...link },
    ]);
    const info = await call(t.app, teacher, 'GET', `/api/WorkInfo/GetWorkInfo?workInfoGuid=${workGuid}`);
    expect(info.body.data).toMatchObject({ workType: 1, paperGuid: paper.guid, papers: [] });
  });

  it('publishes the same paper as test-paper (3) and machine-read (4) homework with the same questions', async () => {
    const paper = await insertPaper(t.db, PAPER_ITEMS);
    const offline = await call(t.app, teacher, 'POST', '/api/WorkInfo/SaveTestPaperWork', paperForm(paper.guid, { workType: 3 }));
    const machine = await call(t.app, teacher, 'POST', '/api/WorkInfo/SaveMachineReadWork', paperForm(paper.guid));
    for (const res of [offline, machine]) {
      expect(res.body.status).toBe(200);
      expect((await questionsOf(res.body.data.workInfoGuid)).map((q) => [q.type, q.score, q.answer])).toEqual([[1, 3, 'A'], [2, 4, 'AC'], [1, 2, 'B'], [3, 3, ''], [3, 8, '']]);
    }
  });

  it('keeps the key of the version the paper was laid out with after the item is edited', async () => {
    const itemGuid = await insertItem(t.db, { type: ItemType.SingleChoice, stem: '新题干', options: ['1', '2', '3'], answer: ['C'] }, 2);
    await t.db.insertInto('itemVersions').values({
      itemGuid, version: 1, schoolId: null, type: ItemType.SingleChoice, stem: '旧题干 $x$', options: JSON.stringify(['1', '2', '3', '4'].map((text, i) => ({ label: 'ABCD'[i]!, text }))),
      answer: JSON.stringify(['B']), subItems: null, explanation: '', difficulty: 3, periodCode: 'C', km: '数学', gradeCode: 'A7', chapterGuid: null,
      knowledge: JSON.stringify([]), writtenAt: new Date(), replacedAt: new Date(), replacedByUserId: null,
    }).execute();
    const paper = await insertPaper(t.db, []);
    await t.db.insertInto('paperItems').values({ paperGuid: paper.guid, itemGuid, itemVersion: 1, groupNo: 1, groupType: 1, groupName: '一、选择题', sort: 1, score: 5 }).execute();
    const res = await call(t.app, teacher, 'POST', ONLINE, paperForm(paper.guid));
    expect(await questionsOf(res.body.data.workInfoGuid)).toMatchObject([{ th: 1, type: 1, optionCount: 4, score: 5, answer: 'B', itemGuid, itemVersion: 1 }]);
  });

  it('refuses another school\'s paper, an empty paper and a subject that is not the paper\'s', async () => {
    const ofB = await insertPaper(t.db, PAPER_ITEMS, { schoolId: schoolIdB });
    const cross = await call(t.app, teacher, 'POST', ONLINE, paperForm(ofB.guid));
    expect(cross).toMatchObject({ http: 404, body: { message: HomeworkMessages.paperNotFound, data: null } });
    const empty = await insertPaper(t.db, []);
    expect((await call(t.app, teacher, 'POST', ONLINE, paperForm(empty.guid))).body).toMatchObject({ status: 400, message: PaperWorkMessages.paperEmpty });
    expect((await call(t.app, teacher, 'POST', ONLINE, paperForm(platformPaper, { km: '语文' }))).body).toMatchObject({ status: 400, message: PaperWorkMessages.subjectMismatch });
    expect((await call(t.app, teacher, 'POST', ONLINE, paperForm('not-a-guid'))).http).toBe(400);
    const works = await t.db.selectFrom('works').select('guid').where('paperGuid', 'in', [ofB.guid, empty.guid]).execute();
    expect(works).toEqual([]);
  });

  it('refuses another teacher\'s own paper that is not shared, and a paper held for manual handling', async () => {
    const adminId = (await t.db.selectFrom('users').select('id').where('phone', '=', DEMO.adminA).executeTakeFirstOrThrow()).id;
    const private_ = await insertPaper(t.db, PAPER_ITEMS, { schoolId: schoolIdA, source: 4, creatorUserId: adminId });
    expect((await call(t.app, teacher, 'POST', ONLINE, paperForm(private_.guid))).body).toMatchObject({ message: HomeworkMessages.paperNotFound });
    const held = await insertPaper(t.db, PAPER_ITEMS, { schoolId: schoolIdA });
    await t.db.insertInto('paperManualRequests').values({ schoolId: schoolIdA, paperGuid: held.guid, requesterUserId: adminId, remark: '', questions: '[]' }).execute();
    const res = await call(t.app, teacher, 'POST', ONLINE, paperForm(held.guid));
    expect(res).toMatchObject({ http: 403, body: { message: PaperDetailMessages.manualPending } });
  });

  it('lets a student answer the rich questions and scores the multiple choice by the paper\'s rule', async () => {
    const paper = await insertPaper(t.db, PAPER_ITEMS);
    const workGuid = (await call(t.app, teacher, 'POST', ONLINE, paperForm(paper.guid))).body.data.workInfoGuid;
    const [s] = await studentsOf(t.db, A701);
    const student = await studentSession(t.app, t.db, s!, 'RU10001');

    const detail = await call(t.app, student.cookie, 'GET', `/api/Student/Work/${workGuid}`);
    const [first, second, third, , fifth] = detail.body.data.questions;
    expect(first).toMatchObject({ th: 1, type: 1, answer: null, content: { typeName: '单选题', stem: PAPER_ITEMS[0]!.stem, material: null, explanation: null } });
    expect(first.content.options.map((o: { label: string; text: string }) => o.text)).toEqual(PAPER_ITEMS[0]!.options);
    expect(second.content.options).toHaveLength(4);
    expect(third.content).toMatchObject({ typeName: '判断题', options: [{ label: 'A', text: '对' }, { label: 'B', text: '错' }] });
    expect(fifth.content.stem).toContain('<svg');

    // Half of the multiple choice (A of AC) earns the rule's uniform 2 points, not the default half of 4.
    const res = await call(t.app, student.cookie, 'POST', '/api/Student/Submit', {
      workGuid, requestId: randomUUID(), durationSeconds: 60,
      answers: [{ th: 1, answer: 'A' }, { th: 2, answer: 'A' }, { th: 3, answer: 'B' }, { th: 4, answer: '3' }, { th: 5, answer: '略' }],
    });
    expect(res.body.status).toBe(200);
    const row = await t.db.selectFrom('submissions').select(['objectiveScore', 'isFullyMarked']).where('workGuid', '=', workGuid).executeTakeFirstOrThrow();
    expect(row).toEqual({ objectiveScore: 3 + 2 + 2, isFullyMarked: false });

    // Once the answers are published, the key and the bank's explanation come with each question.
    // Through changeWork, as the app changes a work: the answering cache forgets the copy it keeps.
    await changeWork(t.db, workGuid, (tx) => tx.updateTable('works').set({ releaseType: 1, releaseTime: new Date(Date.now() - 1000) }).where('guid', '=', workGuid).execute());
    const published = (await call(t.app, student.cookie, 'GET', `/api/Student/Work/${workGuid}`)).body.data;
    expect(published.questions[0]).toMatchObject({ answer: 'A', content: { explanation: '解析：' + PAPER_ITEMS[0]!.stem } });
    expect(published.questions[1].answer).toBe('AC');
  });
});

describe('marking a homework published from a paper', () => {
  it('lists its subjective questions with the bank stem and reference answer', async () => {
    const paper = await insertPaper(t.db, PAPER_ITEMS);
    const workGuid = (await call(t.app, teacher, 'POST', ONLINE, paperForm(paper.guid))).body.data.workInfoGuid;
    const res = await call(t.app, teacher, 'GET', `/api/Mark/Questions?workGuid=${workGuid}`);
    expect(res.body.data.list.map((q: { th: number }) => q.th)).toEqual([4, 5]);
    expect(res.body.data.list[0].content).toEqual({
      typeName: '填空题', material: null, stem: PAPER_ITEMS[3]!.stem, answer: ['3'], explanation: '解析：' + PAPER_ITEMS[3]!.stem,
    });
  });
});
