import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { BankFilterMessages } from './bank-items.service.js';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
let bureauTeacher: string;
let plainTeacher: string;
const SCOPE = { period: 'C', km: '数学', pageIndex: 1, pageSize: 10 };

beforeAll(async () => {
  t = await createTestApp({ seed: 'bank' });
  [bureauTeacher, plainTeacher] = await Promise.all([loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher'), loginAs(t.app, DEMO.teacherA)]);
});
afterAll(async () => t.close());

describe('the education-bureau bank (source 400)', () => {
  it('lists only platform items of the bureau bank to a member granted zwjyjPower', async () => {
    const res = await call(t.app, bureauTeacher, 'POST', '/api/QuestionBank/Items', { ...SCOPE, sourceType: 400 });
    expect(res.body.status).toBe(200);
    expect(res.body.data.total).toBeGreaterThan(0);
    const seven = await call(t.app, bureauTeacher, 'POST', '/api/QuestionBank/Items', { ...SCOPE, sourceType: 100, pageSize: 50 });
    const sevenGuids = new Set(seven.body.data.list.map((i: { itemGuid: string }) => i.itemGuid));
    expect(res.body.data.list.every((i: { source: number; itemGuid: string }) => i.source === 400 && !sevenGuids.has(i.itemGuid))).toBe(true);
  });

  it('refuses a member without zwjyjPower with a 403 and the advice', async () => {
    const res = await call(t.app, plainTeacher, 'POST', '/api/QuestionBank/Items', { ...SCOPE, sourceType: 400 });
    expect({ http: res.http, body: res.body }).toEqual({ http: 403, body: { status: 403, message: BankFilterMessages.noBureauPower, data: null } });
  });
});

describe('the subject-network bank (source 10)', () => {
  it('says no address is configured by default', async () => {
    const res = await call(t.app, plainTeacher, 'GET', '/api/QuestionBank/SubjectNetwork');
    expect(res.body).toMatchObject({ status: 200, data: { url: null } });
  });

  it('gives the configured address', async () => {
    const app = await buildApp({ db: t.db, subjectNetworkUrl: 'https://zxxk.example.edu.cn/bank' });
    try {
      const cookie = await loginAs(app, DEMO.teacherA);
      const res = await call(app, cookie, 'GET', '/api/QuestionBank/SubjectNetwork');
      expect(res.body.data).toEqual({ url: 'https://zxxk.example.edu.cn/bank' });
    } finally {
      await app.close();
    }
  });
});
