import { ClassJoinStatus } from '@zuoyeben/shared';
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
      .select(['teachInfoClasses.teachInfoGuid', 'classes.guid as classGuid', 'classes.name as className', 'teachInfoClasses.status'])
      .where('teachInfoClasses.schoolId', '=', schoolId)
      .where('classes.schoolId', '=', schoolId)
      .where('teachInfoClasses.teachInfoGuid', 'in', teachInfoGuids)
      .orderBy('grades.sort')
      .orderBy('classes.number')
      .execute();
  },

  /** The classes the user teaches (approved) in the school, with the teaching info's period and subject, in school order. */
  async taughtClasses(db: DbOrTx, schoolId: number, userId: number) {
    return db
      .selectFrom('teachInfos')
      .innerJoin('teachInfoClasses', 'teachInfoClasses.teachInfoGuid', 'teachInfos.guid')
      .innerJoin('classes', 'classes.guid', 'teachInfoClasses.classGuid')
      .innerJoin('grades', 'grades.code', 'classes.gradeCode')
      .innerJoin('periods', 'periods.code', 'teachInfos.periodCode')
      .leftJoin('subjects', (join) =>
        join.onRef('subjects.periodCode', '=', 'teachInfos.periodCode').onRef('subjects.km', '=', 'teachInfos.km'))
      .select(['teachInfos.periodCode', 'teachInfos.km', 'classes.gradeCode', 'grades.name as gradeName', 'classes.guid as classGuid', 'classes.name as className'])
      .where('teachInfos.schoolId', '=', schoolId)
      .where('teachInfos.userId', '=', userId)
      .where('teachInfoClasses.schoolId', '=', schoolId)
      .where('classes.schoolId', '=', schoolId)
      .where('teachInfoClasses.status', '=', ClassJoinStatus.Approved)
      .orderBy('grades.sort')
      .orderBy('classes.number')
      .orderBy('periods.sort')
      .orderBy('subjects.sort')
      .execute();
  },

  /** The user's entry of a period and subject: what the spec's Guid (Studyname + Subject) names. */
  async findByPeriodKm(db: DbOrTx, schoolId: number, userId: number, periodCode: string, km: string): Promise<TeachInfoRow | undefined> {
    return db
      .selectFrom('teachInfos')
      .select(columns)
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

  /**
   * Makes the classes of one teaching info the given ones: classes left out go; a class already there keeps its state
   * (an approved one its joining time), a refused one asks again; a new class is pending, or approved at once when
   * `approveNew` (an administrator's own teaching info, or a member with teachInfoPower, who also gets pending and
   * refused ones approved). Answers how many classes now wait for approval.
   */
  async syncClasses(db: DbOrTx, schoolId: number, guid: string, classGuids: readonly string[], approveNew: boolean, now: Date): Promise<number> {
    const existing = await db.selectFrom('teachInfoClasses').select(['classGuid', 'status'])
      .where('schoolId', '=', schoolId).where('teachInfoGuid', '=', guid).execute();
    const wanted = new Set(classGuids);
    const gone = existing.filter((e) => !wanted.has(e.classGuid)).map((e) => e.classGuid);
    if (gone.length) {
      await db.deleteFrom('teachInfoClasses').where('schoolId', '=', schoolId).where('teachInfoGuid', '=', guid).where('classGuid', 'in', gone).execute();
    }
    const state = new Map(existing.map((e) => [e.classGuid, e.status]));
    const reopen = classGuids.filter((c) => state.has(c) && state.get(c) !== ClassJoinStatus.Approved && (approveNew || state.get(c) === ClassJoinStatus.Refused));
    if (reopen.length) {
      await db.updateTable('teachInfoClasses')
        .set(approveNew ? { status: ClassJoinStatus.Approved, joinedAt: now } : { status: ClassJoinStatus.Pending, requestedAt: now })
        .where('schoolId', '=', schoolId).where('teachInfoGuid', '=', guid).where('classGuid', 'in', reopen).execute();
    }
    const added = classGuids.filter((c) => !state.has(c));
    if (added.length) {
      await db.insertInto('teachInfoClasses').values(added.map((classGuid) => ({
        teachInfoGuid: guid, schoolId, classGuid, requestedAt: now,
        status: approveNew ? ClassJoinStatus.Approved : ClassJoinStatus.Pending,
        joinedAt: approveNew ? now : null,
      }))).execute();
    }
    if (approveNew) return 0;
    return classGuids.filter((c) => !state.has(c) || state.get(c) !== ClassJoinStatus.Approved).length;
  },

  /** The school's classes waiting for approval, oldest request first, with teacher and subject. */
  async pendingRequests(db: DbOrTx, schoolId: number) {
    return db
      .selectFrom('teachInfoClasses')
      .innerJoin('teachInfos', 'teachInfos.guid', 'teachInfoClasses.teachInfoGuid')
      .innerJoin('users', 'users.id', 'teachInfos.userId')
      .innerJoin('classes', 'classes.guid', 'teachInfoClasses.classGuid')
      .select([
        'teachInfoClasses.teachInfoGuid', 'teachInfoClasses.classGuid', 'classes.name as className', 'users.name as teacherName',
        'users.phone as teacherPhone', 'teachInfos.periodCode', 'teachInfos.km', 'teachInfoClasses.requestedAt',
      ])
      .where('teachInfoClasses.schoolId', '=', schoolId)
      .where('teachInfos.schoolId', '=', schoolId)
      .where('classes.schoolId', '=', schoolId)
      .where('teachInfoClasses.status', '=', ClassJoinStatus.Pending)
      .orderBy('teachInfoClasses.requestedAt')
      .orderBy('classes.name')
      .execute();
  },

  /** Approves or refuses one pending request of the school; false when there was none. */
  async review(db: DbOrTx, schoolId: number, teachInfoGuid: string, classGuid: string, approve: boolean, now: Date): Promise<boolean> {
    const result = await db.updateTable('teachInfoClasses')
      .set(approve ? { status: ClassJoinStatus.Approved, joinedAt: now } : { status: ClassJoinStatus.Refused })
      .where('schoolId', '=', schoolId).where('teachInfoGuid', '=', teachInfoGuid).where('classGuid', '=', classGuid)
      .where('status', '=', ClassJoinStatus.Pending)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
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
