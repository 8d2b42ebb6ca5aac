import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZPendingRescoreSchema,
  ZRescoreRequestSchema,
  ZRescoreResultSchema,
  ZSaveWorkMultSettingRequestSchema,
  ZUpdateWorkQuestionRequestSchema,
  ZWorkMultSettingListSchema,
  ZWorkMultSettingQuerySchema,
} from '@zuoyeben/shared';
import { ok, okSchema } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { homeworkScoringService } from './homework-scoring.service.js';

const tags = ['作业计分'];

/** Multiple-choice rules, answer-key edits and explicit rescoring (issue items 6 and 8). */
export const homeworkScoringRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/WorkInfo/GetWorkMultSetting', {
    schema: { tags, summary: '多选题计分规则', querystring: ZWorkMultSettingQuerySchema, response: okSchema(ZWorkMultSettingListSchema) },
  }, async (request) => ok(await homeworkScoringService.multSettings(app.db, actorOf(request), request.query.workInfoGuid, request.query.ruCode)));

  app.post('/api/WorkInfo/SaveWorkMultSetting', {
    schema: { tags, summary: '保存多选题计分规则（不自动重新计分）', body: ZSaveWorkMultSettingRequestSchema, response: okSchema(ZPendingRescoreSchema) },
  }, async (request) => ok(await homeworkScoringService.saveMultSettings(app.db, actorOf(request), request.body)));

  app.post('/api/WorkInfo/UpdateWorkQuestion', {
    schema: { tags, summary: '修改答案与分值（不自动重新计分）', body: ZUpdateWorkQuestionRequestSchema, response: okSchema(ZPendingRescoreSchema) },
  }, async (request) => ok(await homeworkScoringService.updateQuestions(app.db, actorOf(request), request.body)));

  app.post('/api/WorkInfo/Rescore', {
    schema: { tags, summary: '重新计分', body: ZRescoreRequestSchema, response: okSchema(ZRescoreResultSchema) },
  }, async (request) => ok(await homeworkScoringService.rescore(app.db, actorOf(request), request.body.workInfoGuid, request.body.ruCode)));

  // 作业统计's 重新计算 (spec 03 §7.1 Mark/Calculate): the statistics are computed live from the submissions, so what
  // can be stale is a homework's scores after its answer key or rules changed; it is the same rescoring as 重新计分.
  app.post('/api/Mark/Calculate', {
    schema: { tags, summary: '重新计算成绩（作业统计；与重新计分相同）', body: ZRescoreRequestSchema, response: okSchema(ZRescoreResultSchema) },
  }, async (request) => ok(await homeworkScoringService.rescore(app.db, actorOf(request), request.body.workInfoGuid, request.body.ruCode)));
};
