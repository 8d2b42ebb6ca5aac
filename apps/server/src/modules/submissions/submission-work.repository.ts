import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DbOrTx } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import type { ClassScope } from '../classes/class-scope.js';
import { visibleClassGuids } from '../classes/classes.repository.js';
import { homeworkRepository, type WorkQuestionRow } from '../homework/homework.repository.js';

/** A homework as answering and marking need it. */
export interface WorkRow {
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
}

/** A question of a homework; the homework module owns the table and the query. */
export type QuestionRow = WorkQuestionRow;

const workColumns = [
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
] as const;

/**
 * Read-only access to the homework tables for submissions, marking and machine-read entry. Every query is scoped by
 * school_id, and deleted homework does not exist here.
 */
export const submissionWorkRepository = {
  async findWork(db: DbOrTx, schoolId: number, workGuid: string): Promise<WorkRow | undefined> {
    return db
      .selectFrom('works')
      .select(workColumns)
      .where('works.schoolId', '=', schoolId)
      .where('works.guid', '=', workGuid)
      .where('works.deletedAt', 'is', null)
      .executeTakeFirst();
  },

  /** The homework only when it is published to the class (what a student of that class may open). */
  async findWorkOfClass(db: DbOrTx, schoolId: number, classGuid: string, workGuid: string): Promise<WorkRow | undefined> {
    return db
      .selectFrom('works')
      .innerJoin('workClasses', 'workClasses.workGuid', 'works.guid')
      .select(workColumns)
      .where('works.schoolId', '=', schoolId)
      .where('works.guid', '=', workGuid)
      .where('works.deletedAt', 'is', null)
      .where('workClasses.classGuid', '=', classGuid)
      .executeTakeFirst();
  },

  /**
   * findWorkOfClass and its questions in one statement: a submit needs both, and at the bell every round trip saved
   * is one per student.
   */
  async findWorkOfClassWithQuestions(db: DbOrTx, schoolId: number, classGuid: string, workGuid: string): Promise<(WorkRow & { questions: QuestionRow[] }) | undefined> {
    return db
      .selectFrom('works')
      .innerJoin('workClasses', 'workClasses.workGuid', 'works.guid')
      .select(workColumns)
      .select((eb) =>
        jsonArrayFrom(
          eb.selectFrom('workQuestions')
            .select(['workQuestions.th', 'workQuestions.type', 'workQuestions.optionCount', 'workQuestions.score', 'workQuestions.answer', 'workQuestions.multSetting'])
            .where('workQuestions.schoolId', '=', schoolId)
            .whereRef('workQuestions.workGuid', '=', 'works.guid')
            .orderBy('workQuestions.th'),
        ).as('questions'),
      )
      .where('works.schoolId', '=', schoolId)
      .where('works.guid', '=', workGuid)
      .where('works.deletedAt', 'is', null)
      .where('workClasses.classGuid', '=', classGuid)
      .modifyEnd(prepared())
      .executeTakeFirst() as Promise<(WorkRow & { questions: QuestionRow[] }) | undefined>;
  },

  questionsOf(db: DbOrTx, schoolId: number, workGuid: string): Promise<QuestionRow[]> {
    return homeworkRepository.questionsOfWork(db, schoolId, workGuid);
  },

  /** The classes the homework is published to, in class order. */
  async classesOf(db: DbOrTx, schoolId: number, workGuid: string) {
    return db
      .selectFrom('workClasses')
      .innerJoin('classes', 'classes.guid', 'workClasses.classGuid')
      .select(['classes.guid', 'classes.name'])
      .where('workClasses.schoolId', '=', schoolId)
      .where('workClasses.workGuid', '=', workGuid)
      .orderBy('classes.gradeCode')
      .orderBy('classes.number')
      .orderBy('classes.classCode')
      .execute();
  },

  /** Whether the scope (a teacher's classes) includes any class of the homework. */
  async teachesAnyClassOf(db: DbOrTx, scope: ClassScope, workGuid: string): Promise<boolean> {
    const row = await db
      .selectFrom('workClasses')
      .select('workClasses.classGuid')
      .where('workClasses.schoolId', '=', scope.schoolId)
      .where('workClasses.workGuid', '=', workGuid)
      .where('workClasses.classGuid', 'in', visibleClassGuids(db, scope))
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },
};
