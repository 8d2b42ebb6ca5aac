import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/account.routes.js';

export interface ModuleOptions {
  loginPerMinute: number;
}

/** Every feature module, each a plugin of thin routes. */
export async function registerModules(app: FastifyInstance, options: ModuleOptions): Promise<void> {
  await app.register(accountRoutes, { loginPerMinute: options.loginPerMinute });
}
