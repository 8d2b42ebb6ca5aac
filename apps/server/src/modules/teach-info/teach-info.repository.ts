import type { DbOrTx } from '../../db/database.js';

export interface TeachInfoRow {
  guid: string;
  periodCode: string;
  km: string;
  textbookVersion: string;
  gradeCodes: string[];
  isSelect: boolean;
}

export interface TeachInfoFields {
  periodCode: string;
  km: string;
  textbookVersion: string;
  gradeCodes: string[];
}

const columns = [
  'teachInfos.guid',
  'teachInfos.periodCode',
  'teachInfos.km',
  'teachInfos.textbookVersion',
  'teachInfos.gradeCodes',
  'teachInfos.isSelect',
] as const;

/** Teaching info of one user in one school; every query is scoped by school_id and user_id. */
export const teachInfoRepository = {
  /** The user's teaching info in school order: period, then subject. */
  async listOfUser(db: DbOrTx, schoolId: number, userId: number): Promise<TeachInfoRow[]> {
    return db
      .selectFrom('teachInfos')
      .innerJoin('periods', 'periods.code', 'teachInfos.periodCode')
      .leftJoin('subjects', (join) =>
        join.onRef('subjects.periodCode', '=', 'teachInfos.periodCode').onRef('subjects.km', '=', 'teachInfos.km'))
      .select(columns)
      .where('teachInfos.schoolId', '=', schoolId)
      .where('teachInfos.userId', '=', userId)
      .orderBy('periods.sort')
      .orderBy('subjects.sort')
      .orderBy('teachInfos.createdAt')
      .execute();
  },

  /** Classes linked to the given teaching info, in grade and class order. */
  async classesOf(db: DbOrTx, schoolId: number, teachInfoGuids: readonly string[]) {
    if (teachInfoGuids.length === 0) return [];
    return db
      .selectFrom('teachInfoClasses')
      .innerJoin('classes', 'classes.guid', 'teachInfoClasses.classGuid')
      .innerJoin('grades', 'grades.code', 'classes.gradeCode')
      .select(['teachInfoClasses.teachInfoGuid', 'classes.guid as classGuid', 'classes.name as className'])
      .where('teachInfoClasses.schoolId', '=', schoolId)
      .where('classes.schoolId', '=', schoolId)
      .where('teachInfoClasses.teachInfoGuid', 'in', teachInfoGuids)
      .orderBy('grades.sort')
      .orderBy('classes.number')
      .execute();
  },

  async findOfUser(db: DbOrTx, schoolId: number, userId: number, guid: string): Promise<TeachInfoRow | undefined> {
    return db
      .selectFrom('teachInfos')
      .select(columns)
      .where('schoolId', '=', schoolId)
      .where('userId', '=', userId)
      .where('guid', '=', guid)
      .executeTakeFirst();
  },

  async findByPeriodKm(db: DbOrTx, schoolId: number, userId: number, periodCode: string, km: string) {
    return db
      .selectFrom('teachInfos')
      .select('guid')
      .where('schoolId', '=', schoolId)
      .where('userId', '=', userId)
      .where('periodCode', '=', periodCode)
      .where('km', '=', km)
      .executeTakeFirst();
  },

  /** Period codes the school offers. */
  async periodsOfSchool(db: DbOrTx, schoolId: number): Promise<string[]> {
    const rows = await db.selectFrom('schoolPeriods').select('periodCode').where('schoolId', '=', schoolId).execute();
    return rows.map((r) => r.periodCode);
  },

  /** Classes of the school among the guids, with their grade; another school's guid is simply not returned. */
  async classesInSchool(db: DbOrTx, schoolId: number, classGuids: readonly string[]) {
    if (classGuids.length === 0) return [];
    return db
      .selectFrom('classes')
      .select(['guid', 'name', 'gradeCode'])
      .where('schoolId', '=', schoolId)
      .where('guid', 'in', classGuids)
      .execute();
  },

  async insert(db: DbOrTx, row: TeachInfoFields & { guid: string; schoolId: number; userId: number; isSelect: boolean }) {
    await db.insertInto('teachInfos').values(row).execute();
  },

  async update(db: DbOrTx, schoolId: number, userId: number, guid: string, fields: TeachInfoFields) {
    await db.updateTable('teachInfos').set(fields).where('schoolId', '=', schoolId).where('userId', '=', userId).where('guid', '=', guid).execute();
  },

  /** Replaces the classes of one teaching info. */
  async replaceClasses(db: DbOrTx, schoolId: number, guid: string, classGuids: readonly string[]) {
    await db.deleteFrom('teachInfoClasses').where('schoolId', '=', schoolId).where('teachInfoGuid', '=', guid).execute();
    if (classGuids.length === 0) return;
    await db
      .insertInto('teachInfoClasses')
      .values(classGuids.map((classGuid) => ({ teachInfoGuid: guid, schoolId, classGuid })))
      .execute();
  },

  /** Deletes one of the user's teaching info (its classes cascade); false when there was none. */
  async remove(db: DbOrTx, schoolId: number, userId: number, guid: string): Promise<boolean> {
    const result = await db
      .deleteFrom('teachInfos')
      .where('schoolId', '=', schoolId)
      .where('userId', '=', userId)
      .where('guid', '=', guid)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /** Marks one teaching info as the user's selected one in the school. */
  async select(db: DbOrTx, schoolId: number, userId: number, guid: string) {
    await db
      .updateTable('teachInfos')
      .set((eb) => ({ isSelect: eb('guid', '=', guid).$castTo<boolean>() }))
      .where('schoolId', '=', schoolId)
      .where('userId', '=', userId)
      .execute();
  },
};
