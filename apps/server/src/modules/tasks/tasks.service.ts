import { SortDataTexts, TaskTexts, TaskType, type TaskTypeValue, type TJobList, type TJobListQuery, type TTask } from '@zuoyeben/shared';
import { notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { openGeneratedFile, removeGeneratedFile, type OpenedFile } from './generated-files.service.js';
import { generatedFilesRepository } from './generated-files.repository.js';
import type { TaskPlatform } from './task-jobs.js';
import { tasksRepository, type TaskRow } from './tasks.repository.js';

/** The panel shows the newest tasks; older ones fall off (their files expire anyway). */
const LIST_LIMIT = 50;

const STATE = { created: 'pending', retry: 'pending', active: 'running', completed: 'done', failed: 'failed' } as const;

/** Where a finished task's file downloads from: a sorted-data export by its own call (spec 03 §7.4), any other by DownLoadReport. */
const downloadUrlOf = (row: TaskRow) =>
  row.type === TaskType.SortedDataExport ? `/api/Examinee/ExportSortDataDownLoad?key=${row.id}` : `/api/Report/DownLoadReport?key=${row.id}`;

function taskOf(row: TaskRow & { fileName: string | null }, now: Date): TTask {
  const state = STATE[row.state];
  const cost = state === 'running' && row.startedAt ? Math.max(0, Math.round((now.getTime() - row.startedAt.getTime()) / 1000)) : (row.runSeconds ?? 0);
  return {
    key: row.id,
    name: row.name,
    type: row.type,
    km: row.km,
    state,
    cost,
    download: state === 'done' && row.fileId ? downloadUrlOf(row) : null,
    fileName: row.fileName,
    message: state === 'failed' ? row.errorMessage : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The task centre (spec 03 §2.7, §7.4): a user sees, downloads and deletes only their own tasks. */
export const tasksService = {
  async list(p: TaskPlatform, actor: Actor, query: TJobListQuery): Promise<TJobList> {
    const rows = await tasksRepository.listOfUser(p.db, actor.schoolId, actor.userId, { workGuid: query.workGuid, km: query.km }, LIST_LIMIT);
    const now = new Date();
    return { list: rows.map((row) => taskOf(row, now)), total: rows.length };
  },

  /** Deletes a task; a task still waiting is cancelled, and its file (unless kept for others, as a paper's PDF is) goes too. */
  async remove(p: TaskPlatform, actor: Actor, key: string): Promise<void> {
    const task = await tasksRepository.remove(p.db, actor.schoolId, actor.userId, key);
    if (!task) throw notFound(TaskTexts.taskGone);
    if (task.state === 'created' || task.state === 'retry') await p.jobs.cancel(task.jobName, task.id).catch(() => undefined);
    if (task.fileId) {
      const file = await generatedFilesRepository.ofSchool(p.db, actor.schoolId, task.fileId);
      if (file && !file.cacheKey) await removeGeneratedFile(p, file.id);
    }
  },

  /** A finished task's file (Report/DownLoadReport; given `type`, only a task of that type, as ExportSortDataDownLoad). */
  async download(p: TaskPlatform, actor: Actor, key: string, type?: TaskTypeValue): Promise<OpenedFile> {
    const task = await tasksRepository.ofUser(p.db, actor.schoolId, actor.userId, key);
    if (!task) throw notFound(TaskTexts.taskGone);
    if (type !== undefined && task.type !== type) throw notFound(type === TaskType.SortedDataExport ? SortDataTexts.notSortData : TaskTexts.taskGone);
    if (!task.fileId) throw notFound(task.state === 'completed' || task.state === 'failed' ? TaskTexts.fileGone : TaskTexts.notFinished);
    return openGeneratedFile(p, actor, task.fileId);
  },

  /** A generated file by its key (YJReport/LoadFile). */
  async loadFile(p: TaskPlatform, actor: Actor, fileKey: string): Promise<OpenedFile> {
    return openGeneratedFile(p, actor, fileKey);
  },
};
