import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZWorkAdjustCancelExtendRequestSchema,
  ZWorkAdjustClassesRequestSchema,
  ZWorkAdjustEndTimeRequestSchema,
  ZWorkAdjustExtendRequestSchema,
  ZWorkAdjustInfoSchema,
  ZWorkAdjustQuerySchema,
} from '@zuoyeben/shared';
import { ok, okSchema } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { workAdjustService } from './work-adjust.service.js';

const tags = ['作业调整'];
const response = okSchema(ZWorkAdjustInfoSchema);

/** 作业调整 (spec 03 §2.1 job-adjustment): end time, classes, and one student's later deadline. */
export const workAdjustRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/WorkAdjust/Info', {
    schema: { tags, summary: '作业调整：作业、班级与学生', querystring: ZWorkAdjustQuerySchema, response },
  }, async (request) => ok(await workAdjustService.info(app.db, actorOf(request), request.query.workGuid)));

  app.post('/api/WorkAdjust/EndTime', {
    schema: { tags, summary: '修改截止时间', body: ZWorkAdjustEndTimeRequestSchema, response },
  }, async (request) => ok(await workAdjustService.moveEndTime(app.db, actorOf(request), request.body)));

  app.post('/api/WorkAdjust/Classes', {
    schema: { tags, summary: '添加或移除班级（移除已有提交的班级须确认）', body: ZWorkAdjustClassesRequestSchema, response },
  }, async (request) => ok(await workAdjustService.setClasses(app.db, actorOf(request), request.body)));

  app.post('/api/WorkAdjust/ExtendStudent', {
    schema: { tags, summary: '为单个学生延期（补交）', body: ZWorkAdjustExtendRequestSchema, response },
  }, async (request) => ok(await workAdjustService.extendStudent(app.db, actorOf(request), request.body)));

  app.post('/api/WorkAdjust/CancelExtension', {
    schema: { tags, summary: '取消学生的单独延期', body: ZWorkAdjustCancelExtendRequestSchema, response },
  }, async (request) => ok(await workAdjustService.cancelExtension(app.db, actorOf(request), request.body)));
};
