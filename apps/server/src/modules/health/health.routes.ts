import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiStatus, zEnvelope } from '@zuoyeben/shared';
import { ok, okSchema, ZNullData } from '../../lib/envelope.js';
import { healthRepository } from './health.repository.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../plugins/error-handler.js';

const tags = ['运维'];
const ZHealthSchema = z.object({ status: z.enum(['ok']) });

/** How long readiness waits for the database before saying it is not ready (a hung pool must not hang the probe). */
export const READY_TIMEOUT_MS = 2_000;
export { DATABASE_UNAVAILABLE_MESSAGE as NOT_READY_MESSAGE } from '../../plugins/error-handler.js';

/**
 * Probes for a load balancer or an orchestrator (issue 16 item 5), public and cheap: `/api/health` says the process
 * answers (liveness); `/api/health/ready` also asks the database and answers 503 when it cannot within 2 s
 * (readiness: take this instance out of rotation, do not restart it).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', {
    schema: { tags, summary: '存活检查', response: okSchema(ZHealthSchema) },
    config: { auth: 'none' },
  }, async () => ok({ status: 'ok' as const }));

  app.get('/api/health/ready', {
    schema: { tags, summary: '就绪检查（含数据库）', response: { ...okSchema(ZHealthSchema), 503: zEnvelope(ZNullData) } },
    config: { auth: 'none' },
  }, async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS); });
    try {
      await Promise.race([healthRepository.ping(app.db), timeout]);
      return ok({ status: 'ok' as const });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unavailable');
      return reply.code(503).send({ status: ApiStatus.ServerError, message: DATABASE_UNAVAILABLE_MESSAGE, data: null });
    } finally {
      clearTimeout(timer);
    }
  });
}
