import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/account.routes.js';
import { classesRoutes } from './classes/classes.routes.js';
import { studentsRoutes } from './students/students.routes.js';
import { teachInfoRoutes } from './teach-info/teach-info.routes.js';

export interface ModuleOptions {
  loginPerMinute: number;
}

/** Every feature module, each a plugin of thin routes. */
export async function registerModules(app: FastifyInstance, options: ModuleOptions): Promise<void> {
  await app.register(accountRoutes, { loginPerMinute: options.loginPerMinute });
  await app.register(classesRoutes);
  await app.register(studentsRoutes);
  await app.register(teachInfoRoutes);
}
