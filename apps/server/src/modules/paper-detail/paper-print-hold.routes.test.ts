import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableGuid } from '../../db/seed/question-bank/ids.js';
import { seedSchoolPapers } from '../../db/seed/school-papers.js';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
let owner: string;
let admin: string;
/** 王丽's own prepared paper (我的试卷). */
const OWN = stableGuid('school-paper:RU10001:mine-7a-3');

beforeAll(async () => {
  t = await createTestApp({ seed: 'bank' });
  await seedSchoolPapers(t.db);
  [owner, admin] = await Promise.all([loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher'), loginAs(t.app, DEMO.adminA)]);
});
afterAll(async () => t.close());

describe('printing a paper held by manual handling', () => {
  it('refuses the paper, answers and answer-card PDFs until the administrator finishes the request', async () => {
    const held = await call(t.app, owner, 'POST', '/api/QuestionBank/Papers/TransferManual', { paperGuid: OWN });
    expect(held.body.status, held.body.message).toBe(200);
    for (const path of ['GetPaperPdf', 'GetPaperAnswerPdf', 'GetPaperCardPdf']) {
      const refused = await call(t.app, owner, 'GET', `/api/WorkInfo/${path}?paperGuid=${OWN}`);
      expect(refused.body, path).toMatchObject({ status: 403, message: '该试卷正在人工处理中，暂不可用，处理完成后即可使用' });
    }
    await call(t.app, admin, 'POST', '/api/QuestionBank/Papers/FinishManual', { id: held.body.data.id });
    const queued = await call(t.app, owner, 'GET', `/api/WorkInfo/GetPaperPdf?paperGuid=${OWN}`);
    expect([200, 201], queued.body.message).toContain(queued.body.status);
  });
});
