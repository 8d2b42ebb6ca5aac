import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.js';
import { assertSafeText } from '../lib/safe-text.js';

/**
 * No request body of the app nests deeper than a few levels; a body of thousands of nested brackets made every walk
 * of it (the text check below, the schema validation) slow and recursive, until the stack overflowed into a 500.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether JSON text opens more than `limit` arrays or objects inside each other, brackets in strings aside. */
export function jsonDepthExceeds(bytes: Buffer, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (inString) {
      if (b === 0x5c) i++; // a backslash escapes the next byte (UTF-8 continuation bytes are never ASCII)
      else if (b === 0x22) inString = false;
    } else if (b === 0x22) inString = true;
    else if (b === 0x5b || b === 0x7b) {
      if (++depth > limit) return true;
    } else if (b === 0x5d || b === 0x7d) depth--;
  }
  return false;
}

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
    if (jsonDepthExceeds(bytes, MAX_JSON_DEPTH)) return done(badRequest('请求体的层级过深'), undefined);
    parseJson(request, bytes.toString('utf8'), done);
  });

  app.addHook('preValidation', async (request) => {
    assertSafeText(request.params);
    assertSafeText(request.query);
    assertSafeText(request.body);
  });
});
