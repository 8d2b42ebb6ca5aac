import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { setSchoolService, studentsOf } from '../../../test/helpers/homework-factory.js';
import { studentSession } from '../../../test/helpers/student-session.js';
import { classGuidOf, uploadPng } from '../homework/homework.fixture.js';
import { readWorkbook } from '../../../test/helpers/xlsx.js';
import { objectiveOptions, subsectionScore, type AnalysisSubmission, type TTableHeader } from '@zuoyeben/shared';
import { expectAnswerSheetsKept } from '../../../test/helpers/answer-sheets.js';

/** 小题分 and 客观题选项 of an exam (issue 11 item 7), per class or all. */
let t: TestApp;
let teacherA: string;
let teacherB: string;
let guid: string;

beforeAll(async () => {
  t = await createTestApp();
  await setSchoolService(t.db, 'RU20002', 0);
  [teacherA, teacherB] = await Promise.all([loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.teacherB)]);
  const A801 = await classGuidOf(t.db, 'A801');
  const A802 = await classGuidOf(t.db, 'A802');
  const png = await uploadPng(t.app, teacherA);
  const basic = { km: '数学', examName: '分析', startTime: new Date(Date.now() + 3600_000).toISOString(), duration: 60, clazzes: [{ classGuid: A801 }, { classGuid: A802 }] };
  guid = (await call(t.app, teacherA, 'POST', '/api/ExamInfo/SaveExamBasicInfo', basic)).body.data.workInfoGuid;
  const list = [{ th: 1, type: 1, option: 4, score: 2, answer: 'B' }, { th: 2, type: 2, option: 5, score: 6, answer: 'AC' }, { th: 3, type: 3, score: 10 }];
  expect((await call(t.app, teacherA, 'POST', '/api/ExamInfo/SaveExam', { ...basic, workInfoGuid: guid, papers: [png], list })).body.status).toBe(200);
  await t.db.updateTable('works').set({ startTime: new Date(Date.now() - 10 * 60_000) }).where('guid', '=', guid).execute();
  const given = [
    [A801, 0, [{ th: 1, answer: 'B' }, { th: 2, answer: 'AC' }, { th: 3, answer: '解' }]],
    [A801, 1, [{ th: 1, answer: 'A' }, { th: 2, answer: 'A' }]],
    [A802, 0, [{ th: 2, answer: 'ACE' }]],
    [A802, 1, [{ th: 1, answer: 'B' }, { th: 2, answer: 'C' }]],
  ] as const;
  for (const [cls, i, answers] of given) {
    const s = (await studentsOf(t.db, cls))[i]!;
    const session = await studentSession(t.app, t.db, s, 'RU10001');
    expect((await call(t.app, session.cookie, 'POST', '/api/Student/Submit', { workGuid: guid, requestId: crypto.randomUUID(), durationSeconds: 5, answers })).body.status).toBe(200);
  }
});
afterAll(async () => t.close());

describe('GET /api/Mpaper/ObjectiveQuestions', () => {
  it('counts options over all classes, and over one class with classCode', async () => {
    const all = await call(t.app, teacherA, 'GET', `/api/Mpaper/ObjectiveQuestions?workGuid=${guid}`);
    expect(all.body.data.studentCount).toBe(4);
    expect(all.body.data.rightOptions).toEqual({ 1: ['B'], 2: ['A', 'C'] });
    expect(all.body.data.Items[0]).toMatchObject({ th: 1, A_count: 1, B_count: 2, B_rate: 50, blank_count: 1, scoreRate: 50 });
    expect(all.body.data.Items[1]).toMatchObject({ th: 2, A_count: 3, C_count: 3, E_count: 1, scoreRate: 50 });
    const one = await call(t.app, teacherA, 'GET', `/api/Mpaper/ObjectiveQuestions?workGuid=${guid}&classCode=A801`);
    expect(one.body.data.studentCount).toBe(2);
    expect(one.body.data.Items[0]).toMatchObject({ A_count: 1, B_count: 1, blank_count: 0 });
  });
});

describe('GET /api/mpaper/SubsectionScore', () => {
  it('gives every question\'s score per student under nested headers', async () => {
    const res = await call(t.app, teacherA, 'GET', `/api/mpaper/SubsectionScore?workGuid=${guid}`);
    const d = res.body.data;
    expect(d.Header.map((h: { Title: string }) => h.Title)).toEqual(['姓名', '学号', '班级', '总分', '单选题', '多选题', '主观题']);
    expect(d.fixedColumns).toBe(4);
    expect(d.Items).toHaveLength(4);
    // Each row carries its student's 学号, which tells apart two students of one name.
    const numbered = new Set((await t.db.selectFrom('students').select(['name', 'buddies']).execute()).map((s) => `${s.name}|${s.buddies}`));
    for (const r of d.Items as { name: string; buddies: string }[]) expect(numbered.has(`${r.name}|${r.buddies}`), r.name).toBe(true);
    expect(d.Items.some((r: { buddies: string }) => r.buddies !== '')).toBe(true);
    // Best first: 2 + 6 (the subjective answer is not marked yet).
    expect(d.Items[0]).toMatchObject({ total: 8, th1: 2, th2: 6, th3: null });
    const one = await call(t.app, teacherA, 'GET', `/api/mpaper/SubsectionScore?workGuid=${guid}&classCode=A802`);
    expect(one.body.data.Items.map((r: { className: string }) => r.className)).toEqual(['八年级2班', '八年级2班']);
  });

  it('comes a page at a time in the whole table\'s order, ties of total included (a grade of 3,000 is 60 pages)', async () => {
    const page = async (size: number, index: number, q = '') =>
      (await call(t.app, teacherA, 'GET', `/api/mpaper/SubsectionScore?workGuid=${guid}&pageSize=${size}&pageIndex=${index}${q}`)).body.data;
    const expectPagesMakeTheWhole = async (q = '') => {
      const whole = await page(200, 1, q);
      expect(whole.total).toBe(whole.Items.length);
      for (const size of [1, 2, 3]) {
        const pages = [];
        for (let index = 1; index <= Math.ceil(whole.total / size); index++) {
          const d = await page(size, index, q);
          expect(d).toMatchObject({ total: whole.total, pageIndex: index, pageSize: size });
          pages.push(...d.Items);
        }
        expect(pages, `pages of ${size}`).toEqual(whole.Items);
      }
      // Past the last page: no rows, the count still given.
      expect(await page(2, 9, q)).toMatchObject({ Items: [], total: whole.total });
    };
    await expectPagesMakeTheWhole();
    await expectPagesMakeTheWhole('&classCode=A801');
    // Every total equal (an exam nobody has marked): the order is class, then name, across the pages.
    const totals = await t.db.selectFrom('submissions').select(['guid', 'totalScore']).where('workGuid', '=', guid).execute();
    await t.db.updateTable('submissions').set({ totalScore: 5 }).where('workGuid', '=', guid).execute();
    try {
      await expectPagesMakeTheWhole();
      const names = (await page(200, 1)).Items.map((r: { className: string }) => r.className);
      expect(names).toEqual(['八年级1班', '八年级1班', '八年级2班', '八年级2班']);
    } finally {
      for (const r of totals) await t.db.updateTable('submissions').set({ totalScore: r.totalScore }).where('guid', '=', r.guid).execute();
    }
    // The page is checked: a size over 200 or a page 0 is bad input.
    expect((await call(t.app, teacherA, 'GET', `/api/mpaper/SubsectionScore?workGuid=${guid}&pageSize=500`)).http).toBe(400);
    expect((await call(t.app, teacherA, 'GET', `/api/mpaper/SubsectionScore?workGuid=${guid}&pageIndex=0`)).http).toBe(400);
  });

  it('refuses another school and bad input', async () => {
    expect((await call(t.app, teacherB, 'GET', `/api/mpaper/SubsectionScore?workGuid=${guid}`)).body.status).toBe(100);
    expect((await call(t.app, teacherB, 'GET', `/api/Mpaper/ObjectiveQuestions?workGuid=${guid}`)).body.status).toBe(100);
    const bad = await call(t.app, teacherA, 'GET', '/api/mpaper/SubsectionScore?workGuid=nope');
    expect(bad.http).toBe(400);
  });
});

/** The leaf columns of nested headers, left to right, as the screen's table lays them out. */
const leavesOf = (hs: readonly TTableHeader[]): TTableHeader[] => hs.flatMap((h) => (h.Children ? leavesOf(h.Children) : [h]));

describe('Excel export of 小题分 and 客观题选项', () => {
  async function exported(path: string, screenPath: string, query = '') {
    const res = await call(t.app, teacherA, 'GET', `${path}?workGuid=${guid}${query}`);
    expect(res.body.status, res.body.message).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: res.body.data.url, headers: { cookie: teacherA } });
    const sheet = (await readWorkbook(file.rawPayload)).worksheets[0]!;
    const screen = (await call(t.app, teacherA, 'GET', `${screenPath}?workGuid=${guid}${query}`)).body.data;
    return { res, sheet, screen };
  }

  it('the 小题分 workbook equals the screen: nested headers merged over their columns, the same rows and cells', async () => {
    const { res, sheet, screen } = await exported('/api/mpaper/ExportSubsectionScore', '/api/mpaper/SubsectionScore');
    expect(res.body.data.fileName).toBe('小题分-分析.xlsx');
    // Two header rows: 姓名 spans both; 单选题 sits over 第1题（2分）.
    expect(sheet.getCell(1, 1).text).toBe('姓名');
    expect(sheet.getCell(2, 1).isMerged).toBe(true);
    expect(sheet.getCell(1, 2).text).toBe('学号');
    expect(sheet.getCell(1, 5).text).toBe('单选题');
    expect(sheet.getCell(2, 5).text).toBe('第1题（2分）');
    const leaves = leavesOf(screen.Header);
    expect(sheet.rowCount).toBe(2 + screen.Items.length);
    screen.Items.forEach((item: Record<string, string | number | null>, i: number) => {
      const cells = leaves.map((_, c) => sheet.getRow(3 + i).getCell(c + 1).value);
      expect(cells).toEqual(leaves.map((l) => item[l.Prop!] ?? '--'));
    });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 2, xSplit: 4 });
  });

  it('the 客观题选项 workbook of one class equals its screen, the right options marked', async () => {
    const { sheet, screen } = await exported('/api/Mpaper/ExportObjectiveQuestions', '/api/Mpaper/ObjectiveQuestions', '&classCode=A801');
    const leaves = leavesOf(screen.Header);
    expect(sheet.getCell(1, 5).text).toBe('选项A');
    expect(sheet.getCell(2, 5).text).toBe('人数');
    screen.Items.forEach((item: Record<string, string | number | null>, i: number) => {
      expect(leaves.map((_, c) => sheet.getRow(3 + i).getCell(c + 1).value)).toEqual(leaves.map((l) => item[l.Prop!] ?? '--'));
    });
    const bCount = leaves.findIndex((l) => l.Prop === 'B_count') + 1;
    const aCount = leaves.findIndex((l) => l.Prop === 'A_count') + 1;
    expect(sheet.getRow(3).getCell(bCount).font?.bold).toBe(true);
    expect(sheet.getRow(3).getCell(aCount).font?.bold).toBeFalsy();
  });

  it('another school gets an error envelope', async () => {
    expect((await call(t.app, teacherB, 'GET', `/api/mpaper/ExportSubsectionScore?workGuid=${guid}`)).body.status).toBe(100);
    expect((await call(t.app, teacherB, 'GET', `/api/Mpaper/ExportObjectiveQuestions?workGuid=${guid}`)).body.status).toBe(100);
  });
});

describe('a corrected answer key of a published exam (SaveExam) and 重新计分', () => {
  it('saving says how many sheets a rescore would change and changes no score; 重新计分 then does', async () => {
    const exam = (await call(t.app, teacherA, 'GET', `/api/ExamInfo/GetExam?workInfoGuid=${guid}`)).body.data;
    const form = { ...exam, workInfoGuid: guid, papers: exam.topicFileList.map((f: { fileKey: string }) => f.fileKey), answers: [], delQuestionGuid: [] };
    const before = (await call(t.app, teacherA, 'GET', `/api/mpaper/SubsectionScore?workGuid=${guid}`)).body.data.Items;
    // Question 1's key B → A: two sheets answered B (right → wrong), one A (wrong → right), one left it blank.
    const rekeyed = await call(t.app, teacherA, 'POST', '/api/ExamInfo/SaveExam', { ...form, list: exam.list.map((q: { th: number }) => (q.th === 1 ? { ...q, answer: 'A' } : q)) });
    expect(rekeyed.body.status, rekeyed.body.message).toBe(200);
    expect(rekeyed.body.data.pendingRescore).toBe(3);
    expect((await call(t.app, teacherA, 'GET', `/api/mpaper/SubsectionScore?workGuid=${guid}`)).body.data.Items).toEqual(before);
    const rescored = await call(t.app, teacherA, 'POST', '/api/WorkInfo/Rescore', { workInfoGuid: guid });
    expect(rescored.body.data).toMatchObject({ changed: 3, total: 4 });
    const after = (await call(t.app, teacherA, 'GET', `/api/mpaper/SubsectionScore?workGuid=${guid}`)).body.data.Items;
    expect(after.filter((r: { th1: number }) => r.th1 === 2)).toHaveLength(1);
    // Back to B: the same three sheets would change again.
    const back = await call(t.app, teacherA, 'POST', '/api/ExamInfo/SaveExam', { ...form, list: exam.list });
    expect(back.body.data.pendingRescore).toBe(3);
    await call(t.app, teacherA, 'POST', '/api/WorkInfo/Rescore', { workInfoGuid: guid });
    expect((await call(t.app, teacherA, 'GET', `/api/mpaper/SubsectionScore?workGuid=${guid}`)).body.data.Items).toEqual(before);
  });
});

/** The two tables as the shared rules compute them from the answer rows themselves (what the screens showed before the answer sheets). */
async function tablesOfAnswerRows(classCode?: string) {
  const questions = (await t.db.selectFrom('workQuestions').select(['th', 'type', 'optionCount', 'score', 'answer']).where('workGuid', '=', guid).orderBy('th').execute())
    .map((q) => ({ th: q.th, type: q.type, option: q.optionCount, score: Number(q.score), answer: q.answer }));
  const subs = await t.db.selectFrom('submissions').innerJoin('students', 'students.guid', 'submissions.studentGuid').innerJoin('classes', 'classes.guid', 'students.classGuid')
    .select(['submissions.guid', 'students.name', 'students.buddies', 'classes.name as className', 'classes.classCode', 'submissions.totalScore'])
    .where('submissions.workGuid', '=', guid).where('submissions.status', 'in', [1, 2, 3]).execute();
  const answers = await t.db.selectFrom('submissionAnswers').select(['submissionGuid', 'th', 'answer', 'score']).where('workGuid', '=', guid).execute();
  const sheets: AnalysisSubmission[] = subs.filter((s) => classCode === undefined || s.classCode === classCode).map((s) => ({
    name: s.name, buddies: s.buddies, className: s.className, totalScore: Number(s.totalScore),
    answers: new Map(answers.filter((a) => a.submissionGuid === s.guid).map((a) => [a.th, { answer: a.answer, score: a.score === null ? null : Number(a.score) }])),
  }));
  return { subsection: subsectionScore(questions, sheets), objective: objectiveOptions(questions, sheets) };
}

describe('小题分 and 客观题选项 read the answers kept with each submission (submission_answer_sheets)', () => {
  async function expectScreensEqualAnswerRows() {
    for (const classCode of [undefined, 'A801']) {
      const q = classCode ? `&classCode=${classCode}` : '';
      const expected = await tablesOfAnswerRows(classCode);
      const subsection = (await call(t.app, teacherA, 'GET', `/api/mpaper/SubsectionScore?workGuid=${guid}${q}`)).body.data;
      const objective = (await call(t.app, teacherA, 'GET', `/api/Mpaper/ObjectiveQuestions?workGuid=${guid}${q}`)).body.data;
      expect(subsection.Items).toEqual(expected.subsection.Items);
      expect(objective.Items).toEqual(expected.objective.Items);
      expect(objective.studentCount).toBe(expected.objective.studentCount);
    }
    await expectAnswerSheetsKept(t.db);
  }

  it('equal the tables of the answer rows after any writer changes a score, adds, rewrites or removes an answer', async () => {
    await expectScreensEqualAnswerRows();
    const [first] = await t.db.selectFrom('submissions').select('guid').where('workGuid', '=', guid).where('status', '>', 0).orderBy('guid').limit(1).execute();
    // A mark given to every written answer, then one changed again.
    await t.db.updateTable('submissionAnswers').set({ score: 7.5 }).where('workGuid', '=', guid).where('th', '=', 3).execute();
    await t.db.updateTable('submissionAnswers').set({ score: 2 }).where('submissionGuid', '=', first!.guid).where('th', '=', 3).execute();
    await expectScreensEqualAnswerRows();
    // An answer rewritten, then one removed and another added (a rescan, a resubmission).
    await t.db.updateTable('submissionAnswers').set({ answer: 'BD', score: 0 }).where('submissionGuid', '=', first!.guid).where('th', '=', 2).execute();
    const removed = await t.db.deleteFrom('submissionAnswers').where('submissionGuid', '=', first!.guid).where('th', '=', 1).returningAll().execute();
    await expectScreensEqualAnswerRows();
    await t.db.insertInto('submissionAnswers').values(removed.map((a) => ({ ...a, answer: 'C', score: 0 }))).execute();
    await expectScreensEqualAnswerRows();
    // A written answer to a choice question counts by the letters it holds (B here), beyond ASCII as within.
    await t.db.updateTable('submissionAnswers').set({ answer: '选B，因为题干说得很清楚' }).where('submissionGuid', '=', first!.guid).where('th', '=', 1).execute();
    await expectScreensEqualAnswerRows();
  });
});
