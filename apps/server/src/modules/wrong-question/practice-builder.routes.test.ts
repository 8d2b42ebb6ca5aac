import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, call, loginAs, type TestApp } from '../../../test/helpers/test-app.js';
import { createReportsFixture, type ReportsFixture } from '../school-reports/school-reports.fixture.js';

/**
 * 组合练习 and 薄弱点练习 (POST /api/Recommend/Practice) on the report fixture's W1 (th 1–6: 2, 2, 2, 2, 2, 10 points;
 * 有理数的运算 k1 = th 1, 2, 6; 一元一次方程 k2 = th 3, 4, 5, 6). Hand-checked:
 * - A702 (two students, [2,2,2,2,2,0] and [0,2,0,2,2,0]): k1 6/28 = 0.2143, k2 10/32 = 0.3125: both weak (< 0.6).
 *   On both points (th 1–6 once, 20 points) the students have 10/20 = 0.5 and 6/20 = 0.3: both 待提高.
 * - A701 (four students, [2,2,2,2,2,10] [2,2,2,0,2,8] [2,0,2,0,2,6] [2,2,2,2,0,–]): k1 38/56 = 0.6786, k2 42/64 =
 *   0.6563: neither weak. On both points: 20/20 = 1 and 16/20 = 0.8 (优秀, 0.8 is its bound), 12/20 = 0.6 (良好, its
 *   bound), 8/20 = 0.4 (待提高). The 优秀 group: k1 26/28, k2 28/32; 待提高 k1 4/14, k2 4/16.
 * Bank questions, none used by the school: k1 a 较易 (2024) · b 中等 · c 较难 (2026) · d 容易; k2 e 较易 (2025) · f 较难
 * (2026) · g 中等. Targets: the class by its rate (A701: k1 0.68 → 中等, k2 0.66 → 中等); groups 较易 / 中等 / 较难.
 */
let t: TestApp;
let admin: string;
let f: ReportsFixture;
const q = { a: randomUUID(), b: randomUUID(), c: randomUUID(), d: randomUUID(), e: randomUUID(), f: randomUUID(), g: randomUUID() };

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, DEMO.adminA);
  f = await createReportsFixture(t.db);
  const now = new Date();
  const bank: [string, string, number, number][] = [
    [q.a, f.knowledge.k1, 2, 2024], [q.b, f.knowledge.k1, 3, 2026], [q.c, f.knowledge.k1, 4, 2026], [q.d, f.knowledge.k1, 1, 2026],
    [q.e, f.knowledge.k2, 2, 2025], [q.f, f.knowledge.k2, 4, 2026], [q.g, f.knowledge.k2, 3, 2026],
  ];
  await t.db.insertInto('items').values(bank.map(([guid, , difficulty, year], i) => ({
    guid, schoolId: null, ownerUserId: null, source: 100, type: 1, stem: `<p>练习题${i + 1}</p>`, options: '[]', answer: '["A"]', subItems: null,
    explanation: '', difficulty, periodCode: 'C', km: '数学', gradeCode: 'A7', year, provinceCodes: [], chapterGuid: null,
    scoreRate: null, schoolRate: null, discrimination: null, createdAt: now, updatedAt: now, deletedAt: null,
  }))).execute();
  await t.db.insertInto('itemKnowledge').values(bank.map(([itemGuid, knowledgeGuid]) => ({ itemGuid, knowledgeGuid, isPrimary: true }))).execute();
});
afterAll(() => t.close());

const build = (body: object, cookie = admin) => call(t.app, cookie, 'POST', '/api/Recommend/Practice', { km: '数学', ...body });
type Group = { key: string; name: string; rate: number | null; students: { studentGuid: string; rate: number }[]; items: { itemGuid: string; knowledgeGuid: string; reasons: string[] }[] };
const groupsOf = (res: { body: { data: { groups: Group[] } } }) => res.body.data.groups;

describe('POST /api/Recommend/Practice — 薄弱点练习 by level', () => {
  it('takes every weak point of the class by default and groups its students by their rate on them', async () => {
    const res = await build({ classCode: 'A702', byLevel: true, perPoint: 1 });
    expect(res.body.status).toBe(200);
    expect(res.body.data).toMatchObject({ className: '七年级2班', period: 'C', km: '数学', workCount: 1 });
    expect(res.body.data.points).toEqual([
      { knowledgeGuid: f.knowledge.k1, knowledgeName: '有理数的运算', rate: 0.2143, weak: true, chosen: true, questionCount: 3 },
      { knowledgeGuid: f.knowledge.k2, knowledgeName: '一元一次方程', rate: 0.3125, weak: true, chosen: true, questionCount: 4 },
    ]);
    const groups = groupsOf(res);
    expect(groups.map((g) => [g.key, g.name, g.rate])).toEqual([['improve', '待提高', 0.4]]);
    expect(groups[0]!.students.map((s) => [s.studentGuid, s.rate])).toEqual([[f.a702[1]!.guid, 0.3], [f.a702[0]!.guid, 0.5]]);
    // 待提高 aims at 较易: a for k1, e for k2.
    expect(groups[0]!.items.map((i) => [i.itemGuid, i.knowledgeGuid])).toEqual([[q.a, f.knowledge.k1], [q.e, f.knowledge.k2]]);
    expect(groups[0]!.items[0]!.reasons).toEqual([
      '考查薄弱知识点「有理数的运算」（本班得分率21%）', '难度较易，即待提高组（本组在该知识点的得分率21%）的目标难度', '本校尚未使用过',
    ]);
  });

  it('gives each level its own practice, the bounds belonging to the higher level', async () => {
    const res = await build({ classCode: 'A701', byLevel: true, perPoint: 1, knowledgeGuids: [f.knowledge.k1, f.knowledge.k2] });
    const groups = groupsOf(res);
    expect(groups.map((g) => [g.key, g.rate, g.students.map((s) => s.studentGuid)])).toEqual([
      ['improve', 0.4, [f.a701[3]!.guid]],
      ['good', 0.6, [f.a701[2]!.guid]],
      ['excellent', 0.9, [f.a701[1]!.guid, f.a701[0]!.guid]],
    ]);
    expect(groups.map((g) => g.items.map((i) => i.itemGuid))).toEqual([[q.a, q.e], [q.b, q.g], [q.c, q.f]]);
    expect(groups[2]!.items[0]!.reasons.slice(0, 2)).toEqual(['考查所选知识点「有理数的运算」（本班得分率68%）', '难度较难，即优秀组（本组在该知识点的得分率93%）的目标难度']);
  });

  it('says nothing is weak when no point of the class is below 60%', async () => {
    const res = await build({ classCode: 'A701', byLevel: true });
    expect(res.body.data.points.map((p: { weak: boolean; chosen: boolean }) => [p.weak, p.chosen])).toEqual([[false, false], [false, false]]);
    expect(groupsOf(res)).toEqual([]);
  });
});

describe('POST /api/Recommend/Practice — 组合练习', () => {
  it('builds one practice for the class from the chosen points, nearest the difficulty its rate calls for, with reasons', async () => {
    const res = await build({ classCode: 'A701', knowledgeGuids: [f.knowledge.k1, f.knowledge.k2], perPoint: 2 });
    const [all] = groupsOf(res);
    // (20 + 16 + 12 + 8) / 80 on both points.
    expect(all).toMatchObject({ key: 'class', name: '全班', rate: 0.7 });
    expect(all!.students).toHaveLength(4);
    // k1 0.68 → 中等: b, then 较难 c (2026) before 较易 a (2024); k2 0.66 → 中等: g, then f (2026) before e (2025).
    expect(all!.items.map((i) => i.itemGuid)).toEqual([q.b, q.c, q.g, q.f]);
    expect(all!.items[0]!.reasons).toEqual(['考查所选知识点「有理数的运算」（本班得分率68%）', '难度中等，与本班在该知识点的得分率68%相当', '本校尚未使用过']);
    expect(all!.items[1]!.reasons[1]).toBe('难度较难，接近本班在该知识点的得分率68%对应的中等');
  });

  it('refuses no point, an unknown point, another school\'s class, and a class the teacher does not teach', async () => {
    expect((await build({ classCode: 'A701', knowledgeGuids: [] })).body).toMatchObject({ status: 400, message: '请选择知识点' });
    expect((await build({ classCode: 'A701', knowledgeGuids: [randomUUID()] })).body).toMatchObject({ status: 404, message: '知识点不存在' });
    expect((await build({ classCode: 'A501', byLevel: true })).body).toMatchObject({ status: 404, message: '所选班级不存在', data: null });
    expect((await build({ classCode: 'A701', ruCode: 'RU20002', byLevel: true })).body.status).toBe(404);
    const zhou = await loginAs(t.app, DEMO.teacherOfTwo);
    expect((await build({ classCode: 'A702', byLevel: true }, zhou)).body).toMatchObject({ status: 403, message: '您不是所选班级的任课老师' });
    // Another school's administrator reaches only their own 七年级1班: none of school A's works, answers or students.
    const adminB = await loginAs(t.app, DEMO.adminB);
    const other = await build({ classCode: 'A701', knowledgeGuids: [f.knowledge.k1, f.knowledge.k2] }, adminB);
    expect(other.body.status).toBe(200);
    expect(other.body.data).toMatchObject({ workCount: 0, points: [] });
    expect(other.body.data.groups.flatMap((g: Group) => g.students)).toEqual([]);
  });
});
