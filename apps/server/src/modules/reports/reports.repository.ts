import { sql } from 'kysely';
import { bandCount, ScoreOrderType, type DistributionRange, type ScoreCount, type ScoreOrderTypeValue } from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';
import { visibleClassGuids } from '../classes/classes.repository.js';

/** A work as the reports need it. */
export interface ReportWork {
  guid: string;
  name: string;
  /** The subject, shown beside an export task in the task centre. */
  km: string;
  ruCode: string;
  creatorUserId: number;
  showType: number;
  endTime: Date;
  /** Sum of the question scores. */
  fullScore: number;
}

export interface WorkClass {
  guid: string;
  classCode: string;
  className: string;
  /** Whether the asking teacher teaches the class. */
  isTaught: boolean;
}

/** One student of a work's classes with their submission, if any; the service adds the class's code and name. */
export interface RosterRow {
  stuGuid: string;
  name: string;
  buddies: string;
  classGuid: string;
  status: number | null;
  totalScore: number | null;
  durationSeconds: number | null;
  submittedAt: Date | null;
  isOverdue: boolean | null;
}

export interface RosterPage {
  schoolId: number;
  workGuid: string;
  /** The classes to list (already checked against the work and the user), in the order the report lists them. */
  classGuids: readonly string[];
  orderType: ScoreOrderTypeValue;
  limit?: number;
  offset?: number;
}

/** A submitted score and a duration, or null for a student without a submission: such students sort last. */
const scoredTotal = sql<number | null>`CASE WHEN submissions.status > 0 THEN submissions.total_score END`;
const scoredDuration = sql<number | null>`CASE WHEN submissions.status > 0 THEN submissions.duration_seconds END`;

const SUBMISSION_COLUMNS = [
  'submissions.status',
  'submissions.totalScore',
  'submissions.durationSeconds',
  'submissions.submittedAt',
  'submissions.isOverdue',
] as const;

/** What each order other than 'none' sorts by first, and which way. */
const SCORED_ORDER = {
  [ScoreOrderType.ScoreAsc]: [scoredTotal, 'asc'],
  [ScoreOrderType.ScoreDesc]: [scoredTotal, 'desc'],
  [ScoreOrderType.DurationAsc]: [scoredDuration, 'asc'],
  [ScoreOrderType.DurationDesc]: [scoredDuration, 'desc'],
} as const;

/** Stands in for 'no class' so an empty IN list stays valid SQL. */
const NO_CLASS = '00000000-0000-0000-0000-000000000000';

export const reportsRepository = {
  /** A live work of the school with its school code and full marks; another school's work is not found. */
  async findWork(db: DbOrTx, schoolId: number, guid: string): Promise<ReportWork | undefined> {
    return db
      .selectFrom('works')
      .innerJoin('schools', 'schools.id', 'works.schoolId')
      .select(['works.guid', 'works.name', 'works.km', 'schools.ruCode', 'works.creatorUserId', 'works.showType', 'works.endTime'])
      .select((eb) =>
        eb.selectFrom('workQuestions')
          .select(sql<number>`coalesce(sum(score), 0)`.as('s'))
          .whereRef('workQuestions.workGuid', '=', 'works.guid')
          .$asScalar()
          .$notNull()
          .as('fullScore'),
      )
      .where('works.guid', '=', guid)
      .where('works.schoolId', '=', schoolId)
      .where('works.deletedAt', 'is', null)
      .executeTakeFirst();
  },

  /**
   * Classes of the work in grade and class-number order, each marked whether `teacherId` teaches it (always true
   * when no teacher is given). Scoped by school, so another school's work has none.
   */
  async classesOfWork(db: DbOrTx, schoolId: number, workGuid: string, teacherId: number | null): Promise<WorkClass[]> {
    return db
      .selectFrom('workClasses')
      .innerJoin('classes', 'classes.guid', 'workClasses.classGuid')
      .innerJoin('grades', 'grades.code', 'classes.gradeCode')
      .select(['classes.guid', 'classes.classCode', 'classes.name as className'])
      .select((eb) =>
        sql<boolean>`${teacherId === null ? sql`true` : eb('classes.guid', 'in', visibleClassGuids(db, { schoolId, teacherId }))}`.as('isTaught'),
      )
      .where('workClasses.workGuid', '=', workGuid)
      .where('workClasses.schoolId', '=', schoolId)
      .orderBy('grades.sort')
      .orderBy('classes.number')
      .orderBy('classes.classCode')
      .execute();
  },

  /**
   * Students of the chosen classes in the asked order; students without a score sort last in every order, and class
   * then student number break ties so pages never overlap. Classes sort by their place in `classGuids`, so no join
   * is needed for the order; by default (orderType 0) only the students decide it, so the page of students is taken
   * first and only its submissions are read.
   */
  async rosterPage(db: DbOrTx, q: RosterPage): Promise<RosterRow[]> {
    if (q.classGuids.length === 0) return [];
    const classOrder = sql<number>`array_position(${sql.val(q.classGuids)}::uuid[], students.class_guid)`;
    const students = db
      .selectFrom('students')
      .select(['students.guid as stuGuid', 'students.name', 'students.buddies', 'students.classGuid', classOrder.as('classOrder')])
      .where('students.schoolId', '=', q.schoolId)
      .where('students.classGuid', 'in', q.classGuids);
    const paged = <T extends { limit(n: number): T; offset(n: number): T }>(query: T) =>
      q.limit === undefined ? query : query.limit(q.limit).offset(q.offset ?? 0);

    if (q.orderType === ScoreOrderType.None) {
      const page = paged(students.orderBy(classOrder).orderBy('students.buddies').orderBy('students.guid'));
      return db
        .selectFrom(page.as('page'))
        .leftJoin('submissions', (join) =>
          join.onRef('submissions.studentGuid', '=', 'page.stuGuid').on('submissions.workGuid', '=', q.workGuid),
        )
        .select(['page.stuGuid', 'page.name', 'page.buddies', 'page.classGuid', ...SUBMISSION_COLUMNS])
        .orderBy('page.classOrder')
        .orderBy('page.buddies')
        .orderBy('page.stuGuid')
        .execute();
    }
    const [key, direction] = SCORED_ORDER[q.orderType];
    const query = students
      .leftJoin('submissions', (join) =>
        join.onRef('submissions.studentGuid', '=', 'students.guid').on('submissions.workGuid', '=', q.workGuid),
      )
      .select(SUBMISSION_COLUMNS)
      .orderBy(key, (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast())
      .orderBy(classOrder)
      .orderBy('students.buddies')
      .orderBy('students.guid');
    return paged(query).execute();
  },

  /**
   * The report's summary in one round trip: how many students the chosen classes have, the mean answering time of
   * those who submitted, and how many of the work's submissions have each score — what a page needs for its
   * levels, which rank every submission of the work whatever classes are shown.
   */
  async rosterSummary(db: DbOrTx, schoolId: number, workGuid: string, classGuids: readonly string[]) {
    const guids = classGuids.length > 0 ? classGuids : [NO_CLASS];
    const row = await db
      .selectNoFrom((eb) => [
        eb.selectFrom('students')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('students.schoolId', '=', schoolId)
          .where('students.classGuid', 'in', guids)
          .$asScalar()
          .as('total'),
        eb.selectFrom('submissions')
          .innerJoin('students', 'students.guid', 'submissions.studentGuid')
          .select(sql<number | null>`avg(submissions.duration_seconds)`.as('a'))
          .where('submissions.workGuid', '=', workGuid)
          .where('submissions.schoolId', '=', schoolId)
          .where('submissions.status', '>', 0)
          .where('students.classGuid', 'in', guids)
          .$asScalar()
          .as('avgDuration'),
        eb.selectFrom(
          eb.selectFrom('submissions')
            .select(['submissions.totalScore as score', sql<number>`count(*)::int`.as('count')])
            .where('submissions.workGuid', '=', workGuid)
            .where('submissions.schoolId', '=', schoolId)
            .where('submissions.status', '>', 0)
            .groupBy('submissions.totalScore')
            .as('h'),
        )
          .select(sql<ScoreCount[]>`coalesce(json_agg(json_build_object('score', h.score, 'count', h.count)), '[]')`.as('j'))
          .$asScalar()
          .as('scoreCounts'),
      ])
      .executeTakeFirstOrThrow();
    return {
      total: Number(row.total ?? 0),
      avgDuration: row.avgDuration === null ? null : Number(row.avgDuration),
      scoreCounts: (row.scoreCounts ?? []).map((c) => ({ score: Number(c.score), count: Number(c.count) })),
    };
  },

  /**
   * How many submitted students of each chosen class fall in each band of the range; band null counts those outside
   * it. The band expression is bandIndex of rules/score-distribution in SQL (half-open bands, the last one closed),
   * so a large work sends one row per class and band instead of one per score.
   */
  async bandCounts(db: DbOrTx, schoolId: number, workGuid: string, classGuids: readonly string[], r: DistributionRange) {
    if (classGuids.length === 0) return [];
    const score = sql.ref('submissions.totalScore');
    const band = sql<number | null>`CASE WHEN ${score} < ${r.minScore} OR ${score} > ${r.maxScore} THEN NULL
      ELSE LEAST(floor((${score} - ${r.minScore}) / ${r.stepSize})::int, ${bandCount(r) - 1}) END`;
    return db
      .selectFrom('submissions')
      .innerJoin('students', 'students.guid', 'submissions.studentGuid')
      .select(['students.classGuid', band.as('band'), sql<number>`count(*)::int`.as('count')])
      .where('submissions.workGuid', '=', workGuid)
      .where('submissions.schoolId', '=', schoolId)
      .where('submissions.status', '>', 0)
      .where('students.classGuid', 'in', classGuids)
      .groupBy(['students.classGuid', 'band'])
      .execute();
  },

  /** Each chosen class's head count and the submitted scores of its students, for the report's summary. */
  async classScores(db: DbOrTx, schoolId: number, workGuid: string, classGuids: readonly string[]) {
    if (classGuids.length === 0) return { counts: [], scores: [] };
    const [counts, scores] = await Promise.all([
      db
        .selectFrom('students')
        .select(['students.classGuid', sql<number>`count(*)::int`.as('count')])
        .where('students.schoolId', '=', schoolId)
        .where('students.classGuid', 'in', classGuids)
        .groupBy('students.classGuid')
        .execute(),
      db
        .selectFrom('submissions')
        .innerJoin('students', 'students.guid', 'submissions.studentGuid')
        .select(['students.classGuid', 'submissions.totalScore'])
        .where('submissions.workGuid', '=', workGuid)
        .where('submissions.schoolId', '=', schoolId)
        .where('submissions.status', '>', 0)
        .where('students.classGuid', 'in', classGuids)
        .execute(),
    ]);
    return {
      counts: counts.map((c) => ({ classGuid: c.classGuid, count: Number(c.count) })),
      scores: scores.map((s) => ({ classGuid: s.classGuid, score: Number(s.totalScore) })),
    };
  },
};
