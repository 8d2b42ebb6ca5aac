import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';

/** What 知识点分析 covers: the chosen classes' submitted homework and exams of one subject started in [from, to). */
export interface KnowledgePointScope {
  schoolId: number;
  classGuids: readonly string[];
  km: string;
  from: Date;
  to: Date;
}

/** Works of the subject in the range given to at least one of the classes. */
function worksInScope(db: DbOrTx, s: KnowledgePointScope) {
  return db
    .selectFrom('works')
    .innerJoin('workClasses', 'workClasses.workGuid', 'works.guid')
    .select('works.guid')
    .where('works.schoolId', '=', s.schoolId)
    .where('workClasses.classGuid', 'in', s.classGuids)
    .where('works.km', '=', s.km)
    .where('works.deletedAt', 'is', null)
    .where('works.startTime', '>=', s.from)
    .where('works.startTime', '<', s.to);
}

/**
 * Every question of every submitted homework of the scope, per submitting student of the chosen classes, with the
 * points got (a missing or unmarked answer counts 0). Questions reach knowledge points through the bank item they were
 * published from.
 */
function answeredQuestions(db: DbOrTx, s: KnowledgePointScope) {
  return db
    .selectFrom('submissions')
    .innerJoin('students', 'students.guid', 'submissions.studentGuid')
    .innerJoin('workQuestions', 'workQuestions.workGuid', 'submissions.workGuid')
    .leftJoin('submissionAnswers', (join) =>
      join.onRef('submissionAnswers.submissionGuid', '=', 'submissions.guid').onRef('submissionAnswers.th', '=', 'workQuestions.th'))
    .where('submissions.schoolId', '=', s.schoolId)
    .where('submissions.status', '>', 0)
    .where('students.classGuid', 'in', s.classGuids)
    .where('submissions.workGuid', 'in', worksInScope(db, s));
}

/** The bank items testing the knowledge point or a point under it. */
function itemsOfSubtree(knowledgeGuid: string) {
  return sql<string>`(WITH RECURSIVE sub(guid) AS (
      SELECT guid FROM knowledge_points WHERE guid = ${knowledgeGuid}
      UNION
      SELECT k.guid FROM knowledge_points k JOIN sub ON k.parent_guid = sub.guid
    ) SELECT ik.item_guid FROM item_knowledge ik WHERE ik.knowledge_guid IN (SELECT guid FROM sub))`;
}

export const knowledgePointRepository = {
  /**
   * Points got and possible per knowledge point, question and class: one row per link, so that a parent can count a
   * question shared by two of its points once.
   */
  async questionSums(db: DbOrTx, s: KnowledgePointScope) {
    if (s.classGuids.length === 0) return [];
    const rows = await answeredQuestions(db, s)
      .innerJoin('itemKnowledge', 'itemKnowledge.itemGuid', 'workQuestions.itemGuid')
      .select([
        'itemKnowledge.knowledgeGuid',
        'workQuestions.guid as questionGuid',
        'students.classGuid',
        sql<number>`coalesce(sum(submission_answers.score), 0)::float8`.as('got'),
        sql<number>`sum(work_questions.score)::float8`.as('possible'),
      ])
      .groupBy(['itemKnowledge.knowledgeGuid', 'workQuestions.guid', 'students.classGuid'])
      .execute();
    return rows.map((r) => ({ ...r, got: Number(r.got), possible: Number(r.possible) }));
  },

  /** The questions of the scope's works testing each knowledge point, submitted or not: one row per link. */
  async questionLinks(db: DbOrTx, s: KnowledgePointScope) {
    if (s.classGuids.length === 0) return [];
    return db
      .selectFrom('workQuestions')
      .innerJoin('itemKnowledge', 'itemKnowledge.itemGuid', 'workQuestions.itemGuid')
      .select(['itemKnowledge.knowledgeGuid', 'workQuestions.guid as questionGuid'])
      .where('workQuestions.schoolId', '=', s.schoolId)
      .where('workQuestions.workGuid', 'in', worksInScope(db, s))
      .execute();
  },

  /** The knowledge points given and every point above them. */
  async withAncestors(db: DbOrTx, guids: readonly string[]) {
    if (guids.length === 0) return [];
    const { rows } = await sql<{ knowledgeGuid: string; parentGuid: string | null; knowledgeName: string; sort: number }>`
      WITH RECURSIVE up AS (
        SELECT guid, parent_guid, name, sort FROM knowledge_points WHERE guid IN (${sql.join(guids)})
        UNION
        SELECT p.guid, p.parent_guid, p.name, p.sort FROM knowledge_points p JOIN up ON p.guid = up.parent_guid
      )
      SELECT guid AS "knowledgeGuid", parent_guid AS "parentGuid", name AS "knowledgeName", sort::int AS sort FROM up`.execute(db);
    return rows;
  },

  async exists(db: DbOrTx, knowledgeGuid: string) {
    return !!(await db.selectFrom('knowledgePoints').select('guid').where('guid', '=', knowledgeGuid).executeTakeFirst());
  },

  /** Each question testing the point or a point under it: submissions, points got, students short of full marks. */
  async questions(db: DbOrTx, s: KnowledgePointScope, knowledgeGuid: string) {
    if (s.classGuids.length === 0) return [];
    const rows = await answeredQuestions(db, s)
      .innerJoin('works', 'works.guid', 'workQuestions.workGuid')
      .where('workQuestions.itemGuid', 'in', itemsOfSubtree(knowledgeGuid))
      .select([
        'works.guid as workGuid',
        'works.name as workName',
        'works.startTime',
        'workQuestions.th',
        sql<number>`work_questions.score::float8`.as('fullScore'),
        sql<number>`count(*)::int`.as('submitCount'),
        sql<number>`coalesce(sum(submission_answers.score), 0)::float8`.as('got'),
        sql<number>`(count(*) FILTER (WHERE coalesce(submission_answers.score, 0) < work_questions.score))::int`.as('lostCount'),
      ])
      .groupBy(['works.guid', 'works.name', 'works.startTime', 'workQuestions.th', 'workQuestions.score'])
      .orderBy('works.startTime')
      .orderBy('works.guid')
      .orderBy('workQuestions.th')
      .execute();
    return rows.map((r) => ({ ...r, fullScore: Number(r.fullScore), got: Number(r.got) }));
  },

  /** Each submitting student's points got and possible on the point's questions, lowest rate first. */
  async students(db: DbOrTx, s: KnowledgePointScope, knowledgeGuid: string) {
    if (s.classGuids.length === 0) return [];
    const rows = await answeredQuestions(db, s)
      .where('workQuestions.itemGuid', 'in', itemsOfSubtree(knowledgeGuid))
      .select([
        'students.guid as studentGuid',
        'students.name as studentName',
        'students.classGuid',
        sql<number>`count(*)::int`.as('questionCount'),
        sql<number>`coalesce(sum(submission_answers.score), 0)::float8`.as('got'),
        sql<number>`sum(work_questions.score)::float8`.as('possible'),
      ])
      .groupBy(['students.guid', 'students.name', 'students.classGuid'])
      .orderBy(sql`coalesce(sum(submission_answers.score), 0) / nullif(sum(work_questions.score), 0) ASC NULLS LAST`)
      .orderBy('students.name')
      .orderBy('students.guid')
      .execute();
    return rows.map((r) => ({ ...r, got: Number(r.got), possible: Number(r.possible) }));
  },
};
