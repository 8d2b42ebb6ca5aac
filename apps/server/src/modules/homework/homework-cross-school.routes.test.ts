import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createWork, studentsOf } from '../../../test/helpers/homework-factory.js';
import { FORM_QUESTIONS, classGuidOf, insertSubmission, uploadPng, validForm } from './homework.fixture.js';

/**
 * A teacher of school B meets school A's work guids, file keys and class guids through every endpoint that takes
 * one: each answers the 404 of a missing id, and nothing of school A changes.
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
  it('answers 404 for school A work guids, file keys and class guids, and changes nothing', async () => {
    const form = (patch: Record<string, unknown> = {}) => ({ ...validForm([classB], [fileB]), ...patch });
    const calls: [string, 'GET' | 'POST', string, unknown?][] = [
      ['edit online', 'POST', '/api/WorkInfo/SaveOnlineWork', form({ workInfoGuid: workA })],
      ['edit machine-read', 'POST', '/api/WorkInfo/SaveMachineReadWork', form({ workInfoGuid: workA })],
      ['edit test paper', 'POST', '/api/WorkInfo/SaveTestPaperWork', form({ workInfoGuid: workA })],
      ['copy', 'POST', '/api/WorkInfo/SaveOnlineWork', form({ oldWorkInfoGuid: workA })],
      ['save with a foreign question file', 'POST', '/api/WorkInfo/SaveOnlineWork', form({ papers: [fileA] })],
      ['save with a foreign answer file', 'POST', '/api/WorkInfo/SaveOnlineWork', form({ answers: [fileA] })],
      ['save with a foreign class guid', 'POST', '/api/WorkInfo/SaveOnlineWork', form({ clazzes: [{ classGuid: classA }] })],
      ['save with a foreign ruCode', 'POST', '/api/WorkInfo/SaveOnlineWork', form({ ruCode: 'RU10001' })],
      ['teaching-aid edit', 'POST', '/api/WorkInfo/EditTeachingAidWork', { workInfoGuid: aidA, clazzes: [{ classGuid: classB }] }],
      ['teaching-aid edit with a foreign class', 'POST', '/api/WorkInfo/EditTeachingAidWork', { workInfoGuid: aidB, clazzes: [{ classGuid: classA }] }],
      ['work info', 'GET', `/api/WorkInfo/GetWorkInfo?workInfoGuid=${workA}`],
      ['copy form', 'GET', `/api/WorkInfo/GetWorkInfo?oldWorkInfoGuid=${workA}`],
      ['detail', 'GET', `/api/WorkInfo/Detail?workGuid=${workA}`],
      ['list by a foreign class', 'GET', `/api/WorkInfo/List?classGuids=${classA}`],
      ['delete', 'POST', '/api/WorkInfo/Delete', { workInfoGuid: workA }],
      ['paper guid', 'GET', `/api/WorkInfo/GetWorkPaperGuid?workGuid=${workA}`],
      ['answer pdf by work', 'GET', `/api/WorkInfo/DownLoadPaperAnswerPdf?workInfoGuid=${workA}&workCode=123456`],
      ['answer pdf by paper', 'GET', '/api/WorkInfo/DownLoadPaperAnswerPdf?paperGuid=00000000-0000-4000-8000-000000000001&workCode=123456'],
      ['multiple-choice rules', 'GET', `/api/WorkInfo/GetWorkMultSetting?workInfoGuid=${workA}`],
      ['save multiple-choice rules', 'POST', '/api/WorkInfo/SaveWorkMultSetting', { workInfoGuid: workA, multSettingInputs: [{ th: 3, isDefault: true }] }],
      ['update questions', 'POST', '/api/WorkInfo/UpdateWorkQuestion', { workInfoGuid: workA, list: FORM_QUESTIONS }],
      ['rescore', 'POST', '/api/WorkInfo/Rescore', { workInfoGuid: workA }],
      ['file', 'GET', `/api/Upload/File/${fileA}`],
    ];
    const before = await snapshotA();
    for (const [name, method, url, body] of calls) {
      const res = await call(t.app, teacherB, method, url, body);
      expect({ name, status: res.body.status, http: res.http }).toEqual({ name, status: 404, http: 404 });
    }
    expect(await snapshotA()).toBe(before);
  });

  it('still works for school B with its own ids (the 404s above are not a broken endpoint)', async () => {
    const res = await call(t.app, teacherB, 'POST', '/api/WorkInfo/EditTeachingAidWork', { workInfoGuid: aidB, clazzes: [{ classGuid: classB }], use: 2 });
    expect(res.body.status).toBe(200);
    expect((await call(t.app, teacherB, 'POST', '/api/WorkInfo/SaveOnlineWork', validForm([classB], [fileB]))).body.status).toBe(200);
  });
});
