import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createAnalysedWork, KNOWLEDGE, type AnalysedWork } from './work-answer.fixture.js';

let t: TestApp;
let teacher: string;
let teacherB: string;
let work: AnalysedWork;
const dir = mkdtempSync(path.join(tmpdir(), 'zyb-analysis-pdf-'));

beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
  teacherB = await loginAs(t.app, DEMO.teacherB);
  work = await createAnalysedWork(t.db);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('答卷分析 PDF', () => {
  it('runs as a task of the task centre, answers 410 until it is rendered, then downloads with the knowledge points in its text', async () => {
    const run = await call(t.app, teacher, 'POST', '/api/WorkAnswer/AnalysisPdfRunJob', { RuCode: 'RU10001', WorkGuid: work.guid, ClassCode: 'A701' });
    expect(run.body.status).toBe(201);
    const key = run.body.data.key as string;
    const pending = await call(t.app, teacher, 'POST', '/api/WorkAnswer/AnalysisPdfQueryJob', { PdfRedisKey: key, WorkGuid: work.guid });
    expect(pending.body).toMatchObject({ status: 410, data: null });
    const list = (await call(t.app, teacher, 'GET', '/api/Job/List')).body.data.list;
    expect(list.find((x: { key: string }) => x.key === key)).toMatchObject({ type: 3, name: '答卷分析-有理数单元练习-七年级1班' });

    await t.app.jobs.drain();
    const done = await call(t.app, teacher, 'POST', '/api/WorkAnswer/AnalysisPdfQueryJob', { PdfRedisKey: key, WorkGuid: work.guid });
    expect(done.body.status).toBe(200);
    const { PdfAliyunKey, WorkName } = done.body.data;
    const file = await t.app.inject({ method: 'GET', url: `/api/WorkAnswer/AnalysisPdfByte?PdfAliyunKey=${PdfAliyunKey}&WorkName=${encodeURIComponent(WorkName)}`, headers: { cookie: teacher } });
    expect(file.headers['content-type']).toBe('application/pdf');
    const saved = path.join(dir, 'analysis.pdf');
    writeFileSync(saved, file.rawPayload);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', saved, '-'], { encoding: 'utf8' });
    for (const name of Object.values(KNOWLEDGE)) expect(text).toContain(name);
    expect(text).toContain('这道题区分度好');
    expect(text).toContain('七年级1班');

    // Another school's teacher can neither start one for the work nor read this one.
    expect((await call(t.app, teacherB, 'POST', '/api/WorkAnswer/AnalysisPdfRunJob', { WorkGuid: work.guid })).body.status).toBe(100);
    expect((await call(t.app, teacherB, 'POST', '/api/WorkAnswer/AnalysisPdfQueryJob', { PdfRedisKey: key })).body.status).toBe(404);
    const stolen = await t.app.inject({ method: 'GET', url: `/api/WorkAnswer/AnalysisPdfByte?PdfAliyunKey=${PdfAliyunKey}`, headers: { cookie: teacherB } });
    expect(stolen.json()).toMatchObject({ data: null });
    expect(stolen.json().status).not.toBe(200);

    // A key that is no GUID names no file: 404, not the database's refusal of the uuid as a 500.
    const garbled = await t.app.inject({ method: 'GET', url: `/api/WorkAnswer/AnalysisPdfByte?PdfAliyunKey=${PdfAliyunKey}x`, headers: { cookie: teacher } });
    expect(garbled.statusCode).toBe(404);
    expect(garbled.json()).toMatchObject({ status: 404, data: null });
  });
});
