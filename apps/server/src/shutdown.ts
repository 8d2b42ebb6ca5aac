import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database.js';
import { closeArchiveWorkers } from './lib/archive/index.js';

/** How long a graceful shutdown may take before the process ends anyway (systemd's TimeoutStopSec is longer). */
export const SHUTDOWN_DEADLINE_MS = 25_000;

/**
 * On SIGINT or SIGTERM: the app closes — it stops accepting, the requests in flight answer, the submission batcher
 * is flushed, running jobs get 10 s and the rest are released for another worker (app.ts's onClose), the PDF browser
 * closes — then the archive workers and the database; then the process ends. A shutdown stuck past the deadline, or a
 * second signal, ends the process at once: an orchestrator waiting on it must not wait forever.
 */
export function closeOnSignals(app: FastifyInstance, db: Db): void {
  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests, flushing submissions, releasing jobs');
    setTimeout(() => {
      app.log.error('shutdown deadline passed; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      await app.close();
      await closeArchiveWorkers();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}
