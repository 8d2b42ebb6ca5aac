import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkType, type TAnswerCardTemplate } from '@zuoyeben/shared';
import { stableGuid } from '../../db/seed/question-bank/ids.js';
import { seedSchoolPapers } from '../../db/seed/school-papers.js';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createWork } from '../../../test/helpers/homework-factory.js';
import { DEFAULT_BAND } from '../scan-reading/bubble-decisions.js';
import { answerCardOptionsOf, scanSettingsOf } from './index.js';

let t: TestApp;
let adminA: string;
let teacherA: string;
let adminB: string;
let workA: string;
let workB: string;
let schoolA: number;
const dir = mkdtempSync(path.join(tmpdir(), 'zyb-card-settings-'));
const PRACTICE_A = stableGuid('school-paper:RU10001:7a-1');
const PRACTICE_B = stableGuid('school-paper:RU20002:7a-3');

beforeAll(async () => {
  t = await createTestApp({ seed: 'bank' });
  await seedSchoolPapers(t.db);
  [adminA, teacherA, adminB] = await Promise.all([loginAs(t.app, DEMO.adminA), loginAs(t.app, DEMO.teacherA), loginAs(t.app, DEMO.adminB)]);
  const a = await createWork(t.db, { workType: WorkType.MachineRead, name: '七年级数学扫描周测' });
  const b = await createWork(t.db, { ruCode: 'RU20002', classCodes: ['B801'], workType: WorkType.MachineRead, name: '乙校扫描作业' }).catch(async () =>
    createWork(t.db, { ruCode: 'RU20002', classCodes: [(await t.db.selectFrom('classes').innerJoin('schools', 'schools.id', 'classes.schoolId').select('classes.classCode').where('schools.ruCode', '=', 'RU20002').executeTakeFirstOrThrow()).classCode], workType: WorkType.MachineRead, name: '乙校扫描作业' }));
  await t.db.updateTable('works').set({ paperGuid: PRACTICE_A }).where('guid', '=', a.guid).execute();
  await t.db.updateTable('works').set({ paperGuid: PRACTICE_B }).where('guid', '=', b.guid).execute();
  // An online homework without a card is not a card template.
  await createWork(t.db, { name: '在线练习' });
  [workA, workB, schoolA] = [a.guid, b.guid, a.schoolId];
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('答题卡 settings (GET /api/AnswerCard/GetSettings, POST SaveSettings)', () => {
  it('starts at A4, one column, 8 digits; an administrator changes them, a teacher reads them and may not', async () => {
    expect((await call(t.app, teacherA, 'GET', '/api/AnswerCard/GetSettings')).body.data).toMatchObject({ paperSize: 'A4', columns: 1, studentIdDigits: 8, canEdit: false });
    const saved = await call(t.app, adminA, 'POST', '/api/AnswerCard/SaveSettings', { paperSize: 'A3', columns: 2, studentIdDigits: 10 });
    expect(saved.body).toMatchObject({ status: 200, message: '保存成功', data: { paperSize: 'A3', columns: 2, studentIdDigits: 10, canEdit: true } });
    expect((await call(t.app, teacherA, 'GET', '/api/AnswerCard/GetSettings')).body.data).toMatchObject({ paperSize: 'A3', columns: 2, studentIdDigits: 10 });
    const refused = await call(t.app, teacherA, 'POST', '/api/AnswerCard/SaveSettings', { paperSize: 'A4', columns: 1, studentIdDigits: 8 });
    expect(refused.body).toMatchObject({ status: 403, message: '仅学校管理员可以进行此操作' });
    expect(await answerCardOptionsOf(t.db, schoolA)).toEqual({ paperSize: 'A3', columns: 2, studentIdDigits: 10 });
  });

  it('refuses a sheet that cannot hold the columns, and digits out of range, in Chinese', async () => {
    const cols = await call(t.app, adminA, 'POST', '/api/AnswerCard/SaveSettings', { paperSize: 'A4', columns: 3, studentIdDigits: 8 });
    expect(cols).toMatchObject({ http: 400, body: { status: 400, message: expect.stringContaining('A4 答题卡只能分 1 或 2 栏') } });
    const digits = await call(t.app, adminA, 'POST', '/api/AnswerCard/SaveSettings', { paperSize: 'A4', columns: 1, studentIdDigits: 20 });
    expect(digits.body.message).toContain('学号位数应在 4～12 位之间');
    expect((await call(t.app, adminA, 'GET', '/api/AnswerCard/GetSettings')).body.data.paperSize).toBe('A3');
  });

  it('keeps each school’s settings apart', async () => {
    expect((await call(t.app, adminB, 'GET', '/api/AnswerCard/GetSettings')).body.data).toMatchObject({ paperSize: 'A4', columns: 1, studentIdDigits: 8, canEdit: true });
    await call(t.app, adminB, 'POST', '/api/AnswerCard/SaveSettings', { paperSize: 'A4', columns: 2, studentIdDigits: 6 });
    expect((await call(t.app, adminA, 'GET', '/api/AnswerCard/GetSettings')).body.data).toMatchObject({ paperSize: 'A3', columns: 2, studentIdDigits: 10 });
  });
});

describe('答题卡 templates and GetExportAnswerConfig', () => {
  it('lists the school’s card works with sheets under the school’s settings and the layout version', async () => {
    const res = await call(t.app, teacherA, 'GET', '/api/AnswerCard/Templates?pageIndex=1&pageSize=10');
    expect(res.body.status, res.body.message).toBe(200);
    const list = res.body.data.list as TAnswerCardTemplate[];
    expect(list.map((x) => x.workName)).toEqual(['七年级数学扫描周测']);
    expect(list[0]).toMatchObject({ workGuid: workA, paperGuid: PRACTICE_A, paperSize: 'A3', columns: 2, studentIdDigits: 10, version: 1 });
    expect(list[0]!.pages).toBeGreaterThanOrEqual(1);
    expect((await call(t.app, adminB, 'GET', '/api/AnswerCard/Templates')).body.data.list.map((x: TAnswerCardTemplate) => x.workGuid)).toEqual([workB]);
  });

  it('serves a card’s layout configuration in millimetres for the school’s own work only', async () => {
    const res = await call(t.app, teacherA, 'GET', `/api/TemplateImage/GetExportAnswerConfig?jobKey=${workA}`);
    expect(res.body).toMatchObject({ status: 200, data: { paperSize: 'A3', columns: 2, studentIdDigits: 10, version: 1 } });
    const file = await t.app.inject({ method: 'GET', url: res.body.data.configUrl, headers: { cookie: teacherA } });
    expect(file.headers['content-disposition']).toContain('attachment');
    const layout = file.json();
    expect(layout.sheet).toEqual({ widthMm: 420, heightMm: 297 });
    expect(layout.pages[0].student.bubbles).toHaveLength(10);
    expect(layout.pages).toHaveLength(res.body.data.pages);
    const other = await call(t.app, teacherA, 'GET', `/api/TemplateImage/GetExportAnswerConfig?jobKey=${workB}`);
    expect(other.body).toMatchObject({ status: 404, message: '答题卡不存在或不属于本校' });
    expect((await t.app.inject({ method: 'GET', url: `/api/TemplateImage/AnswerConfigFile?jobKey=${workB}`, headers: { cookie: teacherA } })).json().status).toBe(404);
    expect((await call(t.app, teacherA, 'GET', '/api/TemplateImage/GetExportAnswerConfig?jobKey=x')).http).toBe(400);
  });

  it('prints the card PDF with the school’s settings (A3 landscape, its QR naming them)', async () => {
    const res = await call(t.app, teacherA, 'GET', `/api/WorkInfo/GetPaperCardPdf?paperGuid=${PRACTICE_A}&workCode=W5005`);
    expect(res.body.status, res.body.message).toBe(201);
    await t.app.jobs.drain();
    const task = (await call(t.app, teacherA, 'GET', '/api/Job/List')).body.data.list.find((x: { key: string }) => x.key === res.body.data.key);
    expect(task.state, task.message).toBe('done');
    const pdf = await t.app.inject({ method: 'GET', url: task.download, headers: { cookie: teacherA } });
    const file = path.join(dir, 'card.pdf');
    writeFileSync(file, pdf.rawPayload);
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Page size:\s+119[01](\.\d+)? x 84[12](\.\d+)? pts \(A3\)/);
  });
});

describe('机阅设置 (GET /api/MachineRead/GetScanSettings, POST SaveScanSettings) and scanSettingsOf', () => {
  it('starts at today’s band and review type; an administrator saves, a teacher reads only; the pipeline reads it', async () => {
    const schoolB = (await t.db.selectFrom('schools').select('id').where('ruCode', '=', 'RU20002').executeTakeFirstOrThrow()).id;
    expect(await scanSettingsOf(t.db, schoolB)).toEqual({ reviewType: 1, studentIdDigits: 6, band: DEFAULT_BAND });
    const fresh = await call(t.app, teacherA, 'GET', '/api/MachineRead/GetScanSettings');
    expect(fresh.body.data).toMatchObject({ reviewType: 1, studentIdDigits: 10, bandLow: DEFAULT_BAND.low, bandHigh: DEFAULT_BAND.high, canEdit: false });
    const saved = await call(t.app, adminA, 'POST', '/api/MachineRead/SaveScanSettings', { reviewType: 0, studentIdDigits: 9, bandLow: 0.25, bandHigh: 0.7 });
    expect(saved.body).toMatchObject({ status: 200, data: { reviewType: 0, studentIdDigits: 9, bandLow: 0.25, bandHigh: 0.7, canEdit: true } });
    expect(await scanSettingsOf(t.db, schoolA)).toEqual({ reviewType: 0, studentIdDigits: 9, band: { low: 0.25, high: 0.7 } });
    // One student-number length for the school: the card settings show it too, the paper size stays.
    expect((await call(t.app, adminA, 'GET', '/api/AnswerCard/GetSettings')).body.data).toMatchObject({ paperSize: 'A3', studentIdDigits: 9 });
    expect((await call(t.app, teacherA, 'POST', '/api/MachineRead/SaveScanSettings', { reviewType: 1, studentIdDigits: 8, bandLow: 0.3, bandHigh: 0.6 })).body.status).toBe(403);
    expect(await scanSettingsOf(t.db, schoolB)).toMatchObject({ band: DEFAULT_BAND });
  });

  it('refuses a band whose low bound is not below its high bound, or outside 0–1', async () => {
    const order = await call(t.app, adminA, 'POST', '/api/MachineRead/SaveScanSettings', { reviewType: 1, studentIdDigits: 8, bandLow: 0.6, bandHigh: 0.6 });
    expect(order).toMatchObject({ http: 400, body: { status: 400, message: expect.stringContaining('复核区间的下限必须小于上限') } });
    const range = await call(t.app, adminA, 'POST', '/api/MachineRead/SaveScanSettings', { reviewType: 1, studentIdDigits: 8, bandLow: 0.2, bandHigh: 1.5 });
    expect(range.body.message).toContain('复核区间应在 0～1 之间');
    expect((await call(t.app, adminA, 'POST', '/api/MachineRead/SaveScanSettings', { reviewType: 2, studentIdDigits: 8, bandLow: 0.2, bandHigh: 0.5 })).body.status).toBe(400);
    expect(await scanSettingsOf(t.db, schoolA)).toMatchObject({ reviewType: 0, band: { low: 0.25, high: 0.7 } });
  });
});
