import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TaskType, ZExportResultSchema, ZSortDataDownloadQuerySchema, ZSortDataGetKeyQuerySchema } from '@zuoyeben/shared';
import { sendStream } from '../../lib/download.js';
import { okSchema } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { defineExport } from '../tasks/index.js';
import { tasksService } from '../tasks/tasks.service.js';
import { scanExportService } from './scan-export.service.js';

const tags = ['答题卡扫描'];

/** The sorted-data export of a machine-read homework (整理数据; spec 03 §7.4), always a task of the task centre (type 4). */
export const scanExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const exportSortData = defineExport<{ workGuid: string }>(app, {
    job: 'export.scanSortData',
    type: TaskType.SortedDataExport,
    alwaysTask: true,
    plan: (actor, { workGuid }) => scanExportService.plan(app.db, actor, workGuid),
    make: (actor, { workGuid }) => scanExportService.make(app.db, actor, workGuid),
  });

  app.get('/api/Examinee/ExportSortDataGetKey', {
    schema: { tags, summary: '导出整理数据（任务中心，jobKey 为扫描作业），返回任务的 key', querystring: ZSortDataGetKeyQuerySchema, response: okSchema(ZExportResultSchema) },
  }, async (request) => exportSortData(actorOf(request), { workGuid: request.query.jobKey }));

  app.get('/api/Examinee/ExportSortDataDownLoad', {
    schema: { tags, summary: '下载整理数据（已完成的整理数据任务）', querystring: ZSortDataDownloadQuerySchema },
  }, async (request, reply) => {
    const opened = await tasksService.download(app, actorOf(request), request.query.key, TaskType.SortedDataExport);
    return sendStream(reply, opened.stream, opened.size, opened.file.name, opened.file.mime);
  });
};
