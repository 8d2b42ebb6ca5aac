import type { DbOrTx } from '../../db/database.js';

export interface ProgressRow {
  guid: string;
  userId: number;
  teacherName: string;
  periodCode: string;
  km: string;
  gradeCode: string;
  textbookGuid: string;
  textbookName: string;
  currentChapterGuid: string | null;
  updatedAt: Date;
}

export interface ProgressItemRow { chapterGuid: string; planStart: string | null; planEnd: string | null; remark: string }

export interface GradeKmFilter { periodCode: string; km: string; gradeCode: string }

/** Teaching progress rows; every query is scoped by school_id (and by user_id where it is the teacher's own). */
export const teachProgressRepository = {
  list(db: DbOrTx, schoolId: number, filter: { userId?: number; notUserId?: number; gradeKm?: GradeKmFilter; guid?: string }): Promise<ProgressRow[]> {
    let q = db.selectFrom('teachingProgresses as p')
      .innerJoin('users', 'users.id', 'p.userId')
      .innerJoin('textbooks', 'textbooks.guid', 'p.textbookGuid')
      .innerJoin('grades', 'grades.code', 'p.gradeCode')
      .select(['p.guid', 'p.userId', 'users.name as teacherName', 'p.periodCode', 'p.km', 'p.gradeCode', 'p.textbookGuid',
        'textbooks.volume as textbookName', 'p.currentChapterGuid', 'p.updatedAt'])
      .where('p.schoolId', '=', schoolId);
    if (filter.userId !== undefined) q = q.where('p.userId', '=', filter.userId);
    if (filter.notUserId !== undefined) q = q.where('p.userId', '<>', filter.notUserId);
    if (filter.guid) q = q.where('p.guid', '=', filter.guid);
    if (filter.gradeKm) {
      q = q.where('p.periodCode', '=', filter.gradeKm.periodCode).where('p.km', '=', filter.gradeKm.km).where('p.gradeCode', '=', filter.gradeKm.gradeCode);
    }
    return q.orderBy('grades.sort').orderBy('p.km').orderBy('p.updatedAt', 'desc').execute();
  },

  /** The teacher's progress of one grade and subject. */
  async findOwn(db: DbOrTx, schoolId: number, userId: number, g: GradeKmFilter): Promise<{ guid: string; textbookGuid: string } | undefined> {
    return db.selectFrom('teachingProgresses').select(['guid', 'textbookGuid'])
      .where('schoolId', '=', schoolId).where('userId', '=', userId)
      .where('periodCode', '=', g.periodCode).where('km', '=', g.km).where('gradeCode', '=', g.gradeCode)
      .executeTakeFirst();
  },

  async insert(db: DbOrTx, row: { guid: string; schoolId: number; userId: number; periodCode: string; km: string; gradeCode: string;
    textbookGuid: string; currentChapterGuid: string | null }) {
    await db.insertInto('teachingProgresses').values(row).execute();
  },

  async update(db: DbOrTx, schoolId: number, guid: string, fields: { textbookGuid: string; currentChapterGuid: string | null }, now: Date) {
    await db.updateTable('teachingProgresses').set({ ...fields, updatedAt: now }).where('schoolId', '=', schoolId).where('guid', '=', guid).execute();
  },

  items(db: DbOrTx, schoolId: number, progressGuid: string): Promise<ProgressItemRow[]> {
    return db.selectFrom('teachingProgressItems').select(['chapterGuid', 'planStart', 'planEnd', 'remark'])
      .where('schoolId', '=', schoolId).where('progressGuid', '=', progressGuid).execute();
  },

  async clearItems(db: DbOrTx, schoolId: number, progressGuid: string) {
    await db.deleteFrom('teachingProgressItems').where('schoolId', '=', schoolId).where('progressGuid', '=', progressGuid).execute();
  },

  async upsertItem(db: DbOrTx, schoolId: number, progressGuid: string, item: ProgressItemRow) {
    await db.insertInto('teachingProgressItems').values({ progressGuid, schoolId, ...item })
      .onConflict((oc) => oc.columns(['progressGuid', 'chapterGuid'])
        .doUpdateSet({ planStart: item.planStart, planEnd: item.planEnd, remark: item.remark }))
      .execute();
  },

  async insertItems(db: DbOrTx, schoolId: number, progressGuid: string, items: readonly ProgressItemRow[]) {
    if (items.length === 0) return;
    await db.insertInto('teachingProgressItems').values(items.map((i) => ({ progressGuid, schoolId, ...i }))).execute();
  },

  /** Textbook volumes of one version, period, subject and grade, in the bank's order. */
  textbooksOf(db: DbOrTx, periodCode: string, km: string, versionName: string, gradeCode: string) {
    return db.selectFrom('textbooks').select(['guid', 'volume'])
      .where('periodCode', '=', periodCode).where('km', '=', km).where('versionName', '=', versionName).where('gradeCode', '=', gradeCode)
      .orderBy('sort').execute();
  },

  findTextbook(db: DbOrTx, guid: string) {
    return db.selectFrom('textbooks').select(['guid', 'periodCode', 'km', 'gradeCode', 'versionName']).where('guid', '=', guid).executeTakeFirst();
  },

  /** Chapter rows of several textbooks at once, in sibling order. */
  chaptersOf(db: DbOrTx, textbookGuids: readonly string[]) {
    if (textbookGuids.length === 0) return Promise.resolve([]);
    return db.selectFrom('chapters').select(['guid', 'parentGuid', 'name', 'textbookGuid'])
      .where('textbookGuid', 'in', textbookGuids).orderBy('sort').execute();
  },
};
