import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableGuid } from '../../db/seed/question-bank/ids.js';
import { seedSchoolPapers } from '../../db/seed/school-papers.js';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;
let owner: string;
let admin: string;
/** 王丽's own prepared paper (我的试卷). */
const OWN = stableGuid('school-paper:RU10001:mine-7a-3');
const Q = `period=C&km=${encodeURIComponent('数学')}`;

type Layout = { paperGuid: string; title: string; totalScore: number; settings: Record<string, number>;
  groups: { itemTypeGuid: number; items: { itemGuid: string; itemVersion: number; th: number; score: number; answerAreaHeight: number | null }[] }[] };

/** The save payload of spec 02 §3 as the layout page builds it. */
const payloadOf = (l: Layout) => ({
  period: 'C', km: '数学', paperGuid: l.paperGuid, title: l.title, mark: l.totalScore, number: l.groups.reduce((n, g) => n + g.items.length, 0),
  difficulty: '中等', ...l.settings, multSettings: [],
  structureData: l.groups.map((g) => ({ itemTypeGuid: g.itemTypeGuid, items: g.items.map((i) => ({ th: i.th, itemGuid: i.itemGuid,
    itemVersion: i.itemVersion, Score: i.score, source: 0, answerAreaHeight: i.answerAreaHeight })) })),
});

beforeAll(async () => {
  t = await createTestApp({ seed: 'bank' });
  await seedSchoolPapers(t.db);
  [owner, admin] = await Promise.all([loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher'), loginAs(t.app, DEMO.adminA)]);
});
afterAll(async () => t.close());

describe('saving the layout of a paper held by manual handling', () => {
  it('is refused until the administrator finishes the request', async () => {
    const opened = await call(t.app, owner, 'GET', `/api/PaperLayout/GetPaperStructureJson?${Q}&paperGuid=${OWN}`);
    expect(opened.body.status, opened.body.message).toBe(200);
    const layout = opened.body.data as Layout;
    expect(layout.paperGuid).toBe(OWN);

    const held = await call(t.app, owner, 'POST', '/api/QuestionBank/Papers/TransferManual', { paperGuid: OWN });
    const refused = await call(t.app, owner, 'POST', '/api/PaperLayout/SaveZYPaperAndJson', payloadOf(layout));
    expect(refused.body).toMatchObject({ status: 403, message: '该试卷正在人工处理中，暂不可用，处理完成后即可使用' });

    await call(t.app, admin, 'POST', '/api/QuestionBank/Papers/FinishManual', { id: held.body.data.id });
    const saved = await call(t.app, owner, 'POST', '/api/PaperLayout/SaveZYPaperAndJson', payloadOf(layout));
    expect(saved.body.status, saved.body.message).toBe(200);
  });
});
