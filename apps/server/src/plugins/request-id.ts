import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The header that carries a request's id: set by nginx (`proxy_set_header X-Request-ID $request_id`), answered back. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id may look like: nginx's 32 hex digits, a UUID, or similar; nothing that could forge a log line. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's genReqId: the id every log line of a request carries (pino's `reqId`). Behind a trusted proxy the
 * proxy's id is kept, so nginx's access log and the app's JSON lines of one request share it; otherwise (or when the
 * header is malformed) a fresh UUID, because a client must not choose the id another request's lines are found by.
 */
export function requestIdGenerator(trustProxy: boolean): (req: IncomingMessage) => string {
  return (req) => {
    const given = trustProxy ? req.headers[REQUEST_ID_HEADER] : undefined;
    return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
  };
}

/** Every answer, error or not, names its request, so a user's report or a proxy log leads to the server's lines. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
