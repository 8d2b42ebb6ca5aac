import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';
import type { DoubleMark } from '@zuoyeben/shared';

/** Double marking (双评) of exam questions: settings and the marks of each round; every query is scoped by school_id. */
export const examDoubleMarkingRepository = {
  async settingsOf(db: DbOrTx, schoolId: number, workGuid: string) {
    return db.selectFrom('examDoubleMarking').leftJoin('users', 'users.id', 'examDoubleMarking.arbiterUserId')
      .select(['examDoubleMarking.th', 'examDoubleMarking.tolerance', 'examDoubleMarking.arbiterUserId', 'users.name as arbiterName'])
      .where('examDoubleMarking.schoolId', '=', schoolId).where('examDoubleMarking.workGuid', '=', workGuid).orderBy('examDoubleMarking.th').execute();
  },

  async settingOf(db: DbOrTx, schoolId: number, workGuid: string, th: number) {
    return db.selectFrom('examDoubleMarking').select(['tolerance', 'arbiterUserId']).where('schoolId', '=', schoolId)
      .where('workGuid', '=', workGuid).where('th', '=', th).executeTakeFirst();
  },

  async save(db: DbOrTx, schoolId: number, workGuid: string, th: number, setting: { tolerance: number; arbiterUserId: number | null } | null) {
    await db.deleteFrom('examDoubleMarking').where('schoolId', '=', schoolId).where('workGuid', '=', workGuid).where('th', '=', th).execute();
    if (setting) await db.insertInto('examDoubleMarking').values({ workGuid, th, schoolId, ...setting }).execute();
  },

  /** Whether a teacher has marked any answer of question th (its double-marking settings are then fixed). */
  async markingStarted(db: DbOrTx, schoolId: number, workGuid: string, th: number): Promise<boolean> {
    const [mark, scored] = await Promise.all([
      db.selectFrom('examMarks').select('th').where('schoolId', '=', schoolId).where('workGuid', '=', workGuid).where('th', '=', th).limit(1).executeTakeFirst(),
      db.selectFrom('submissionAnswers').select('th').where('schoolId', '=', schoolId).where('workGuid', '=', workGuid).where('th', '=', th)
        .where('markedBy', 'is not', null).limit(1).executeTakeFirst(),
    ]);
    return mark !== undefined || scored !== undefined;
  },

  async marksOf(db: DbOrTx, schoolId: number, submissionGuid: string, th: number): Promise<DoubleMark[]> {
    return db.selectFrom('examMarks').select(['round', 'userId', 'score']).where('schoolId', '=', schoolId)
      .where('submissionGuid', '=', submissionGuid).where('th', '=', th).orderBy('round').execute();
  },

  async putMark(db: DbOrTx, mark: { schoolId: number; workGuid: string; submissionGuid: string; th: number; round: number; userId: number; score: number }) {
    await db.insertInto('examMarks').values({ ...mark, markedAt: new Date() })
      .onConflict((oc) => oc.columns(['submissionGuid', 'th', 'round']).doUpdateSet({ score: mark.score, userId: mark.userId, markedAt: new Date() }))
      .execute();
  },

  /** Per question: first and second marks given, answers waiting for the arbiter, answers arbitrated. */
  async progress(db: DbOrTx, schoolId: number, workGuid: string) {
    const rows = await db.selectFrom('examMarks')
      .innerJoin('submissionAnswers', (j) => j.onRef('submissionAnswers.submissionGuid', '=', 'examMarks.submissionGuid').onRef('submissionAnswers.th', '=', 'examMarks.th'))
      .select([
        'examMarks.th',
        sql<number>`count(*) filter (where exam_marks.round = 1)::int`.as('firstCount'),
        sql<number>`count(*) filter (where exam_marks.round = 2)::int`.as('secondCount'),
        sql<number>`count(*) filter (where exam_marks.round = 2 and submission_answers.score is null)::int`.as('arbitrationCount'),
        sql<number>`count(*) filter (where exam_marks.round = 3)::int`.as('arbitratedCount'),
      ])
      .where('examMarks.schoolId', '=', schoolId).where('examMarks.workGuid', '=', workGuid).groupBy('examMarks.th').execute();
    return new Map(rows.map((r) => [r.th, r]));
  },

  /** My own marks on question th (round 1 or 2), by submission. */
  async ownMarks(db: DbOrTx, schoolId: number, workGuid: string, th: number, userId: number) {
    const rows = await db.selectFrom('examMarks').select(['submissionGuid', 'score']).where('schoolId', '=', schoolId).where('workGuid', '=', workGuid)
      .where('th', '=', th).where('userId', '=', userId).where('round', 'in', [1, 2]).execute();
    return new Map(rows.map((r) => [r.submissionGuid, Number(r.score)]));
  },

  /** The answers of question th whose two marks differ beyond the tolerance and that no arbiter has scored yet. */
  async arbitrationQueue(db: DbOrTx, schoolId: number, workGuid: string, th: number) {
    return db.selectFrom('examMarks as m2')
      .innerJoin('examMarks as m1', (j) => j.onRef('m1.submissionGuid', '=', 'm2.submissionGuid').onRef('m1.th', '=', 'm2.th').on('m1.round', '=', 1))
      .innerJoin('submissionAnswers', (j) => j.onRef('submissionAnswers.submissionGuid', '=', 'm2.submissionGuid').onRef('submissionAnswers.th', '=', 'm2.th'))
      .select(['m2.submissionGuid', 'm1.score as firstScore', 'm2.score as secondScore'])
      .where('m2.schoolId', '=', schoolId).where('m2.workGuid', '=', workGuid).where('m2.th', '=', th).where('m2.round', '=', 2)
      .where('submissionAnswers.score', 'is', null)
      .orderBy('m2.markedAt').orderBy('m2.submissionGuid').execute();
  },

  async isArbiterOf(db: DbOrTx, schoolId: number, workGuid: string, userId: number): Promise<boolean> {
    const row = await db.selectFrom('examDoubleMarking').select('th').where('schoolId', '=', schoolId).where('workGuid', '=', workGuid)
      .where('arbiterUserId', '=', userId).limit(1).executeTakeFirst();
    return row !== undefined;
  },
};

/** The final score of a double-marked answer on the student's answer row: null while it waits for a mark or the arbiter. */
export async function setFinalScore(db: DbOrTx, schoolId: number, submissionGuid: string, th: number, final: { score: number | null; markedBy: number | null }) {
  await db.updateTable('submissionAnswers').set({ score: final.score, markedBy: final.markedBy, markedAt: final.score === null ? null : new Date() })
    .where('schoolId', '=', schoolId).where('submissionGuid', '=', submissionGuid).where('th', '=', th).execute();
}
