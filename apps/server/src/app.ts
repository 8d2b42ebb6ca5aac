import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccountLimits, installZhErrorMap, TaskLimits } from '@zuoyeben/shared';
import type { Redis } from 'ioredis';
import type { Db } from './db/database.js';
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { requestIdGenerator, requestIdPlugin } from './plugins/request-id.js';
import { requestTextPlugin } from './plugins/request-text.js';
import { sessionPlugin } from './plugins/session.js';
import { openApiPlugin } from './plugins/openapi.js';
import { webAppPlugin } from './plugins/web-app.js';
import { registerModules } from './modules/index.js';
import { DEFAULT_LOGIN_THROTTLE, type LoginThrottleLimits } from './modules/account/login-throttle.js';
import { JobQueue, type JobStartOptions } from './lib/jobs/index.js';
import { MemoryStorage, type FileStorage } from './lib/storage/index.js';
import { PdfRenderer } from './lib/pdf/index.js';
import { flushFirstSubmissions } from './modules/submissions/first-submission-batch.js';
import { DEFAULT_SESSION_LIMITS, type SessionLimits } from './plugins/session-limits.js';

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottleLimits;
    db: Db;
    /** The subject-network bank's address (SUBJECT_NETWORK_URL), null when the school has none. */
    subjectNetworkUrl: string | null;
    /** Background work (pg-boss): modules define their jobs while the app is built; started when it is ready. */
    jobs: JobQueue;
    /** Where generated files (and later uploads) are kept. */
    storage: FileStorage;
    /** An export of more rows runs as a task (TaskLimits.inlineExportMaxRows). */
    exportInlineMaxRows: number;
    /** The shared headless Chromium that turns HTML into PDFs (started on first use). */
    pdf: PdfRenderer;
    /** Pages of the PDF browser: PDFs rendered at once. */
    pdfPages: number;
    /** Idle and absolute lifetimes of staff and student sessions. */
    sessionLimits: SessionLimits;
  }
}

export interface AppOptions {
  db: Db;
  /** Folder of the built web app; omitted in API-only tests. */
  webDist?: string;
  /** Pino options: JSON lines on stdout at `level` (a test may pass a stream to read them). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  loginPerMinute?: number;
  /** Failed-login limits kept in the database (modules/account/login-throttle.ts); defaults when omitted. */
  loginThrottle?: Partial<LoginThrottleLimits>;
  cookieSecure?: boolean;
  /**
   * Proxies whose X-Forwarded-For/-Proto are believed (Fastify's trustProxy): true, or addresses/CIDRs separated by
   * commas. Behind nginx this gives the client's real address (rate limits, login throttling) and HTTPS (Secure
   * cookies, HSTS). Off by default: a directly exposed server must not believe what clients claim.
   */
  trustProxy?: boolean | string;
  subjectNetworkUrl?: string;
  /** Whether this process runs jobs and sends scheduled ones; route tests leave both off and call app.jobs.drain(). */
  jobs?: JobStartOptions;
  /** File storage; in memory unless given (the server passes local disk under DATA_DIR). */
  storage?: FileStorage;
  /** Rows above which an export runs as a task; TaskLimits.inlineExportMaxRows unless given (tests set it low). */
  exportInlineMaxRows?: number;
  /** Pages the PDF browser keeps open (default 2). */
  pdfPages?: number;
  /**
   * Several instances: rate-limit counters live in this Redis (under `redisPrefix`), so a limit counts across the
   * instances. Omitted: counted in this process's memory.
   */
  redis?: Redis;
  redisPrefix?: string;
  /** Session lifetimes; DEFAULT_SESSION_LIMITS for what is not given (undefined values included). */
  sessionLimits?: Partial<SessionLimits>;
}

/** Builds the whole app (plugins, then modules) without listening, so tests can `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  installZhErrorMap();
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    // Request ids: the proxy's X-Request-ID when it is trusted, else a UUID (plugins/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdGenerator(options.trustProxy ?? false),
    // Fastify's own refusals (an undecodable URL, a path too long) answered in the envelope, in Chinese.
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  app.decorate('subjectNetworkUrl', options.subjectNetworkUrl ?? null);
  app.decorate('loginThrottle', { ...DEFAULT_LOGIN_THROTTLE, ...options.loginThrottle });
  app.decorate('jobs', new JobQueue(options.db, app.log));
  app.decorate('storage', options.storage ?? new MemoryStorage());
  app.decorate('exportInlineMaxRows', options.exportInlineMaxRows ?? TaskLimits.inlineExportMaxRows);
  app.decorate('pdfPages', options.pdfPages ?? 2);
  const sessionLimits: SessionLimits = { ...DEFAULT_SESSION_LIMITS };
  for (const [key, value] of Object.entries(options.sessionLimits ?? {})) if (value !== undefined) sessionLimits[key as keyof SessionLimits] = value;
  app.decorate('sessionLimits', sessionLimits);
  app.decorate('pdf', new PdfRenderer({ pages: options.pdfPages ?? 2 }));
  // Started once every module has defined its jobs; stopped (running attempts finish) before the database closes.
  app.addHook('onReady', async () => app.jobs.start(options.jobs ?? { work: false, schedule: false }));
  // onClose runs after the server stopped accepting and the requests in flight have answered (Fastify closes the
  // server first): then no submission is left in the batcher, running jobs get 10 s and the rest are released.
  app.addHook('onClose', async () => {
    await flushFirstSubmissions(app.db);
    await app.jobs.stop();
    await app.pdf.close();
  });

  await app.register(requestIdPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(requestTextPlugin);
  await app.register(openApiPlugin);
  // With Redis a limit counts every instance's requests; if Redis does not answer (within a second) the request goes
  // through rather than failing: the failed-login counts kept in the database still stop password guessing.
  await app.register(rateLimit, options.redis
    ? { global: false, redis: options.redis, nameSpace: `${options.redisPrefix ?? 'zuoyeben:'}rate-limit:`, skipOnError: true }
    : { global: false });
  await app.register(multipart, { limits: { fileSize: AccountLimits.importMaxBytes, files: 1, fields: 10 } });
  await app.register(sessionPlugin, { cookieSecure: options.cookieSecure ?? false, limits: sessionLimits });
  await registerModules(app, { loginPerMinute: options.loginPerMinute ?? AccountLimits.loginPerMinute, cookieSecure: options.cookieSecure ?? false });
  await app.register(webAppPlugin, { webDist: options.webDist });
  return app;
}
