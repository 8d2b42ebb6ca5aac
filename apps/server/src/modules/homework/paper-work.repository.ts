import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';
import type { ItemOptionRow, SubItemRow } from '../../db/schema.js';
import { paperVisibleTo } from '../question-bank/paper-collections.repository.js';

/** A bank item's content at one version: the current row of items, or the version an edit replaced. */
export interface ItemContentRow {
  itemGuid: string;
  itemVersion: number;
  type: number;
  stem: string;
  options: ItemOptionRow[];
  answer: string[];
  subItems: SubItemRow[] | null;
  explanation: string;
}

/** A paper item in paper order with its content at the paper's version, its score and multiple-choice rule. */
export interface PaperItemContentRow extends ItemContentRow {
  score: number;
  multSetting: unknown;
}

/**
 * The item's content at version v: items holds the current version, item_versions the replaced ones. A reference to
 * a version neither holds (never expected) falls back to the current content.
 */
const contentAt = (itemGuid: string, version: string) => sql`
  SELECT i.guid AS "itemGuid", ${sql.ref(version)} AS "itemVersion",
         COALESCE(v.type, i.type) AS type, COALESCE(v.stem, i.stem) AS stem, COALESCE(v.options, i.options) AS options,
         COALESCE(v.answer, i.answer) AS answer,
         CASE WHEN v.item_guid IS NULL THEN i.sub_items ELSE v.sub_items END AS "subItems",
         COALESCE(v.explanation, i.explanation) AS explanation
    FROM items i
    LEFT JOIN item_versions v ON v.item_guid = i.guid AND v.version = ${sql.ref(version)} AND i.version <> ${sql.ref(version)}
   WHERE i.guid = ${sql.ref(itemGuid)}`;

/** Reading papers to publish them as homework, and the bank content of a work's questions. */
export const paperWorkRepository = {
  /**
   * A paper the teacher may use, as the bank shows papers: a platform paper, a school paper of their school, or a
   * teacher's own paper (source 4) of theirs or shared with the school.
   */
  async findPaper(db: DbOrTx, schoolId: number, userId: number, paperGuid: string) {
    return db.selectFrom('papers')
      .select(['papers.guid', 'papers.name', 'papers.km', 'papers.periodCode', 'papers.gradeCode', 'papers.totalScore'])
      .where('papers.guid', '=', paperGuid)
      .where(paperVisibleTo(schoolId, userId))
      .executeTakeFirst();
  },

  /** The paper's items in paper order (group, then sort), each at the version the paper uses. */
  async itemsOfPaper(db: DbOrTx, paperGuid: string): Promise<PaperItemContentRow[]> {
    const { rows } = await sql<PaperItemContentRow>`
      SELECT c.*, pi.score::float8 AS score, pi.mult_setting AS "multSetting"
        FROM paper_items pi
        CROSS JOIN LATERAL (${contentAt('pi.item_guid', 'pi.item_version')}) c
       WHERE pi.paper_guid = ${paperGuid}
       ORDER BY pi.group_no, pi.sort`.execute(db);
    return rows.map((r) => ({ ...r, score: Number(r.score), itemVersion: Number(r.itemVersion) }));
  },

  /** Bank content of the work's questions that came from a paper, keyed by question number. */
  async contentOfWork(db: DbOrTx, schoolId: number, workGuid: string): Promise<Map<number, ItemContentRow & { subIndex: number | null }>> {
    const { rows } = await sql<ItemContentRow & { th: number; subIndex: number | null }>`
      SELECT wq.th, wq.sub_index AS "subIndex", c.*
        FROM work_questions wq
        CROSS JOIN LATERAL (${contentAt('wq.item_guid', 'wq.item_version')}) c
       WHERE wq.school_id = ${schoolId} AND wq.work_guid = ${workGuid} AND wq.item_guid IS NOT NULL`.execute(db);
    return new Map(rows.map((r) => [r.th, { ...r, itemVersion: Number(r.itemVersion) }]));
  },

  /** Bank content of given questions of several works in one read, keyed 'workGuid:th'. */
  async contentOfQuestions(db: DbOrTx, schoolId: number, questions: readonly { workGuid: string; th: number }[]): Promise<Map<string, ItemContentRow & { subIndex: number | null }>> {
    if (questions.length === 0) return new Map();
    const workGuids = [...new Set(questions.map((q) => q.workGuid))];
    const wanted = new Set(questions.map((q) => `${q.workGuid}:${q.th}`));
    const { rows } = await sql<ItemContentRow & { workGuid: string; th: number; subIndex: number | null }>`
      SELECT wq.work_guid AS "workGuid", wq.th, wq.sub_index AS "subIndex", c.*
        FROM work_questions wq
        CROSS JOIN LATERAL (${contentAt('wq.item_guid', 'wq.item_version')}) c
       WHERE wq.school_id = ${schoolId} AND wq.work_guid IN (${sql.join(workGuids)}) AND wq.item_guid IS NOT NULL`.execute(db);
    return new Map(rows.filter((r) => wanted.has(`${r.workGuid}:${r.th}`)).map((r) => [`${r.workGuid}:${r.th}`, { ...r, itemVersion: Number(r.itemVersion) }]));
  },
};
