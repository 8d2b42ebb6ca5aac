import { sql } from 'kysely';
import type { Db } from '../src/db/database.js';
import { stableGuid } from '../src/db/seed/question-bank/ids.js';
import { seedQuestionBank } from '../src/db/seed/question-bank/index.js';
import { printResult, type BenchContext } from './homework-bench.js';
import { runLoad } from './load.js';

/**
 * Issue item 11: the bank list over 50,000 platform items of junior maths. Copies the seeded items with new guids
 * (keeping each copy's chapter and knowledge links, spreading difficulty and year), then loads page 1 of 10 with
 * chapter + difficulty + type filters, with a keyword and with 只看未使用, under load and from one connection. Target p95 < 100 ms
 * on PostgreSQL. Prints figures only.
 */
const TARGET_ITEMS = 50_000;
const BATCH = 10_000;

async function scaleItems(db: Db): Promise<number> {
  await seedQuestionBank(db);
  const { n: seeded } = await db.selectFrom('items').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('periodCode', '=', 'C').where('km', '=', '数学').where('source', '=', 100).executeTakeFirstOrThrow();
  await sql`CREATE TABLE bench_item_map (guid uuid PRIMARY KEY, src uuid NOT NULL, n int NOT NULL)`.execute(db);
  const copies = TARGET_ITEMS - Number(seeded);
  for (let from = 0; from < copies; from += BATCH) {
    const to = Math.min(copies, from + BATCH) - 1;
    await db.transaction().execute(async (tx) => {
      await sql`INSERT INTO bench_item_map (guid, src, n)
        SELECT gen_random_uuid(), s.guid, g.n FROM generate_series(${from}::int, ${to}::int) AS g(n)
        JOIN (SELECT guid, (row_number() OVER (ORDER BY guid) - 1)::int AS i FROM items
              WHERE period_code = 'C' AND km = '数学' AND source = 100 AND school_id IS NULL) s ON s.i = g.n % ${Number(seeded)}::int`.execute(tx);
      // Difficulty and year cycle with the copy number so every filter value has items; type stays the source's.
      await sql`INSERT INTO items (guid, version, school_id, owner_user_id, source, type, stem, options, answer, sub_items, explanation,
          difficulty, period_code, km, grade_code, year, province_codes, chapter_guid, use_count)
        SELECT m.guid, 1, NULL, NULL, 100, i.type, i.stem || '（' || m.n || '）', i.options, i.answer, i.sub_items, i.explanation,
          1 + m.n % 5, i.period_code, i.km, i.grade_code, 2018 + m.n % 8, i.province_codes, i.chapter_guid, m.n % 50
        FROM bench_item_map m JOIN items i ON i.guid = m.src WHERE m.n BETWEEN ${from}::int AND ${to}::int`.execute(tx);
      await sql`INSERT INTO item_chapters (item_guid, chapter_guid) SELECT m.guid, c.chapter_guid FROM bench_item_map m
        JOIN item_chapters c ON c.item_guid = m.src WHERE m.n BETWEEN ${from}::int AND ${to}::int`.execute(tx);
      await sql`INSERT INTO item_knowledge (item_guid, knowledge_guid, is_primary) SELECT m.guid, k.knowledge_guid, k.is_primary
        FROM bench_item_map m JOIN item_knowledge k ON k.item_guid = m.src WHERE m.n BETWEEN ${from}::int AND ${to}::int`.execute(tx);
    });
  }
  await sql`DROP TABLE bench_item_map`.execute(db);
  // As autovacuum would: statistics for the planner and a visibility map so counts can use index-only scans.
  await sql`VACUUM ANALYZE`.execute(db);
  const { n } = await db.selectFrom('items').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('periodCode', '=', 'C').where('km', '=', '数学').executeTakeFirstOrThrow();
  return Number(n);
}

export async function benchQuestionBank(c: BenchContext) {
  const started = performance.now();
  const total = await scaleItems(c.db);
  console.log(`${c.label.padEnd(10)} question bank scaled to ${total} junior-maths items (${Math.round(performance.now() - started)} ms)`);
  const scope = { period: 'C', km: '数学', pageIndex: 1, pageSize: 10 };
  const targets: [string, object][] = [
    ['Items (no filter, page 1 of 10)', scope],
    ['Items (chapter + difficulty + type, page 1)', { ...scope, chapterGuid: stableGuid('chapter:rj-c-math-7a:3'), difficultyGuid: 3, itemTypeGuid: 1 }],
    ['Items (keyword 方程, page 1 of 10)', { ...scope, keyword: '方程' }],
    ['Items (knowledge + year, page 1 of 10)', { ...scope, knowledgeGuid: stableGuid('knowledge:C:数学:一元一次方程'), year: 2022 }],
    // 只看未使用 depends on the school, so its total is counted on every request (see shared-bank-counts.ts).
    ['Items (only unused, counted each time)', { ...scope, filterUsedItem: true }],
  ];
  for (const [name, body] of targets) {
    const target = { port: c.port, method: 'POST' as const, path: '/api/QuestionBank/Items', cookie: c.cookie, body };
    printResult(c.label, `POST /api/QuestionBank/${name}`, await runLoad(target, c.connections, c.seconds));
    // One teacher at a time: the latency of the request itself, without queueing behind the other connections.
    printResult(c.label, '  … one connection', await runLoad(target, 1, Math.min(c.seconds, 2)));
  }
}
