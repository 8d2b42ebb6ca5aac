import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SubjectNetworkMessages as M,
  XKW_RETURN_PATH,
  ZDeleteXkwItemRequestSchema,
  ZXkwOpenRequestSchema,
  ZXkwOpenSchema,
  ZXkwReceivedQuerySchema,
  ZXkwReceivedSchema,
} from '@zuoyeben/shared';
import { ok, okSchema } from '../../lib/envelope.js';
import { AppError } from '../../lib/errors.js';
import { actorOf } from '../../plugins/session.js';
import { subjectNetworkService as service } from './subject-network.service.js';

const tags = ['学科网题库'];
/** 30 questions of up to 20,000 characters each, with options and explanations, fit. */
const RETURN_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * 学科网题库 (spec 02 §2, §7): the return post from the external bank is a browser form post to the middleware
 * page's address (outside /api, so the cross-site guard of /api leaves it to the origin check here), the rest
 * are the teacher's own calls. This plugin is encapsulated: the form parser applies to its routes only.
 */
export const subjectNetworkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: RETURN_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post('/api/SubjectNetwork/Open', {
    schema: { tags, summary: '打开学科网题库：带回题目用的地址（未配置时为 null）', body: ZXkwOpenRequestSchema, response: okSchema(ZXkwOpenSchema) },
  }, async (request) => ok(await service.open(app.db, actorOf(request), {
    ...request.body, bankUrl: app.subjectNetworkUrl, ownOrigin: `${request.protocol}://${request.host}`,
  })));

  app.post(XKW_RETURN_PATH, {
    bodyLimit: RETURN_BODY_LIMIT,
    config: { auth: 'none' },
    schema: {
      tags,
      summary: '学科网题库发回所选题目（表单 items=JSON，见 docs/subject-network-return.md）',
      querystring: z.object({ token: z.string().max(64).default('') }),
      body: z.object({ items: z.string().max(RETURN_BODY_LIMIT).default('') }).loose(),
    },
  }, async (request, reply) => {
    // A browser's form post is answered with the middleware page (303), an error there in the teacher's words;
    // any other caller gets the envelope.
    const browser = (request.headers.accept ?? '').includes('text/html');
    try {
      const { token, added } = await service.receive(app.db, {
        bankUrl: app.subjectNetworkUrl, origin: request.headers.origin, token: request.query.token, items: request.body.items,
      });
      if (browser) return reply.redirect(`${XKW_RETURN_PATH}?token=${encodeURIComponent(token)}&added=${added}`, 303);
      return ok({ added }, `已加入试题篮 ${added} 道题`);
    } catch (error) {
      if (!browser || !(error instanceof AppError)) throw error;
      return reply.redirect(`${XKW_RETURN_PATH}?error=${encodeURIComponent(error.message)}`, 303);
    }
  });

  app.get('/api/SubjectNetwork/Received', {
    schema: { tags, summary: '从学科网带回的题目（一次打开）', querystring: ZXkwReceivedQuerySchema, response: okSchema(ZXkwReceivedSchema) },
  }, async (request) => ok(await service.received(app.db, actorOf(request), request.query.token)));

  app.post('/api/WorkInfo/DeleteXkwItem', {
    schema: { tags, summary: '把从学科网带回的题目移出试题篮', body: ZDeleteXkwItemRequestSchema, response: okSchema(z.object({ itemGuid: z.string() })) },
  }, async (request) => ok(await service.deleteItem(app.db, actorOf(request), request.body.itemGuid), M.removed));
};
