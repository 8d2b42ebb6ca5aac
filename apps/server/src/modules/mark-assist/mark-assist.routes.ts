import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZMarkAssistGroupsRequestSchema,
  ZMarkAssistGroupsSchema,
  ZMarkAssistMarkGroupRequestSchema,
  ZMarkAssistMarkGroupSchema,
  ZMarkAssistResetRequestSchema,
  ZMarkAssistResetSchema,
  ZMarkAssistSplitRequestSchema,
  ZMarkAssistSplitSchema,
  ZMarkAssistToleranceRequestSchema,
  ZMarkAssistToleranceSchema,
} from '@zuoyeben/shared';
import { ok, okSchema } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { markAssistService } from './mark-assist.service.js';

const tags = ['辅助批改'];

/** 智能批改-辅助批改 (spec 03 §2.1; spec 01 §3 witMarking, mathWitMarking): rule-based answer groups marked at once. */
export const markAssistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/MarkAssist/Groups', {
    schema: { tags, summary: '一道主观题的答案分组（相同答案、等价算式、容错单词）', querystring: ZMarkAssistGroupsRequestSchema, response: okSchema(ZMarkAssistGroupsSchema) },
  }, async (request) => ok(await markAssistService.groups(app.db, actorOf(request), request.query)));

  app.post('/api/MarkAssist/MarkGroup', {
    schema: { tags, summary: '整组给分（逐份写入阅卷）', body: ZMarkAssistMarkGroupRequestSchema, response: okSchema(ZMarkAssistMarkGroupSchema) },
  }, async (request) => ok(await markAssistService.markGroup(app.db, actorOf(request), request.body)));

  app.post('/api/MarkAssist/Split', {
    schema: { tags, summary: '把部分学生拆为单独一组', body: ZMarkAssistSplitRequestSchema, response: okSchema(ZMarkAssistSplitSchema) },
  }, async (request) => ok(await markAssistService.split(app.db, actorOf(request), request.body)));

  app.post('/api/MarkAssist/SaveTolerance', {
    schema: { tags, summary: '保存本题的单词容错字母数（单词批改）', body: ZMarkAssistToleranceRequestSchema, response: okSchema(ZMarkAssistToleranceSchema) },
  }, async (request) => ok(await markAssistService.saveTolerance(app.db, actorOf(request), request.body), '保存成功'));

  app.post('/api/MarkAssist/ResetSplits', {
    schema: { tags, summary: '还原拆分的分组', body: ZMarkAssistResetRequestSchema, response: okSchema(ZMarkAssistResetSchema) },
  }, async (request) => ok(await markAssistService.reset(app.db, actorOf(request), request.body)));
};
