import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';

/** Reviewers of exam questions; every query is scoped by school_id. */
export const examReviewersRepository = {
  async membersOfSchool(db: DbOrTx, schoolId: number) {
    return db.selectFrom('memberships').innerJoin('users', 'users.id', 'memberships.userId')
      .select(['users.id as userId', 'users.name', 'users.phone']).where('memberships.schoolId', '=', schoolId)
      .where('memberships.role', 'in', ['Teacher', 'Salesman']).distinctOn('users.id').orderBy('users.id').execute();
  },

  async reviewersOf(db: DbOrTx, schoolId: number, workGuid: string) {
    return db.selectFrom('examReviewers').innerJoin('users', 'users.id', 'examReviewers.userId')
      .select(['examReviewers.th', 'examReviewers.userId', 'users.name']).where('examReviewers.schoolId', '=', schoolId)
      .where('examReviewers.workGuid', '=', workGuid).orderBy('examReviewers.th').orderBy('examReviewers.userId').execute();
  },

  async replace(db: DbOrTx, schoolId: number, workGuid: string, th: number, userIds: readonly number[]) {
    await db.deleteFrom('examReviewers').where('schoolId', '=', schoolId).where('workGuid', '=', workGuid).where('th', '=', th).execute();
    if (userIds.length === 0) return;
    await db.insertInto('examReviewers').values(userIds.map((userId) => ({ workGuid, th, userId, schoolId }))).execute();
  },

  /** Whether the user reviews any question of the work (they may then open its marking). */
  async isReviewerOf(db: DbOrTx, schoolId: number, workGuid: string, userId: number): Promise<boolean> {
    const row = await db.selectFrom('examReviewers').select('th').where('schoolId', '=', schoolId).where('workGuid', '=', workGuid)
      .where('userId', '=', userId).limit(1).executeTakeFirst();
    if (row !== undefined) return true;
    // The named arbiter of a double-marked question (双评) opens its marking too.
    const arbiter = await db.selectFrom('examDoubleMarking').select('th').where('schoolId', '=', schoolId).where('workGuid', '=', workGuid)
      .where('arbiterUserId', '=', userId).limit(1).executeTakeFirst();
    return arbiter !== undefined;
  },

  /** The reviewers of one question in a stable order (their share is their position). */
  async reviewerIds(db: DbOrTx, schoolId: number, workGuid: string, th: number): Promise<number[]> {
    const rows = await db.selectFrom('examReviewers').select('userId').where('schoolId', '=', schoolId).where('workGuid', '=', workGuid)
      .where('th', '=', th).orderBy('userId').execute();
    return rows.map((r) => r.userId);
  },

  /** Which share a submission falls in when `count` reviewers split a question: the same for every call. */
  async shareOf(db: DbOrTx, submissionGuid: string, count: number): Promise<number> {
    const row = await sql<{ share: number }>`SELECT mod(abs(hashtext(${submissionGuid}::text)), ${count})::int AS share`.execute(db);
    return Number(row.rows[0]!.share);
  },

  /** Merged groups of the exam: question number to its group's first question number. */
  async mergedThs(db: DbOrTx, schoolId: number, workGuid: string) {
    return db.selectFrom('examMergedThs').select(['th', 'groupTh']).where('schoolId', '=', schoolId).where('workGuid', '=', workGuid)
      .orderBy('groupTh').orderBy('th').execute();
  },

  async replaceMerged(db: DbOrTx, schoolId: number, workGuid: string, groups: readonly (readonly number[])[]) {
    await db.deleteFrom('examMergedThs').where('schoolId', '=', schoolId).where('workGuid', '=', workGuid).execute();
    const rows = groups.flatMap((ths) => ths.map((th) => ({ workGuid, th, groupTh: Math.min(...ths), schoolId })));
    if (rows.length > 0) await db.insertInto('examMergedThs').values(rows).execute();
  },

  /** Per reviewer and question: answers scored by them (single marking) and marks given (double marking). */
  async markedByReviewer(db: DbOrTx, schoolId: number, workGuid: string) {
    const [single, double] = await Promise.all([
      db.selectFrom('submissionAnswers').select(['th', 'markedBy as userId', sql<number>`count(*)::int`.as('n')])
        .where('schoolId', '=', schoolId).where('workGuid', '=', workGuid).where('markedBy', 'is not', null).groupBy(['th', 'markedBy']).execute(),
      db.selectFrom('examMarks').select(['th', 'userId', sql<number>`count(*)::int`.as('n')])
        .where('schoolId', '=', schoolId).where('workGuid', '=', workGuid).where('round', 'in', [1, 2]).groupBy(['th', 'userId']).execute(),
    ]);
    return { single, double };
  },

  /**
   * How many submitted answers of question th fall in each share when `count` reviewers split it: the answers a person
   * marks (unmarked, or marked by someone). A blank answer, scored 0 on submit and never handed out, is no one's task.
   */
  async shareSizes(db: DbOrTx, schoolId: number, workGuid: string, th: number, count: number): Promise<number[]> {
    const rows = await db.selectFrom('submissionAnswers').innerJoin('submissions', 'submissions.guid', 'submissionAnswers.submissionGuid')
      .select([sql<number>`mod(abs(hashtext(submissions.guid::text)), ${count})::int`.as('share'), sql<number>`count(*)::int`.as('n')])
      .where('submissionAnswers.schoolId', '=', schoolId).where('submissionAnswers.workGuid', '=', workGuid).where('submissionAnswers.th', '=', th)
      .where('submissions.status', '>', 0)
      .where((eb) => eb.or([eb('submissionAnswers.score', 'is', null), eb('submissionAnswers.markedBy', 'is not', null)]))
      .groupBy(sql`1`).execute();
    const sizes = Array.from({ length: count }, () => 0);
    for (const r of rows) sizes[Number(r.share)] = Number(r.n);
    return sizes;
  },
};
