import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultWorkName, HomeworkMessages as M } from '@zuoyeben/shared';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createWork, studentsOf } from '../../../test/helpers/homework-factory.js';
import { classGuidOf, insertSubmission, pdfBytes, pngBytes, upload, uploadPng, validForm } from './homework.fixture.js';

let t: TestApp;
let teacherA: string;
let adminA: string;
let otherTeacher: string;
let A801: string;
let A802: string;
let png: string;
let answerPng: string;
/** Works of teacherA in A801 (two of them), and of the administrator in G101. */
let onlineGuid: string;
let paperGuid: string;
let adminGuid: string;

beforeAll(async () => {
  t = await createTestApp();
  [teacherA, adminA, otherTeacher] = await Promise.all([loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.adminA), loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher')]);
  A801 = await classGuidOf(t.db, 'A801');
  A802 = await classGuidOf(t.db, 'A802');
  png = await uploadPng(t.app, teacherA);
  answerPng = await uploadPng(t.app, teacherA, 2);
  const save = async (cookie: string, url: string, body: object) => {
    const res = await call(t.app, cookie, 'POST', url, body);
    if (res.body.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.data.workInfoGuid as string;
  };
  onlineGuid = await save(teacherA, '/api/WorkInfo/SaveOnlineWork', validForm([A801, A802], [png], { name: '在线一', answers: [answerPng] }));
  paperGuid = await save(teacherA, '/api/WorkInfo/SaveTestPaperWork', validForm([A801], [png], { name: '试卷二', startTime: '2025-09-10 08:00', endTime: '2025-09-11 16:00' }));
  adminGuid = await save(adminA, '/api/WorkInfo/SaveOnlineWork', validForm([await classGuidOf(t.db, 'G101')], [png], { name: '高一管理员', km: '物理' }));
  const [s1] = await studentsOf(t.db, A801);
  await insertSubmission(t.db, onlineGuid, s1!.guid, { 1: 'A' });
});
afterAll(async () => t.close());

type Row = { workInfoGuid: string; name: string };
const list = async (cookie: string, query = '') => {
  const res = await call(t.app, cookie, 'GET', `/api/WorkInfo/List${query}`);
  expect(res.body.status).toBe(200);
  return res.body.data as { list: (Row & Record<string, unknown>)[]; total: number };
};

describe('GET /api/WorkInfo/GetDefaultWorkName', () => {
  it('names the homework by China date and subject', async () => {
    const res = await call(t.app, teacherA, 'GET', '/api/WorkInfo/GetDefaultWorkName?km=数学&ruCode=RU10001');
    expect(res.body.data.name).toBe(defaultWorkName('数学'));
    expect(res.body.data.name).toMatch(/^\d{1,2}月\d{1,2}日数学作业$/);
    expect((await call(t.app, teacherA, 'GET', '/api/WorkInfo/GetDefaultWorkName')).body).toMatchObject({ status: 400, message: M.subjectRequired });
    expect((await call(t.app, teacherA, 'GET', '/api/WorkInfo/GetDefaultWorkName?km=炼金')).body).toMatchObject({ status: 400, message: M.subjectInvalid });
  });
});

describe('GET /api/WorkInfo/Detail and GetWorkInfo', () => {
  it('gives settings, classes, files, answer key, creator and counts', async () => {
    const res = await call(t.app, teacherA, 'GET', `/api/WorkInfo/Detail?workGuid=${onlineGuid}`);
    expect(res.body.data).toMatchObject({
      workInfoGuid: onlineGuid, name: '在线一', isCreate: true, existSubmit: true, submitCount: 1, creatorName: expect.any(String),
      answerFileList: [{ fileKey: answerPng, filePath: `/api/Upload/File/${answerPng}` }],
    });
    expect(res.body.data.studentTotal).toBe(res.body.data.clazzes.reduce((s: number, c: { studentCount: number }) => s + c.studentCount, 0));
    expect(res.body.data.studentTotal).toBeGreaterThan(0);
  });

  it('answers 400 for a malformed guid, status 100 for a missing one and 403 to a teacher outside the work', async () => {
    expect((await call(t.app, teacherA, 'GET', '/api/WorkInfo/Detail?workGuid=abc')).body.status).toBe(400);
    expect((await call(t.app, teacherA, 'GET', `/api/WorkInfo/Detail?workGuid=${crypto.randomUUID()}`)).body).toMatchObject({ status: 100, message: '作业或考试不存在！' });
    expect((await call(t.app, otherTeacher, 'GET', `/api/WorkInfo/Detail?workGuid=${onlineGuid}`)).body.status).toBe(403);
    expect((await call(t.app, teacherA, 'GET', '/api/WorkInfo/GetWorkInfo')).body.status).toBe(400);
  });
});

describe('GET /api/WorkInfo/List', () => {
  it('shows a teacher the works they created or that reach their classes, newest start first', async () => {
    // teacherA teaches A801, A802 and G101, so the administrator's G101 work is listed too, but not editable.
    const mine = await list(teacherA);
    expect(mine.list.map((r) => r.name)).toEqual(['高一管理员', '在线一', '试卷二']);
    expect(mine.list[0]).toMatchObject({ isCreate: false, classNames: ['高一1班'] });
    expect(mine.list[1]).toMatchObject({ workType: 1, state: 0, classNames: ['八年级1班', '八年级2班'], submitCount: 1, isCreate: true, km: '数学' });
    expect(mine.list[2]).toMatchObject({ workType: 3, state: 2, submitCount: 0 });
    expect((await list(otherTeacher)).total).toBe(0);
  });

  it('shows an administrator the whole school and filters by subject, grade, class, type, dates and school year', async () => {
    expect((await list(adminA)).total).toBe(3);
    expect((await list(adminA, '?km=物理')).list.map((r) => r.name)).toEqual(['高一管理员']);
    expect((await list(adminA, '?subject=数学&gradeCode=A8')).total).toBe(2);
    expect((await list(adminA, `?classGuids=${A802}`)).list.map((r) => r.name)).toEqual(['在线一']);
    expect((await list(adminA, `?classGuids=${A802},${A801}`)).total).toBe(2);
    expect((await list(adminA, '?workType=3')).list.map((r) => r.name)).toEqual(['试卷二']);
    expect((await list(adminA, '?dateRange=2025-09-10,2025-09-10')).list.map((r) => r.name)).toEqual(['试卷二']);
    expect((await list(adminA, '?dateRange=2025-09-11,2025-09-30')).total).toBe(0);
    expect((await list(adminA, '?schoolYear=2025')).list.map((r) => r.name)).toEqual(['试卷二']);
    expect((await list(adminA, '?schoolYear=2024')).total).toBe(0);
    const now = new Date(Date.now() + 3600_000 + 8 * 3600_000);
    const currentYear = now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
    expect((await list(adminA, `?schoolYear=${currentYear}`)).list.map((r) => r.name).sort()).toEqual(['在线一', '高一管理员'].sort());
    expect((await list(adminA, '?mine=1')).list.map((r) => r.name)).toEqual(['高一管理员']);
  });

  it('pages with pageIndex and pageSize (10 by default)', async () => {
    const first = await list(adminA, '?pageSize=2');
    const second = await list(adminA, '?pageSize=2&pageIndex=2');
    expect(first.list).toHaveLength(2);
    expect(second.list).toHaveLength(1);
    expect(first.total).toBe(3);
    expect(new Set([...first.list, ...second.list].map((r) => r.workInfoGuid)).size).toBe(3);
  });

  it.each(['?dateRange=yesterday', '?pageSize=0', '?classGuids=abc', '?workType=9'])('rejects the filter %s with a Chinese 400', async (q) => {
    const res = await call(t.app, adminA, 'GET', `/api/WorkInfo/List${q}`);
    expect(res.body.status).toBe(400);
    expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('finish page: GetWorkPaperGuid and DownLoadPaperAnswerPdf', () => {
  it('gives the work code (and no bank paper for an uploaded work)', async () => {
    const res = await call(t.app, teacherA, 'GET', `/api/WorkInfo/GetWorkPaperGuid?ruCode=RU10001&workGuid=${onlineGuid}`);
    expect(res.body.data).toEqual({ paperGuid: null, workCode: expect.stringMatching(/^\d{6}$/) });
  });

  it('returns a real PDF of the answer key with the answer image embedded', async () => {
    const { workCode } = (await call(t.app, teacherA, 'GET', `/api/WorkInfo/GetWorkPaperGuid?workGuid=${onlineGuid}`)).body.data;
    const res = await t.app.inject({ method: 'GET', url: `/api/WorkInfo/DownLoadPaperAnswerPdf?workInfoGuid=${onlineGuid}&workInfoName=${encodeURIComponent('在线一')}&workCode=${workCode}`, headers: { cookie: teacherA } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('在线一答案.pdf'));
    const text = res.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('NotoSansCJKsc-Regular');
    expect(text).toMatch(/\/Subtype \/Image/);
    expect((text.match(/\/Type \/Page\b/g) ?? []).length).toBe(2);
  });

  it('answers 412 while there is no work code', async () => {
    const work = await createWork(t.db, { classCodes: ['A801'], creatorPhone: DEMO.teacherA });
    await t.db.updateTable('works').set({ workCode: null }).where('guid', '=', work.guid).execute();
    const res = await call(t.app, teacherA, 'GET', `/api/WorkInfo/DownLoadPaperAnswerPdf?workInfoGuid=${work.guid}&workCode=`);
    expect(res).toEqual({ http: 412, body: { status: 412, message: M.workCodePending, data: null } });
    const noCode = await call(t.app, teacherA, 'GET', `/api/WorkInfo/DownLoadPaperAnswerPdf?workInfoGuid=${onlineGuid}`);
    expect(noCode.body.status).toBe(412);
  });

  it('finds the work by its bank paper guid too', async () => {
    const bankPaper = { guid: crypto.randomUUID() };
    await t.db.insertInto('papers').values({
      guid: bankPaper.guid, name: '公共试卷', periodCode: 'C', km: '数学', gradeCode: 'A8', source: 2, schoolId: null, creatorUserId: null, year: 2026, totalScore: 20, difficulty: null,
    }).execute();
    const unknown = await call(t.app, teacherA, 'POST', '/api/WorkInfo/SaveTestPaperWork', validForm([A801], [png], { paperGuid: crypto.randomUUID() }));
    expect(unknown.body).toMatchObject({ status: 404, message: M.paperNotFound });
    const res = await call(t.app, teacherA, 'POST', '/api/WorkInfo/SaveTestPaperWork', validForm([A801], [png], { paperGuid: bankPaper.guid }));
    expect(res.body.data.paperGuid).toBe(bankPaper.guid);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/WorkInfo/DownLoadPaperAnswerPdf?paperGuid=${bankPaper.guid}&workCode=${res.body.data.workCode}`, headers: { cookie: teacherA } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('still renders when an answer file is a document or an image pdfkit cannot decode', async () => {
    const doc = (await upload(t.app, teacherA, '答案.pdf', await pdfBytes(1), 2)).body.data.sourceFile[0].fileKey;
    const res = await call(t.app, teacherA, 'POST', '/api/WorkInfo/SaveOnlineWork', validForm([A801], [png], { answers: [doc] }));
    const url = `/api/WorkInfo/DownLoadPaperAnswerPdf?workInfoGuid=${res.body.data.workInfoGuid}&workCode=${res.body.data.workCode}`;
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: teacherA } })).statusCode).toBe(200);
    void pngBytes;
  });
});

describe('POST /api/WorkInfo/Delete', () => {
  it('lets the creator delete: the work leaves the list and every lookup', async () => {
    const res = await call(t.app, teacherA, 'POST', '/api/WorkInfo/Save' + 'OnlineWork', validForm([A801], [png], { name: '要删的' }));
    const guid = res.body.data.workInfoGuid;
    expect((await call(t.app, otherTeacher, 'POST', '/api/WorkInfo/Delete', { workInfoGuid: guid })).body.status).toBe(403);
    expect((await call(t.app, teacherA, 'POST', '/api/WorkInfo/Delete', { workInfoGuid: guid })).body).toMatchObject({ status: 200, data: null });
    expect((await list(teacherA)).list.map((r) => r.name)).not.toContain('要删的');
    expect((await call(t.app, teacherA, 'GET', `/api/WorkInfo/Detail?workGuid=${guid}`)).body.status).toBe(100);
    const row = await t.db.selectFrom('works').select('deletedAt').where('guid', '=', guid).executeTakeFirstOrThrow();
    expect(row.deletedAt).not.toBeNull();
  });

  it('lets a teacher of the class not delete an administrator work, but the administrator can', async () => {
    expect((await call(t.app, teacherA, 'POST', '/api/WorkInfo/Delete', { workInfoGuid: adminGuid })).body.status).toBe(403);
    const asAdmin = await call(t.app, adminA, 'POST', '/api/WorkInfo/Delete', { workInfoGuid: paperGuid });
    expect(asAdmin.body.status).toBe(200);
  });
});

describe('preferences', () => {
  it('gives the product defaults, then merges what is saved', async () => {
    const teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Salesman');
    const fresh = await call(t.app, teacher, 'GET', '/api/PreferSet/GetPrefer');
    expect(fresh.body.data).toEqual({
      scoreType: 0, showType: 0, syncToOthers: 0, releaseTime: 0, recordFinishTime: 0,
      multSetting: { isDefault: true, someWrong: 1, someRight: 3, unifyScore: 0, someScoceSetting: {} },
    });
    const saved = await call(t.app, teacher, 'POST', '/api/PreferSet/AddOrUpdatePrefer', { showType: 1, recordFinishTime: true, multSetting: { isDefault: false, someWrong: 1, someRight: 1, unifyScore: 1 } });
    expect(saved.body.data).toMatchObject({ scoreType: 0, showType: 1, recordFinishTime: 1, multSetting: { someRight: 1, unifyScore: 1 } });
    await call(t.app, teacher, 'POST', '/api/PreferSet/AddOrUpdatePrefer', { scoreType: 1 });
    expect((await call(t.app, teacher, 'GET', '/api/PreferSet/GetPrefer')).body.data).toMatchObject({ scoreType: 1, showType: 1 });
    expect((await call(t.app, teacher, 'POST', '/api/PreferSet/AddOrUpdatePrefer', { scoreType: 3 })).body.status).toBe(400);
  });
});
