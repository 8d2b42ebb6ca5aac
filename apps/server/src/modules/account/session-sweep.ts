import type { FastifyInstance } from 'fastify';
import { sessionRepository } from './session.repository.js';

/** Expired sessions are useless rows: a scheduled job removes them hourly (once across instances), not every request. */
export function defineSessionSweep(app: FastifyInstance): void {
  app.jobs.define({ name: 'sessions.sweep', retryLimit: 1, run: async () => sessionRepository.removeExpired(app.db, new Date()) });
  app.jobs.schedule('sessions.sweep', '5 * * * *');
}
