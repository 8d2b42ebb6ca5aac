import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
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
  app.get('/api/Mark/Questions', {
    schema: { tags, summary: '主观题及阅卷进度', querystring: ZMarkQuestionsRequestSchema, response: okSchema(ZMarkQuestionsSchema) },
  }, async (request) => ok(await markingService.questions(app.db, actorOf(request), request.query.workGuid)));

  app.get('/api/Mark/Next', {
    schema: { tags, summary: '下一份未阅答案', querystring: ZMarkNextRequestSchema, response: okSchema(ZMarkNextSchema) },
  }, async (request) => ok(await markingService.next(app.db, actorOf(request), request.query)));

  app.post('/api/Mark/Save', {
    schema: { tags, summary: '保存评分（0.5 分步长）', body: ZMarkSaveRequestSchema, response: okSchema(ZMarkSaveResultSchema) },
  }, async (request) => ok(await markingService.save(app.db, actorOf(request), request.body)));
};
