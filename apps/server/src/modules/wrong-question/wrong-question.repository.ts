import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';
import { BANK_ITEM_COLUMNS, type BankItemRow } from '../question-bank/bank-items.repository.js';

/** Ended works of one subject given to at least one of the classes (the classes the user may see). */
export interface EndedWorksFilter {
  schoolId: number;
  classGuids: readonly string[];
  km: string;
  period: string;
  gradeCode?: string;
  from?: Date;
  to?: Date;
  now: Date;
}

function endedWorks(db: DbOrTx, f: EndedWorksFilter) {
  return db.selectFrom('works')
    .where('works.schoolId', '=', f.schoolId)
    .where('works.km', '=', f.km)
    .where('works.periodCode', '=', f.period)
    .where('works.deletedAt', 'is', null)
    .where('works.endTime', '<', f.now)
    .where('works.guid', 'in', (eb) => eb.selectFrom('workClasses').select('workClasses.workGuid')
      .where('workClasses.schoolId', '=', f.schoolId).where('workClasses.classGuid', 'in', f.classGuids))
    .$if(!!f.gradeCode, (q) => q.where('works.gradeCode', '=', f.gradeCode!))
    .$if(!!f.from, (q) => q.where('works.startTime', '>=', f.from!))
    .$if(!!f.to, (q) => q.where('works.startTime', '<', f.to!));
}

/** One question of a work with the figures of the counted students. */
export interface QuestionFigureRow {
  workGuid: string;
  workName: string;
  paperGuid: string | null;
  startTime: Date;
  periodCode: string;
  km: string;
  th: number;
  questionType: number;
  itemGuid: string | null;
  itemType: number | null;
  fullScore: number;
  submitCount: number;
  got: number;
  wrongCount: number;
}

/** The wrong-question grinding's SQL (spec 03 §7.2). */
export const wrongQuestionRepository = {
  async latestEndedWork(db: DbOrTx, f: EndedWorksFilter) {
    if (f.classGuids.length === 0) return undefined;
    return endedWorks(db, f).select(['works.guid', 'works.gradeCode']).orderBy('works.startTime', 'desc').orderBy('works.guid').executeTakeFirst();
  },

  async endedWorkGuids(db: DbOrTx, f: EndedWorksFilter, limit: number) {
    if (f.classGuids.length === 0) return [];
    const rows = await endedWorks(db, f).select('works.guid').orderBy('works.startTime', 'desc').orderBy('works.guid').limit(limit).execute();
    return rows.map((r) => r.guid);
  },

  async countEndedWorks(db: DbOrTx, f: EndedWorksFilter) {
    if (f.classGuids.length === 0) return 0;
    const r = await endedWorks(db, f).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    return Number(r.n);
  },

  /** A page of ended works, newest first, with the average total and the count of questions someone lost points on. */
  async endedWorkPage(db: DbOrTx, f: EndedWorksFilter, paging: { offset: number; limit: number }) {
    if (f.classGuids.length === 0) return [];
    const classGuids = f.classGuids;
    const rows = await endedWorks(db, f)
      .select(['works.guid', 'works.name', 'works.startTime', 'works.workType', 'works.gradeCode'])
      .select((eb) => [
        eb.selectFrom('submissions').innerJoin('students', 'students.guid', 'submissions.studentGuid')
          .select(sql<number | null>`avg(submissions.total_score)::float8`.as('a'))
          .whereRef('submissions.workGuid', '=', 'works.guid').where('submissions.status', '>', 0)
          .where('students.classGuid', 'in', classGuids).$asScalar().as('gradeAvg'),
        eb.selectFrom('workQuestions').select(sql<number>`coalesce(sum(work_questions.score), 0)::float8`.as('s'))
          .whereRef('workQuestions.workGuid', '=', 'works.guid').$asScalar().as('fullScore'),
        eb.selectFrom('workQuestions as wq').select(sql<number>`count(*)::int`.as('n'))
          .whereRef('wq.workGuid', '=', 'works.guid')
          .where((w) => w.exists(w.selectFrom('submissions')
            .innerJoin('students', 'students.guid', 'submissions.studentGuid')
            .leftJoin('submissionAnswers', (j) => j.onRef('submissionAnswers.submissionGuid', '=', 'submissions.guid').onRef('submissionAnswers.th', '=', 'wq.th'))
            .select(sql`1`.as('one'))
            .whereRef('submissions.workGuid', '=', 'wq.workGuid').where('submissions.status', '>', 0)
            .where('students.classGuid', 'in', classGuids)
            .where(sql<boolean>`coalesce(submission_answers.score, 0) < wq.score`)))
          .$asScalar().as('wrongCount'),
      ])
      .orderBy('works.startTime', 'desc').orderBy('works.guid')
      .offset(paging.offset).limit(paging.limit).execute();
    return rows.map((r) => ({ ...r, gradeAvg: r.gradeAvg === null ? null : Number(r.gradeAvg), fullScore: Number(r.fullScore ?? 0), wrongCount: Number(r.wrongCount ?? 0) }));
  },

  /** The works of the school among `guids` (deleted ones absent). */
  worksOf(db: DbOrTx, schoolId: number, guids: readonly string[]) {
    if (guids.length === 0) return Promise.resolve([]);
    return db.selectFrom('works').select(['guid', 'name', 'km', 'periodCode', 'gradeCode', 'endTime'])
      .where('schoolId', '=', schoolId).where('guid', 'in', guids).where('deletedAt', 'is', null).execute();
  },

  /** Classes (of `classGuids`) that received one of the works. */
  async classesGiven(db: DbOrTx, schoolId: number, workGuids: readonly string[], classGuids: readonly string[]) {
    if (workGuids.length === 0 || classGuids.length === 0) return new Set<string>();
    const rows = await db.selectFrom('workClasses').select('classGuid').distinct()
      .where('schoolId', '=', schoolId).where('workGuid', 'in', workGuids).where('classGuid', 'in', classGuids).execute();
    return new Set(rows.map((r) => r.classGuid));
  },

  /** The class's students who submitted one of the works, by name. */
  submittedStudents(db: DbOrTx, schoolId: number, workGuids: readonly string[], classGuid: string) {
    return db.selectFrom('students').select(['students.guid', 'students.name', 'students.buddies'])
      .where('students.schoolId', '=', schoolId).where('students.classGuid', '=', classGuid)
      // Per student of the class through the submissions' student key, not every submission of the works.
      .where((eb) => eb.exists(eb.selectFrom('submissions').select(sql`1`.as('one'))
        .whereRef('submissions.studentGuid', '=', 'students.guid')
        .where('submissions.schoolId', '=', schoolId).where('submissions.workGuid', 'in', workGuids).where('submissions.status', '>', 0)))
      .orderBy('students.buddies').orderBy('students.name').execute();
  },

  /**
   * Per question of the works: the submitted students of the class (or the chosen ones), points got (a missing or
   * unmarked answer counts 0) and how many fell short of full marks. Works nobody of them submitted give no rows.
   * Read in three parts — submissions per work, answer sums per question, the questions — so the answers are
   * reached once per submission through their key (a join of every question with every submission's answers read
   * each submission's answers once per question).
   */
  async questionFigures(db: DbOrTx, s: { schoolId: number; workGuids: readonly string[]; classGuid: string; studentGuids?: readonly string[]; ths?: { workGuid: string; th: number }[] }): Promise<QuestionFigureRow[]> {
    if (s.workGuids.length === 0) return [];
    const counted = db.selectFrom('submissions as s')
      .where('s.schoolId', '=', s.schoolId)
      .where('s.workGuid', 'in', s.workGuids)
      .where('s.status', '>', 0)
      .where('s.studentGuid', 'in', (eb) => eb.selectFrom('students').select('students.guid')
        .where('students.schoolId', '=', s.schoolId).where('students.classGuid', '=', s.classGuid)
        .$if(!!s.studentGuids?.length, (q) => q.where('students.guid', 'in', s.studentGuids!)));
    const [perWork, perQuestion] = await Promise.all([
      counted.select(['s.workGuid', sql<number>`count(*)::int`.as('n')]).groupBy('s.workGuid').execute(),
      counted
        .innerJoin('submissionAnswers as a', 'a.submissionGuid', 's.guid')
        .innerJoin('workQuestions as q', (j) => j.onRef('q.workGuid', '=', 's.workGuid').onRef('q.th', '=', 'a.th'))
        .select(['s.workGuid', 'a.th',
          sql<number>`coalesce(sum(a.score), 0)::float8`.as('got'),
          sql<number>`(count(*) FILTER (WHERE a.score >= q.score))::int`.as('fullMarks')])
        .groupBy(['s.workGuid', 'a.th'])
        .execute(),
    ]);
    const submitted = new Map(perWork.map((r) => [r.workGuid, Number(r.n)]));
    if (submitted.size === 0) return [];
    const sums = new Map(perQuestion.map((r) => [`${r.workGuid}:${r.th}`, { got: Number(r.got), fullMarks: Number(r.fullMarks) }]));
    const questions = await db.selectFrom('workQuestions')
      .innerJoin('works', 'works.guid', 'workQuestions.workGuid')
      .leftJoin('items', 'items.guid', 'workQuestions.itemGuid')
      .where('works.schoolId', '=', s.schoolId)
      .where('workQuestions.workGuid', 'in', [...submitted.keys()])
      .select([
        'works.guid as workGuid', 'works.name as workName', 'works.paperGuid', 'works.startTime', 'works.periodCode', 'works.km',
        'workQuestions.th', 'workQuestions.type as questionType', 'workQuestions.itemGuid', 'items.type as itemType',
        sql<number>`work_questions.score::float8`.as('fullScore'),
      ])
      .execute();
    const wanted = s.ths ? new Set(s.ths.map((t) => `${t.workGuid}:${t.th}`)) : null;
    return questions
      .filter((q) => !wanted || wanted.has(`${q.workGuid}:${q.th}`))
      .map((q) => {
        const submitCount = submitted.get(q.workGuid)!;
        const sum = sums.get(`${q.workGuid}:${q.th}`) ?? { got: 0, fullMarks: 0 };
        const fullScore = Number(q.fullScore);
        return { ...q, fullScore, submitCount, got: sum.got, wrongCount: fullScore > 0 ? submitCount - sum.fullMarks : 0 };
      });
  },

  /** Knowledge points of bank items, primary first. */
  knowledgeOf(db: DbOrTx, itemGuids: readonly string[]) {
    if (itemGuids.length === 0) return Promise.resolve([]);
    return db.selectFrom('itemKnowledge').innerJoin('knowledgePoints', 'knowledgePoints.guid', 'itemKnowledge.knowledgeGuid')
      .select(['itemKnowledge.itemGuid', 'knowledgePoints.guid', 'knowledgePoints.name', 'knowledgePoints.sort'])
      .where('itemKnowledge.itemGuid', 'in', itemGuids)
      .orderBy('knowledgePoints.sort').execute();
  },

  /** Bank rows of items the school may see (platform items and its own). */
  itemRows(db: DbOrTx, schoolId: number, guids: readonly string[]): Promise<BankItemRow[]> {
    if (guids.length === 0) return Promise.resolve([]);
    return db.selectFrom('items').select([...BANK_ITEM_COLUMNS])
      .where('items.guid', 'in', guids)
      .where((eb) => eb.or([eb('items.schoolId', 'is', null), eb('items.schoolId', '=', schoolId)]))
      .execute() as Promise<BankItemRow[]>;
  },

  /** One question's answers by the class's submitted students, by student number. */
  answersOf(db: DbOrTx, s: { schoolId: number; workGuid: string; th: number; classGuid: string }) {
    return db.selectFrom('submissions')
      .innerJoin('students', 'students.guid', 'submissions.studentGuid')
      .leftJoin('submissionAnswers', (j) => j.onRef('submissionAnswers.submissionGuid', '=', 'submissions.guid').on('submissionAnswers.th', '=', s.th))
      .select(['students.name', 'students.buddies', 'submissionAnswers.answer', 'submissionAnswers.score'])
      .where('submissions.schoolId', '=', s.schoolId).where('submissions.workGuid', '=', s.workGuid).where('submissions.status', '>', 0)
      .where('students.classGuid', '=', s.classGuid)
      .orderBy('students.buddies').orderBy('students.name').execute();
  },

  question(db: DbOrTx, schoolId: number, workGuid: string, th: number) {
    return db.selectFrom('workQuestions').select(['th', 'type', 'score', 'answer', 'itemGuid'])
      .where('schoolId', '=', schoolId).where('workGuid', '=', workGuid).where('th', '=', th).executeTakeFirst();
  },

  knowledgeName(db: DbOrTx, guid: string) {
    return db.selectFrom('knowledgePoints').select(['guid', 'name', 'periodCode', 'km']).where('guid', '=', guid).executeTakeFirst();
  },

  /**
   * Bank questions tagged with one of the points, of the period and subject, platform or the school's own bank, not
   * used by the school yet: nearest the target difficulty first, then newest year.
   */
  async recommend(db: DbOrTx, s: { schoolId: number; period: string; km: string; knowledgeGuids: readonly string[]; target: number; type?: number; difficulty?: number; offset: number; limit: number }) {
    if (s.knowledgeGuids.length === 0) return { rows: [] as BankItemRow[], total: 0 };
    const base = db.selectFrom('items')
      .where('items.periodCode', '=', s.period).where('items.km', '=', s.km).where('items.deletedAt', 'is', null)
      .where((eb) => eb.or([
        eb.and([eb('items.schoolId', 'is', null), eb('items.source', '=', 100)]),
        eb.and([eb('items.schoolId', '=', s.schoolId), eb('items.source', '=', 200)]),
      ]))
      .where('items.guid', 'in', (eb) => eb.selectFrom('itemKnowledge').select('itemKnowledge.itemGuid').where('itemKnowledge.knowledgeGuid', 'in', s.knowledgeGuids))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('itemSchoolUses').select(sql`1`.as('one'))
        .whereRef('itemSchoolUses.itemGuid', '=', 'items.guid').where('itemSchoolUses.schoolId', '=', s.schoolId))))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('workQuestions').select(sql`1`.as('one'))
        .whereRef('workQuestions.itemGuid', '=', 'items.guid').where('workQuestions.schoolId', '=', s.schoolId))))
      .$if(s.type !== undefined, (q) => q.where('items.type', '=', s.type!))
      .$if(s.difficulty !== undefined, (q) => q.where('items.difficulty', '=', s.difficulty!));
    const [count, rows] = await Promise.all([
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      base.select([...BANK_ITEM_COLUMNS])
        .orderBy(sql`abs(items.difficulty - ${s.target})`).orderBy('items.year', 'desc').orderBy('items.guid')
        .offset(s.offset).limit(s.limit).execute(),
    ]);
    return { rows: rows as BankItemRow[], total: Number(count.n) };
  },
};
