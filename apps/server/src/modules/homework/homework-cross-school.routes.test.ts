import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createWork, studentsOf, setSchoolService } from '../../../test/helpers/homework-factory.js';
import { studentSession } from '../../../test/helpers/student-session.js';
import { FORM_QUESTIONS, classGuidOf, insertSubmission, uploadPng, validForm } from './homework.fixture.js';

/**
 * A teacher of school B meets school A's work guids, file keys and class guids through every endpoint that takes
 * one: each answers like a missing id (status 100 作业或考试不存在！ for a homework, spec 03 §8.1; 404 for files and
 * classes), and nothing of school A changes.
 */
let t: TestApp;
let teacherA: string;
let teacherB: string;
let workA: string;
let aidA: string;
let fileA: string;
let classA: string;
let fileB: string;
let classB: string;
let aidB: string;

beforeAll(async () => {
  t = await createTestApp();
  // About isolation between schools, not the second school's expired service (see member-guard.routes.test.ts).
  await setSchoolService(t.db, 'RU20002', 0);
  [teacherA, teacherB] = await Promise.all([loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.teacherB)]);
  classA = await classGuidOf(t.db, 'A801');
  fileA = await uploadPng(t.app, teacherA);
  const res = await call(t.app, teacherA, 'POST', '/api/WorkInfo/SaveOnlineWork', validForm([classA], [fileA]));
  workA = res.body.data.workInfoGuid;
  await t.db.updateTable('works').set({ paperGuid: '00000000-0000-4000-8000-000000000001' }).where('guid', '=', workA).execute();
  await insertSubmission(t.db, workA, (await studentsOf(t.db, classA))[0]!.guid, { 1: 'A' });
  aidA = (await createWork(t.db, { classCodes: ['A801'], workType: 5, creatorPhone: DEMO.teacherA })).guid;
  const teachB = await t.db.selectFrom('teachInfoClasses').innerJoin('teachInfos', 'teachInfos.guid', 'teachInfoClasses.teachInfoGuid')
    .innerJoin('users', 'users.id', 'teachInfos.userId').select('teachInfoClasses.classGuid').where('users.phone', '=', DEMO.teacherB).executeTakeFirstOrThrow();
  classB = teachB.classGuid;
  const code = await t.db.selectFrom('classes').select('classCode').where('guid', '=', classB).executeTakeFirstOrThrow();
  aidB = (await createWork(t.db, { ruCode: 'RU20002', classCodes: [code.classCode], workType: 5 })).guid;
  fileB = await uploadPng(t.app, teacherB);
});
afterAll(async () => t.close());

/** Everything of school A that an endpoint could change. */
async function snapshotA() {
  const schoolA = (await t.db.selectFrom('schools').select('id').where('ruCode', '=', 'RU10001').executeTakeFirstOrThrow()).id;
  const tables = ['works', 'workClasses', 'workFiles', 'workQuestions', 'submissions', 'submissionAnswers', 'files'] as const;
  const out: Record<string, unknown> = {};
  for (const table of tables) out[table] = await t.db.selectFrom(table).selectAll().where('schoolId', '=', schoolA).execute();
  return JSON.stringify(out);
}

describe('another school’s ids through every homework endpoint', () => {
  it('answers status 100 for school A work guids, 404 for its file keys and class guids, and changes nothing', async () => {
    const form = (patch: Record<string, unknown> = {}) => ({ ...validForm([classB], [fileB]), ...patch });
    const calls: [string, 100 | 404, 'GET' | 'POST', string, unknown?][] = [
      ['edit online', 100, 'POST', '/api/WorkInfo/SaveOnlineWork', form({ workInfoGuid: workA })],
      ['edit machine-read', 100, 'POST', '/api/WorkInfo/SaveMachineReadWork', form({ workInfoGuid: workA })],
      ['edit test paper', 100, 'POST', '/api/WorkInfo/SaveTestPaperWork', form({ workInfoGuid: workA })],
      ['copy', 100, 'POST', '/api/WorkInfo/SaveOnlineWork', form({ oldWorkInfoGuid: workA })],
      ['save with a foreign question file', 404, 'POST', '/api/WorkInfo/SaveOnlineWork', form({ papers: [fileA] })],
      ['save with a foreign answer file', 404, 'POST', '/api/WorkInfo/SaveOnlineWork', form({ answers: [fileA] })],
      ['save with a foreign class guid', 404, 'POST', '/api/WorkInfo/SaveOnlineWork', form({ clazzes: [{ classGuid: classA }] })],
      ['save with a foreign ruCode', 404, 'POST', '/api/WorkInfo/SaveOnlineWork', form({ ruCode: 'RU10001' })],
      ['teaching-aid edit', 100, 'POST', '/api/WorkInfo/EditTeachingAidWork', { workInfoGuid: aidA, clazzes: [{ classGuid: classB }] }],
      ['teaching-aid edit with a foreign class', 404, 'POST', '/api/WorkInfo/EditTeachingAidWork', { workInfoGuid: aidB, clazzes: [{ classGuid: classA }] }],
      ['work info', 100, 'GET', `/api/WorkInfo/GetWorkInfo?workInfoGuid=${workA}`],
      ['copy form', 100, 'GET', `/api/WorkInfo/GetWorkInfo?oldWorkInfoGuid=${workA}`],
      ['detail', 100, 'GET', `/api/WorkInfo/Detail?workGuid=${workA}`],
      ['list by a foreign class', 404, 'GET', `/api/WorkInfo/List?classGuids=${classA}`],
      ['delete', 100, 'POST', '/api/WorkInfo/Delete', { workInfoGuid: workA }],
      ['paper guid', 100, 'GET', `/api/WorkInfo/GetWorkPaperGuid?workGuid=${workA}`],
      ['answer pdf by work', 100, 'GET', `/api/WorkInfo/DownLoadPaperAnswerPdf?workInfoGuid=${workA}&workCode=123456`],
      ['answer pdf by paper', 100, 'GET', '/api/WorkInfo/DownLoadPaperAnswerPdf?paperGuid=00000000-0000-4000-8000-000000000001&workCode=123456'],
      ['multiple-choice rules', 100, 'GET', `/api/WorkInfo/GetWorkMultSetting?workInfoGuid=${workA}`],
      ['save multiple-choice rules', 100, 'POST', '/api/WorkInfo/SaveWorkMultSetting', { workInfoGuid: workA, multSettingInputs: [{ th: 3, isDefault: true }] }],
      ['update questions', 100, 'POST', '/api/WorkInfo/UpdateWorkQuestion', { workInfoGuid: workA, list: FORM_QUESTIONS }],
      ['rescore', 100, 'POST', '/api/WorkInfo/Rescore', { workInfoGuid: workA }],
      ['file', 404, 'GET', `/api/Upload/File/${fileA}`],
    ];
    const before = await snapshotA();
    for (const [name, status, method, url, body] of calls) {
      const res = await call(t.app, teacherB, method, url, body);
      expect({ name, status: res.body.status, http: res.http }).toEqual({ name, status, http: 404 });
      if (status === 100) expect(res.body.message).toBe('作业或考试不存在！');
    }
    expect(await snapshotA()).toBe(before);
  });

  it('still works for school B with its own ids (the 404s above are not a broken endpoint)', async () => {
    const res = await call(t.app, teacherB, 'POST', '/api/WorkInfo/EditTeachingAidWork', { workInfoGuid: aidB, clazzes: [{ classGuid: classB }], use: 2 });
    expect(res.body.status).toBe(200);
    expect((await call(t.app, teacherB, 'POST', '/api/WorkInfo/SaveOnlineWork', validForm([classB], [fileB]))).body.status).toBe(200);
  });
});

describe('a homework guid that names nothing', () => {
  it('answers status 100 with 作业或考试不存在！ on every call that names a homework (spec 03 §8.1)', async () => {
    const missing = crypto.randomUUID();
    const [student] = await studentsOf(t.db, classA);
    const studentA = (await studentSession(t.app, t.db, student!, 'RU10001')).cookie;
    const staff: ['GET' | 'POST', string, unknown?][] = [
      ['GET', `/api/WorkInfo/GetWorkInfo?workInfoGuid=${missing}`],
      ['GET', `/api/WorkInfo/GetWorkInfo?oldWorkInfoGuid=${missing}`],
      ['GET', `/api/WorkInfo/Detail?workGuid=${missing}`],
      ['GET', `/api/WorkInfo/GetWorkPaperGuid?workGuid=${missing}`],
      ['GET', `/api/WorkInfo/GetWorkMultSetting?workInfoGuid=${missing}`],
      ['POST', '/api/WorkInfo/SaveWorkMultSetting', { workInfoGuid: missing, multSettingInputs: [{ th: 3, isDefault: true }] }],
      ['POST', '/api/WorkInfo/UpdateWorkQuestion', { workInfoGuid: missing, list: FORM_QUESTIONS }],
      ['POST', '/api/WorkInfo/Rescore', { workInfoGuid: missing }],
      ['POST', '/api/WorkInfo/Delete', { workInfoGuid: missing }],
      ['POST', '/api/WorkInfo/SaveOnlineWork', validForm([classA], [fileA], { workInfoGuid: missing })],
      ['POST', '/api/WorkInfo/EditTeachingAidWork', { workInfoGuid: missing, clazzes: [{ classGuid: classA }] }],
      ['GET', `/api/WorkInfo/DownLoadPaperAnswerPdf?workInfoGuid=${missing}&workCode=123456`],
      ['GET', `/api/Mark/Questions?workGuid=${missing}`],
      ['GET', `/api/Mark/Next?workGuid=${missing}&th=6`],
      ['POST', '/api/Mark/Save', { workGuid: missing, th: 6, submissionGuid: crypto.randomUUID(), score: 1 }],
      ['GET', `/api/MachineRead/Sheet?workGuid=${missing}`],
      ['GET', `/api/MachineRead/Template?workGuid=${missing}&classGuid=${classA}`],
      ['POST', '/api/MachineRead/Save', { workGuid: missing, entries: [{ stuGuid: student!.guid, answers: { 1: 'A' } }] }],
      ['GET', `/api/WorkInfo/GetClassesOfWork?workInfoGuid=${missing}`],
      ['GET', `/api/Mpaper/ScoreEntity?workGuid=${missing}`],
      ['GET', `/api/Mpaper/GetMaxMinScore?workGuid=${missing}`],
      ['GET', `/api/MPaper/ImportScore?workGuid=${missing}`],
    ];
    for (const [method, url, body] of staff) {
      const res = await call(t.app, teacherA, method, url, body);
      expect({ url, status: res.body.status, message: res.body.message }).toEqual({ url, status: 100, message: '作业或考试不存在！' });
    }
    const asStudent: ['GET' | 'POST', string, unknown?][] = [
      ['GET', `/api/Student/Work/${missing}`],
      ['POST', '/api/Student/Submit', { workGuid: missing, requestId: crypto.randomUUID(), durationSeconds: 1, answers: [] }],
    ];
    for (const [method, url, body] of asStudent) {
      const res = await call(t.app, studentA, method, url, body);
      expect({ url, status: res.body.status, message: res.body.message }).toEqual({ url, status: 100, message: '作业或考试不存在！' });
    }
  });
});
