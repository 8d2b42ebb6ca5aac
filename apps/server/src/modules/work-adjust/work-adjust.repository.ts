import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';
import { SUBMITTED_STATUSES } from '../homework/homework.repository.js';

/** SQL of 作业调整: submission counts per class, the students of a work's classes, and one-student extensions. */
export const workAdjustRepository = {
  /** Submitted students of the work per class (by the student's current class). */
  async submitCountsByClass(db: DbOrTx, schoolId: number, workGuid: string): Promise<Map<string, number>> {
    const rows = await db.selectFrom('submissions')
      .innerJoin('students', 'students.guid', 'submissions.studentGuid')
      .select(['students.classGuid', sql<number>`count(*)::int`.as('n')])
      .where('submissions.schoolId', '=', schoolId)
      .where('students.schoolId', '=', schoolId)
      .where('submissions.workGuid', '=', workGuid)
      .where('submissions.status', 'in', SUBMITTED_STATUSES)
      .groupBy('students.classGuid')
      .execute();
    return new Map(rows.map((r) => [r.classGuid, r.n]));
  },

  /** Students of the given classes with their submission status and extension, in class and number order. */
  async studentsOfClasses(db: DbOrTx, schoolId: number, workGuid: string, classGuids: readonly string[]) {
    if (classGuids.length === 0) return [];
    return db.selectFrom('students')
      .innerJoin('classes', 'classes.guid', 'students.classGuid')
      .leftJoin('submissions', (j) => j.onRef('submissions.studentGuid', '=', 'students.guid')
        .on('submissions.workGuid', '=', workGuid).on('submissions.schoolId', '=', schoolId))
      .leftJoin('workStudentExtensions as ext', (j) => j.onRef('ext.studentGuid', '=', 'students.guid')
        .on('ext.workGuid', '=', workGuid).on('ext.schoolId', '=', schoolId))
      .select(['students.guid', 'students.name', 'students.buddies', 'students.classGuid', 'classes.name as className',
        'classes.number', 'submissions.status', 'ext.endTime as extendedUntil'])
      .where('students.schoolId', '=', schoolId)
      .where('students.classGuid', 'in', classGuids)
      .orderBy('classes.number').orderBy('students.buddies')
      .execute();
  },

  async findStudent(db: DbOrTx, schoolId: number, studentGuid: string) {
    return db.selectFrom('students').select(['guid', 'classGuid']).where('schoolId', '=', schoolId).where('guid', '=', studentGuid).executeTakeFirst();
  },

  async submissionStatus(db: DbOrTx, schoolId: number, workGuid: string, studentGuid: string): Promise<number | null> {
    const row = await db.selectFrom('submissions').select('status').where('schoolId', '=', schoolId)
      .where('workGuid', '=', workGuid).where('studentGuid', '=', studentGuid).executeTakeFirst();
    return row?.status ?? null;
  },

  async upsertExtension(db: DbOrTx, row: { schoolId: number; workGuid: string; studentGuid: string; endTime: Date; createdBy: number }) {
    await db.insertInto('workStudentExtensions').values(row)
      .onConflict((oc) => oc.columns(['workGuid', 'studentGuid']).doUpdateSet({ endTime: row.endTime, createdBy: row.createdBy, createdAt: new Date() }))
      .execute();
  },

  async deleteExtension(db: DbOrTx, schoolId: number, workGuid: string, studentGuid: string): Promise<number> {
    const res = await db.deleteFrom('workStudentExtensions').where('schoolId', '=', schoolId).where('workGuid', '=', workGuid)
      .where('studentGuid', '=', studentGuid).executeTakeFirst();
    return Number(res.numDeletedRows);
  },

  /** The student's own later deadline of one work, or null. */
  async extensionOf(db: DbOrTx, schoolId: number, workGuid: string, studentGuid: string): Promise<Date | null> {
    const row = await db.selectFrom('workStudentExtensions').select('endTime').where('schoolId', '=', schoolId)
      .where('workGuid', '=', workGuid).where('studentGuid', '=', studentGuid).executeTakeFirst();
    return row?.endTime ?? null;
  },

};
