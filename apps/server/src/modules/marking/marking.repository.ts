import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';
import type { ClassScope } from '../classes/class-scope.js';
import { worksOfJoinedClasses } from '../classes/classes.repository.js';

export interface MarkCandidate {
  submissionGuid: string;
  score: number | null;
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
  /**
   * Unmarked answers of submitted work per homework the scope may mark (its creator, the teachers of its classes; an
   * administrator's whole school), most recent end first.
   */
  async backlog(db: DbOrTx, scope: ClassScope) {
    const teacherId = scope.teacherId;
    return db
      .selectFrom('submissionAnswers')
      .innerJoin('submissions', 'submissions.guid', 'submissionAnswers.submissionGuid')
      .innerJoin('works', 'works.guid', 'submissionAnswers.workGuid')
      .select(['works.guid as workGuid', 'works.name', 'works.endTime', sql<number>`count(*)::int`.as('unmarkedCount')])
      .where('submissionAnswers.schoolId', '=', scope.schoolId)
      .where('works.schoolId', '=', scope.schoolId)
      .where('works.deletedAt', 'is', null)
      .where('submissions.status', '>', 0)
      .where('submissionAnswers.score', 'is', null)
      .$if(teacherId !== null, (qb) =>
        qb.where((eb) => eb.or([
          eb('works.creatorUserId', '=', teacherId!),
          eb('works.guid', 'in', worksOfJoinedClasses(db, scope.schoolId, teacherId!)),
        ])))
      .groupBy(['works.guid', 'works.name', 'works.endTime'])
      .orderBy('works.endTime', 'desc')
      .execute();
  },

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

  /**
   * This marker's own progress on question th: within their share of a split question, or under double marking the
   * answers they marked against those still waiting for their mark (the same answers nextUnmarked hands out).
   */
  async progressOfMarker(db: DbOrTx, schoolId: number, workGuid: string, th: number, split?: { index: number; count: number }, double?: { userId: number }) {
    const mine = double ? sql<boolean>`exists (select 1 from exam_marks em where em.submission_guid = submissions.guid and em.th = ${th} and em.user_id = ${double.userId})` : null;
    const open = double ? sql<boolean>`(select count(*) from exam_marks em where em.submission_guid = submissions.guid and em.th = ${th} and em.round in (1, 2)) < 2` : null;
    const row = await db
      .selectFrom('submissionAnswers')
      .innerJoin('submissions', 'submissions.guid', 'submissionAnswers.submissionGuid')
      .select(
        double
          ? [
              sql<number>`count(*) filter (where ${mine})::int`.as('markedCount'),
              sql<number>`count(*) filter (where submission_answers.score is null and not ${mine} and ${open})::int`.as('unmarkedCount'),
            ]
          : [
              sql<number>`count(*) filter (where submission_answers.score is not null)::int`.as('markedCount'),
              sql<number>`count(*) filter (where submission_answers.score is null)::int`.as('unmarkedCount'),
            ],
      )
      .where('submissionAnswers.schoolId', '=', schoolId)
      .where('submissionAnswers.workGuid', '=', workGuid)
      .where('submissionAnswers.th', '=', th)
      .where('submissions.status', '>', 0)
      .$if(split !== undefined, (qb) => qb.where(sql<boolean>`mod(abs(hashtext(submissions.guid::text)), ${split!.count}) = ${split!.index}`))
      .executeTakeFirst();
    return { markedCount: row?.markedCount ?? 0, unmarkedCount: row?.unmarkedCount ?? 0 };
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
  async nextUnmarked(db: DbOrTx, schoolId: number, workGuid: string, th: number, after?: { guid: string; sortTime: Date }, split?: { index: number; count: number }, double?: { userId: number }) {
    return answersOfQuestion(db, schoolId, workGuid, th)
      .where('submissionAnswers.score', 'is', null)
      // Double marking (双评): answers I have not marked that still lack one of their two marks.
      .$if(double !== undefined, (qb) => qb.where(sql<boolean>`not exists (select 1 from exam_marks em where em.submission_guid = submissions.guid
        and em.th = ${th} and em.user_id = ${double!.userId}) and (select count(*) from exam_marks em where em.submission_guid = submissions.guid
        and em.th = ${th} and em.round in (1, 2)) < 2`))
      // An exam question split between reviewers: only this reviewer's share (exams/exam-reviewers.service.ts).
      .$if(split !== undefined, (qb) => qb.where(sql<boolean>`mod(abs(hashtext(submissions.guid::text)), ${split!.count}) = ${split!.index}`))
      .$if(after !== undefined, (qb) =>
        qb.where(sql<boolean>`(coalesce(submissions.submitted_at, submissions.created_at), submissions.guid) > (${after!.sortTime}, ${after!.guid})`),
      )
      .orderBy(sql`coalesce(submissions.submitted_at, submissions.created_at)`)
      .orderBy('submissions.guid')
      .limit(1)
      .executeTakeFirst() as Promise<MarkCandidate | undefined>;
  },

  /** One answer of question th, marked or not. */
  async answerOf(db: DbOrTx, schoolId: number, workGuid: string, th: number, submissionGuid: string) {
    return answersOfQuestion(db, schoolId, workGuid, th)
      .where('submissions.guid', '=', submissionGuid)
      .executeTakeFirst() as Promise<MarkCandidate | undefined>;
  },

  /** The scored answers of question th in marking order (at most `limit`). */
  async marked(db: DbOrTx, schoolId: number, workGuid: string, th: number, limit: number) {
    return answersOfQuestion(db, schoolId, workGuid, th)
      .where('submissionAnswers.score', 'is not', null)
      .orderBy(sql`coalesce(submissions.submitted_at, submissions.created_at)`)
      .orderBy('submissions.guid')
      .limit(limit)
      .execute() as Promise<MarkCandidate[]>;
  },

  /** The answers of question th among `submissionGuids`, in marking order. */
  async answersIn(db: DbOrTx, schoolId: number, workGuid: string, th: number, submissionGuids: readonly string[], limit: number) {
    if (submissionGuids.length === 0) return [];
    return answersOfQuestion(db, schoolId, workGuid, th)
      .where('submissions.guid', 'in', submissionGuids)
      .orderBy(sql`coalesce(submissions.submitted_at, submissions.created_at)`)
      .orderBy('submissions.guid')
      .limit(limit)
      .execute() as Promise<MarkCandidate[]>;
  },

  /** Stored files of the school among `keys`, with their type. */
  async filesOf(db: DbOrTx, schoolId: number, keys: readonly string[]) {
    if (keys.length === 0) return [];
    return db.selectFrom('files').select(['key', 'mime']).where('schoolId', '=', schoolId).where('key', 'in', keys).execute();
  },
};

/** The submitted answers of question th with their student and class, as markers see them. */
function answersOfQuestion(db: DbOrTx, schoolId: number, workGuid: string, th: number) {
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
      'submissionAnswers.score',
      'students.name as studentName',
      'classes.name as className',
    ])
    .where('submissionAnswers.schoolId', '=', schoolId)
    .where('submissionAnswers.workGuid', '=', workGuid)
    .where('submissionAnswers.th', '=', th)
    .where('submissions.status', '>', 0);
}
