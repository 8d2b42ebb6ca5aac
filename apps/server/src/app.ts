import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccountLimits, installZhErrorMap } from '@zuoyeben/shared';
import type { Db } from './db/database.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { requestTextPlugin } from './plugins/request-text.js';
import { sessionPlugin } from './plugins/session.js';
import { openApiPlugin } from './plugins/openapi.js';
import { webAppPlugin } from './plugins/web-app.js';
import { registerModules } from './modules/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The subject-network bank's address (SUBJECT_NETWORK_URL), null when the school has none. */
    subjectNetworkUrl: string | null;
  }
}

export interface AppOptions {
  db: Db;
  /** Folder of the built web app; omitted in API-only tests. */
  webDist?: string;
  logger?: boolean | { level: string };
  loginPerMinute?: number;
  cookieSecure?: boolean;
  subjectNetworkUrl?: string;
}

/** Builds the whole app (plugins, then modules) without listening, so tests can `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  installZhErrorMap();
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 2 * 1024 * 1024 }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  app.decorate('subjectNetworkUrl', options.subjectNetworkUrl ?? null);

  await app.register(errorHandlerPlugin);
  await app.register(requestTextPlugin);
  await app.register(openApiPlugin);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: AccountLimits.importMaxBytes, files: 1, fields: 10 } });
  await app.register(sessionPlugin, { cookieSecure: options.cookieSecure ?? false });
  await registerModules(app, { loginPerMinute: options.loginPerMinute ?? AccountLimits.loginPerMinute, cookieSecure: options.cookieSecure ?? false });
  await app.register(webAppPlugin, { webDist: options.webDist });
  return app;
}
