import { z } from 'zod';
import { TaskStates } from '../enums/tasks.js';
import { zGuid } from '../validation/common.js';

/** GET /api/Job/List (spec 03 §7.4): the caller's tasks, optionally of one homework (workGuid) or subject (km). */
export const ZJobListQuerySchema = z.object({
  workGuid: z.string().max(64).optional(),
  ru: z.string().max(64).optional(),
  km: z.string().max(32).optional(),
});
export type TJobListQuery = z.infer<typeof ZJobListQuerySchema>;

/** A task job item (spec 03 §3: key, name, type, km, cost, download) with its state. */
export const ZTaskSchema = z.object({
  key: z.string(),
  name: z.string(),
  type: z.number().int(),
  /** The subject (its Chinese name, as km is everywhere); empty when the task is of no one subject. */
  km: z.string(),
  state: z.enum(TaskStates),
  /** Run time in seconds: so far while running, in all when finished; 0 while waiting. */
  cost: z.number().int(),
  /** Where the result downloads from, when there is one. */
  download: z.string().nullable(),
  fileName: z.string().nullable(),
  /** Why it failed, in Chinese. */
  message: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TTask = z.infer<typeof ZTaskSchema>;

export const ZJobListSchema = z.object({ list: z.array(ZTaskSchema), total: z.number().int() });
export type TJobList = z.infer<typeof ZJobListSchema>;

/** POST /api/Job/Delete: removes a task (a waiting one is cancelled) and its file. */
export const ZJobDeleteRequestSchema = z.object({ key: zGuid() });

/** Body status 201's data: the task a call started (the task centre adds it). */
export const ZTaskQueuedSchema = z.object({ key: z.string(), name: z.string(), type: z.number().int() });
export type TTaskQueued = z.infer<typeof ZTaskQueuedSchema>;

/** An export answered at once (spec 03 §7.1 ImportScore → data.url): the file downloads from url. */
export const ZFileUrlSchema = z.object({ url: z.string(), fileName: z.string() });
export type TFileUrl = z.infer<typeof ZFileUrlSchema>;

/** An export's answer: the file at once (status 200, data.url), or a task (status 201). */
export const ZExportResultSchema = z.union([ZFileUrlSchema, ZTaskQueuedSchema]);
export type TExportResult = z.infer<typeof ZExportResultSchema>;

/** GET /api/YJReport/LoadFile (fileKey, fileName): a generated file by its key. */
export const ZLoadFileQuerySchema = z.object({ fileKey: zGuid(), fileName: z.string().max(200).optional() });

/** GET /api/Report/DownLoadReport: a finished task's file by the task's key. */
export const ZDownLoadReportQuerySchema = z.object({ key: zGuid() });
