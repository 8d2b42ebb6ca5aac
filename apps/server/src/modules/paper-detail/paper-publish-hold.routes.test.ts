import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { classByCode } from '../../../test/helpers/homework-factory.js';
import { insertPaper, PAPER_ITEMS } from '../homework/paper-work.fixture.js';

let t: TestApp;
let teacher: string;
let admin: string;
let A701: string;
let paperGuid: string;

beforeAll(async () => {
  t = await createTestApp();
  [teacher, admin] = await Promise.all([loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher'), loginAs(t.app, DEMO.adminA)]);
  const cls = await classByCode(t.db, 'RU10001', 'A701');
  A701 = cls.guid;
  paperGuid = (await insertPaper(t.db, PAPER_ITEMS)).guid;
});
afterAll(async () => t.close());

const publish = () => call(t.app, teacher, 'POST', '/api/WorkInfo/SaveOnlineWork', {
  km: '数学', name: '期中卷作业', clazzes: [{ classGuid: A701 }], startTime: new Date(Date.now() - 60_000).toISOString(),
  endTime: new Date(Date.now() + 86_400_000).toISOString(), paperGuid,
});

describe('publishing a paper held by manual handling', () => {
  it('is refused until the administrator finishes the request, then works', async () => {
    const held = await call(t.app, teacher, 'POST', '/api/QuestionBank/Papers/TransferManual', { paperGuid });
    expect(held.body.status, held.body.message).toBe(200);
    const refused = await publish();
    expect(refused.body).toMatchObject({ status: 403, message: '该试卷正在人工处理中，暂不可用，处理完成后即可使用' });
    expect(await t.db.selectFrom('works').select('guid').where('paperGuid', '=', paperGuid).execute()).toEqual([]);

    expect((await call(t.app, admin, 'POST', '/api/QuestionBank/Papers/FinishManual', { id: held.body.data.id })).body.status).toBe(200);
    const published = await publish();
    expect(published.body.status, published.body.message).toBe(200);
  });
});
