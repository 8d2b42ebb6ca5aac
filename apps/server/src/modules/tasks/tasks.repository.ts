import { sql, type Insertable, type Selectable } from 'kysely';
import type { DbOrTx } from '../../db/database.js';
import type { TasksTable } from '../../db/schema-tasks.js';

export type TaskRow = Selectable<TasksTable>;

export interface TaskListFilter {
  workGuid?: string;
  km?: string;
}

/** The task centre's rows. Reads for a user are scoped by school and user; the worker reads by id (the job's id). */
export const tasksRepository = {
  async insert(db: DbOrTx, row: Insertable<TasksTable>): Promise<void> {
    await db.insertInto('tasks').values(row).execute();
  },

  async byId(db: DbOrTx, id: string): Promise<TaskRow | undefined> {
    return db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async ofUser(db: DbOrTx, schoolId: number, userId: number, id: string): Promise<TaskRow | undefined> {
    return db.selectFrom('tasks').selectAll().where('id', '=', id).where('schoolId', '=', schoolId).where('userId', '=', userId).executeTakeFirst();
  },

  /** Newest first, with the name of each finished task's file. */
  async listOfUser(db: DbOrTx, schoolId: number, userId: number, filter: TaskListFilter, limit: number): Promise<(TaskRow & { fileName: string | null })[]> {
    let query = db
      .selectFrom('tasks')
      .leftJoin('generatedFiles', 'generatedFiles.id', 'tasks.fileId')
      .selectAll('tasks')
      .select('generatedFiles.name as fileName')
      .where('tasks.schoolId', '=', schoolId)
      .where('tasks.userId', '=', userId);
    if (filter.workGuid) query = query.where('tasks.workGuid', '=', filter.workGuid);
    if (filter.km) query = query.where('tasks.km', '=', filter.km);
    return query.orderBy('tasks.createdAt', 'desc').limit(limit).execute();
  },

  /** An attempt starts: the first start is kept, so the run time counts from it across retries. */
  async markActive(db: DbOrTx, id: string): Promise<void> {
    await db
      .updateTable('tasks')
      .set({ state: 'active', startedAt: sql<Date>`coalesce(started_at, now())` })
      .where('id', '=', id)
      .execute();
  },

  async markCompleted(db: DbOrTx, id: string, fileId: string | null): Promise<void> {
    await db
      .updateTable('tasks')
      .set({
        state: 'completed',
        fileId,
        finishedAt: sql<Date>`now()`,
        runSeconds: sql<number>`greatest(0, ceil(extract(epoch FROM now() - coalesce(started_at, now()))))::int`,
        errorMessage: null,
      })
      .where('id', '=', id)
      .execute();
  },

  /** A failed attempt: `final` ends the task, otherwise it waits for its retry. */
  async markFailed(db: DbOrTx, id: string, message: string, final: boolean): Promise<void> {
    await db
      .updateTable('tasks')
      .set(
        final
          ? {
              state: 'failed',
              errorMessage: message,
              finishedAt: sql<Date>`now()`,
              runSeconds: sql<number>`greatest(0, ceil(extract(epoch FROM now() - coalesce(started_at, now()))))::int`,
            }
          : { state: 'retry', errorMessage: message },
      )
      .where('id', '=', id)
      .execute();
  },

  async remove(db: DbOrTx, schoolId: number, userId: number, id: string): Promise<TaskRow | undefined> {
    return db.deleteFrom('tasks').where('id', '=', id).where('schoolId', '=', schoolId).where('userId', '=', userId).returningAll().executeTakeFirst();
  },
};
