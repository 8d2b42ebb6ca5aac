import type { Selectable } from 'kysely';
import type { DbOrTx } from '../../db/database.js';
import type { ItemsTable } from '../../db/schema.js';

/** The content an edit writes (period and subject included, since a mislabelled item may move) and item_versions keeps. */
export type ItemContent = Pick<Selectable<ItemsTable>, 'type' | 'stem' | 'options' | 'answer' | 'subItems' | 'explanation' | 'difficulty'
  | 'periodCode' | 'km' | 'gradeCode' | 'chapterGuid'>;

export interface KnowledgeLink { guid: string; isPrimary: boolean }

const json = (value: unknown) => JSON.stringify(value);
const contentRow = (c: ItemContent) => ({
  ...c,
  options: json(c.options),
  answer: json(c.answer),
  subItems: c.subItems ? json(c.subItems) : null,
});

/** SQL of the question editor: one item with its links, its history, and the checks of what it refers to. */
export const itemEditorRepository = {
  /**
   * A live item the school may see: a platform item or one of its own (another school's is absent). In a
   * transaction the row is locked, so two saves of one item take turns and each makes its own version.
   */
  findForSchool(db: DbOrTx, schoolId: number, guid: string, lock = false) {
    let q = db.selectFrom('items')
      .select(['guid', 'version', 'schoolId', 'ownerUserId', 'source', 'type', 'stem', 'options', 'answer', 'subItems', 'explanation',
        'difficulty', 'periodCode', 'km', 'gradeCode', 'year', 'provinceCodes', 'chapterGuid', 'updatedAt'])
      .where('guid', '=', guid).where('deletedAt', 'is', null)
      .where((eb) => eb.or([eb('schoolId', 'is', null), eb('schoolId', '=', schoolId)]));
    if (lock) q = q.forUpdate();
    return q.executeTakeFirst();
  },

  knowledgeOf(db: DbOrTx, itemGuid: string) {
    return db.selectFrom('itemKnowledge').innerJoin('knowledgePoints', 'knowledgePoints.guid', 'itemKnowledge.knowledgeGuid')
      .select(['knowledgePoints.guid', 'knowledgePoints.name', 'itemKnowledge.isPrimary'])
      .where('itemKnowledge.itemGuid', '=', itemGuid)
      .orderBy('itemKnowledge.isPrimary', 'desc').orderBy('knowledgePoints.sort').execute();
  },

  chapter(db: DbOrTx, guid: string) {
    return db.selectFrom('chapters').innerJoin('textbooks', 'textbooks.guid', 'chapters.textbookGuid')
      .select(['chapters.guid', 'chapters.name', 'chapters.textbookGuid', 'textbooks.periodCode', 'textbooks.km'])
      .where('chapters.guid', '=', guid).executeTakeFirst();
  },

  /** How many of these knowledge points belong to the period and subject. */
  async countKnowledge(db: DbOrTx, guids: string[], period: string, km: string): Promise<number> {
    if (guids.length === 0) return 0;
    const row = await db.selectFrom('knowledgePoints').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('guid', 'in', guids).where('periodCode', '=', period).where('km', '=', km).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async insert(tx: DbOrTx, row: ItemContent & { guid: string; schoolId: number; ownerUserId: number; source: number; year: number }) {
    await tx.insertInto('items').values({ ...contentRow(row), guid: row.guid, schoolId: row.schoolId, ownerUserId: row.ownerUserId,
      source: row.source, year: row.year, provinceCodes: [], scoreRate: null, schoolRate: null, discrimination: null, deletedAt: null }).execute();
  },

  /** Writes the next version when the item is still at `version`; false when another save came first. */
  async update(tx: DbOrTx, guid: string, version: number, content: ItemContent): Promise<boolean> {
    const result = await tx.updateTable('items').set({ ...contentRow(content), version: version + 1, updatedAt: new Date() })
      .where('guid', '=', guid).where('version', '=', version).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Keeps the version an edit replaces. */
  async insertVersion(tx: DbOrTx, row: ItemContent & { itemGuid: string; version: number; schoolId: number | null; knowledge: KnowledgeLink[];
    writtenAt: Date; replacedByUserId: number }) {
    await tx.insertInto('itemVersions').values({ ...contentRow(row), itemGuid: row.itemGuid, version: row.version, schoolId: row.schoolId,
      knowledge: json(row.knowledge), writtenAt: row.writtenAt, replacedByUserId: row.replacedByUserId }).execute();
  },

  versions(db: DbOrTx, itemGuid: string) {
    return db.selectFrom('itemVersions').selectAll().where('itemGuid', '=', itemGuid).orderBy('version').execute();
  },

  async replaceKnowledge(tx: DbOrTx, itemGuid: string, links: KnowledgeLink[]) {
    await tx.deleteFrom('itemKnowledge').where('itemGuid', '=', itemGuid).execute();
    if (links.length) await tx.insertInto('itemKnowledge').values(links.map((l) => ({ itemGuid, knowledgeGuid: l.guid, isPrimary: l.isPrimary }))).execute();
  },

  /**
   * The shown chapter moves from `before` to `after`; the item's other chapter links (sections of other textbook
   * versions) stay.
   */
  async moveChapter(tx: DbOrTx, itemGuid: string, before: string | null, after: string | null) {
    if (before === after) return;
    if (before) await tx.deleteFrom('itemChapters').where('itemGuid', '=', itemGuid).where('chapterGuid', '=', before).execute();
    if (after) await tx.insertInto('itemChapters').values({ itemGuid, chapterGuid: after }).onConflict((oc) => oc.doNothing()).execute();
  },

  async softDelete(tx: DbOrTx, schoolId: number, guid: string) {
    await tx.updateTable('items').set({ deletedAt: new Date(), updatedAt: new Date() })
      .where('guid', '=', guid).where('schoolId', '=', schoolId).where('deletedAt', 'is', null).execute();
  },
};
