import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';

/** An exam question with its stable guid. */
export interface ExamQuestionRow {
  guid: string;
  th: number;
  type: number;
  optionCount: number;
  score: number;
  answer: string;
  multSetting: unknown;
}

export interface DraftValues {
  km: string;
  name: string;
  gradeCode: string;
  startTime: Date;
  duration: number;
  delay: number;
  classGuids: string[];
  showStudentInfo: boolean;
}

/** All SQL of the exam wizard; every query is scoped by school_id. Works and their children belong to the homework module's tables. */
export const examsRepository = {
  async findDraft(db: DbOrTx, schoolId: number, guid: string) {
    return db.selectFrom('examDrafts').selectAll().where('schoolId', '=', schoolId).where('guid', '=', guid).executeTakeFirst();
  },

  async insertDraft(db: DbOrTx, row: DraftValues & { guid: string; schoolId: number; creatorUserId: number }): Promise<void> {
    await db.insertInto('examDrafts').values(row).execute();
  },

  async updateDraft(db: DbOrTx, schoolId: number, guid: string, values: DraftValues): Promise<void> {
    await db.updateTable('examDrafts').set({ ...values, updatedAt: new Date() }).where('schoolId', '=', schoolId).where('guid', '=', guid).execute();
  },

  async deleteDraft(db: DbOrTx, schoolId: number, guid: string): Promise<void> {
    await db.deleteFrom('examDrafts').where('schoolId', '=', schoolId).where('guid', '=', guid).execute();
  },

  async questionsOf(db: DbOrTx, schoolId: number, workGuid: string): Promise<ExamQuestionRow[]> {
    return db.selectFrom('workQuestions').select(['guid', 'th', 'type', 'optionCount', 'score', 'answer', 'multSetting'])
      .where('schoolId', '=', schoolId).where('workGuid', '=', workGuid).orderBy('th').execute();
  },

  /** Replaces the questions, each keeping the guid it was given (new ones get a fresh guid from the database). */
  async replaceQuestions(db: DbOrTx, schoolId: number, workGuid: string, rows: readonly (Omit<ExamQuestionRow, 'guid'> & { guid?: string })[]): Promise<void> {
    await db.deleteFrom('workQuestions').where('schoolId', '=', schoolId).where('workGuid', '=', workGuid).execute();
    if (rows.length === 0) return;
    await db.insertInto('workQuestions').values(rows.map((q) => ({
      workGuid, schoolId, th: q.th, type: q.type, optionCount: q.optionCount, score: q.score, answer: q.answer,
      multSetting: q.multSetting ? JSON.stringify(q.multSetting) : null,
      ...(q.guid ? { guid: q.guid } : {}),
    }))).execute();
  },

  /** Other exams of the school that some of these classes sit while this one runs (start to end + delay). */
  async overlapping(db: DbOrTx, schoolId: number, classGuids: readonly string[], start: Date, deadline: Date, exceptGuid: string | null) {
    if (classGuids.length === 0) return [];
    let query = db
      .selectFrom('works')
      .innerJoin('workClasses', 'workClasses.workGuid', 'works.guid')
      .innerJoin('classes', 'classes.guid', 'workClasses.classGuid')
      .select(['classes.name as className', 'works.name as examName'])
      .where('works.schoolId', '=', schoolId)
      .where('works.examDuration', 'is not', null)
      .where('works.deletedAt', 'is', null)
      .where('workClasses.classGuid', 'in', classGuids)
      .where('works.startTime', '<', deadline)
      .where(sql<boolean>`works.end_time + make_interval(mins => works.exam_delay) > ${start}`);
    if (exceptGuid) query = query.where('works.guid', '!=', exceptGuid);
    return query.orderBy('classes.number').execute();
  },

  /** A school's periods (for the subjects of a member without teaching info). */
  async periodsOfSchool(db: DbOrTx, schoolId: number): Promise<string[]> {
    const rows = await db.selectFrom('schoolPeriods').select('periodCode').where('schoolId', '=', schoolId).orderBy('periodCode').execute();
    return rows.map((r) => r.periodCode);
  },
};
