import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';

export interface SubmissionRow {
  guid: string;
  workGuid: string;
  studentGuid: string;
  status: number;
  isOverdue: boolean;
  submittedAt: Date | null;
  durationSeconds: number;
  objectiveScore: number;
  subjectiveScore: number;
  totalScore: number;
  isFullyMarked: boolean;
  rules: unknown;
  requestId: string | null;
}

export interface AnswerRow {
  th: number;
  answer: string;
  imageKeys: string[];
  score: number | null;
  markedBy: number | null;
  markedAt: Date | null;
}

export interface SubmissionPatch {
  status: number;
  isOverdue: boolean;
  submittedAt: Date;
  durationSeconds: number;
  objectiveScore: number;
  subjectiveScore: number;
  totalScore: number;
  isFullyMarked: boolean;
  rules: string;
  requestId: string | null;
  enteredByUserId: number | null;
}

const submissionColumns = [
  'guid',
  'workGuid',
  'studentGuid',
  'status',
  'isOverdue',
  'submittedAt',
  'durationSeconds',
  'objectiveScore',
  'subjectiveScore',
  'totalScore',
  'isFullyMarked',
  'rules',
  'requestId',
] as const;

/** Submissions and their answers; every query is scoped by school_id and most accept a transaction. */
export const submissionsRepository = {
  /**
   * Claims the one submission row of (work, student): inserts a placeholder (status 0) or, when the row exists, locks it
   * for the rest of the transaction. A concurrent submit of the same student waits here until this one commits, so two
   * submits can never create two rows. Returns the row as it was before (status 0: nothing submitted yet).
   */
  async claim(tx: DbOrTx, row: { guid: string; schoolId: number; workGuid: string; studentGuid: string }) {
    return tx
      .insertInto('submissions')
      .values({ ...row, status: 0, rules: '[]', requestId: null, submittedAt: null })
      .onConflict((oc) => oc.columns(['workGuid', 'studentGuid']).doUpdateSet({ updatedAt: sql`now()` }))
      .returning(submissionColumns)
      .executeTakeFirstOrThrow() as Promise<SubmissionRow>;
  },

  async find(db: DbOrTx, schoolId: number, workGuid: string, studentGuid: string): Promise<SubmissionRow | undefined> {
    return db
      .selectFrom('submissions')
      .select(submissionColumns)
      .where('schoolId', '=', schoolId)
      .where('workGuid', '=', workGuid)
      .where('studentGuid', '=', studentGuid)
      .where('status', '>', 0)
      // Read on every opening of the answer page (a whole year at an exam's start).
      .modifyEnd(prepared())
      .executeTakeFirst();
  },

  /** One submission of the homework, locked until the transaction ends (marking). */
  async findForUpdate(tx: DbOrTx, schoolId: number, workGuid: string, guid: string): Promise<SubmissionRow | undefined> {
    return tx
      .selectFrom('submissions')
      .select(submissionColumns)
      .where('schoolId', '=', schoolId)
      .where('workGuid', '=', workGuid)
      .where('guid', '=', guid)
      .where('status', '>', 0)
      .forUpdate()
      .executeTakeFirst();
  },

  /** Submissions of some students of a homework (machine-read sheet). */
  async findMany(db: DbOrTx, schoolId: number, workGuid: string, studentGuids: readonly string[]): Promise<SubmissionRow[]> {
    if (studentGuids.length === 0) return [];
    return db
      .selectFrom('submissions')
      .select(submissionColumns)
      .where('schoolId', '=', schoolId)
      .where('workGuid', '=', workGuid)
      .where('studentGuid', 'in', studentGuids)
      .where('status', '>', 0)
      .execute();
  },

  async answersOf(db: DbOrTx, schoolId: number, submissionGuid: string): Promise<AnswerRow[]> {
    return db
      .selectFrom('submissionAnswers')
      .select(['th', 'answer', 'imageKeys', 'score', 'markedBy', 'markedAt'])
      .where('schoolId', '=', schoolId)
      .where('submissionGuid', '=', submissionGuid)
      .orderBy('th')
      .execute();
  },

  /** Answers of several submissions, with the submission they belong to. */
  async answersOfMany(db: DbOrTx, schoolId: number, submissionGuids: readonly string[]) {
    if (submissionGuids.length === 0) return [];
    return db
      .selectFrom('submissionAnswers')
      .select(['submissionGuid', 'th', 'answer'])
      .where('schoolId', '=', schoolId)
      .where('submissionGuid', 'in', submissionGuids)
      .execute();
  },

  /** The double-marking marks (exam_marks) of some questions of a submission: its answers to them changed. */
  async dropExamMarks(tx: DbOrTx, schoolId: number, submissionGuid: string, ths: readonly number[]) {
    if (ths.length === 0) return;
    await tx.deleteFrom('examMarks').where('schoolId', '=', schoolId).where('submissionGuid', '=', submissionGuid).where('th', 'in', ths).execute();
  },

  async replaceAnswers(tx: DbOrTx, key: { schoolId: number; workGuid: string; submissionGuid: string }, rows: readonly AnswerRow[]) {
    await tx.deleteFrom('submissionAnswers').where('schoolId', '=', key.schoolId).where('submissionGuid', '=', key.submissionGuid).execute();
    if (rows.length === 0) return;
    await tx.insertInto('submissionAnswers').values(rows.map((r) => ({ ...key, ...r }))).execute();
  },

  async setAnswerScore(tx: DbOrTx, schoolId: number, submissionGuid: string, th: number, mark: { score: number; markedBy: number; markedAt: Date }) {
    const result = await tx
      .updateTable('submissionAnswers')
      .set(mark)
      .where('schoolId', '=', schoolId)
      .where('submissionGuid', '=', submissionGuid)
      .where('th', '=', th)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async update(tx: DbOrTx, schoolId: number, guid: string, patch: Partial<SubmissionPatch>) {
    await tx.updateTable('submissions').set({ ...patch, updatedAt: sql`now()` }).where('schoolId', '=', schoolId).where('guid', '=', guid).execute();
  },
};
