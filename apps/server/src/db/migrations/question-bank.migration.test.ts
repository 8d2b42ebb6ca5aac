import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { migrations } from './index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

const item = (over: Record<string, unknown> = {}) => ({
  guid: randomUUID(),
  source: 100,
  type: 1,
  stem: '$1+1=$（　　）',
  options: JSON.stringify([{ label: 'A', text: '$2$' }, { label: 'B', text: '$3$' }]),
  answer: JSON.stringify(['A']),
  subItems: null,
  explanation: '$1+1=2$',
  difficulty: 1,
  periodCode: 'C',
  km: '数学',
  gradeCode: 'A7',
  year: 2024,
  provinceCodes: ['110000'],
  chapterGuid: null,
  ownerUserId: null,
  schoolId: null,
  scoreRate: null,
  schoolRate: null,
  discrimination: null,
  deletedAt: null,
  ...over,
});

describe('migration 20261122T0600_question_bank', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('creates the question-bank tables', async () => {
    const tables = await sql<{ tablename: string }>`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`.execute(t.db);
    expect(tables.rows.map((r) => r.tablename)).toEqual(expect.arrayContaining([
      'textbooks', 'chapters', 'knowledge_points', 'items', 'item_knowledge', 'item_chapters', 'papers', 'paper_items',
      'teaching_guidances', 'teaching_guidance_chapters',
    ]));
  });

  it('stores an item with its jsonb options and answer and reads them back parsed', async () => {
    const row = item();
    await t.db.insertInto('items').values(row).execute();
    const back = await t.db.selectFrom('items').selectAll().where('guid', '=', row.guid).executeTakeFirstOrThrow();
    expect(back.options).toEqual([{ label: 'A', text: '$2$' }, { label: 'B', text: '$3$' }]);
    expect(back.answer).toEqual(['A']);
    expect(back.provinceCodes).toEqual(['110000']);
    expect(back.version).toBe(1);
    expect(back.useCount).toBe(0);
    expect(back.scoreRate).toBeNull();
  });

  it('rejects a difficulty outside 1–5, an unknown type and an unknown source', async () => {
    await expect(t.db.insertInto('items').values(item({ difficulty: 6 })).execute()).rejects.toThrow();
    await expect(t.db.insertInto('items').values(item({ type: 9 })).execute()).rejects.toThrow();
    await expect(t.db.insertInto('items').values(item({ source: 7 })).execute()).rejects.toThrow();
  });

  it('ties school and teacher items to a school, and keeps platform items free of one', async () => {
    await expect(t.db.insertInto('items').values(item({ source: 200 })).execute()).rejects.toThrow();
    const { id: schoolId } = await t.db
      .insertInto('schools')
      .values({ ruCode: 'QB001', schoolGuid: randomUUID(), name: '题库测试学校', schoolYear: 2025 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(t.db.insertInto('items').values(item({ source: 100, schoolId })).execute()).rejects.toThrow();
    await expect(t.db.insertInto('items').values(item({ source: 300, schoolId })).execute()).rejects.toThrow();
    await t.db.insertInto('items').values(item({ source: 200, schoolId })).execute();
  });

  it('allows one primary knowledge point per item', async () => {
    const row = item();
    await t.db.insertInto('items').values(row).execute();
    const kps = ['有理数', '整式'].map((name, i) => ({ guid: randomUUID(), periodCode: 'C', km: '数学', parentGuid: null, name, sort: i }));
    await t.db.insertInto('knowledgePoints').values(kps).execute();
    await t.db.insertInto('itemKnowledge').values({ itemGuid: row.guid, knowledgeGuid: kps[0]!.guid, isPrimary: true }).execute();
    await expect(t.db.insertInto('itemKnowledge').values({ itemGuid: row.guid, knowledgeGuid: kps[1]!.guid, isPrimary: true }).execute()).rejects.toThrow();
  });

  it('indexes the bank filters', async () => {
    const indexes = await sql<{ indexname: string }>`SELECT indexname FROM pg_indexes WHERE tablename IN ('items', 'item_knowledge', 'item_chapters')`.execute(t.db);
    expect(indexes.rows.map((r) => r.indexname)).toEqual(expect.arrayContaining([
      'items_bank_idx', 'items_grade_idx', 'items_chapter_idx', 'items_province_idx', 'item_knowledge_knowledge_idx', 'item_chapters_chapter_idx',
    ]));
  });

  it('rolls back, with every later migration, and applies again', async () => {
    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('20261122T0500_account_core');
    expect(down.error).toBeUndefined();
    const count = async () =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'items'`.execute(t.db)).rows[0]!.n;
    expect(await count()).toBe(0);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await count()).toBe(1);
  });
});
