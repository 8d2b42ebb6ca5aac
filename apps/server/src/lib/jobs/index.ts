export { JobQueue, type JobAttempt, type JobDefinition, type JobStartOptions, type SendOptions } from './job-queue.js';
export { installJobSchema, JOB_SCHEMA } from './job-schema.js';
