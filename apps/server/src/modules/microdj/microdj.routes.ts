import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMicrodjOverviewQuerySchema, ZMicrodjOverviewSchema } from '@zuoyeben/shared';
import { ok, okSchema } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { microdjService as service } from './microdj.service.js';

const tags = ['精准教学'];

/** 精准教学 (/microdj): the one aggregate the page needs that the wrong-question and report calls do not answer. */
export const microdjRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/Microdj/Overview', {
    schema: { tags, summary: '一个班一个科目：最近作业的薄弱知识点、需要加强的学生、已布置练习的进度', querystring: ZMicrodjOverviewQuerySchema, response: okSchema(ZMicrodjOverviewSchema) },
  }, async (request) => ok(await service.overview(app.db, actorOf(request), request.query)));
};
