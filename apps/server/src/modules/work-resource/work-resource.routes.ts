import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZWorkResourceQuerySchema, ZWorkResourceSchema } from '@zuoyeben/shared';
import { ok, okSchema } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { workResourceService } from './work-resource.service.js';

/** 作业详情（资源库） (spec 03 §2.1 details-warehouse). */
export const workResourceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/WorkResource/Detail', {
    schema: { tags: ['作业'], summary: '作业详情（资源库）：题目与答案，只读', querystring: ZWorkResourceQuerySchema, response: okSchema(ZWorkResourceSchema) },
  }, async (request) => ok(await workResourceService.detail(app.db, actorOf(request), request.query.workGuid)));
};
