import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DbOrTx } from '../../db/database.js';
import type { WorksTable } from '../../db/schema-homework.js';
import { worksOfJoinedClasses } from '../classes/classes.repository.js';
import type { ClassScope } from '../classes/class-scope.js';

export type WorkRow = Selectable<WorksTable>;
export type NewWork = Insertable<WorksTable>;
export type WorkPatch = Updateable<WorksTable>;

export interface WorkQuestionRow {
  th: number;
  type: number;
  optionCount: number;
  score: number;
  answer: string;
  multSetting: unknown;
  /** The bank item of a question published from a paper (null or absent otherwise); kept through edits. */
  itemGuid?: string | null;
  itemVersion?: number | null;
  subIndex?: number | null;
}

/** The columns of a work that answering, marking and machine-read entry read. */
export const ANSWERING_WORK_COLUMNS = [
  'works.guid',
  'works.schoolId',
  'works.creatorUserId',
  'works.name',
  'works.km',
  'works.workType',
  'works.startTime',
  'works.endTime',
  'works.releaseType',
  'works.releaseTime',
  'works.overdueable',
  'works.showStudentInfo',
  // Exams (migration 20261128T1400): null duration for homework; the extra delay widens the submit window.
  'works.examDuration',
  'works.examDelay',
] as const;

/** A live homework as students answer it: the work, the classes it is published to, its questions by number. */
export interface AnsweringWork {
  guid: string;
  schoolId: number;
  creatorUserId: number;
  name: string;
  km: string;
  workType: number;
  startTime: Date;
  endTime: Date;
  releaseType: number;
  releaseTime: Date | null;
  overdueable: boolean;
  showStudentInfo: boolean;
  examDuration: number | null;
  examDelay: number;
  classGuids: string[];
  questions: WorkQuestionRow[];
  /**
   * Exams: the minutes each class was given on top (TimeExpand), by class guid; empty for homework. Read with the
   * work so that 3,000 students opening or submitting an exam do not each read their class's row (TimeExpand goes
   * through changeWork, which forgets the cached copy).
   */
  examExtensions: Record<string, number>;
}

/** Submitted statuses of spec 03 §9 (1 submitted, 2 overdue, 3 missing sheet); 0 is a placeholder row. */
export const SUBMITTED_STATUSES = [1, 2, 3] as const;

/** Works and their classes, files and questions; every query is scoped by school and skips deleted works. */
export const homeworkRepository = {
  async findWork(db: DbOrTx, schoolId: number, guid: string): Promise<WorkRow | undefined> {
    return db.selectFrom('works').selectAll().where('schoolId', '=', schoolId).where('guid', '=', guid)
      .where('deletedAt', 'is', null).executeTakeFirst();
  },

  /** A live homework with its classes and questions in one statement (read through answering-work-cache.ts). */
  async findForAnswering(db: DbOrTx, schoolId: number, guid: string): Promise<AnsweringWork | undefined> {
    return db
      .selectFrom('works')
      .select(ANSWERING_WORK_COLUMNS)
      .select(sql<string[]>`ARRAY(SELECT class_guid::text FROM work_classes WHERE work_guid = works.guid AND school_id = works.school_id)`.as('classGuids'))
      .select(sql<Record<string, number>>`(SELECT coalesce(jsonb_object_agg(class_guid::text, minutes), '{}'::jsonb) FROM exam_time_extensions
        WHERE work_guid = works.guid AND school_id = works.school_id)`.as('examExtensions'))
      .select((eb) =>
        jsonArrayFrom(
          eb.selectFrom('workQuestions')
            .select(['workQuestions.th', 'workQuestions.type', 'workQuestions.optionCount', 'workQuestions.score', 'workQuestions.answer', 'workQuestions.multSetting'])
            .whereRef('workQuestions.schoolId', '=', 'works.schoolId')
            .whereRef('workQuestions.workGuid', '=', 'works.guid')
            .orderBy('workQuestions.th'),
        ).as('questions'),
      )
      .where('works.schoolId', '=', schoolId)
      .where('works.guid', '=', guid)
      .where('works.deletedAt', 'is', null)
      .executeTakeFirst() as Promise<AnsweringWork | undefined>;
  },

  /** The latest work of the school made from a bank paper. */
  async findWorkByPaper(db: DbOrTx, schoolId: number, paperGuid: string): Promise<WorkRow | undefined> {
    return db.selectFrom('works').selectAll().where('schoolId', '=', schoolId).where('paperGuid', '=', paperGuid)
      .where('deletedAt', 'is', null).orderBy('createdAt', 'desc').limit(1).executeTakeFirst();
  },

  /** Locks the work row for the rest of the transaction, so concurrent edits and rescoring serialise. */
  async lockWork(db: DbOrTx, schoolId: number, guid: string): Promise<WorkRow | undefined> {
    return db.selectFrom('works').selectAll().where('schoolId', '=', schoolId).where('guid', '=', guid)
      .where('deletedAt', 'is', null).forUpdate().executeTakeFirst();
  },

  /** A teacher sees a work they created or one given to a class of their teaching info after they joined it. */
  async isVisibleToTeacher(db: DbOrTx, scope: ClassScope, work: Pick<WorkRow, 'guid' | 'creatorUserId'>): Promise<boolean> {
    if (scope.teacherId === null || work.creatorUserId === scope.teacherId) return true;
    const row = await worksOfJoinedClasses(db, scope.schoolId, scope.teacherId).where('workClasses.workGuid', '=', work.guid).executeTakeFirst();
    return row !== undefined;
  },

  async isWorkCodeTaken(db: DbOrTx, schoolId: number, workCode: string): Promise<boolean> {
    const row = await db.selectFrom('works').select('guid').where('schoolId', '=', schoolId).where('workCode', '=', workCode).executeTakeFirst();
    return row !== undefined;
  },

  /** Serialises the saves of one school so that a new work code is checked and taken atomically. */
  async lockSchool(db: DbOrTx, schoolId: number): Promise<void> {
    await db.selectFrom('schools').select('id').where('id', '=', schoolId).forUpdate().execute();
  },

  async insertWork(db: DbOrTx, row: NewWork): Promise<void> {
    await db.insertInto('works').values(row).execute();
  },

  async updateWork(db: DbOrTx, schoolId: number, guid: string, patch: WorkPatch): Promise<void> {
    await db.updateTable('works').set({ ...patch, updatedAt: new Date() }).where('schoolId', '=', schoolId).where('guid', '=', guid).execute();
  },

  async softDelete(db: DbOrTx, schoolId: number, guid: string): Promise<void> {
    await db.updateTable('works').set({ deletedAt: new Date() }).where('schoolId', '=', schoolId).where('guid', '=', guid).execute();
  },

  /** The work's classes in class order, with their current student counts. */
  async classesOfWork(db: DbOrTx, schoolId: number, guid: string) {
    return db
      .selectFrom('workClasses')
      .innerJoin('classes', 'classes.guid', 'workClasses.classGuid')
      .select(['classes.guid', 'classes.classCode', 'classes.name', 'classes.gradeCode', 'classes.isTeachClass', 'classes.number'])
      .select((eb) =>
        eb.selectFrom('students').select(sql<number>`count(*)::int`.as('n')).whereRef('students.classGuid', '=', 'classes.guid')
          .where('students.schoolId', '=', schoolId).$asScalar().$notNull().as('studentCount'))
      .where('workClasses.schoolId', '=', schoolId)
      .where('workClasses.workGuid', '=', guid)
      .orderBy('classes.number')
      .orderBy('classes.classCode')
      .execute();
  },

  async replaceClasses(db: DbOrTx, schoolId: number, guid: string, classGuids: readonly string[]): Promise<void> {
    await db.deleteFrom('workClasses').where('schoolId', '=', schoolId).where('workGuid', '=', guid).execute();
    if (classGuids.length === 0) return;
    await db.insertInto('workClasses').values(classGuids.map((classGuid) => ({ workGuid: guid, schoolId, classGuid }))).execute();
  },

  /** File keys of the work by role, in upload order. */
  async filesOfWork(db: DbOrTx, schoolId: number, guid: string) {
    return db.selectFrom('workFiles').select(['fileKey', 'role']).where('schoolId', '=', schoolId).where('workGuid', '=', guid)
      .orderBy('role').orderBy('sort').execute();
  },

  async replaceFiles(db: DbOrTx, schoolId: number, guid: string, papers: readonly string[], answers: readonly string[]): Promise<void> {
    await db.deleteFrom('workFiles').where('schoolId', '=', schoolId).where('workGuid', '=', guid).execute();
    const rows = [
      ...papers.map((fileKey, sort) => ({ workGuid: guid, schoolId, fileKey, role: 'question' as const, sort })),
      ...answers.map((fileKey, sort) => ({ workGuid: guid, schoolId, fileKey, role: 'answer' as const, sort })),
    ];
    if (rows.length > 0) await db.insertInto('workFiles').values(rows).execute();
  },

  async questionsOfWork(db: DbOrTx, schoolId: number, guid: string): Promise<WorkQuestionRow[]> {
    return db.selectFrom('workQuestions').select(['th', 'type', 'optionCount', 'score', 'answer', 'multSetting', 'itemGuid', 'itemVersion', 'subIndex'])
      .where('schoolId', '=', schoolId).where('workGuid', '=', guid).orderBy('th').execute();
  },

  async replaceQuestions(db: DbOrTx, schoolId: number, guid: string, questions: readonly WorkQuestionRow[]): Promise<void> {
    await db.deleteFrom('workQuestions').where('schoolId', '=', schoolId).where('workGuid', '=', guid).execute();
    if (questions.length === 0) return;
    await db.insertInto('workQuestions').values(questions.map((q) => ({
      workGuid: guid, schoolId, th: q.th, type: q.type, optionCount: q.optionCount, score: q.score, answer: q.answer,
      multSetting: q.multSetting ? JSON.stringify(q.multSetting) : null,
      itemGuid: q.itemGuid ?? null, itemVersion: q.itemVersion ?? null, subIndex: q.subIndex ?? null,
    }))).execute();
  },

  async setMultSetting(db: DbOrTx, schoolId: number, guid: string, th: number, setting: unknown): Promise<void> {
    await db.updateTable('workQuestions').set({ multSetting: setting ? JSON.stringify(setting) : null })
      .where('schoolId', '=', schoolId).where('workGuid', '=', guid).where('th', '=', th).execute();
  },

  /** Students who submitted the work, and whether anyone has. */
  async submitCount(db: DbOrTx, schoolId: number, guid: string): Promise<number> {
    const row = await db.selectFrom('submissions').select(sql<number>`count(*)::int`.as('n')).where('schoolId', '=', schoolId)
      .where('workGuid', '=', guid).where('status', 'in', SUBMITTED_STATUSES).executeTakeFirstOrThrow();
    return row.n;
  },

  async userName(db: DbOrTx, userId: number): Promise<string> {
    const row = await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
    return row?.name ?? '';
  },

  /** A question-bank paper the school may use (its own or a public one). */
  async paperExists(db: DbOrTx, schoolId: number, paperGuid: string): Promise<boolean> {
    const row = await db.selectFrom('papers').select('guid').where('guid', '=', paperGuid)
      .where((eb) => eb.or([eb('schoolId', '=', schoolId), eb('schoolId', 'is', null)])).executeTakeFirst();
    return row !== undefined;
  },
};
