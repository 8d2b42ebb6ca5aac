import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';
import type { ClassScope } from '../classes/class-scope.js';
import { visibleClassGuids } from '../classes/classes.repository.js';

export interface CorrectionRow {
  guid: string;
  schoolId: number;
  workGuid: string;
  createdAt: Date;
  endedAt: Date | null;
}

export interface LostAnswerRow {
  studentGuid: string;
  classGuid: string;
  th: number;
  answer: string;
  score: number;
  fullScore: number;
}

export interface ItemRow {
  studentGuid: string;
  th: number;
  firstAnswer: string;
  firstScore: number;
  fullScore: number;
  answer: string | null;
  imageKeys: string[];
  isCorrect: boolean | null;
}

/** At most this many questions of a student's wrong-question book are read (the newest). */
export const WRONG_BOOK_CAP = 1000;

/** Every query is scoped by school_id; teachers' lists also by the classes they may see. */
export const correctionsRepository = {
  async findByWork(db: DbOrTx, schoolId: number, workGuid: string): Promise<CorrectionRow | undefined> {
    return db
      .selectFrom('corrections')
      .select(['guid', 'schoolId', 'workGuid', 'createdAt', 'endedAt'])
      .where('schoolId', '=', schoolId)
      .where('workGuid', '=', workGuid)
      .executeTakeFirst();
  },

  /** Marked answers below full score of the homework's submitted students (the questions they lost). */
  async lostAnswers(db: DbOrTx, schoolId: number, workGuid: string): Promise<LostAnswerRow[]> {
    return db
      .selectFrom('submissions')
      .innerJoin('submissionAnswers', 'submissionAnswers.submissionGuid', 'submissions.guid')
      .innerJoin('workQuestions', (j) => j.onRef('workQuestions.workGuid', '=', 'submissions.workGuid').onRef('workQuestions.th', '=', 'submissionAnswers.th'))
      .innerJoin('students', 'students.guid', 'submissions.studentGuid')
      .select(['submissions.studentGuid', 'students.classGuid', 'submissionAnswers.th', 'submissionAnswers.answer', 'workQuestions.score as fullScore'])
      .select(sql<number>`submission_answers.score::float8`.as('score'))
      .where('submissions.schoolId', '=', schoolId)
      .where('submissions.workGuid', '=', workGuid)
      .where('submissions.status', '>', 0)
      .where('students.schoolId', '=', schoolId)
      .where('submissionAnswers.score', 'is not', null)
      .whereRef('submissionAnswers.score', '<', 'workQuestions.score')
      .orderBy('students.classGuid')
      .orderBy('submissions.studentGuid')
      .orderBy('submissionAnswers.th')
      .execute() as Promise<LostAnswerRow[]>;
  },

  async insert(db: DbOrTx, row: { guid: string; schoolId: number; workGuid: string; createdByUserId: number }, lost: readonly LostAnswerRow[]) {
    await db.insertInto('corrections').values(row).execute();
    const students = new Map(lost.map((l) => [l.studentGuid, l.classGuid]));
    await db
      .insertInto('correctionStudents')
      .values([...students].map(([studentGuid, classGuid]) => ({ correctionGuid: row.guid, schoolId: row.schoolId, studentGuid, classGuid })))
      .execute();
    await db
      .insertInto('correctionItems')
      .values(lost.map((l) => ({
        correctionGuid: row.guid, schoolId: row.schoolId, studentGuid: l.studentGuid, th: l.th,
        firstAnswer: l.answer, firstScore: l.score, fullScore: l.fullScore,
      })))
      .execute();
  },

  async end(db: DbOrTx, schoolId: number, guid: string, now: Date) {
    await db.updateTable('corrections').set({ endedAt: now }).where('schoolId', '=', schoolId).where('guid', '=', guid).where('endedAt', 'is', null).execute();
  },

  /** Rows of the correction book: one per correction and class the scope sees, newest first. */
  async bookRows(
    db: DbOrTx,
    scope: ClassScope,
    filter: { km?: string; classGuid?: string; start: Date; end: Date; status?: number; limit: number; offset: number },
  ) {
    const base = db
      .selectFrom('correctionStudents as cs')
      .innerJoin('corrections as c', 'c.guid', 'cs.correctionGuid')
      .innerJoin('works as w', 'w.guid', 'c.workGuid')
      .innerJoin('classes as cl', 'cl.guid', 'cs.classGuid')
      .innerJoin('schools as s', 's.id', 'c.schoolId')
      .where('cs.schoolId', '=', scope.schoolId)
      .where('c.schoolId', '=', scope.schoolId)
      .where('w.deletedAt', 'is', null)
      .where('cs.classGuid', 'in', visibleClassGuids(db, scope))
      .where('c.createdAt', '>=', filter.start)
      .where('c.createdAt', '<', filter.end)
      .$if(filter.km !== undefined, (q) => q.where('w.km', '=', filter.km!))
      .$if(filter.classGuid !== undefined, (q) => q.where('cs.classGuid', '=', filter.classGuid!))
      .$if(filter.status === 0, (q) => q.where('c.endedAt', 'is', null))
      .$if(filter.status === 1, (q) => q.where('c.endedAt', 'is not', null));
    const [rows, count] = await Promise.all([
      base
        .select([
          'c.guid as correctionGuid', 'c.workGuid', 'cs.classGuid', 'w.name as workName', 's.schoolYear', 'cl.name as className', 'w.km',
          'c.createdAt', 'c.endedAt',
        ])
        .select(sql<number>`count(cs.submitted_at)::int`.as('submitQty'))
        .select(sql<number>`count(*)::int`.as('studentTotal'))
        .groupBy(['c.guid', 'c.workGuid', 'cs.classGuid', 'w.name', 's.schoolYear', 'cl.name', 'cl.gradeCode', 'cl.number', 'w.km', 'c.createdAt', 'c.endedAt'])
        .orderBy('c.createdAt', 'desc')
        .orderBy('cl.gradeCode')
        .orderBy('cl.number')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      base.select(sql<number>`count(DISTINCT (cs.correction_guid, cs.class_guid))::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: count.n };
  },

  /** The students of a correction (in the given classes) with their class, in class and number order. */
  async students(db: DbOrTx, schoolId: number, correctionGuid: string, classGuids: readonly string[]) {
    if (classGuids.length === 0) return [];
    return db
      .selectFrom('correctionStudents as cs')
      .innerJoin('students as st', 'st.guid', 'cs.studentGuid')
      .innerJoin('classes as cl', 'cl.guid', 'cs.classGuid')
      .select(['cs.studentGuid', 'st.name', 'st.buddies', 'cs.classGuid', 'cl.name as className', 'cs.submittedAt'])
      .where('cs.schoolId', '=', schoolId)
      .where('cs.correctionGuid', '=', correctionGuid)
      .where('cs.classGuid', 'in', classGuids)
      .orderBy('cl.gradeCode')
      .orderBy('cl.number')
      .orderBy('st.buddies')
      .execute();
  },

  /** Corrected questions of a correction, of some students (or all of them). */
  async items(db: DbOrTx, schoolId: number, correctionGuid: string, studentGuids?: readonly string[]): Promise<ItemRow[]> {
    if (studentGuids && studentGuids.length === 0) return [];
    return db
      .selectFrom('correctionItems')
      .select(['studentGuid', 'th', 'firstAnswer', 'firstScore', 'fullScore', 'answer', 'imageKeys', 'isCorrect'])
      .where('schoolId', '=', schoolId)
      .where('correctionGuid', '=', correctionGuid)
      .$if(studentGuids !== undefined, (q) => q.where('studentGuid', 'in', studentGuids!))
      .orderBy('studentGuid')
      .orderBy('th')
      .execute();
  },

  async findStudent(db: DbOrTx, schoolId: number, correctionGuid: string, studentGuid: string) {
    return db
      .selectFrom('correctionStudents')
      .select(['studentGuid', 'classGuid', 'submittedAt'])
      .where('schoolId', '=', schoolId)
      .where('correctionGuid', '=', correctionGuid)
      .where('studentGuid', '=', studentGuid)
      .executeTakeFirst();
  },

  async writeItem(
    db: DbOrTx,
    key: { schoolId: number; correctionGuid: string; studentGuid: string; th: number },
    values: { answer: string; imageKeys: string[]; score: number | null; isCorrect: boolean | null },
  ) {
    await db
      .updateTable('correctionItems')
      .set({ ...values, markedBy: null, markedAt: null })
      .where('schoolId', '=', key.schoolId)
      .where('correctionGuid', '=', key.correctionGuid)
      .where('studentGuid', '=', key.studentGuid)
      .where('th', '=', key.th)
      .execute();
  },

  async markSubmitted(db: DbOrTx, key: { schoolId: number; correctionGuid: string; studentGuid: string }, now: Date) {
    await db
      .updateTable('correctionStudents')
      .set({ submittedAt: now })
      .where('schoolId', '=', key.schoolId)
      .where('correctionGuid', '=', key.correctionGuid)
      .where('studentGuid', '=', key.studentGuid)
      .execute();
  },

  async markItem(db: DbOrTx, key: { schoolId: number; correctionGuid: string; studentGuid: string; th: number }, isCorrect: boolean, score: number, userId: number, now: Date) {
    await db
      .updateTable('correctionItems')
      .set({ isCorrect, score, markedBy: userId, markedAt: now })
      .where('schoolId', '=', key.schoolId)
      .where('correctionGuid', '=', key.correctionGuid)
      .where('studentGuid', '=', key.studentGuid)
      .where('th', '=', key.th)
      .execute();
  },

  /** The student's correction rounds, newest first. */
  async ofStudent(db: DbOrTx, schoolId: number, studentGuid: string) {
    return db
      .selectFrom('correctionStudents as cs')
      .innerJoin('corrections as c', 'c.guid', 'cs.correctionGuid')
      .innerJoin('works as w', 'w.guid', 'c.workGuid')
      .select(['c.guid as correctionGuid', 'c.workGuid', 'w.name as workName', 'w.km', 'c.createdAt', 'c.endedAt', 'cs.submittedAt'])
      .where('cs.schoolId', '=', schoolId)
      .where('cs.studentGuid', '=', studentGuid)
      .where('w.deletedAt', 'is', null)
      .orderBy('c.createdAt', 'desc')
      .execute();
  },

  /** Those of `classGuids` the scope may see. */
  async visibleClasses(db: DbOrTx, scope: ClassScope, classGuids: readonly string[]): Promise<string[]> {
    if (classGuids.length === 0) return [];
    const rows = await visibleClassGuids(db, scope).where('classes.guid', 'in', classGuids).execute();
    return rows.map((r) => r.guid);
  },

  /** Student answer photos of the school among `keys` (the corrections' photos, shown to the teacher). */
  async filesOf(db: DbOrTx, schoolId: number, keys: readonly string[]) {
    if (keys.length === 0) return [];
    return db
      .selectFrom('files')
      .select(['key', 'mime'])
      .where('schoolId', '=', schoolId)
      .where('purpose', '=', 'student-answer')
      .where('key', 'in', keys)
      .execute();
  },

  // ---- Wrong-question book ----

  /** Every question the student lost in ended, not deleted homework of their school, newest homework first. */
  async lostQuestionsOfStudent(db: DbOrTx, schoolId: number, studentGuid: string, now: Date, km?: string) {
    return db
      .selectFrom('submissions as s')
      .innerJoin('submissionAnswers as a', 'a.submissionGuid', 's.guid')
      .innerJoin('works as w', 'w.guid', 's.workGuid')
      .innerJoin('workQuestions as q', (j) => j.onRef('q.workGuid', '=', 's.workGuid').onRef('q.th', '=', 'a.th'))
      .leftJoin('wrongQuestionMarks as m', (j) =>
        j.onRef('m.workGuid', '=', 's.workGuid').onRef('m.th', '=', 'a.th').on('m.studentGuid', '=', studentGuid))
      .select([
        'w.guid as workGuid', 'w.name as workName', 'w.km', 'w.endTime', 'w.startTime', 'w.releaseType', 'w.releaseTime', 's.isFullyMarked',
        'q.th', 'q.type', 'q.optionCount', 'q.score as fullScore', 'q.answer as answerKey', 'q.itemGuid', 'a.answer as myAnswer', 'm.masteredAt',
      ])
      .select(sql<number>`a.score::float8`.as('score'))
      .where('s.schoolId', '=', schoolId)
      .where('s.studentGuid', '=', studentGuid)
      .where('s.status', '>', 0)
      .where('w.schoolId', '=', schoolId)
      .where('w.deletedAt', 'is', null)
      .where('w.endTime', '<', now)
      .where('a.score', 'is not', null)
      .whereRef('a.score', '<', 'q.score')
      .$if(km !== undefined, (q) => q.where('w.km', '=', km!))
      .orderBy('w.endTime', 'desc')
      .orderBy('q.th')
      .limit(WRONG_BOOK_CAP)
      .execute() as Promise<Array<{
        workGuid: string; workName: string; km: string; endTime: Date; startTime: Date; releaseType: number; releaseTime: Date | null; isFullyMarked: boolean;
        th: number; type: number; optionCount: number; fullScore: number; answerKey: string; itemGuid: string | null; myAnswer: string; masteredAt: Date | null; score: number;
      }>>;
  },

  /** Subjects of the ended homework the student lost questions in. */
  async lostSubjects(db: DbOrTx, schoolId: number, studentGuid: string, now: Date): Promise<string[]> {
    const rows = await db
      .selectFrom('submissions as s')
      .innerJoin('submissionAnswers as a', 'a.submissionGuid', 's.guid')
      .innerJoin('works as w', 'w.guid', 's.workGuid')
      .innerJoin('workQuestions as q', (j) => j.onRef('q.workGuid', '=', 's.workGuid').onRef('q.th', '=', 'a.th'))
      .select('w.km')
      .distinct()
      .where('s.schoolId', '=', schoolId)
      .where('s.studentGuid', '=', studentGuid)
      .where('s.status', '>', 0)
      .where('w.deletedAt', 'is', null)
      .where('w.endTime', '<', now)
      .where('a.score', 'is not', null)
      .whereRef('a.score', '<', 'q.score')
      .orderBy('w.km')
      .execute();
    return rows.map((r) => r.km);
  },

  /** Knowledge points of bank items, primary first. */
  async knowledgeOfItems(db: DbOrTx, itemGuids: readonly string[]) {
    if (itemGuids.length === 0) return [];
    return db
      .selectFrom('itemKnowledge')
      .innerJoin('knowledgePoints', 'knowledgePoints.guid', 'itemKnowledge.knowledgeGuid')
      .select(['itemKnowledge.itemGuid', 'knowledgePoints.guid', 'knowledgePoints.name'])
      .where('itemKnowledge.itemGuid', 'in', itemGuids)
      .orderBy('itemKnowledge.isPrimary', 'desc')
      .orderBy('knowledgePoints.sort')
      .execute();
  },

  async setMastered(db: DbOrTx, key: { schoolId: number; studentGuid: string; workGuid: string; th: number }, mastered: boolean) {
    if (mastered) {
      await db.insertInto('wrongQuestionMarks').values(key).onConflict((oc) => oc.columns(['studentGuid', 'workGuid', 'th']).doNothing()).execute();
    } else {
      await db
        .deleteFrom('wrongQuestionMarks')
        .where('schoolId', '=', key.schoolId)
        .where('studentGuid', '=', key.studentGuid)
        .where('workGuid', '=', key.workGuid)
        .where('th', '=', key.th)
        .execute();
    }
  },

  /** Whether the student lost this question in an ended homework of their school (what may be marked mastered). */
  async isLostBy(db: DbOrTx, schoolId: number, studentGuid: string, workGuid: string, th: number, now: Date): Promise<boolean> {
    const row = await db
      .selectFrom('submissions as s')
      .innerJoin('submissionAnswers as a', 'a.submissionGuid', 's.guid')
      .innerJoin('works as w', 'w.guid', 's.workGuid')
      .innerJoin('workQuestions as q', (j) => j.onRef('q.workGuid', '=', 's.workGuid').onRef('q.th', '=', 'a.th'))
      .select('a.th')
      .where('s.schoolId', '=', schoolId)
      .where('s.studentGuid', '=', studentGuid)
      .where('s.workGuid', '=', workGuid)
      .where('a.th', '=', th)
      .where('w.deletedAt', 'is', null)
      .where('w.endTime', '<', now)
      .where('a.score', 'is not', null)
      .whereRef('a.score', '<', 'q.score')
      .executeTakeFirst();
    return row !== undefined;
  },
};
