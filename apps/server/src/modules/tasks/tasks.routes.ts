import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDownLoadReportQuerySchema, ZJobDeleteRequestSchema, ZJobListQuerySchema, ZJobListSchema, ZLoadFileQuerySchema } from '@zuoyeben/shared';
import { sendStream } from '../../lib/download.js';
import { ok, okSchema, ZNullData } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { defineTaskPlatformJobs } from './platform-jobs.js';
import { tasksService } from './tasks.service.js';

const tags = ['任务中心'];

/** The task centre's calls (spec 03 §7.4) and the downloads of generated files. */
export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  defineTaskPlatformJobs(app);

  app.get('/api/Job/List', {
    schema: { tags, summary: '我的任务（每 5 秒轮询）', querystring: ZJobListQuerySchema, response: okSchema(ZJobListSchema) },
  }, async (request) => ok(await tasksService.list(app, actorOf(request), request.query)));

  app.post('/api/Job/Delete', {
    schema: { tags, summary: '删除任务（未开始的任务同时取消）', body: ZJobDeleteRequestSchema, response: okSchema(ZNullData) },
  }, async (request) => {
    await tasksService.remove(app, actorOf(request), request.body.key);
    return ok(null, '删除成功');
  });

  app.get('/api/Report/DownLoadReport', {
    schema: { tags, summary: '下载任务的结果文件', querystring: ZDownLoadReportQuerySchema },
  }, async (request, reply) => {
    const opened = await tasksService.download(app, actorOf(request), request.query.key);
    return sendStream(reply, opened.stream, opened.size, opened.file.name, opened.file.mime);
  });

  app.get('/api/YJReport/LoadFile', {
    schema: { tags, summary: '下载生成的文件（fileKey, fileName）', querystring: ZLoadFileQuerySchema },
  }, async (request, reply) => {
    const opened = await tasksService.loadFile(app, actorOf(request), request.query.fileKey);
    return sendStream(reply, opened.stream, opened.size, request.query.fileName || opened.file.name, opened.file.mime);
  });
};
