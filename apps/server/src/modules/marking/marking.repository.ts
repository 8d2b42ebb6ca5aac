import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';

export interface MarkCandidate {
  submissionGuid: string;
  submittedAt: Date | null;
  isOverdue: boolean;
  rules: unknown;
  answer: string;
  imageKeys: string[];
  studentName: string;
  className: string;
}

/** Answers of submitted work as markers see them; scoped by school and homework. */
export const markingRepository = {
  /** Marked (scored) and unmarked answers per question number. */
  async progress(db: DbOrTx, schoolId: number, workGuid: string, th?: number) {
    return db
      .selectFrom('submissionAnswers')
      .innerJoin('submissions', 'submissions.guid', 'submissionAnswers.submissionGuid')
      .select([
        'submissionAnswers.th',
        sql<number>`count(*) filter (where submission_answers.score is not null)::int`.as('markedCount'),
        sql<number>`count(*) filter (where submission_answers.score is null)::int`.as('unmarkedCount'),
      ])
      .where('submissionAnswers.schoolId', '=', schoolId)
      .where('submissionAnswers.workGuid', '=', workGuid)
      .where('submissions.status', '>', 0)
      .$if(th !== undefined, (qb) => qb.where('submissionAnswers.th', '=', th!))
      .groupBy('submissionAnswers.th')
      .execute();
  },

  /** Where a submission sits in the marking order (submission time, then guid). */
  async positionOf(db: DbOrTx, schoolId: number, workGuid: string, submissionGuid: string) {
    return db
      .selectFrom('submissions')
      .select(['guid', sql<Date>`coalesce(submitted_at, created_at)`.as('sortTime')])
      .where('schoolId', '=', schoolId)
      .where('workGuid', '=', workGuid)
      .where('guid', '=', submissionGuid)
      .executeTakeFirst();
  },

  /** The first unmarked answer of question th in marking order, after `after` when given. */
  async nextUnmarked(db: DbOrTx, schoolId: number, workGuid: string, th: number, after?: { guid: string; sortTime: Date }) {
    return db
      .selectFrom('submissionAnswers')
      .innerJoin('submissions', 'submissions.guid', 'submissionAnswers.submissionGuid')
      .innerJoin('students', 'students.guid', 'submissions.studentGuid')
      .innerJoin('classes', 'classes.guid', 'students.classGuid')
      .select([
        'submissions.guid as submissionGuid',
        'submissions.submittedAt',
        'submissions.isOverdue',
        'submissions.rules',
        'submissionAnswers.answer',
        'submissionAnswers.imageKeys',
        'students.name as studentName',
        'classes.name as className',
      ])
      .where('submissionAnswers.schoolId', '=', schoolId)
      .where('submissionAnswers.workGuid', '=', workGuid)
      .where('submissionAnswers.th', '=', th)
      .where('submissionAnswers.score', 'is', null)
      .where('submissions.status', '>', 0)
      .$if(after !== undefined, (qb) =>
        qb.where(sql<boolean>`(coalesce(submissions.submitted_at, submissions.created_at), submissions.guid) > (${after!.sortTime}, ${after!.guid})`),
      )
      .orderBy(sql`coalesce(submissions.submitted_at, submissions.created_at)`)
      .orderBy('submissions.guid')
      .limit(1)
      .executeTakeFirst() as Promise<MarkCandidate | undefined>;
  },

  /** Stored files of the school among `keys`, with their type. */
  async filesOf(db: DbOrTx, schoolId: number, keys: readonly string[]) {
    if (keys.length === 0) return [];
    return db.selectFrom('files').select(['key', 'mime']).where('schoolId', '=', schoolId).where('key', 'in', keys).execute();
  },
};
