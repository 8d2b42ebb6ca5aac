import { sql } from 'kysely';
import type { PooledAnswer } from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';

/**
 * Real answers to bank items, pooled over every homework of every school that used them (a bank item is shared;
 * only its figures leave the school, never a student). Sub-questions of a group item are left out: their figures
 * would not describe the item.
 */
export const bankItemStatsRepository = {
  /** Items behind a whole question of some homework with at least one submitted answer. */
  async answeredItems(db: DbOrTx): Promise<string[]> {
    const rows = await db
      .selectFrom('workQuestions as wq')
      .select('wq.itemGuid')
      .distinct()
      .where('wq.itemGuid', 'is not', null)
      .where('wq.subIndex', 'is', null)
      .where((eb) => eb.exists(eb.selectFrom('submissionAnswers as sa').select(sql`1`.as('x')).whereRef('sa.workGuid', '=', 'wq.workGuid').whereRef('sa.th', '=', 'wq.th')))
      .execute();
    return rows.map((r) => r.itemGuid!);
  },

  /** Every submitted answer to the item with its question's full score and its sheet's total ÷ the homework's full marks. */
  async pooledAnswers(db: DbOrTx, itemGuid: string): Promise<PooledAnswer[]> {
    const rows = await db
      .selectFrom('workQuestions as wq')
      .innerJoin('submissionAnswers as sa', (j) => j.onRef('sa.workGuid', '=', 'wq.workGuid').onRef('sa.th', '=', 'wq.th'))
      .innerJoin('submissions as s', 's.guid', 'sa.submissionGuid')
      .select([
        sql<number>`coalesce(sa.score, 0)::float8`.as('score'),
        sql<number>`wq.score::float8`.as('fullScore'),
        sql<number>`s.total_score::float8 / nullif((SELECT sum(q.score) FROM work_questions q WHERE q.work_guid = wq.work_guid), 0)`.as('relativeTotal'),
      ])
      .where('wq.itemGuid', '=', itemGuid)
      .where('wq.subIndex', 'is', null)
      .where('s.status', '>', 0)
      .execute();
    return rows.map((r) => ({ score: Number(r.score), fullScore: Number(r.fullScore), relativeTotal: Number(r.relativeTotal ?? 0) }));
  },

  async updateFigures(db: DbOrTx, itemGuid: string, f: { scoreRate: number; discrimination: number; difficulty: number }): Promise<void> {
    await db.updateTable('items').set({ scoreRate: f.scoreRate, discrimination: f.discrimination, difficulty: f.difficulty }).where('guid', '=', itemGuid).execute();
  },
};
