import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.js';
import { assertSafeText } from '../lib/safe-text.js';

/**
 * The request text every endpoint receives is checked in one place, before schema validation and before any
 * handler or the database sees it: JSON bodies must be valid UTF-8 (Node would silently replace bad bytes) and valid
 * JSON, and no string of the body, the query or the path may hold a NUL or a lone surrogate (PostgreSQL refuses NUL,
 * which used to answer 500). Each refusal is a Chinese 400 envelope.
 */
export const requestTextPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) return done(badRequest('请求体不是有效的 UTF-8 文本'), undefined);
    parseJson(request, bytes.toString('utf8'), done);
  });

  app.addHook('preValidation', async (request) => {
    assertSafeText(request.params);
    assertSafeText(request.query);
    assertSafeText(request.body);
  });
});
