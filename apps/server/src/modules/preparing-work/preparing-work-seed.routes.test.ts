import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPreparingWorks } from '../../db/seed/preparing-works.js';
import { seedSchoolPapers } from '../../db/seed/school-papers.js';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../test/helpers/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'bank' });
  await seedSchoolPapers(t.db);
});
afterAll(async () => t.close());

describe('demo 备课 seed', () => {
  it("gives 王丽 two preparations with the school's daily practice, once", async () => {
    expect(await seedPreparingWorks(t.db, new Date('2026-11-28T02:00:00Z'))).toBe(true);
    expect(await seedPreparingWorks(t.db)).toBe(false);
    const owner = await loginAs(t.app, DEMO.twoRoleTeacher, 'Teacher');
    const list = await call(t.app, owner, 'GET', '/api/PreparingWork/List');
    expect(list.body.data.list.map((w: { name: string; lessonDate: string; statusName: string; classes: { name: string }[] }) =>
      [w.name, w.lessonDate, w.statusName, w.classes.map((c) => c.name)])).toEqual([
      ['第一章 有理数 复习课', '2026-11-30', '备课中', ['七年级1班']],
      ['勾股定理 习题课', '2026-11-23', '已备课', []],
    ]);
    const colleague = await loginAs(t.app, DEMO.teacherA);
    expect((await call(t.app, colleague, 'GET', '/api/PreparingWork/List')).body.data.total).toBe(0);
  });
});
