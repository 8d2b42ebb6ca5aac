import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';

/** A question of the work with the names of its bank knowledge points (primary first). */
export interface AnalysisQuestionRow {
  th: number;
  type: number;
  score: number;
  answer: string;
  optionCount: number;
  itemGuid: string | null;
  knowledge: string[];
}

/** A submitted sheet of a student of the chosen classes. */
export interface SheetRow {
  guid: string;
  studentGuid: string;
  name: string;
  /** 学号 ('' when the school gave none). */
  buddies: string;
  classGuid: string;
  totalScore: number;
}

export interface AnswerRow {
  submissionGuid: string;
  th: number;
  answer: string;
  score: number | null;
}

/** The work's questions and submitted answers for 答卷分析; every query is scoped by school_id. */
export const workAnswerRepository = {
  async questions(db: DbOrTx, schoolId: number, workGuid: string): Promise<AnalysisQuestionRow[]> {
    const rows = await db
      .selectFrom('workQuestions as wq')
      .select(['wq.th', 'wq.type', 'wq.score', 'wq.answer', 'wq.optionCount', 'wq.itemGuid'])
      .select(
        sql<string[]>`array(SELECT kp.name FROM item_knowledge ik JOIN knowledge_points kp ON kp.guid = ik.knowledge_guid
          WHERE ik.item_guid = wq.item_guid ORDER BY ik.is_primary DESC, kp.sort, kp.name)`.as('knowledge'),
      )
      .where('wq.schoolId', '=', schoolId)
      .where('wq.workGuid', '=', workGuid)
      .orderBy('wq.th')
      .execute();
    return rows.map((r) => ({ ...r, score: Number(r.score), knowledge: r.knowledge ?? [] }));
  },

  /** Submitted sheets (status 1–3) of students of the given classes. */
  async sheets(db: DbOrTx, schoolId: number, workGuid: string, classGuids: readonly string[]): Promise<SheetRow[]> {
    if (classGuids.length === 0) return [];
    const rows = await db
      .selectFrom('submissions')
      .innerJoin('students', 'students.guid', 'submissions.studentGuid')
      .select(['submissions.guid', 'submissions.studentGuid', 'students.name', 'students.buddies', 'students.classGuid', 'submissions.totalScore'])
      .where('submissions.schoolId', '=', schoolId)
      .where('submissions.workGuid', '=', workGuid)
      .where('submissions.status', '>', 0)
      .where('students.classGuid', 'in', classGuids)
      .execute();
    return rows.map((r) => ({ ...r, totalScore: Number(r.totalScore) }));
  },

  /** The answers of the submitted sheets of students of the given classes. */
  async answers(db: DbOrTx, schoolId: number, workGuid: string, classGuids: readonly string[]): Promise<AnswerRow[]> {
    if (classGuids.length === 0) return [];
    const rows = await db
      .selectFrom('submissionAnswers as sa')
      .innerJoin('submissions', 'submissions.guid', 'sa.submissionGuid')
      .innerJoin('students', 'students.guid', 'submissions.studentGuid')
      .select(['sa.submissionGuid', 'sa.th', 'sa.answer', 'sa.score'])
      .where('sa.schoolId', '=', schoolId)
      .where('sa.workGuid', '=', workGuid)
      .where('submissions.status', '>', 0)
      .where('students.classGuid', 'in', classGuids)
      .execute();
    return rows.map((r) => ({ ...r, score: r.score === null ? null : Number(r.score) }));
  },
};

export const workAnswerAggregates = {
  /** The answers of the given sheets only (a page of the score table). */
  async answersOf(db: DbOrTx, schoolId: number, workGuid: string, submissionGuids: readonly string[]): Promise<AnswerRow[]> {
    if (submissionGuids.length === 0) return [];
    const rows = await db
      .selectFrom('submissionAnswers as sa')
      .select(['sa.submissionGuid', 'sa.th', 'sa.answer', 'sa.score'])
      .where('sa.schoolId', '=', schoolId)
      .where('sa.workGuid', '=', workGuid)
      .where('sa.submissionGuid', 'in', submissionGuids)
      .execute();
    return rows.map((r) => ({ ...r, score: r.score === null ? null : Number(r.score) }));
  },
};
