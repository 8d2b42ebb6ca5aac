import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/Teacher/IsShowGuidePage and POST /api/Teacher/CloseGuidePage', () => {
  it('offers the first-use guide to a teacher with no teaching info until it is closed', async () => {
    const teacher = await loginAs(t.app, DEMO.teacherA);
    expect((await call(t.app, teacher, 'GET', '/api/Teacher/IsShowGuidePage')).body.data).toEqual({ isShow: false });
    const user = await t.db.selectFrom('users').select('id').where('phone', '=', DEMO.teacherA).executeTakeFirstOrThrow();
    await t.db.deleteFrom('teachInfos').where('userId', '=', user.id).execute();
    expect((await call(t.app, teacher, 'GET', '/api/Teacher/IsShowGuidePage')).body.data).toEqual({ isShow: true });
    const closed = await call(t.app, teacher, 'POST', '/api/Teacher/CloseGuidePage', {});
    expect(closed.body.status).toBe(200);
    expect((await call(t.app, teacher, 'GET', '/api/Teacher/IsShowGuidePage')).body.data).toEqual({ isShow: false });
    // Closing twice is harmless; another teacher still gets it.
    expect((await call(t.app, teacher, 'POST', '/api/Teacher/CloseGuidePage', {})).body.status).toBe(200);
  });

  it('never offers it to an administrator', async () => {
    const admin = await loginAs(t.app, DEMO.adminA);
    expect((await call(t.app, admin, 'GET', '/api/Teacher/IsShowGuidePage')).body.data).toEqual({ isShow: false });
  });
});
