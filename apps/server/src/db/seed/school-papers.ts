import { sql } from 'kysely';
import type { Db, DbOrTx } from '../database.js';
import { stableGuid } from './question-bank/ids.js';

/** Literal values (seeds copy them, as migrations do): daily practice papers.source 2; item types 1, 4, 5. */
const SCHOOL_PRACTICE = 2;
/** papers.source of a teacher's own paper (PaperSource.MyPaper). */
const MY_PAPER = 4;
const GROUPS = [
  { type: 1, name: '一、单选题', score: 3 },
  { type: 4, name: '二、填空题', score: 3 },
  { type: 5, name: '三、解答题', score: 8 },
] as const;

interface SchoolPaperSeed {
  key: string;
  ruCode: string;
  creatorPhone: string;
  name: string;
  grade: string;
  /** Chapter of the seeded textbooks whose items (and its sections' items) fill the paper. */
  chapterRef: string;
  /** Items per group: single choice, fill in, answer. */
  counts: [number, number, number];
  daysAgo: number;
  /** A teacher's own paper (我的试卷, source 4) instead of daily practice, prepared in the layout or uploaded. */
  mine?: 'prepare' | 'upload';
}

/** Daily practice (日常练习) of the demo schools' junior mathematics, and two of 王丽's own papers (我的试卷), so both lists have content. */
export const SCHOOL_PAPER_SEEDS: readonly SchoolPaperSeed[] = [
  { key: 'RU10001:7a-1', ruCode: 'RU10001', creatorPhone: '13800000001', name: '七年级数学上册 第一章 有理数 周末练习', grade: 'A7',
    chapterRef: 'rj-c-math-7a:1', counts: [6, 4, 2], daysAgo: 2 },
  { key: 'RU10001:7a-2', ruCode: 'RU10001', creatorPhone: '13800000002', name: '七年级数学上册 第二章 整式的加减 课堂小测', grade: 'A7',
    chapterRef: 'rj-c-math-7a:2', counts: [5, 3, 2], daysAgo: 12 },
  { key: 'RU10001:8b-17', ruCode: 'RU10001', creatorPhone: '13800000001', name: '八年级数学下册 第十七章 勾股定理 校本练习', grade: 'A8',
    chapterRef: 'rj-c-math-8b:2', counts: [5, 3, 3], daysAgo: 40 },
  { key: 'RU10001:mine-7a-3', ruCode: 'RU10001', creatorPhone: '13800000001', name: '七年级 一元一次方程 分层作业（备课）', grade: 'A7',
    chapterRef: 'rj-c-math-7a:3', counts: [4, 3, 2], daysAgo: 3, mine: 'prepare' },
  { key: 'RU10001:mine-7a-4', ruCode: 'RU10001', creatorPhone: '13800000001', name: '七年级 几何图形初步 单元检测', grade: 'A7',
    chapterRef: 'rj-c-math-7a:4', counts: [5, 3, 2], daysAgo: 20, mine: 'upload' },
  { key: 'RU20002:7a-3', ruCode: 'RU20002', creatorPhone: '13900000001', name: '明德学校 七年级数学 一元一次方程 练习', grade: 'A7',
    chapterRef: 'rj-c-math-7a:3', counts: [4, 3, 2], daysAgo: 5 },
];

/** Platform items of a chapter and its sections, of one type, in a stable order. */
async function itemsOf(db: DbOrTx, chapterRef: string, type: number, count: number): Promise<string[]> {
  const { rows } = await sql<{ guid: string }>`
    WITH RECURSIVE d(guid) AS (
      SELECT guid FROM chapters WHERE guid = ${stableGuid(`chapter:${chapterRef}`)}
      UNION ALL SELECT c.guid FROM chapters c JOIN d ON c.parent_guid = d.guid)
    SELECT DISTINCT i.guid FROM items i JOIN item_chapters ic ON ic.item_guid = i.guid
    WHERE ic.chapter_guid IN (SELECT guid FROM d) AND i.type = ${type} AND i.school_id IS NULL AND i.deleted_at IS NULL
    ORDER BY i.guid LIMIT ${count}`.execute(db);
  return rows.map((r) => r.guid);
}

/**
 * Seeds the demo schools' daily practice papers once, after the demo schools and the platform bank exist. A
 * database without them, or that has the first paper already, is left alone.
 */
export async function seedSchoolPapers(db: Db, now = new Date()): Promise<boolean> {
  const first = stableGuid(`school-paper:${SCHOOL_PAPER_SEEDS[0]!.key}`);
  if (await db.selectFrom('papers').select('guid').where('guid', '=', first).executeTakeFirst()) return false;
  const schools = await db.selectFrom('schools').select(['id', 'ruCode']).execute();
  const users = await db.selectFrom('users').select(['id', 'phone']).execute();
  if (!schools.length || !(await db.selectFrom('items').select('guid').limit(1).executeTakeFirst())) return false;
  await db.transaction().execute(async (tx) => {
    for (const p of SCHOOL_PAPER_SEEDS) {
      const schoolId = schools.find((s) => s.ruCode === p.ruCode)?.id;
      if (!schoolId) continue;
      const guid = stableGuid(`school-paper:${p.key}`);
      const rows: { itemGuid: string; groupNo: number; groupType: number; groupName: string; score: number }[] = [];
      let groupNo = 0;
      for (const [i, g] of GROUPS.entries()) {
        const guids = await itemsOf(tx, p.chapterRef, g.type, p.counts[i]!);
        if (guids.length) groupNo += 1;
        rows.push(...guids.map((itemGuid) => ({ itemGuid, groupNo, groupType: g.type, groupName: g.name, score: g.score })));
      }
      const createdAt = new Date(now.getTime() - p.daysAgo * 86_400_000);
      await tx.insertInto('papers').values({ guid, name: p.name, periodCode: 'C', km: '数学', gradeCode: p.grade, source: p.mine ? MY_PAPER : SCHOOL_PRACTICE,
        entry: p.mine ?? 'prepare', schoolId,
        creatorUserId: users.find((u) => u.phone === p.creatorPhone)?.id ?? null, year: createdAt.getFullYear(),
        totalScore: rows.reduce((s, r) => s + r.score, 0), difficulty: null, createdAt, updatedAt: createdAt }).execute();
      if (rows.length) {
        await tx.insertInto('paperItems').values(rows.map((r, i) => ({ ...r, paperGuid: guid, itemVersion: 1, sort: i + 1 }))).execute();
      }
    }
  });
  return true;
}
