import type { Db, DbOrTx } from '../../db/database.js';
import { answeringWorkCache } from '../homework/answering-work-cache.js';
import type { ClassScope } from '../classes/class-scope.js';
import { worksOfJoinedClasses } from '../classes/classes.repository.js';
import { ANSWERING_WORK_COLUMNS, homeworkRepository, type AnsweringWork, type WorkQuestionRow } from '../homework/homework.repository.js';

/** A homework as answering and marking need it. */
export type WorkRow = Omit<AnsweringWork, 'classGuids' | 'questions' | 'examExtensions'>;

/** A question of a homework; the homework module owns the table and the query. */
export type QuestionRow = WorkQuestionRow;

const workColumns = ANSWERING_WORK_COLUMNS;

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
   * findWorkOfClass and its questions, from the answering cache: at the bell every student of a class submits the same
   * homework, and only the first of them needs to read it.
   */
  async findWorkOfClassWithQuestions(db: Db, schoolId: number, classGuid: string, workGuid: string): Promise<(WorkRow & Pick<AnsweringWork, 'questions' | 'examExtensions'>) | undefined> {
    const work = await answeringWorkCache.get(db, schoolId, workGuid);
    if (!work || !work.classGuids.includes(classGuid)) return undefined;
    const { classGuids: _classGuids, ...rest } = work;
    return rest;
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

  /** Whether the scope (a teacher's classes, joined before the homework was published) includes any class of the homework. */
  async teachesAnyClassOf(db: DbOrTx, scope: ClassScope, workGuid: string): Promise<boolean> {
    if (scope.teacherId === null) return true;
    const row = await worksOfJoinedClasses(db, scope.schoolId, scope.teacherId).where('workClasses.workGuid', '=', workGuid).limit(1).executeTakeFirst();
    return row !== undefined;
  },
};
