import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { compile } from '@fastify/proxy-addr';

/** The header that carries a request's id: set by nginx (`proxy_set_header X-Request-ID $request_id`), answered back. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id may look like: nginx's 32 hex digits, a UUID, or similar; nothing that could forge a log line. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Whether the connection comes from the proxy whose headers are believed: any (`true`), none (`false`), or one of the
 * addresses and CIDRs of TRUST_PROXY's list, matched as Fastify matches them for X-Forwarded-For.
 */
function fromTrustedProxy(trustProxy: boolean | string): (req: IncomingMessage) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  const trusted = compile(trustProxy.split(',').map((a) => a.trim()).filter(Boolean));
  return (req) => {
    const address = req.socket?.remoteAddress;
    return address !== undefined && trusted(address, 0);
  };
}

/**
 * Fastify's genReqId: the id every log line of a request carries (pino's `reqId`). Behind a trusted proxy the
 * proxy's id is kept, so nginx's access log and the app's JSON lines of one request share it; otherwise (a client
 * reaching the app directly, past the listed proxies, or a malformed header) a fresh UUID, because a client must not
 * choose the id another request's lines are found by.
 */
export function requestIdGenerator(trustProxy: boolean | string): (req: IncomingMessage) => string {
  const trusted = fromTrustedProxy(trustProxy);
  return (req) => {
    const given = trusted(req) ? req.headers[REQUEST_ID_HEADER] : undefined;
    return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
  };
}

/** Every answer, error or not, names its request, so a user's report or a proxy log leads to the server's lines. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
