import { randomUUID } from 'node:crypto';
import { TaskLimits, TaskTexts, type TaskTypeValue, type TTaskQueued } from '@zuoyeben/shared';
import { AppError } from '../../lib/errors.js';
import type { JobDefinition, JobQueue } from '../../lib/jobs/index.js';
import type { Actor } from '../../plugins/session.js';
import { saveGeneratedFile, type FilePlatform } from './generated-files.service.js';
import { tasksRepository, type TaskRow } from './tasks.repository.js';

/** What tasks need: the records, file storage and the queue (a FastifyInstance has all three). */
export interface TaskPlatform extends FilePlatform {
  jobs: JobQueue;
}

/** What a task's handler hands back: a file to keep (stored and offered for download), or a kept file's id. */
export type TaskOutput = { file: { name: string; mime: string; body: Buffer; cacheKey?: string; shared?: boolean } } | { fileId: string } | void;

/** A job that is a task of the task centre: its handler gets the task's row (school, user) with the job's data. */
export interface TaskJobDefinition<T extends object> extends Omit<JobDefinition<T>, 'run'> {
  run(data: T, task: TaskRow): Promise<TaskOutput>;
}

/**
 * Defines a task job. Around the handler: the task row follows the attempt (running, done with its file, failed with
 * a Chinese message); a refusal (AppError: the homework was deleted meanwhile…) ends the task without retrying; a
 * task already finished or deleted is not run again, so a job the queue hands out twice (its worker died after the
 * work was done) does the work once.
 */
export function defineTaskJob<T extends object>(p: TaskPlatform, definition: TaskJobDefinition<T>): void {
  p.jobs.define<T>({
    ...definition,
    async run(data, attempt) {
      const task = await tasksRepository.byId(p.db, attempt.id);
      if (!task || task.state === 'completed' || task.state === 'failed') return { skipped: true };
      await tasksRepository.markActive(p.db, task.id);
      try {
        const output = await definition.run(data, task);
        const fileId = output
          ? 'fileId' in output
            ? output.fileId
            : (await saveGeneratedFile(p, { schoolId: task.schoolId, ownerUserId: output.file.shared ? null : task.userId, expiresInHours: TaskLimits.taskFileDays * 24, ...output.file })).id
          : null;
        await tasksRepository.markCompleted(p.db, task.id, fileId);
        return { fileId };
      } catch (error) {
        if (error instanceof AppError) {
          await tasksRepository.markFailed(p.db, task.id, error.message, true);
          return { refused: error.message };
        }
        await tasksRepository.markFailed(p.db, task.id, TaskTexts.failed, attempt.isLastAttempt);
        throw error;
      }
    },
  });
}

export interface NewTask<T extends object> {
  /** The task job's queue name (defined with defineTaskJob). */
  job: string;
  /** The task's name in the task centre (e.g. 七年级1班 成绩单). */
  name: string;
  type: TaskTypeValue;
  /** The subject the task belongs to, shown in the panel. */
  km?: string;
  workGuid?: string;
  data: T;
}

/**
 * Starts a task for the actor: its row and its job are written in one transaction, so there is never a task without
 * a job or the reverse. Answer the request with `queued(result)` (body status 201).
 */
export async function enqueueTask<T extends object>(p: TaskPlatform, actor: Actor, task: NewTask<T>): Promise<TTaskQueued> {
  const id = randomUUID();
  await p.db.transaction().execute(async (trx) => {
    await tasksRepository.insert(trx, {
      id,
      schoolId: actor.schoolId,
      userId: actor.userId,
      km: task.km ?? '',
      workGuid: task.workGuid ?? null,
      name: task.name,
      type: task.type,
      jobName: task.job,
    });
    await p.jobs.send(task.job, task.data, { trx, id });
  });
  p.jobs.wake(task.job);
  return { key: id, name: task.name, type: task.type };
}
