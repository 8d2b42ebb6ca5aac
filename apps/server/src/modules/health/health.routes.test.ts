import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { NOT_READY_MESSAGE } from './health.routes.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ seed: false }); });
afterAll(async () => { await t.app.close(); });

describe('health probes', () => {
  it('answer without a session: alive, and ready while the database answers', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.json()).toEqual({ status: 200, message: 'success', data: { status: 'ok' } });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ status: 'ok' });
  });

  it('say not ready (503, Chinese envelope) once the database is gone, while liveness still answers', async () => {
    await t.db.destroy();
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['content-type']).toMatch(/application\/json/);
    expect(ready.json()).toEqual({ status: 500, message: NOT_READY_MESSAGE, data: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
