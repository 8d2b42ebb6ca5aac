import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeworkMessages as M } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { FORM_QUESTIONS, classGuidOf, pdfBytes, upload, uploadPng, validForm } from './homework.fixture.js';

let t: TestApp;
let teacherA: string;
let adminA: string;
let A801: string;
let A802: string;
let G101: string;
let png: string;
let pdf: string;
let pdf2: string;
let answerPngs: string[];
let pngs: string[];

const ONLINE = '/api/WorkInfo/SaveOnlineWork';
const MACHINE = '/api/WorkInfo/SaveMachineReadWork';
const PAPER = '/api/WorkInfo/SaveTestPaperWork';

beforeAll(async () => {
  t = await createTestApp();
  [teacherA, adminA] = await Promise.all([loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.adminA)]);
  A801 = await classGuidOf(t.db, 'A801');
  A802 = await classGuidOf(t.db, 'A802');
  G101 = await classGuidOf(t.db, 'G101');
  pngs = [];
  for (let i = 0; i < 10; i++) pngs.push(await uploadPng(t.app, teacherA));
  png = pngs[0]!;
  answerPngs = [await uploadPng(t.app, teacherA, 2), await uploadPng(t.app, teacherA, 2), await uploadPng(t.app, teacherA, 2)];
  pdf = (await upload(t.app, teacherA, '卷.pdf', await pdfBytes(2))).body.data.sourceFile[0].fileKey;
  pdf2 = (await upload(t.app, teacherA, '卷2.pdf', await pdfBytes(1))).body.data.sourceFile[0].fileKey;
});
afterAll(async () => t.close());

const form = (patch: Record<string, unknown> = {}) => validForm([A801], [png], patch);

describe('saving new homework', () => {
  it('creates an online work with a 6-digit code, its classes, files, questions and the whole form', async () => {
    const res = await call(t.app, teacherA, 'POST', ONLINE, form({ answers: [answerPngs[0]], clazzes: [{ classGuid: A802 }, { code: 'A801' }], overdueable: true, showStudentInfo: 0 }));
    expect(res.body).toMatchObject({ status: 200, data: { workCode: expect.stringMatching(/^\d{6}$/), paperGuid: null, pendingRescore: 0 } });
    const info = await call(t.app, teacherA, 'GET', `/api/WorkInfo/GetWorkInfo?workInfoGuid=${res.body.data.workInfoGuid}`);
    expect(info.body.data).toMatchObject({
      workType: 1, km: '数学', name: '十一月练习', gradeCode: 'A8', state: 0, isCreate: true, existSubmit: false, overdueable: 1, showStudentInfo: 0,
      papers: [png], answers: [answerPngs[0]], startNumber: 1,
    });
    expect(info.body.data.clazzes.map((c: { code: string }) => c.code)).toEqual(['A801', 'A802']);
    expect(info.body.data.questions).toHaveLength(5);
    expect(info.body.data.questions[2]).toEqual({ th: 3, type: 2, option: 4, score: 4, answer: 'AC', multSetting: null });
    expect(info.body.data.topicFileList[0]).toMatchObject({ fileKey: png, filePath: `/api/Upload/File/${png}` });
  });

  it('creates a machine-read work (4) and test-paper works (3 by default, or 2) from a document', async () => {
    const machine = await call(t.app, teacherA, 'POST', MACHINE, form({ papers: [pdf], startTime: undefined, endTime: undefined }));
    expect(machine.body.status).toBe(200);
    const paper = await call(t.app, teacherA, 'POST', PAPER, form({ papers: [pdf2], answers: [answerPngs[1]] }));
    const offline = await call(t.app, teacherA, 'POST', PAPER, form({ workType: 2 }));
    const types = await t.db.selectFrom('works').select(['guid', 'workType']).where('guid', 'in', [machine.body.data.workInfoGuid, paper.body.data.workInfoGuid, offline.body.data.workInfoGuid]).execute();
    expect(Object.fromEntries(types.map((w) => [w.guid, w.workType]))).toEqual({
      [machine.body.data.workInfoGuid]: 4, [paper.body.data.workInfoGuid]: 3, [offline.body.data.workInfoGuid]: 2,
    });
  });

  it('sanitises the name, normalises answers and gives subjective questions no answer', async () => {
    const res = await call(t.app, teacherA, 'POST', ONLINE, form({
      name: '  期中<复习>/一 ',
      questions: [{ th: 1, type: 2, option: 5, score: 3, answer: 'e, a' }, { th: 2, type: 3, option: 4, score: 10, answer: 'X' }],
    }));
    const guid = res.body.data.workInfoGuid;
    const work = await t.db.selectFrom('works').select('name').where('guid', '=', guid).executeTakeFirstOrThrow();
    expect(work.name).toBe('期中复习一');
    const qs = await t.db.selectFrom('workQuestions').select(['th', 'answer']).where('workGuid', '=', guid).orderBy('th').execute();
    expect(qs).toEqual([{ th: 1, answer: 'AE' }, { th: 2, answer: '' }]);
  });

  it('gives every new work of a school its own code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add((await call(t.app, teacherA, 'POST', ONLINE, form())).body.data.workCode);
    expect(codes.size).toBe(5);
  });

  it('fills scoring and display types, sync and answer release from the teacher preference when the form omits them', async () => {
    await call(t.app, teacherA, 'POST', '/api/PreferSet/AddOrUpdatePrefer', { scoreType: 1, showType: 1, syncToOthers: 1 });
    const res = await call(t.app, teacherA, 'POST', ONLINE, form());
    const work = await t.db.selectFrom('works').select(['scoreType', 'showType', 'syncToOthers']).where('guid', '=', res.body.data.workInfoGuid).executeTakeFirstOrThrow();
    expect(work).toEqual({ scoreType: 1, showType: 1, syncToOthers: true });
    const explicit = await call(t.app, teacherA, 'POST', ONLINE, form({ scoreType: 0, syncToOthers: 0 }));
    const w2 = await t.db.selectFrom('works').select(['scoreType', 'syncToOthers']).where('guid', '=', explicit.body.data.workInfoGuid).executeTakeFirstOrThrow();
    expect(w2).toEqual({ scoreType: 0, syncToOthers: false });
    await call(t.app, teacherA, 'POST', '/api/PreferSet/AddOrUpdatePrefer', { scoreType: 0, showType: 0, syncToOthers: 0 });
  });

  it('copies a work: a new guid and code, the old guid kept, questions and multiple-choice rules carried over', async () => {
    const source = (await call(t.app, teacherA, 'POST', ONLINE, form())).body.data;
    const rule = { th: 3, isDefault: false, someWrong: 1, someRight: 1, unifyScore: 1, someScoceSetting: '{}' };
    await call(t.app, teacherA, 'POST', '/api/WorkInfo/SaveWorkMultSetting', { workInfoGuid: source.workInfoGuid, multSettingInputs: [rule] });
    const copyForm = (await call(t.app, teacherA, 'GET', `/api/WorkInfo/GetWorkInfo?oldWorkInfoGuid=${source.workInfoGuid}`)).body.data;
    expect(copyForm).toMatchObject({ workInfoGuid: null, workCode: null, oldWorkInfoGuid: source.workInfoGuid, state: 0, isCreate: true });
    const { workInfoGuid: _g, ...rest } = copyForm;
    const copy = await call(t.app, teacherA, 'POST', ONLINE, { ...rest, oldWorkInfoGuid: source.workInfoGuid, clazzes: copyForm.clazzes, questions: FORM_QUESTIONS });
    expect(copy.body.message).toBe('success');
    expect(copy.body.data.workInfoGuid).not.toBe(source.workInfoGuid);
    expect(copy.body.data.workCode).not.toBe(source.workCode);
    const row = await t.db.selectFrom('works').select('oldWorkGuid').where('guid', '=', copy.body.data.workInfoGuid).executeTakeFirstOrThrow();
    expect(row.oldWorkGuid).toBe(source.workInfoGuid);
    const q3 = await t.db.selectFrom('workQuestions').select('multSetting').where('workGuid', '=', copy.body.data.workInfoGuid).where('th', '=', 3).executeTakeFirstOrThrow();
    expect(q3.multSetting).toMatchObject({ someRight: 1, unifyScore: 1, isDefault: false });
  });
});

const pngList = (n: number) => Array.from({ length: n }, (_, i) => pngs[i]!);
const q = (patch: Record<string, unknown>, th = 1) => FORM_QUESTIONS.map((x) => (x.th === th ? { ...x, ...patch } : x));
const manyQuestions = (n: number) => Array.from({ length: n }, (_, i) => ({ th: i + 1, type: 1, option: 4, score: 1, answer: 'A' }));
const past = new Date(Date.now() - 86_400_000).toISOString();

/** [case, form patch, message, also for machine-read (whose times are optional)] */
const CASES: [string, Record<string, unknown>, string, boolean?][] = [
  ['no subject', { km: undefined }, M.subjectRequired],
  ['a blank subject', { km: ' ' }, M.subjectRequired],
  ['a subject the period lacks', { km: '科学' }, M.subjectInvalid],
  ['no name', { name: undefined }, M.nameRequired],
  ['an empty name', { name: '' }, M.nameRequired],
  ['a name of spaces', { name: '   ' }, M.nameBlank],
  ['a name of forbidden characters only', { name: '<>?*' }, M.nameBlank],
  ['a 31-character name', { name: '作'.repeat(31) }, M.nameTooLong],
  ['a 500-character name', { name: 'x'.repeat(500) }, M.nameTooLong],
  ['no classes', { clazzes: [] }, M.classesRequired],
  ['a grade without classes', { clazzes: [], gradeCode: 'A9' }, M.gradeWithoutClasses],
  ['classes of two grades', { clazzes: [{ code: 'A801' }, { code: 'G101' }] }, M.oneGradeOnly],
  ['no start time', { startTime: undefined }, M.startTimeRequired, false],
  ['no end time', { endTime: '' }, M.endTimeRequired, false],
  ['a start after the end', { startTime: new Date(Date.now() + 3 * 86_400_000).toISOString() }, M.startAfterEnd],
  ['an impossible date', { startTime: '2026-02-30 10:00' }, M.timeInvalid],
  ['a time that is not one', { endTime: 'tomorrow' }, M.timeInvalid],
  ['timed release without a time', { releaseType: 1 }, M.releaseTimeRequired],
  ['timed release in the past', { releaseType: 1, releaseTime: past }, M.releaseTimePast],
  ['no question files', { papers: [] }, M.questionFilesRequired],
  ['10 question images', { papers: 'pngs10' }, M.tooManyQuestionImages],
  ['two documents', { papers: 'pdf+pdf2' }, M.documentOnce],
  ['a document with an image', { papers: 'pdf+png' }, M.noMixing],
  ['3 answer images', { answers: 'answers3' }, M.tooManyAnswerImages],
  ['one file as question and answer', { answers: 'png' }, M.fileReused],
  ['no questions', { questions: [] }, M.questionCountZero],
  ['101 questions', { questions: manyQuestions(101) }, M.questionCountTooMany],
  ['start number 0', { startNumber: 0 }, M.startNumberInvalid],
  ['a decimal start number', { startNumber: 1.5 }, M.startNumberInvalid],
  ['start number 101', { startNumber: 101 }, M.startNumberTooLarge],
  ['a decimal question number', { questions: q({ th: 1.5 }) }, M.thDecimal],
  ['question number 200', { questions: q({ th: 200 }) }, M.thMax],
  ['a number below the start number', { startNumber: 2 }, M.thBelowStart],
  ['a repeated number', { questions: q({ th: 2 }) }, M.thDuplicate],
  ['one option', { questions: q({ option: 1 }) }, M.keepTwoOptions],
  ['8 options', { questions: q({ option: 8 }) }, M.maxSevenOptions],
  ['a decimal option count', { questions: q({ option: 2.5 }) }, M.batchOptionRange],
  ['no score', { questions: q({ score: undefined }, 2) }, M.scoreRequired(2)],
  ['score 0', { questions: q({ score: 0 }) }, M.batchScorePositive],
  ['score 101', { questions: q({ score: 101 }) }, M.batchScoreMax],
  ['a score off the 0.5 step', { questions: q({ score: 1.3 }, 4) }, M.scoreRequired(4)],
  ['an objective question without answer', { questions: q({ answer: '' }, 2) }, M.answerRequired(2)],
  ['a multiple choice without answer', { questions: q({ answer: null }, 3) }, M.answerRequired(3)],
  ['an answer beyond the options', { questions: q({ answer: 'E' }) }, M.answerOutOfOptions(1)],
  ['a single choice with two answers', { questions: q({ answer: 'AB' }) }, M.singleOneAnswer(1)],
];

function resolveFiles(patch: Record<string, unknown>) {
  const named: Record<string, string[]> = { pngs10: pngList(10), 'pdf+pdf2': [pdf, pdf2], 'pdf+png': [pdf, png], answers3: answerPngs, png: [png] };
  const out = { ...patch };
  for (const key of ['papers', 'answers'] as const) if (typeof out[key] === 'string') out[key] = named[out[key] as string];
  return out;
}

describe('the validation messages of spec 01 §5', () => {
  const endpoints: [string, Record<string, unknown>][] = [[ONLINE, {}], [PAPER, { workType: 2 }], [MACHINE, {}]];
  it.each(CASES)('refuses %s with a 400 envelope on every save endpoint', async (_case, patch, message, forMachine = true) => {
    const before = await t.db.selectFrom('works').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const [url, extra] of endpoints) {
      if (url === MACHINE && !forMachine) continue;
      const body = { ...form(resolveFiles(patch)), ...extra };
      for (const [k, v] of Object.entries(patch)) if (v === undefined) delete (body as Record<string, unknown>)[k];
      const res = await call(t.app, teacherA, 'POST', url, body);
      expect({ url, http: res.http, body: res.body }).toEqual({ url, http: 400, body: { status: 400, message, data: null } });
    }
    const after = await t.db.selectFrom('works').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it.each([
    ['a missing body', undefined],
    ['clazzes of the wrong type', { clazzes: 'A801' }],
    ['a question list of strings', { questions: ['1'] }],
    ['an oversize subject', { km: '数'.repeat(21) }],
    ['a malformed work guid', { workInfoGuid: '123' }],
    ['a wrong switch value', { overdueable: 2 }],
  ])('answers %s with a Chinese 400', async (_case, patch) => {
    const res = await call(t.app, teacherA, 'POST', ONLINE, patch === undefined ? undefined : form(patch));
    expect(res.http).toBe(400);
    expect(res.body.status).toBe(400);
    expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('refuses classes the teacher does not teach (403) and files or classes of nowhere (404)', async () => {
    const other = await call(t.app, teacherA, 'POST', ONLINE, form({ clazzes: [{ code: 'A701' }] }));
    expect(other.body).toMatchObject({ status: 403, message: M.classNotVisible });
    const noFile = await call(t.app, teacherA, 'POST', ONLINE, form({ papers: ['f'.repeat(32)] }));
    expect(noFile.body).toMatchObject({ status: 404, message: M.fileNotFound });
    const noClass = await call(t.app, teacherA, 'POST', ONLINE, form({ clazzes: [{ code: 'Z999' }] }));
    expect(noClass.body).toMatchObject({ status: 404, message: M.classNotFound });
  });

  it('refuses a start on an earlier day, but keeps an unchanged start of a homework that has begun', async () => {
    const yesterday = new Date(Date.now() - 36 * 3_600_000).toISOString();
    const res = await call(t.app, teacherA, 'POST', ONLINE, form({ startTime: yesterday }));
    expect(res.body).toMatchObject({ status: 400, message: M.startBeforeToday });
  });

  it('creates homework only of the kinds the school granted the member (403, nothing saved)', async () => {
    const userId = (await t.db.selectFrom('users').select('id').where('phone', '=', DEMO.teacherA).executeTakeFirstOrThrow()).id;
    const grant = (flags: { createOnline?: boolean; createOffline?: boolean; onlineWork?: boolean }) =>
      t.db.updateTable('memberships').set(flags).where('userId', '=', userId).execute();
    try {
      await grant({ onlineWork: false });
      expect((await call(t.app, teacherA, 'POST', ONLINE, form())).body).toMatchObject({ status: 403, message: M.noPermissionOnline });
      expect((await call(t.app, teacherA, 'POST', PAPER, form({ workType: 2 }))).body.status).toBe(200);
      await grant({ onlineWork: true, createOnline: false, createOffline: false });
      for (const [url, extra] of [[ONLINE, {}], [MACHINE, {}], [PAPER, { workType: 2 }]] as const) {
        expect((await call(t.app, teacherA, 'POST', url, { ...form(), ...extra })).body).toMatchObject({ status: 403, message: M.noPermissionCreate });
      }
    } finally {
      await grant({ onlineWork: true, createOnline: true, createOffline: true });
    }
  });

  it('lets an administrator publish to any class of the school', async () => {
    const res = await call(t.app, adminA, 'POST', ONLINE, form({ clazzes: [{ code: 'G101' }, { code: 'G102' }] }));
    expect(res.body.status).toBe(200);
    void G101;
  });
});
