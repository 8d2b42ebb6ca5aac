import { ServiceType } from '@zuoyeben/shared';
import { prepared } from '../../db/prepared.js';
import type { DbOrTx } from '../../db/database.js';

export interface StudentSessionRow {
  id: string;
  studentGuid: string;
  schoolId: number;
  expiresAt: Date;
}

/** Students as login sees them; every write is scoped by school_id. Sessions are stored by the hash of their token. */
export const studentAuthRepository = {
  /** Students whose number or phone is `account`, with their school; narrowed to one school when ruCode is given. */
  async findLoginCandidates(db: DbOrTx, account: string, ruCode?: string) {
    return db
      .selectFrom('students')
      .innerJoin('schools', 'schools.id', 'students.schoolId')
      .select(['students.guid', 'students.schoolId', 'students.buddies', 'students.phone', 'students.passwordHash', 'schools.ruCode'])
      .where((eb) => eb.or([eb('students.buddies', '=', account), eb('students.phone', '=', account)]))
      .$if(ruCode !== undefined, (qb) => qb.where('schools.ruCode', '=', ruCode!))
      .limit(20)
      .execute();
  },

  async findProfile(db: DbOrTx, schoolId: number, guid: string) {
    return db
      .selectFrom('students')
      .innerJoin('classes', 'classes.guid', 'students.classGuid')
      .innerJoin('schools', 'schools.id', 'students.schoolId')
      .select([
        'students.guid',
        'students.name',
        'students.buddies',
        'students.passwordHash',
        'students.mustChangePassword',
        'classes.name as className',
        'schools.name as schoolName',
        'schools.ruCode',
      ])
      .where('students.schoolId', '=', schoolId)
      .where('students.guid', '=', guid)
      // GET /api/Student/Me: every phone opening the app at an exam's start.
      .modifyEnd(prepared())
      .executeTakeFirst();
  },

  /** Stores only the hash; mustChange marks a password the school handed out (the student changes it at login). */
  async setPassword(db: DbOrTx, schoolId: number, guid: string, passwordHash: string, mustChange: boolean) {
    await db.updateTable('students').set({ passwordHash, mustChangePassword: mustChange }).where('schoolId', '=', schoolId).where('guid', '=', guid).execute();
  },

  /**
   * Sets an initial password only when the student has none yet, so two exports at once cannot hand out different
   * ones; true when this call set it (and so may show it).
   */
  async setInitialPasswordIfNone(db: DbOrTx, schoolId: number, guid: string, passwordHash: string): Promise<boolean> {
    const result = await db
      .updateTable('students')
      .set({ passwordHash, mustChangePassword: true })
      .where('schoolId', '=', schoolId)
      .where('guid', '=', guid)
      .where('passwordHash', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Length of the initial passwords the school hands out. */
  async passwordDigitsOf(db: DbOrTx, schoolId: number): Promise<number> {
    const row = await db.selectFrom('schools').select('studentPasswordDigits').where('id', '=', schoolId).executeTakeFirst();
    return row?.studentPasswordDigits ?? 6;
  },

  async setPasswordDigits(db: DbOrTx, schoolId: number, digits: number) {
    await db.updateTable('schools').set({ studentPasswordDigits: digits }).where('id', '=', schoolId).execute();
  },

  /** Password state of students of one school, for the password workbook. */
  async passwordsOf(db: DbOrTx, schoolId: number, guids: readonly string[]) {
    if (guids.length === 0) return [];
    return db
      .selectFrom('students')
      .select(['guid', 'passwordHash', 'mustChangePassword'])
      .where('schoolId', '=', schoolId)
      .where('guid', 'in', guids)
      .execute();
  },

  async createSession(db: DbOrTx, row: StudentSessionRow) {
    await db.insertInto('studentSessions').values(row).execute();
  },

  /** A live session with its student's current class and the school's online-homework service status (a student moved to another class sees that class's homework). */
  async findValidSession(db: DbOrTx, id: string, now: Date) {
    return db
      .selectFrom('studentSessions')
      .innerJoin('students', 'students.guid', 'studentSessions.studentGuid')
      .leftJoin('schoolServices', (j) =>
        j.onRef('schoolServices.schoolId', '=', 'studentSessions.schoolId').on('schoolServices.serviceType', '=', ServiceType.OnlineHomework))
      .select(['studentSessions.id', 'studentSessions.createdAt', 'studentSessions.expiresAt', 'studentSessions.studentGuid', 'studentSessions.schoolId', 'students.classGuid', 'students.mustChangePassword', 'schoolServices.status as serviceStatus'])
      .where('studentSessions.id', '=', id)
      .where('studentSessions.expiresAt', '>', now)
      .whereRef('students.schoolId', '=', 'studentSessions.schoolId')
      .modifyEnd(prepared())
      .executeTakeFirst();
  },

  async renewSession(db: DbOrTx, id: string, expiresAt: Date) {
    await db.updateTable('studentSessions').set({ expiresAt }).where('id', '=', id).execute();
  },

  async removeSession(db: DbOrTx, id: string) {
    await db.deleteFrom('studentSessions').where('id', '=', id).execute();
  },

  /** Ends every session of the students except `keepId` (a password change keeps the device that made it). */
  async removeSessionsOf(db: DbOrTx, studentGuids: readonly string[], keepId?: string) {
    if (studentGuids.length === 0) return;
    await db
      .deleteFrom('studentSessions')
      .where('studentGuid', 'in', studentGuids)
      .$if(keepId !== undefined, (qb) => qb.where('id', '<>', keepId!))
      .execute();
  },

  async removeExpiredSessions(db: DbOrTx, now: Date) {
    await db.deleteFrom('studentSessions').where('expiresAt', '<=', now).execute();
  },
};
