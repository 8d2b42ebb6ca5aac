import { TaskType, type TaskTypeValue, type TTaskQueued } from '@zuoyeben/shared';
import type { PdfDocument, PdfRenderer } from '../../lib/pdf/index.js';
import type { Actor } from '../../plugins/session.js';
import { cachedFile } from './generated-files.service.js';
import { defineTaskJob, enqueueTask, type TaskPlatform } from './task-jobs.js';

export const PDF_JOB = 'pdf.render';

/** A PDF to make in the background and keep as a generated file. */
export interface PdfTaskData {
  document: PdfDocument;
  fileName: string;
  /**
   * What the PDF is made from (a paper and its version). The file is then kept for the whole school under this key and
   * a later task with the same key reuses it instead of rendering again.
   */
  cacheKey?: string;
}

export interface PdfPlatform extends TaskPlatform {
  pdf: PdfRenderer;
}

/** The `pdf.render` job: renders on the shared browser (as many at once as it has pages) and stores the result. */
export function definePdfJob(p: PdfPlatform, concurrency: number): void {
  defineTaskJob<PdfTaskData>(p, {
    name: PDF_JOB,
    concurrency,
    expireInSeconds: 300,
    async run(data, task) {
      if (data.cacheKey) {
        const kept = await cachedFile(p, task.schoolId, data.cacheKey);
        if (kept) return { fileId: kept.id };
      }
      const body = await p.pdf.render(data.document);
      return { file: { name: data.fileName, mime: 'application/pdf', body, cacheKey: data.cacheKey, shared: !!data.cacheKey } };
    },
  });
}

/** Starts a PDF task for the actor (answer the request with queued(result)). */
export function enqueuePdf(p: PdfPlatform, actor: Actor, task: { name: string; km?: string; workGuid?: string; type?: TaskTypeValue; data: PdfTaskData }): Promise<TTaskQueued> {
  return enqueueTask(p, actor, { job: PDF_JOB, type: task.type ?? TaskType.FileDownload, name: task.name, km: task.km, workGuid: task.workGuid, data: task.data });
}
