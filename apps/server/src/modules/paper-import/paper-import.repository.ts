import type { Insertable } from 'kysely';
import type { TImportedQuestion, TImportProblem } from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';
import type { PaperItemsTable, PapersTable } from '../../db/schema.js';
import type { PaperImportDraftsTable } from '../../db/schema-paper-import.js';
import type { ItemContent } from '../question-bank/item-editor.repository.js';

/** A draft as written: the table's columns, its JSON columns as values. */
export type DraftRow = Pick<PaperImportDraftsTable, 'guid' | 'schoolId' | 'userId' | 'periodCode' | 'km' | 'fileName' | 'name' | 'imageKeys'> & {
  questions: TImportedQuestion[];
  problems: TImportProblem[];
  skipped: TImportProblem[];
};

const json = (value: unknown) => JSON.stringify(value);

/** SQL of the Word paper import: drafts, their pictures, and the items and paper a saved draft becomes. */
export const paperImportRepository = {
  async insertDraft(tx: DbOrTx, row: DraftRow) {
    await tx.insertInto('paperImportDrafts').values({
      ...row, questions: json(row.questions), problems: json(row.problems), skipped: json(row.skipped),
    }).execute();
  },

  /** One teacher's draft in the session's school; another teacher's or school's reads as missing. */
  findDraft(db: DbOrTx, schoolId: number, userId: number, guid: string, lock = false) {
    let q = db.selectFrom('paperImportDrafts').selectAll()
      .where('guid', '=', guid).where('schoolId', '=', schoolId).where('userId', '=', userId);
    if (lock) q = q.forUpdate();
    return q.executeTakeFirst();
  },

  async markSaved(tx: DbOrTx, guid: string, paperGuid: string) {
    await tx.updateTable('paperImportDrafts').set({ status: 'saved', paperGuid, updatedAt: new Date() }).where('guid', '=', guid).execute();
  },

  async deleteDraft(tx: DbOrTx, schoolId: number, guid: string) {
    await tx.deleteFrom('paperImportDrafts').where('guid', '=', guid).where('schoolId', '=', schoolId).execute();
  },

  /** Pictures of an unsaved draft (nothing else refers to them); answers where their bytes were in the file storage. */
  async deleteImages(tx: DbOrTx, schoolId: number, keys: readonly string[]): Promise<(string | null)[]> {
    if (keys.length === 0) return [];
    const rows = await tx.deleteFrom('files').where('schoolId', '=', schoolId).where('purpose', '=', 'item-image').where('key', 'in', keys)
      .returning('storageKey').execute();
    return rows.map((r) => r.storageKey);
  },

  async insertItems(tx: DbOrTx, rows: (ItemContent & { guid: string; schoolId: number; ownerUserId: number; source: number; year: number })[]) {
    if (rows.length === 0) return;
    await tx.insertInto('items').values(rows.map((r) => ({
      ...r, options: json(r.options), answer: json(r.answer), subItems: null,
      provinceCodes: [], scoreRate: null, schoolRate: null, discrimination: null, deletedAt: null,
    }))).execute();
  },

  async insertPaper(tx: DbOrTx, paper: Insertable<PapersTable>, items: Insertable<PaperItemsTable>[]) {
    await tx.insertInto('papers').values(paper).execute();
    if (items.length) await tx.insertInto('paperItems').values(items).execute();
  },
};
