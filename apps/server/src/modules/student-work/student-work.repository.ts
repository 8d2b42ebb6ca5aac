import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';

export interface StudentWorkRow {
  guid: string;
  name: string;
  km: string;
  workType: number;
  startTime: Date;
  endTime: Date;
  releaseType: number;
  releaseTime: Date | null;
  examDuration: number | null;
  examDelay: number;
  fullScore: number;
  status: number | null;
  isFullyMarked: boolean | null;
  totalScore: number | null;
  /** Exams: the minutes the student's class was given on top (TimeExpand); null when none. */
  examExtension: number | null;
  /** The student's own later deadline (作业调整); null when none. */
  studentEndTime: Date | null;
}

/** A student's list holds at most this many homework (the most recent by start time). */
const MAX_LISTED_WORKS = 300;

/** Homework as a student reaches it: always through the student's class and school. */
export const studentWorkRepository = {
  /**
   * Started, not deleted homework of the class, with the student's submission if any, the class's exam extension and
   * the student's own deadline: one statement, as every phone reads its list when an exam starts.
   */
  async listOfClass(db: DbOrTx, student: { schoolId: number; classGuid: string; studentGuid: string }, now: Date): Promise<StudentWorkRow[]> {
    return db
      .selectFrom('works')
      .innerJoin('workClasses', 'workClasses.workGuid', 'works.guid')
      .leftJoin('submissions', (join) =>
        join
          .onRef('submissions.workGuid', '=', 'works.guid')
          .on('submissions.studentGuid', '=', student.studentGuid)
          .on('submissions.status', '>', 0),
      )
      .leftJoin('examTimeExtensions', (join) =>
        join.onRef('examTimeExtensions.workGuid', '=', 'works.guid').onRef('examTimeExtensions.schoolId', '=', 'works.schoolId')
          .on('examTimeExtensions.classGuid', '=', student.classGuid))
      .leftJoin('workStudentExtensions', (join) =>
        join.onRef('workStudentExtensions.workGuid', '=', 'works.guid').onRef('workStudentExtensions.schoolId', '=', 'works.schoolId')
          .on('workStudentExtensions.studentGuid', '=', student.studentGuid))
      .select([
        'works.guid',
        'works.name',
        'works.km',
        'works.workType',
        'works.startTime',
        'works.endTime',
        'works.releaseType',
        'works.releaseTime',
        'works.examDuration',
        'works.examDelay',
        'submissions.status',
        'submissions.isFullyMarked',
        'submissions.totalScore',
        'examTimeExtensions.minutes as examExtension',
        'workStudentExtensions.endTime as studentEndTime',
      ])
      .select((eb) =>
        eb.selectFrom('workQuestions')
          .select(sql<number>`coalesce(sum(work_questions.score), 0)::float8`.as('s'))
          .whereRef('workQuestions.workGuid', '=', 'works.guid')
          .$asScalar()
          .$notNull()
          .as('fullScore'),
      )
      .where('works.schoolId', '=', student.schoolId)
      .where('workClasses.classGuid', '=', student.classGuid)
      .where('works.deletedAt', 'is', null)
      .where('works.startTime', '<=', now)
      .orderBy('works.startTime', 'desc')
      .limit(MAX_LISTED_WORKS)
      // Every phone reads its list when an exam starts: planning this join cost more than running it.
      .modifyEnd(prepared())
      .execute();
  },

  /** Files of the homework of one role, in their order. */
  async filesOfWork(db: DbOrTx, schoolId: number, workGuid: string, role: 'question' | 'answer') {
    return db
      .selectFrom('workFiles')
      .innerJoin('files', 'files.key', 'workFiles.fileKey')
      .select(['files.key', 'files.mime'])
      .where('workFiles.schoolId', '=', schoolId)
      .where('workFiles.workGuid', '=', workGuid)
      .where('workFiles.role', '=', role)
      .orderBy('workFiles.sort')
      .execute();
  },

  /** Those of `keys` that are answer photos uploaded by this student. */
  async ownImages(db: DbOrTx, schoolId: number, studentGuid: string, keys: readonly string[]) {
    if (keys.length === 0) return [];
    return db
      .selectFrom('files')
      .select(['key', 'mime'])
      .where('schoolId', '=', schoolId)
      .where('uploaderStudentGuid', '=', studentGuid)
      .where('purpose', '=', 'student-answer')
      .where('key', 'in', keys)
      .execute();
  },

  async insertImage(
    tx: DbOrTx,
    row: { key: string; schoolId: number; uploaderStudentGuid: string; mime: string; size: number; originalName: string; storageKey: string },
  ) {
    await tx.insertInto('files').values({ ...row, uploaderUserId: null, purpose: 'student-answer', pageCount: null }).execute();
  },

  /** The works (of the student's class) that use the file as a question or answer file, with their release settings. */
  async worksUsingFile(db: DbOrTx, student: { schoolId: number; classGuid: string }, key: string) {
    return db
      .selectFrom('workFiles')
      .innerJoin('works', 'works.guid', 'workFiles.workGuid')
      .innerJoin('workClasses', 'workClasses.workGuid', 'works.guid')
      .select(['works.guid', 'works.startTime', 'works.endTime', 'works.releaseType', 'works.releaseTime', 'workFiles.role'])
      .where('workFiles.schoolId', '=', student.schoolId)
      .where('workFiles.fileKey', '=', key)
      .where('workClasses.classGuid', '=', student.classGuid)
      .where('works.deletedAt', 'is', null)
      .execute();
  },
};
