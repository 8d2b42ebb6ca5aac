import { TaskLimits, TaskType, type RoleValue, type TaskTypeValue, type TExportResult } from '@zuoyeben/shared';
import { ok, queued } from '../../lib/envelope.js';
import type { Db } from '../../db/database.js';
import { forbidden } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { sessionRepository } from '../account/session.repository.js';
import { fileUrlOf, saveGeneratedFile } from './generated-files.service.js';
import { defineTaskJob, enqueueTask, type TaskPlatform } from './task-jobs.js';
import type { TaskRow } from './tasks.repository.js';

/** A file an export makes. */
export interface ExportFile {
  body: Buffer;
  fileName: string;
  mime: string;
}

/** The job data of an export task: who asked (re-checked when it runs) and the export's own parameters. */
interface ExportJobData<P> {
  role: RoleValue;
  params: P;
}

/**
 * The actor a task runs as: its owner, in the role they had when they started it, with their membership's access read
 * again now (a member disabled or a school expired since the start makes nothing).
 */
async function actorOfTask(db: Db, task: TaskRow, role: RoleValue): Promise<Actor> {
  const access = await sessionRepository.accessOfMember(db, task.userId, task.schoolId, role);
  if (!access) throw forbidden('您已不是该校成员，无法完成此任务');
  return { userId: task.userId, schoolId: task.schoolId, role, sessionId: '', access };
}

export interface ExportDefinition<P> {
  /** The task job's name (export.score…). */
  job: string;
  /** The task's type in the task centre (default: a file download). */
  type?: TaskTypeValue;
  /** Always a task of the task centre, however small (an export the spec routes through the task centre). */
  alwaysTask?: boolean;
  /** Checks the actor may export it and tells how many rows it would have and its task's name and subject. */
  plan(actor: Actor, params: P): Promise<ExportPlan>;
  /** Makes the file (checks the actor again: a task may run minutes later). */
  make(actor: Actor, params: P): Promise<ExportFile>;
}

export interface ExportPlan {
  rows: number;
  /** The task's name in the task centre. */
  name: string;
  km?: string;
  workGuid?: string;
}

/** Rows above which an export runs as a task (TaskLimits.inlineExportMaxRows; tests set it lower). */
export interface ExportPlatform extends TaskPlatform {
  exportInlineMaxRows: number;
}

/**
 * The pattern of every export (spec 03 §7.1 ImportScore → data.url): a small one answers at once with `data.url`, a
 * generated file the browser then downloads; a large one runs as a task of the task centre (body status 201) so no
 * request waits for a big workbook. Returns the route's answer.
 */
export function defineExport<P extends object>(p: ExportPlatform, definition: ExportDefinition<P>) {
  defineTaskJob<ExportJobData<P>>(p, {
    name: definition.job,
    async run(data, task) {
      const file = await definition.make(await actorOfTask(p.db, task, data.role), data.params);
      return { file: { name: file.fileName, mime: file.mime, body: file.body } };
    },
  });

  return async (actor: Actor, params: P): Promise<{ status: number; message: string; data: TExportResult }> => {
    const { rows, ...described } = await definition.plan(actor, params);
    if (definition.alwaysTask || rows > p.exportInlineMaxRows) {
      return queued(await enqueueTask(p, actor, { job: definition.job, type: definition.type ?? TaskType.FileDownload, ...described, data: { role: actor.role, params } }));
    }
    const file = await definition.make(actor, params);
    const saved = await saveGeneratedFile(p, {
      schoolId: actor.schoolId,
      ownerUserId: actor.userId,
      name: file.fileName,
      mime: file.mime,
      body: file.body,
      expiresInHours: TaskLimits.inlineFileHours,
    });
    return ok({ url: fileUrlOf(saved), fileName: file.fileName });
  };
}
