import { sql } from 'kysely';
import { ApiMessages, TaskTexts, TaskType } from '@zuoyeben/shared';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queued } from '../../lib/envelope.js';
import { badRequest } from '../../lib/errors.js';
import type { MemoryStorage } from '../../lib/storage/index.js';
import { actorOf } from '../../plugins/session.js';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { defineTaskJob, enqueueTask, saveGeneratedFile } from './index.js';

let t: TestApp;
let teacherA: string;
let adminA: string;
let teacherB: string;
const runs: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    beforeReady(app) {
      // A test export: the handler makes a small text file, refuses, or crashes, as the data says.
      defineTaskJob<{ text: string; mode: 'ok' | 'refuse' | 'crash' }>(app, {
        name: 'test.export',
        retryLimit: 1,
        retryDelaySeconds: 0,
        retryBackoff: false,
        async run(data) {
          runs.push(data.text);
          if (data.mode === 'refuse') throw badRequest('作业已删除，无法导出');
          if (data.mode === 'crash') throw new Error('disk on fire');
          return { file: { name: `${data.text}.txt`, mime: 'text/plain; charset=utf-8', body: Buffer.from(`内容：${data.text}`) } };
        },
      });
      const ZBody = z.object({ text: z.string(), mode: z.enum(['ok', 'refuse', 'crash']) });
      app.post('/api/Test/Export', { schema: { body: ZBody } }, async (request) => {
        const body = request.body as z.infer<typeof ZBody>;
        return queued(await enqueueTask(app, actorOf(request), { job: 'test.export', name: `导出 ${body.text}`, type: TaskType.FileDownload, km: '数学', data: body }));
      });
    },
  });
  teacherA = await loginAs(t.app, DEMO.teacherA);
  adminA = await loginAs(t.app, DEMO.adminA);
  teacherB = await loginAs(t.app, DEMO.teacherB);
});
afterAll(() => t.close());

const start = (cookie: string, text: string, mode: 'ok' | 'refuse' | 'crash' = 'ok') => call(t.app, cookie, 'POST', '/api/Test/Export', { text, mode });
const list = async (cookie: string, query = '') => (await call(t.app, cookie, 'GET', `/api/Job/List${query}`)).body.data.list as Record<string, any>[];
const taskOf = async (cookie: string, key: string) => (await list(cookie)).find((task) => task.key === key);

describe('task centre', () => {
  it('a started export answers body status 201 and waits in the list until a worker runs it', async () => {
    const res = await start(teacherA, '七年级1班');
    expect(res.body).toMatchObject({ status: 201, message: ApiMessages.taskQueued, data: { name: '导出 七年级1班', type: TaskType.FileDownload } });
    const key = res.body.data.key;
    expect(await taskOf(teacherA, key)).toMatchObject({ state: 'pending', cost: 0, download: null, km: '数学', type: 2 });

    await t.app.jobs.drain();
    const done = await taskOf(teacherA, key);
    expect(done).toMatchObject({ state: 'done', download: `/api/Report/DownLoadReport?key=${key}`, fileName: '七年级1班.txt', message: null });
    expect(done!.cost).toBeGreaterThanOrEqual(0);
    expect(done!.finishedAt).not.toBeNull();

    const file = await t.app.inject({ method: 'GET', url: done!.download, headers: { cookie: teacherA } });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('内容：七年级1班');
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('七年级1班.txt')}`);
  });

  it('a task is its owner\'s: a colleague and another school see nothing, cannot download it or delete it', async () => {
    const key = (await start(teacherA, '私有')).body.data.key;
    await t.app.jobs.drain();
    for (const other of [adminA, teacherB]) {
      expect((await list(other)).some((task) => task.key === key)).toBe(false);
      expect((await call(t.app, other, 'GET', `/api/Report/DownLoadReport?key=${key}`)).body).toMatchObject({ status: 404, message: TaskTexts.taskGone });
      expect((await call(t.app, other, 'POST', '/api/Job/Delete', { key })).body).toMatchObject({ status: 404 });
    }
    expect((await taskOf(teacherA, key))?.state).toBe('done');
  });

  it('a refusal ends the task at once with its Chinese message; a crash is retried, then shown as failed', async () => {
    const runsBefore = runs.length;
    const refused = (await start(teacherA, '已删除', 'refuse')).body.data.key;
    const crashed = (await start(teacherA, '崩溃', 'crash')).body.data.key;
    await t.app.jobs.drain();
    expect(await taskOf(teacherA, refused)).toMatchObject({ state: 'failed', message: '作业已删除，无法导出', download: null });
    expect(await taskOf(teacherA, crashed)).toMatchObject({ state: 'failed', message: TaskTexts.failed });
    // The refusal ran once; the crash twice (retry limit 1).
    expect(runs.slice(runsBefore).sort()).toEqual(['崩溃', '崩溃', '已删除']);
  });

  it('a task whose work is done is not done again when the queue hands its job out a second time', async () => {
    const key = (await start(teacherA, '一次')).body.data.key;
    await t.app.jobs.drain();
    // As if the worker died after finishing the work but before the queue recorded it.
    await sql`UPDATE pgboss.job SET state = 'created', completed_on = NULL WHERE id = ${key}`.execute(t.db);
    await t.app.jobs.drain();
    expect(runs.filter((r) => r === '一次')).toHaveLength(1);
    expect((await taskOf(teacherA, key))?.state).toBe('done');
  });

  it('deleting a waiting task cancels it; deleting a finished one removes its file', async () => {
    const waiting = (await start(teacherA, '取消')).body.data.key;
    expect((await call(t.app, teacherA, 'POST', '/api/Job/Delete', { key: waiting })).body).toMatchObject({ status: 200 });
    await t.app.jobs.drain();
    expect(runs).not.toContain('取消');
    expect(await taskOf(teacherA, waiting)).toBeUndefined();

    const finished = (await start(teacherA, '删除')).body.data.key;
    await t.app.jobs.drain();
    const storage = t.app.storage as MemoryStorage;
    const filesBefore = storage.size;
    await call(t.app, teacherA, 'POST', '/api/Job/Delete', { key: finished });
    expect(storage.size).toBe(filesBefore - 1);
    expect((await call(t.app, teacherA, 'GET', `/api/Report/DownLoadReport?key=${finished}`)).body).toMatchObject({ status: 404 });
  });

  it('filters the list by subject and homework', async () => {
    await start(teacherA, '筛选');
    expect((await list(teacherA, '?km=数学')).length).toBeGreaterThan(0);
    expect(await list(teacherA, '?km=语文')).toEqual([]);
    expect(await list(teacherA, `?workGuid=${crypto.randomUUID()}`)).toEqual([]);
    await t.app.jobs.drain();
  });
});

describe('generated files', () => {
  it('LoadFile gives the owner the file under the asked name, nobody else, and nothing once it expired and was swept', async () => {
    const me = await t.db.selectFrom('users').select('id').where('phone', '=', DEMO.teacherA).executeTakeFirstOrThrow();
    const school = await t.db.selectFrom('memberships').select('schoolId').where('userId', '=', me.id).executeTakeFirstOrThrow();
    const file = await saveGeneratedFile(t.app, { schoolId: school.schoolId, ownerUserId: me.id, name: '成绩单.xlsx', mime: 'application/octet-stream', body: Buffer.from('abc'), expiresInHours: 1 });
    const url = `/api/YJReport/LoadFile?fileKey=${file.id}&fileName=${encodeURIComponent('七年级 成绩单.xlsx')}`;
    const mine = await t.app.inject({ method: 'GET', url, headers: { cookie: teacherA } });
    expect(mine.body).toBe('abc');
    expect(mine.headers['content-length']).toBe('3');
    expect(mine.headers['content-disposition']).toContain(encodeURIComponent('七年级 成绩单.xlsx'));
    for (const other of [adminA, teacherB]) expect((await call(t.app, other, 'GET', url)).body).toMatchObject({ status: 404, message: TaskTexts.fileGone });
    expect((await call(t.app, teacherA, 'GET', '/api/YJReport/LoadFile?fileKey=../../etc/passwd')).http).toBe(400);

    await t.db.updateTable('generatedFiles').set({ expiresAt: new Date(Date.now() - 1000) }).where('id', '=', file.id).execute();
    expect((await call(t.app, teacherA, 'GET', url)).body).toMatchObject({ status: 404, message: TaskTexts.fileGone });
    await t.app.jobs.send('files.sweep', {});
    await t.app.jobs.drain();
    expect(await t.db.selectFrom('generatedFiles').select('id').where('id', '=', file.id).executeTakeFirst()).toBeUndefined();
  });
});

describe('scheduled platform jobs', () => {
  it('the session sweep removes expired sessions', async () => {
    const session = await t.db.selectFrom('sessions').select('id').limit(1).executeTakeFirstOrThrow();
    await t.db.updateTable('sessions').set({ expiresAt: new Date(Date.now() - 1000) }).where('id', '=', session.id).execute();
    await t.app.jobs.send('sessions.sweep', {});
    await t.app.jobs.drain();
    expect(await t.db.selectFrom('sessions').select('id').where('id', '=', session.id).executeTakeFirst()).toBeUndefined();
  });
});
