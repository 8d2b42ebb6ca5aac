import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';

export interface TreeRow { guid: string; parentGuid: string | null; name: string }

/** Textbooks, chapter trees, knowledge-point trees and the sidebar's remembered choice. Only this file writes SQL for them. */
export const treesRepository = {
  textbooks(db: DbOrTx, period: string, km: string) {
    return db.selectFrom('textbooks')
      .select(['guid', 'pressName', 'versionName', 'volume', 'gradeCode'])
      .where('periodCode', '=', period).where('km', '=', km)
      .orderBy('sort').execute();
  },

  findTextbook(db: DbOrTx, guid: string) {
    return db.selectFrom('textbooks').select(['guid', 'periodCode', 'km']).where('guid', '=', guid).executeTakeFirst();
  },

  chapters(db: DbOrTx, textbookGuid: string): Promise<TreeRow[]> {
    return db.selectFrom('chapters').select(['guid', 'parentGuid', 'name'])
      .where('textbookGuid', '=', textbookGuid).orderBy('sort').execute();
  },

  findChapter(db: DbOrTx, guid: string) {
    return db.selectFrom('chapters').innerJoin('textbooks', 'textbooks.guid', 'chapters.textbookGuid')
      .select(['chapters.guid', 'chapters.textbookGuid', 'textbooks.periodCode', 'textbooks.km'])
      .where('chapters.guid', '=', guid).executeTakeFirst();
  },

  knowledge(db: DbOrTx, period: string, km: string): Promise<TreeRow[]> {
    return db.selectFrom('knowledgePoints').select(['guid', 'parentGuid', 'name'])
      .where('periodCode', '=', period).where('km', '=', km).orderBy('sort').execute();
  },

  /** The nodes and every node below them, walking parent links (knowledge points); unknown guids add nothing. */
  async descendantsOfAll(db: DbOrTx, table: 'chapters' | 'knowledgePoints', guids: readonly string[]): Promise<string[]> {
    if (guids.length === 0) return [];
    const name = sql.table(table === 'chapters' ? 'chapters' : 'knowledge_points');
    const { rows } = await sql<{ guid: string }>`
      WITH RECURSIVE d(guid) AS (
        SELECT guid FROM ${name} WHERE guid IN (${sql.join(guids)})
        UNION SELECT t.guid FROM ${name} t JOIN d ON t.parent_guid = d.guid)
      SELECT guid FROM d`.execute(db);
    return rows.map((r) => r.guid);
  },

  /** The node and every node below it, walking parent links (chapters or knowledge points). */
  async descendants(db: DbOrTx, table: 'chapters' | 'knowledgePoints', guid: string): Promise<string[]> {
    const name = sql.table(table === 'chapters' ? 'chapters' : 'knowledge_points');
    const { rows } = await sql<{ guid: string }>`
      WITH RECURSIVE d(guid) AS (
        SELECT guid FROM ${name} WHERE guid = ${guid}
        UNION ALL SELECT t.guid FROM ${name} t JOIN d ON t.parent_guid = d.guid)
      SELECT guid FROM d`.execute(db);
    return rows.map((r) => r.guid);
  },

  findSelection(db: DbOrTx, userId: number, schoolId: number, period: string, km: string) {
    return db.selectFrom('bankSelections').select(['textbookGuid', 'chapterGuid'])
      .where('userId', '=', userId).where('schoolId', '=', schoolId).where('periodCode', '=', period).where('km', '=', km)
      .executeTakeFirst();
  },

  async saveSelection(db: DbOrTx, row: { userId: number; schoolId: number; periodCode: string; km: string; textbookGuid: string | null; chapterGuid: string | null }) {
    await db.insertInto('bankSelections').values(row)
      .onConflict((oc) => oc.columns(['userId', 'schoolId', 'periodCode', 'km'])
        .doUpdateSet({ textbookGuid: row.textbookGuid, chapterGuid: row.chapterGuid, updatedAt: new Date() }))
      .execute();
  },
};
