import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { Db } from '../db/database.js';
import { createTestDatabase } from '../../test/helpers/test-app.js';
import type { IncomingMessage } from 'node:http';
import { requestIdGenerator } from './request-id.js';

/** Collects the app's JSON log lines. */
function logSink() {
  const lines: Record<string, unknown>[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };
}

let db: Db;
let drop: () => Promise<void>;
let trusted: Awaited<ReturnType<typeof appLogging>>;
let direct: Awaited<ReturnType<typeof appLogging>>;
// Two apps on one database (building an app costs seconds): one behind a trusted proxy, one exposed directly.
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase(false));
  trusted = await appLogging(true);
  direct = await appLogging(false);
});
afterAll(async () => {
  await trusted.app.close();
  await direct.app.close();
  await db.destroy();
  await drop();
});

async function appLogging(trustProxy: boolean) {
  const sink = logSink();
  const app: FastifyInstance = await buildApp({ db, trustProxy, logger: { level: 'info', stream: sink.stream } });
  // A handler that logs, as a service does while it works: its line must name the request too.
  app.get('/api/test-log', { config: { auth: 'none' } }, async (request) => {
    request.log.info('inside the handler');
    return { status: 200, message: 'success', data: null };
  });
  await app.ready();
  return { app, lines: sink.lines };
}

const linesOf = (lines: Record<string, unknown>[], id: string) => lines.filter((l) => l.reqId === id);

describe('request ids in answers and JSON logs', () => {
  it('behind a trusted proxy, keeps nginx\'s X-Request-ID: answered back and on every log line of the request', async () => {
    const { app, lines } = trusted;
    const id = '5f2b8c3e9a1d4e7f8a6b5c4d3e2f1a0b';
    const res = await app.inject({ method: 'GET', url: '/api/test-log', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toBe(id);
    const mine = linesOf(lines, id).map((l) => l.msg);
    expect(mine).toEqual(['incoming request', 'inside the handler', 'request completed']);
    // Lines that belong to a request all carry an id.
    expect(lines.filter((l) => 'req' in l || 'res' in l).every((l) => typeof l.reqId === 'string')).toBe(true);
  });

  it('without a trusted proxy, or with a malformed id, makes its own id (a client cannot choose it)', async () => {
    const res = await direct.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'chosen-by-client-123' } });
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(direct.lines, id).length).toBeGreaterThanOrEqual(2);

    const forged = await trusted.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a\n{"forged":1}' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('an error answer carries the id as well', async () => {
    const res = await direct.app.inject({ method: 'POST', url: '/api/Common/Login1', payload: '{not json', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('requestIdGenerator with TRUST_PROXY as a list of proxies', () => {
  const request = (remoteAddress: string) =>
    ({ headers: { 'x-request-id': '5f2b8c3e9a1d4e7f8a6b5c4d3e2f1a0b' }, socket: { remoteAddress } }) as unknown as IncomingMessage;
  const generate = requestIdGenerator('10.0.0.1, 192.168.0.0/16');

  it('keeps the id only from a listed proxy; a client reaching the app past them gets an id of the app\'s own', () => {
    expect(generate(request('10.0.0.1'))).toBe('5f2b8c3e9a1d4e7f8a6b5c4d3e2f1a0b');
    expect(generate(request('192.168.3.4'))).toBe('5f2b8c3e9a1d4e7f8a6b5c4d3e2f1a0b');
    expect(generate(request('203.0.113.5'))).toMatch(/^[0-9a-f-]{36}$/);
    expect(generate(request('10.0.0.2'))).toMatch(/^[0-9a-f-]{36}$/);
  });
});
