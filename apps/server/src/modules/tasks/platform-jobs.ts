import type { FastifyInstance } from 'fastify';
import { sweepExpiredFiles } from './generated-files.service.js';
import { definePdfJob } from './pdf-jobs.js';

/** The platform's own jobs: PDF rendering, and hourly, expired generated files go (their tasks with them). */
export function defineTaskPlatformJobs(app: FastifyInstance): void {
  definePdfJob(app, app.pdfPages);
  app.jobs.define({ name: 'files.sweep', retryLimit: 1, run: async () => ({ removed: await sweepExpiredFiles(app) }) });
  app.jobs.schedule('files.sweep', '17 * * * *');
}
