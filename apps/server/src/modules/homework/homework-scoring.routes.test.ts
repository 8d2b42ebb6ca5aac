import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeworkMessages as M, MultSettingMessages } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { expectAnswerSheetsKept } from '../../../test/helpers/answer-sheets.js';
import { studentsOf } from '../../../test/helpers/homework-factory.js';
import { FORM_QUESTIONS, classGuidOf, insertSubmission, uploadPng, validForm } from './homework.fixture.js';

let t: TestApp;
let teacherA: string;
let adminA: string;
let A801: string;
let png: string;
let students: { guid: string }[];

beforeAll(async () => {
  t = await createTestApp();
  [teacherA, adminA] = await Promise.all([loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.adminA)]);
  A801 = await classGuidOf(t.db, 'A801');
  png = await uploadPng(t.app, teacherA);
  students = await studentsOf(t.db, A801);
});
afterAll(async () => t.close());

async function newWork(cookie = teacherA): Promise<string> {
  const res = await call(t.app, cookie, 'POST', '/api/WorkInfo/SaveOnlineWork', validForm([A801], [png]));
  if (res.body.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.data.workInfoGuid;
}

const submissionsOf = (guid: string) =>
  t.db.selectFrom('submissions').select(['guid', 'objectiveScore', 'subjectiveScore', 'totalScore', 'rules', 'updatedAt']).where('workGuid', '=', guid).orderBy('guid').execute();

describe('multiple-choice scoring rules', () => {
  it('lists the default rule of each multiple-choice question, then saves an advanced one', async () => {
    const guid = await newWork();
    const before = await call(t.app, teacherA, 'GET', `/api/WorkInfo/GetWorkMultSetting?workInfoGuid=${guid}`);
    expect(before.body.data.list).toEqual([{ th: 3, score: 4, answer: 'AC', isDefault: true, someWrong: 1, someRight: 3, unifyScore: 0, someScoceSetting: '{}' }]);
    const save = await call(t.app, teacherA, 'POST', '/api/WorkInfo/SaveWorkMultSetting', {
      workInfoGuid: guid, multSettingInputs: [{ th: 3, isDefault: false, someWrong: 2, someRight: 2, unifyScore: 0, someScoceSetting: '{"A":1.5,"C":2.5}' }],
    });
    expect(save.body).toEqual({ status: 200, message: 'success', data: { pendingRescore: 0 } });
    const after = await call(t.app, teacherA, 'GET', `/api/WorkInfo/GetWorkMultSetting?workInfoGuid=${guid}`);
    expect(after.body.data.list[0]).toMatchObject({ isDefault: false, someWrong: 2, someRight: 2, someScoceSetting: '{"A":1.5,"C":2.5}' });
    await call(t.app, teacherA, 'POST', '/api/WorkInfo/SaveWorkMultSetting', { workInfoGuid: guid, multSettingInputs: [{ th: 3, isDefault: true }] });
    expect((await call(t.app, teacherA, 'GET', `/api/WorkInfo/GetWorkMultSetting?workInfoGuid=${guid}`)).body.data.list[0].isDefault).toBe(true);
  });

  it('saves the rules sent with the questions together with the homework, in one call', async () => {
    const questions = FORM_QUESTIONS.map((q) => (q.th === 3
      ? { ...q, multSetting: { isDefault: false, someWrong: 2, someRight: 2, unifyScore: 0, someScoceSetting: '{"A":1.5,"C":2.5}' } }
      : q));
    const res = await call(t.app, teacherA, 'POST', '/api/WorkInfo/SaveOnlineWork', validForm([A801], [png], { questions }));
    expect(res.body.status).toBe(200);
    const list = (await call(t.app, teacherA, 'GET', `/api/WorkInfo/GetWorkMultSetting?workInfoGuid=${res.body.data.workInfoGuid}`)).body.data.list;
    expect(list).toEqual([{ th: 3, score: 4, answer: 'AC', isDefault: false, someWrong: 2, someRight: 2, unifyScore: 0, someScoceSetting: '{"A":1.5,"C":2.5}' }]);
  });

  it('takes a GetWorkInfo answer sent back as it is, rules included, and keeps them', async () => {
    const questions = FORM_QUESTIONS.map((q) => (q.th === 3 ? { ...q, multSetting: { isDefault: false, someRight: 1, unifyScore: 1.5 } } : q));
    const created = await call(t.app, teacherA, 'POST', '/api/WorkInfo/SaveOnlineWork', validForm([A801], [png], { questions }));
    const guid = created.body.data.workInfoGuid;
    const info = (await call(t.app, teacherA, 'GET', `/api/WorkInfo/GetWorkInfo?workInfoGuid=${guid}`)).body.data;
    expect(info.questions.map((q: { multSetting: unknown }) => q.multSetting === null)).toEqual([true, true, false, true, true]);
    const again = await call(t.app, teacherA, 'POST', '/api/WorkInfo/SaveOnlineWork', { ...info, name: '十一月练习（改）' });
    expect(again.body.status, again.body.message).toBe(200);
    const list = (await call(t.app, teacherA, 'GET', `/api/WorkInfo/GetWorkMultSetting?workInfoGuid=${guid}`)).body.data.list;
    expect(list[0]).toMatchObject({ th: 3, isDefault: false, someRight: 1, unifyScore: 1.5 });
  });

  it.each([
    ['a rule that does not fit the question', 3, { isDefault: false, someRight: 2, someScoceSetting: '{"A":3,"C":2}' }, MultSettingMessages.sumTooLarge],
    ['a rule on a single-choice question', 1, { isDefault: false, someRight: 3 }, M.notMultipleChoice(1)],
  ])('refuses a homework whose questions carry %s, and saves nothing', async (_case, th, multSetting, message) => {
    const name = `规则有误${th}`;
    const questions = FORM_QUESTIONS.map((q) => (q.th === th ? { ...q, multSetting } : q));
    const res = await call(t.app, teacherA, 'POST', '/api/WorkInfo/SaveOnlineWork', validForm([A801], [png], { questions, name }));
    expect(res.body).toMatchObject({ status: 400, message });
    expect(await t.db.selectFrom('works').select('guid').where('name', '=', name).execute()).toHaveLength(0);
  });

  it.each([
    ['per-option scores summing past the score', { someRight: 2, someScoceSetting: '{"A":3,"C":2}' }, MultSettingMessages.sumTooLarge],
    ['a uniform score above the score', { someRight: 1, unifyScore: 5 }, MultSettingMessages.outOfRange],
    ['a score off the 0.5 step', { someRight: 1, unifyScore: 1.2 }, MultSettingMessages.step],
    ['a missing per-option score', { someRight: 2, someScoceSetting: '{"A":1}' }, MultSettingMessages.scoreRequired],
    ['a rule for a single-choice question', { th: 1, someRight: 3 }, M.notMultipleChoice(1)],
    ['malformed per-option JSON', { someRight: 2, someScoceSetting: '{A:1' }, '得分标准格式不正确'],
  ])('refuses %s with its message and keeps the rule', async (_case, patch, message) => {
    const guid = await newWork();
    const base: Record<string, unknown> = { th: 3, isDefault: false, someWrong: 1, someRight: 3, unifyScore: 0, someScoceSetting: '{}' };
    const res = await call(t.app, teacherA, 'POST', '/api/WorkInfo/SaveWorkMultSetting', { workInfoGuid: guid, multSettingInputs: [{ ...base, ...patch }] });
    expect(res.body).toEqual({ status: 400, message, data: null });
    const q3 = await t.db.selectFrom('workQuestions').select('multSetting').where('workGuid', '=', guid).where('th', '=', 3).executeTakeFirstOrThrow();
    expect(q3.multSetting).toBeNull();
  });

  it('never rescores on a rule change: it reports how many submissions a rescore would change', async () => {
    const guid = await newWork();
    await insertSubmission(t.db, guid, students[0]!.guid, { 3: 'A' });
    await insertSubmission(t.db, guid, students[1]!.guid, { 3: 'AC' });
    const before = await submissionsOf(guid);
    const res = await call(t.app, teacherA, 'POST', '/api/WorkInfo/SaveWorkMultSetting', {
      workInfoGuid: guid, multSettingInputs: [{ th: 3, isDefault: false, someWrong: 1, someRight: 1, unifyScore: 1, someScoceSetting: '' }],
    });
    expect(res.body.data).toEqual({ pendingRescore: 1 });
    expect(await submissionsOf(guid)).toEqual(before);
  });
});

describe('POST /api/WorkInfo/UpdateWorkQuestion', () => {
  it('changes answers and scores without touching submissions, and says how many would change', async () => {
    const guid = await newWork();
    await insertSubmission(t.db, guid, students[0]!.guid, { 1: 'A', 2: 'B' });
    await insertSubmission(t.db, guid, students[1]!.guid, { 1: 'B', 2: 'B' });
    await insertSubmission(t.db, guid, students[2]!.guid, { 4: 'D' });
    const before = await submissionsOf(guid);
    const list = FORM_QUESTIONS.map((q) => (q.th === 1 ? { ...q, answer: 'B' } : q));
    const res = await call(t.app, teacherA, 'POST', '/api/WorkInfo/UpdateWorkQuestion', { workInfoGuid: guid, ruCode: 'RU10001', list });
    expect(res.body.data).toEqual({ pendingRescore: 2 });
    expect(await submissionsOf(guid)).toEqual(before);
    const q1 = await t.db.selectFrom('workQuestions').select('answer').where('workGuid', '=', guid).where('th', '=', 1).executeTakeFirstOrThrow();
    expect(q1.answer).toBe('B');
  });

  it('refuses type or count changes once submitted, and bad rows with the form messages', async () => {
    const guid = await newWork();
    const free = await call(t.app, teacherA, 'POST', '/api/WorkInfo/UpdateWorkQuestion', { workInfoGuid: guid, list: FORM_QUESTIONS.slice(0, 3) });
    expect(free.body.status).toBe(200);
    await insertSubmission(t.db, guid, students[0]!.guid, { 1: 'A' });
    const fewer = await call(t.app, teacherA, 'POST', '/api/WorkInfo/UpdateWorkQuestion', { workInfoGuid: guid, list: FORM_QUESTIONS.slice(0, 2) });
    expect(fewer.body).toMatchObject({ status: 400, message: M.questionsLocked });
    const noAnswer = await call(t.app, teacherA, 'POST', '/api/WorkInfo/UpdateWorkQuestion', { workInfoGuid: guid, list: [{ ...FORM_QUESTIONS[0], answer: '' }] });
    expect(noAnswer.body).toMatchObject({ status: 400, message: M.answerRequired(1) });
  });

  it('is for the creator and administrators only', async () => {
    const guid = await newWork(adminA);
    const res = await call(t.app, teacherA, 'POST', '/api/WorkInfo/UpdateWorkQuestion', { workInfoGuid: guid, list: FORM_QUESTIONS });
    expect(res.body).toMatchObject({ status: 403, message: M.notEditor });
  });
});

describe('POST /api/WorkInfo/Rescore', () => {
  it('rescores exactly the affected submissions, keeps marked subjective points and updates the snapshot', async () => {
    const guid = await newWork();
    const other = await newWork();
    await insertSubmission(t.db, guid, students[0]!.guid, { 1: 'A', 2: 'B', 3: 'AC', 4: 'D' }, 8); // 10 + 8
    await insertSubmission(t.db, guid, students[1]!.guid, { 1: 'C', 2: 'B' }, 5); // 2 + 5
    await insertSubmission(t.db, guid, students[2]!.guid, { 1: 'B', 3: 'A' }, 0); // 0 + 2 (half of 4)
    await insertSubmission(t.db, other, students[0]!.guid, { 1: 'A' });
    const otherBefore = await submissionsOf(other);
    // Question 1 becomes B worth 3; question 3's rule gives a uniform 1 for a partly right answer.
    const list = FORM_QUESTIONS.map((q) => (q.th === 1 ? { ...q, answer: 'B', score: 3 } : q));
    await call(t.app, teacherA, 'POST', '/api/WorkInfo/UpdateWorkQuestion', { workInfoGuid: guid, list });
    await call(t.app, teacherA, 'POST', '/api/WorkInfo/SaveWorkMultSetting', {
      workInfoGuid: guid, multSettingInputs: [{ th: 3, isDefault: false, someWrong: 1, someRight: 1, unifyScore: 1, someScoceSetting: '{}' }],
    });
    const res = await call(t.app, teacherA, 'POST', '/api/WorkInfo/Rescore', { workInfoGuid: guid });
    expect(res.body).toEqual({ status: 200, message: 'success', data: { changed: 2, total: 3 } });

    const totals = await t.db.selectFrom('submissions').select(['studentGuid', 'objectiveScore', 'subjectiveScore', 'totalScore', 'rules'])
      .where('workGuid', '=', guid).execute();
    const byStudent = new Map(totals.map((r) => [r.studentGuid, r]));
    expect(byStudent.get(students[0]!.guid)).toMatchObject({ objectiveScore: 8, subjectiveScore: 8, totalScore: 16 });
    expect(byStudent.get(students[1]!.guid)).toMatchObject({ objectiveScore: 2, subjectiveScore: 5, totalScore: 7 });
    expect(byStudent.get(students[2]!.guid)).toMatchObject({ objectiveScore: 4, subjectiveScore: 0, totalScore: 4 });
    expect((byStudent.get(students[1]!.guid)!.rules as { th: number; answer: string; score: number }[]).find((r) => r.th === 1)).toMatchObject({ answer: 'B', score: 3 });
    const answers = await t.db.selectFrom('submissionAnswers').innerJoin('submissions', 'submissions.guid', 'submissionAnswers.submissionGuid')
      .select(['submissions.studentGuid', 'submissionAnswers.th', 'submissionAnswers.score']).where('submissionAnswers.workGuid', '=', guid)
      .where('submissionAnswers.th', 'in', [1, 3]).execute();
    const scoreOf = (s: number, th: number) => answers.find((a) => a.studentGuid === students[s]!.guid && a.th === th)?.score;
    expect([scoreOf(0, 1), scoreOf(0, 3), scoreOf(2, 1), scoreOf(2, 3)]).toEqual([0, 4, 3, 1]);
    expect(await submissionsOf(other)).toEqual(otherBefore);

    const again = await call(t.app, teacherA, 'POST', '/api/WorkInfo/Rescore', { workInfoGuid: guid });
    expect(again.body.data).toEqual({ changed: 0, total: 3 });
  });

  it('is what 作业统计\'s 重新计算 (Mark/Calculate) does: every score follows the new answer key', async () => {
    const guid = await newWork();
    await insertSubmission(t.db, guid, students[0]!.guid, { 1: 'A' });
    await insertSubmission(t.db, guid, students[1]!.guid, { 1: 'B' });
    const totalOf = async (s: number) => (await t.db.selectFrom('submissions').select('totalScore')
      .where('workGuid', '=', guid).where('studentGuid', '=', students[s]!.guid).executeTakeFirstOrThrow()).totalScore;
    const before = [await totalOf(0), await totalOf(1)];
    const list = FORM_QUESTIONS.map((q) => (q.th === 1 ? { ...q, answer: 'B' } : q));
    await call(t.app, teacherA, 'POST', '/api/WorkInfo/UpdateWorkQuestion', { workInfoGuid: guid, list });
    const res = await call(t.app, teacherA, 'POST', '/api/Mark/Calculate', { workInfoGuid: guid });
    expect(res.body).toEqual({ status: 200, message: 'success', data: { changed: 2, total: 2 } });
    const q1 = FORM_QUESTIONS.find((q) => q.th === 1)!.score;
    expect([await totalOf(0), await totalOf(1)]).toEqual([before[0]! - q1, before[1]! + q1]);
    const adminWork = await newWork(adminA);
    expect((await call(t.app, teacherA, 'POST', '/api/Mark/Calculate', { workInfoGuid: adminWork })).body.status).toBe(403);
  });

  it('answers zero of zero for a work nobody submitted, and 403 to a teacher who did not create it', async () => {
    const guid = await newWork();
    expect((await call(t.app, teacherA, 'POST', '/api/WorkInfo/Rescore', { workInfoGuid: guid })).body.data).toEqual({ changed: 0, total: 0 });
    const adminWork = await newWork(adminA);
    expect((await call(t.app, teacherA, 'POST', '/api/WorkInfo/Rescore', { workInfoGuid: adminWork })).body.status).toBe(403);
    expect((await call(t.app, teacherA, 'POST', '/api/WorkInfo/Rescore', {})).body.status).toBe(400);
  });
});

describe('answer sheets (migration 20261130T0100)', () => {
  it('every submission\'s answer sheet still equals its answers after all of the above', async () => {
    await expectAnswerSheetsKept(t.db);
  });
});
