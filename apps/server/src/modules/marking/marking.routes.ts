import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZMarkArbitrateRequestSchema,
  ZMarkArbitrationRequestSchema,
  ZMarkArbitrationSchema,
  ZMarkBacklogSchema,
  ZMarkItemRequestSchema,
  ZMarkItemSchema,
  ZMarkMarkedRequestSchema,
  ZMarkMarkedSchema,
  ZMarkNextRequestSchema,
  ZMarkNextSchema,
  ZMarkQuestionsRequestSchema,
  ZMarkQuestionsSchema,
  ZMarkSaveRequestSchema,
  ZMarkSaveResultSchema,
} from '@zuoyeben/shared';
import { ok, okSchema } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { markingService } from './marking.service.js';

const tags = ['阅卷'];

/** Web marking of subjective answers (spec 01 §2 'exam detail marking tab', §3 'marking list'). */
export const markingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/Mark/Backlog', {
    schema: { tags, summary: '我的待批改（手机查看）：各作业未阅答案数', response: okSchema(ZMarkBacklogSchema) },
  }, async (request) => ok(await markingService.backlog(app.db, actorOf(request))));

  app.get('/api/Mark/Questions', {
    schema: { tags, summary: '主观题及阅卷进度', querystring: ZMarkQuestionsRequestSchema, response: okSchema(ZMarkQuestionsSchema) },
  }, async (request) => ok(await markingService.questions(app.db, actorOf(request), request.query.workGuid)));

  app.get('/api/Mark/Next', {
    schema: { tags, summary: '下一份未阅答案', querystring: ZMarkNextRequestSchema, response: okSchema(ZMarkNextSchema) },
  }, async (request) => ok(await markingService.next(app.db, actorOf(request), request.query)));

  app.get('/api/Mark/Marked', {
    schema: { tags, summary: '已阅答案（可回看改分）', querystring: ZMarkMarkedRequestSchema, response: okSchema(ZMarkMarkedSchema) },
  }, async (request) => ok(await markingService.marked(app.db, actorOf(request), request.query)));

  app.get('/api/Mark/Item', {
    schema: { tags, summary: '一份答案（含已给分数）', querystring: ZMarkItemRequestSchema, response: okSchema(ZMarkItemSchema) },
  }, async (request) => ok(await markingService.item(app.db, actorOf(request), request.query)));

  app.post('/api/Mark/Save', {
    schema: { tags, summary: '保存评分（0.5 分步长）', body: ZMarkSaveRequestSchema, response: okSchema(ZMarkSaveResultSchema) },
  }, async (request) => ok(await markingService.save(app.db, actorOf(request), request.body)));

  app.get('/api/Mark/Arbitration', {
    schema: { tags, summary: '双评仲裁：两次评分相差超过误差的答案', querystring: ZMarkArbitrationRequestSchema, response: okSchema(ZMarkArbitrationSchema) },
  }, async (request) => ok(await markingService.arbitration(app.db, actorOf(request), request.query)));

  app.post('/api/Mark/Arbitrate', {
    schema: { tags, summary: '双评仲裁评分（作为最终得分）', body: ZMarkArbitrateRequestSchema, response: okSchema(ZMarkSaveResultSchema) },
  }, async (request) => ok(await markingService.arbitrate(app.db, actorOf(request), request.body)));
};
