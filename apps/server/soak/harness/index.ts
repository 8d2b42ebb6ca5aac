export { buildServer, createSoakContext, type InstanceOptions, type SoakContext, type SoakInstance } from './context.js';
export type { SoakNginx } from './nginx.js';
export type { SoakProcess } from './processes.js';
export { freePort, statusOf, waitFor } from './ports.js';
export { callJson, loginStaff, loginStudentHttp, type Call } from './http.js';
export { attempt, QUESTIONS_PER_SUBMISSION, soakAgent, submissionsFor, submitAll, type Submission } from './submit.js';

/** What a scenario file exports (apps/server/soak/scenarios/*.ts). */
export interface SoakScenario {
  name: string;
  /** Printable figures; throw (after ctx.log-ging what was seen) when something that must hold did not. */
  run(ctx: import('./context.js').SoakContext): Promise<Record<string, number | string>>;
}
