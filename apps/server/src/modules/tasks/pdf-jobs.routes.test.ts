import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queued } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { enqueuePdf } from './index.js';

let t: TestApp;
let teacherA: string;
let adminA: string;
const dir = mkdtempSync(path.join(tmpdir(), 'zyb-pdf-job-'));

beforeAll(async () => {
  t = await createTestApp({
    beforeReady(app) {
      // A module's PDF task: a paper's title as the document, kept under the paper's version when one is given.
      const ZBody = z.object({ title: z.string(), cacheKey: z.string().optional() });
      app.post('/api/Test/Pdf', { schema: { body: ZBody } }, async (request) => {
        const body = request.body as z.infer<typeof ZBody>;
        return queued(
          await enqueuePdf(app, actorOf(request), {
            name: `${body.title}（PDF）`,
            km: '数学',
            data: { document: { html: `<h1>${body.title}</h1><p>第1题 计算。</p>` }, fileName: `${body.title}.pdf`, cacheKey: body.cacheKey },
          }),
        );
      });
    },
  });
  teacherA = await loginAs(t.app, DEMO.teacherA);
  adminA = await loginAs(t.app, DEMO.adminA);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function finished(cookie: string, key: string) {
  await t.app.jobs.drain();
  return (await call(t.app, cookie, 'GET', '/api/Job/List')).body.data.list.find((x: { key: string }) => x.key === key);
}

describe('pdf.render tasks', () => {
  it('render on the shared browser and download as a PDF whose Chinese text extracts', async () => {
    const key = (await call(t.app, teacherA, 'POST', '/api/Test/Pdf', { title: '七年级数学周测' })).body.data.key;
    const task = await finished(teacherA, key);
    expect(task).toMatchObject({ state: 'done', fileName: '七年级数学周测.pdf', km: '数学' });
    const file = await t.app.inject({ method: 'GET', url: task.download, headers: { cookie: teacherA } });
    expect(file.headers['content-type']).toBe('application/pdf');
    const saved = path.join(dir, 'paper.pdf');
    writeFileSync(saved, file.rawPayload);
    expect(execFileSync('pdftotext', ['-enc', 'UTF-8', saved, '-'], { encoding: 'utf8' })).toContain('七年级数学周测');
  });

  it('an unchanged source (same cache key) reuses the kept PDF for anyone of the school instead of rendering again', async () => {
    const render = vi.spyOn(t.app.pdf, 'render');
    const first = (await call(t.app, teacherA, 'POST', '/api/Test/Pdf', { title: '期中试卷', cacheKey: 'paper:p1:v1' })).body.data.key;
    await finished(teacherA, first);
    const second = (await call(t.app, adminA, 'POST', '/api/Test/Pdf', { title: '期中试卷', cacheKey: 'paper:p1:v1' })).body.data.key;
    const reused = await finished(adminA, second);
    expect(render).toHaveBeenCalledTimes(1);
    const file = await t.app.inject({ method: 'GET', url: reused.download, headers: { cookie: adminA } });
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Deleting one teacher's task leaves the kept file for the other.
    await call(t.app, teacherA, 'POST', '/api/Job/Delete', { key: first });
    expect((await t.app.inject({ method: 'GET', url: reused.download, headers: { cookie: adminA } })).statusCode).toBe(200);
    render.mockRestore();
  });
});
