import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPreferSchema, ZSavePreferRequestSchema } from '@zuoyeben/shared';
import { ok, okSchema } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { preferService } from './prefer.service.js';

const tags = ['作业偏好'];

/** The teacher's publish defaults (spec 01 §2 preference dialog). */
export const preferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/PreferSet/GetPrefer', {
    schema: { tags, summary: '我的发布偏好', response: okSchema(ZPreferSchema) },
  }, async (request) => ok(await preferService.get(app.db, actorOf(request))));

  app.post('/api/PreferSet/AddOrUpdatePrefer', {
    schema: { tags, summary: '保存发布偏好', body: ZSavePreferRequestSchema, response: okSchema(ZPreferSchema) },
  }, async (request) => ok(await preferService.save(app.db, actorOf(request), request.body)));
};
