import { checkItemConsistency } from '@zuoyeben/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../database.js';
import { migrateToLatest } from '../../migrate.js';
import { seedQuestionBank } from './index.js';

describe('seedQuestionBank on PGlite', () => {
  let db: Db;
  let seconds = 0;

  beforeAll(async () => {
    db = createDatabase({});
    await migrateToLatest(db);
    const started = performance.now();
    expect(await seedQuestionBank(db)).toBe(true);
    seconds = (performance.now() - started) / 1000;
  });
  afterAll(() => db.destroy());

  it('writes at least 600 items across subjects, types, grades and difficulties, fast', async () => {
    const counts = await db.selectFrom('items').select(({ fn }) => ['km', fn.countAll<number>().as('n')]).groupBy('km').execute();
    const byKm = Object.fromEntries(counts.map((c) => [c.km, Number(c.n)]));
    expect(Object.values(byKm).reduce((s, n) => s + n, 0)).toBeGreaterThanOrEqual(600);
    expect(byKm['数学']).toBeGreaterThanOrEqual(400);
    expect(byKm['语文']).toBeGreaterThanOrEqual(100);
    expect(byKm['英语']).toBeGreaterThanOrEqual(30);
    expect(byKm['物理']).toBeGreaterThanOrEqual(30);
    const difficulties = await db.selectFrom('items').select('difficulty').distinct().orderBy('difficulty').execute();
    expect(difficulties.map((d) => d.difficulty)).toEqual([1, 2, 3, 4, 5]);
    const grades = await db.selectFrom('items').select('gradeCode').distinct().execute();
    expect(grades.length).toBeGreaterThanOrEqual(10);
    expect(seconds).toBeLessThan(15);
  });

  it('gives every item exactly one primary knowledge point, and every mathematics item a chapter', async () => {
    const withoutPrimary = await db
      .selectFrom('items')
      .leftJoin('itemKnowledge', (j) => j.onRef('itemKnowledge.itemGuid', '=', 'items.guid').on('itemKnowledge.isPrimary', '=', true))
      .where('itemKnowledge.itemGuid', 'is', null)
      .select('items.guid')
      .execute();
    expect(withoutPrimary).toEqual([]);
    const mathWithoutChapter = await db.selectFrom('items').where('km', '=', '数学').where('chapterGuid', 'is', null).select('guid').execute();
    expect(mathWithoutChapter).toEqual([]);
  });

  it('reads every item back consistent with its type and options', async () => {
    const rows = await db.selectFrom('items').select(['guid', 'type', 'stem', 'options', 'answer', 'subItems', 'explanation']).execute();
    const problems = rows.flatMap((r) => checkItemConsistency({ ...r, subItems: r.subItems as never }).map((p) => `${r.guid}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('seeds the real tables of contents of both junior textbook versions', async () => {
    const chapters = await db
      .selectFrom('chapters')
      .innerJoin('textbooks', 'textbooks.guid', 'chapters.textbookGuid')
      .where('chapters.parentGuid', 'is', null)
      .select(['textbooks.versionName', 'textbooks.volume', 'chapters.name'])
      .orderBy('textbooks.sort')
      .orderBy('chapters.sort')
      .execute();
    const of = (version: string, volume: string) => chapters.filter((c) => c.versionName === version && c.volume === volume).map((c) => c.name);
    expect(of('人教版', '七年级上册')).toEqual(['第一章 有理数', '第二章 整式的加减', '第三章 一元一次方程', '第四章 几何图形初步']);
    expect(of('北师大版', '七年级上册')[1]).toBe('第二章 有理数及其运算');
    expect(of('人教A版', '必修第一册')[0]).toBe('第一章 集合与常用逻辑用语');
    const versions = await db.selectFrom('textbooks').where('km', '=', '数学').where('periodCode', '=', 'C').select('versionName').distinct().execute();
    expect(versions.map((v) => v.versionName).sort()).toEqual(['人教版', '北师大版']);
  });

  it('builds papers in type groups and a teaching-aid book whose sections hold real items', async () => {
    const papers = await db.selectFrom('papers').where('source', '=', 100).select(['guid', 'name', 'totalScore']).execute();
    expect(papers.length).toBeGreaterThanOrEqual(3);
    for (const p of papers) {
      const rows = await db.selectFrom('paperItems').where('paperGuid', '=', p.guid).select(['groupNo', 'groupName', 'score']).orderBy('sort').execute();
      expect(rows.length).toBeGreaterThan(5);
      expect(rows[0]!.groupName).toMatch(/^一、/);
      expect(rows.reduce((s, r) => s + Number(r.score), 0)).toBe(Number(p.totalScore));
    }
    const sections = await db
      .selectFrom('teachingGuidanceChapters')
      .innerJoin('paperItems', 'paperItems.paperGuid', 'teachingGuidanceChapters.paperGuid')
      .select(['teachingGuidanceChapters.name'])
      .distinct()
      .execute();
    expect(sections.length).toBeGreaterThanOrEqual(4);
  });

  it('does nothing the second time', async () => {
    const before = await db.selectFrom('items').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(await seedQuestionBank(db)).toBe(false);
    const after = await db.selectFrom('items').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
