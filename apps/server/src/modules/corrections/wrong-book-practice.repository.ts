import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';
import { ItemType } from '@zuoyeben/shared';

/** A bank question as the similar-question practice reads it. */
export interface PracticeItemRow {
  guid: string;
  type: number;
  stem: string;
  options: { label: string; text: string }[];
  answer: string[];
  explanation: string;
  difficulty: number;
  year: number;
}

/** The student's marked answers in ended homework of their school (what the wrong-question book is read from). */
function markedAnswers(db: DbOrTx, s: { schoolId: number; studentGuid: string; now: Date }) {
  return db
    .selectFrom('submissions as s')
    .innerJoin('submissionAnswers as a', 'a.submissionGuid', 's.guid')
    .innerJoin('works as w', 'w.guid', 's.workGuid')
    .innerJoin('workQuestions as q', (j) => j.onRef('q.workGuid', '=', 's.workGuid').onRef('q.th', '=', 'a.th'))
    .where('s.schoolId', '=', s.schoolId)
    .where('s.studentGuid', '=', s.studentGuid)
    .where('s.status', '>', 0)
    .where('w.schoolId', '=', s.schoolId)
    .where('w.deletedAt', 'is', null)
    .where('w.endTime', '<', s.now)
    .where('a.score', 'is not', null)
    .where('q.itemGuid', 'is not', null);
}

/** SQL of 举一反三 in the wrong-question book (issue 14 item 5). */
export const wrongBookPracticeRepository = {
  /**
   * The student's figures on questions whose bank item is tagged with one of the points: points got, full marks, and
   * how many were lost. A question tagged with two of the points counts once.
   */
  async figuresOn(db: DbOrTx, s: { schoolId: number; studentGuid: string; now: Date; knowledgeGuids: readonly string[] }) {
    const row = await markedAnswers(db, s)
      .where((eb) => eb.exists(eb.selectFrom('itemKnowledge as k').select(sql`1`.as('one'))
        .whereRef('k.itemGuid', '=', 'q.itemGuid').where('k.knowledgeGuid', 'in', s.knowledgeGuids)))
      .select([
        sql<number>`coalesce(sum(a.score), 0)::float8`.as('got'),
        sql<number>`coalesce(sum(q.score), 0)::float8`.as('full'),
        sql<number>`(count(*) FILTER (WHERE a.score < q.score))::int`.as('lost'),
      ])
      .executeTakeFirstOrThrow();
    return { got: Number(row.got), full: Number(row.full), lost: Number(row.lost) };
  },

  /** Whether one of the student's lost questions is tagged with the point itself (the book lists the point). */
  async isPointInBook(db: DbOrTx, s: { schoolId: number; studentGuid: string; now: Date; knowledgeGuid: string }) {
    const row = await markedAnswers(db, s)
      .innerJoin('itemKnowledge as k', 'k.itemGuid', 'q.itemGuid')
      .where('k.knowledgeGuid', '=', s.knowledgeGuid)
      .whereRef('a.score', '<', 'q.score')
      .select('a.th').limit(1).executeTakeFirst();
    return row !== undefined;
  },

  /**
   * Single, multiple and true/false bank questions tagged with one of the points, of the point's period and subject,
   * platform or the student's school's own bank, never part of a homework the student submitted: nearest the target
   * difficulty first, then newest year. `guids` narrows to given questions (to check an answer).
   */
  candidates(db: DbOrTx, s: { schoolId: number; studentGuid: string; period: string; km: string; knowledgeGuids: readonly string[]; target: number; limit: number; guids?: readonly string[] }): Promise<PracticeItemRow[]> {
    if (s.knowledgeGuids.length === 0) return Promise.resolve([]);
    return db.selectFrom('items')
      .select(['items.guid', 'items.type', 'items.stem', 'items.options', 'items.answer', 'items.explanation', 'items.difficulty', 'items.year'])
      .where('items.periodCode', '=', s.period).where('items.km', '=', s.km).where('items.deletedAt', 'is', null)
      .where('items.type', 'in', [ItemType.SingleChoice, ItemType.MultipleChoice, ItemType.TrueFalse])
      .where(sql<boolean>`(items.sub_items IS NULL OR items.sub_items = '[]'::jsonb)`)
      .where((eb) => eb.or([
        eb.and([eb('items.schoolId', 'is', null), eb('items.source', '=', 100)]),
        eb.and([eb('items.schoolId', '=', s.schoolId), eb('items.source', '=', 200)]),
      ]))
      .where('items.guid', 'in', (eb) => eb.selectFrom('itemKnowledge').select('itemKnowledge.itemGuid').where('itemKnowledge.knowledgeGuid', 'in', s.knowledgeGuids))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('workQuestions as wq')
        .innerJoin('submissions as sub', 'sub.workGuid', 'wq.workGuid')
        .select(sql`1`.as('one'))
        .whereRef('wq.itemGuid', '=', 'items.guid')
        .where('wq.schoolId', '=', s.schoolId)
        .where('sub.studentGuid', '=', s.studentGuid))))
      .$if(!!s.guids, (q) => q.where('items.guid', 'in', s.guids!))
      .orderBy(sql`abs(items.difficulty - ${s.target})`).orderBy('items.year', 'desc').orderBy('items.guid')
      .limit(s.limit)
      .execute() as Promise<PracticeItemRow[]>;
  },

  /** Knowledge points of the items among `knowledgeGuids`, by item. */
  testedPoints(db: DbOrTx, itemGuids: readonly string[], knowledgeGuids: readonly string[]) {
    if (itemGuids.length === 0) return Promise.resolve([]);
    return db.selectFrom('itemKnowledge').innerJoin('knowledgePoints', 'knowledgePoints.guid', 'itemKnowledge.knowledgeGuid')
      .select(['itemKnowledge.itemGuid', 'knowledgePoints.name'])
      .where('itemKnowledge.itemGuid', 'in', itemGuids).where('itemKnowledge.knowledgeGuid', 'in', knowledgeGuids)
      .orderBy('itemKnowledge.isPrimary', 'desc').orderBy('knowledgePoints.sort').execute();
  },
};
