import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database.js';
import { closeArchiveWorkers } from './lib/archive/index.js';

/**
 * On SIGINT or SIGTERM: the app closes (requests in flight finish, running jobs get time to finish, the PDF browser
 * closes), then the archive workers and the database; then the process ends.
 */
export function closeOnSignals(app: FastifyInstance, db: Db): void {
  const close = async () => {
    await app.close();
    await closeArchiveWorkers();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
}
