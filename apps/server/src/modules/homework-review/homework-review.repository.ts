import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';

/** A work as the commentary needs it. */
export interface ReviewWork {
  guid: string;
  name: string;
  ruCode: string;
  creatorUserId: number;
  workType: number;
  jobType: number;
  showType: number;
  endTime: Date;
}

/** A question of the work with what the bank knows of it (stem, explanation, knowledge points) when it came from a paper. */
export interface ReviewQuestion {
  th: number;
  /** 1 single choice, 2 multiple choice, 3 subjective (QuestionType). */
  type: number;
  optionCount: number;
  score: number;
  answer: string;
  itemType: number | null;
  stem: string | null;
  explanation: string | null;
  itemAnswer: string[] | null;
  subIndex: number | null;
  subItems: { stem: string; answer: string[]; explanation?: string; type: number }[] | null;
  knowledge: string;
}

/** One submitted student's answer to one question; answer and score are null when the student left no answer row. */
export interface AnswerCell {
  stuGuid: string;
  name: string;
  buddies: string;
  classGuid: string;
  th: number;
  answer: string | null;
  imageKeys: string[] | null;
  score: number | null;
  isFullyMarked: boolean;
}

/** Stands in for 'no class' so an empty IN list stays valid SQL. */
const NO_CLASS = '00000000-0000-0000-0000-000000000000';

/** Every submission with each question of its work and the answer to it, if any (answers and score totals read this). */
function sheetCells(db: DbOrTx) {
  return db
      .selectFrom('submissions')
      .innerJoin('students', 'students.guid', 'submissions.studentGuid')
      .innerJoin('workQuestions', (join) =>
        join.onRef('workQuestions.workGuid', '=', 'submissions.workGuid').onRef('workQuestions.schoolId', '=', 'submissions.schoolId'),
      )
      .leftJoin('submissionAnswers', (join) =>
        join.onRef('submissionAnswers.submissionGuid', '=', 'submissions.guid').onRef('submissionAnswers.th', '=', 'workQuestions.th'),
      );
}

export const homeworkReviewRepository = {
  /** A live work of the school; another school's work is not found. */
  async findWork(db: DbOrTx, schoolId: number, guid: string): Promise<ReviewWork | undefined> {
    return db
      .selectFrom('works')
      .innerJoin('schools', 'schools.id', 'works.schoolId')
      .select(['works.guid', 'works.name', 'schools.ruCode', 'works.creatorUserId', 'works.workType', 'works.jobType', 'works.showType', 'works.endTime'])
      .where('works.guid', '=', guid)
      .where('works.schoolId', '=', schoolId)
      .where('works.deletedAt', 'is', null)
      .executeTakeFirst();
  },

  /** The work's questions in number order (one, when `th` is given), with the bank item's text and knowledge points. */
  async questions(db: DbOrTx, schoolId: number, workGuid: string, th?: number): Promise<ReviewQuestion[]> {
    let query = db
      .selectFrom('workQuestions')
      .leftJoin('items', 'items.guid', 'workQuestions.itemGuid')
      .select([
        'workQuestions.th',
        'workQuestions.type',
        'workQuestions.optionCount',
        'workQuestions.score',
        'workQuestions.answer',
        'workQuestions.subIndex',
        'items.type as itemType',
        'items.stem',
        'items.explanation',
        'items.answer as itemAnswer',
        'items.subItems',
      ])
      .select((eb) =>
        eb.selectFrom('itemKnowledge')
          .innerJoin('knowledgePoints', 'knowledgePoints.guid', 'itemKnowledge.knowledgeGuid')
          .select(sql<string>`coalesce(string_agg(knowledge_points.name, '、' ORDER BY item_knowledge.is_primary DESC, knowledge_points.sort), '')`.as('k'))
          .whereRef('itemKnowledge.itemGuid', '=', 'workQuestions.itemGuid')
          .$asScalar()
          .$notNull()
          .as('knowledge'),
      )
      .where('workQuestions.workGuid', '=', workGuid)
      .where('workQuestions.schoolId', '=', schoolId);
    if (th !== undefined) query = query.where('workQuestions.th', '=', th);
    const rows = await query.orderBy('workQuestions.th').execute();
    return rows.map((r) => ({ ...r, score: Number(r.score), knowledge: r.knowledge ?? '' })) as ReviewQuestion[];
  },

  /**
   * Every submitted student of the classes with their answer to each question (or to question `th`), in the order of
   * `classGuids`, then student number. A question the student left without an answer row comes back with nulls.
   */
  async answers(db: DbOrTx, schoolId: number, workGuid: string, classGuids: readonly string[], th?: number): Promise<AnswerCell[]> {
    const guids = classGuids.length > 0 ? classGuids : [NO_CLASS];
    const classOrder = sql<number>`array_position(${sql.val(guids)}::uuid[], students.class_guid)`;
    let query = sheetCells(db)
      .select([
        'students.guid as stuGuid',
        'students.name',
        'students.buddies',
        'students.classGuid',
        'workQuestions.th',
        'submissionAnswers.answer',
        'submissionAnswers.imageKeys',
        'submissionAnswers.score',
        'submissions.isFullyMarked',
      ])
      .where('submissions.workGuid', '=', workGuid)
      .where('submissions.schoolId', '=', schoolId)
      .where('submissions.status', '>', 0)
      .where('students.classGuid', 'in', guids);
    if (th !== undefined) query = query.where('workQuestions.th', '=', th);
    const rows = await query.orderBy(classOrder).orderBy('students.buddies').orderBy('students.guid').orderBy('workQuestions.th').execute();
    return rows.map((r) => ({ ...r, score: r.score === null ? null : Number(r.score) }));
  },

  /**
   * Per question, the totals of the submitted students' scores in the classes, counted as the detail counts them
   * (homework-review.service cellScore): a marked answer its score; no answer row 0 for a choice question or a fully
   * marked submission; otherwise not marked. One row per question, so a large homework sends 30 rows, not 90,000.
   */
  async scoreTotals(db: DbOrTx, schoolId: number, workGuid: string, classGuids: readonly string[]) {
    const guids = classGuids.length > 0 ? classGuids : [NO_CLASS];
    const score = sql<number | null>`COALESCE(submission_answers.score,
      CASE WHEN submission_answers.submission_guid IS NULL AND (work_questions.type IN (1, 2) OR submissions.is_fully_marked) THEN 0 END)`;
    const rows = await sheetCells(db)
      .select([
        'workQuestions.th',
        sql<number>`count(${score})::int`.as('scored'),
        sql<number>`coalesce(sum(${score}), 0)::float8`.as('sum'),
        sql<number>`count(*) FILTER (WHERE ${score} >= work_questions.score)::int`.as('full'),
      ])
      .where('submissions.workGuid', '=', workGuid)
      .where('submissions.schoolId', '=', schoolId)
      .where('submissions.status', '>', 0)
      .where('students.classGuid', 'in', guids)
      .groupBy('workQuestions.th')
      .execute();
    return rows.map((r) => ({ th: r.th, scored: Number(r.scored), sum: Number(r.sum), full: Number(r.full) }));
  },

  /** How many students the classes have, and how many of them submitted the work. */
  async headCounts(db: DbOrTx, schoolId: number, workGuid: string, classGuids: readonly string[]) {
    if (classGuids.length === 0) return { students: 0, submitted: 0 };
    const row = await db
      .selectFrom('students')
      .leftJoin('submissions', (join) =>
        join.onRef('submissions.studentGuid', '=', 'students.guid').on('submissions.workGuid', '=', workGuid).on('submissions.status', '>', 0),
      )
      .select([sql<number>`count(*)::int`.as('students'), sql<number>`count(submissions.guid)::int`.as('submitted')])
      .where('students.schoolId', '=', schoolId)
      .where('students.classGuid', 'in', classGuids)
      .executeTakeFirstOrThrow();
    return { students: Number(row.students), submitted: Number(row.submitted) };
  },
};
