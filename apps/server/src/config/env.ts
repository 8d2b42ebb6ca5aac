import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const ZEnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** When unset the server runs on embedded PGlite persisted under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /** Built web app served at /; unset in tests. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  /** Marks cookies Secure; off by default because the demo is served over plain http. */
  COOKIE_SECURE: z.enum(['0', '1']).default('0'),
  /** Address of the school's subject-network question bank (bank source 10); unset means the school has none. */
  SUBJECT_NETWORK_URL: z.string().url().refine((u) => /^https?:\/\//.test(u), '必须是 http(s) 地址').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type Env = z.infer<typeof ZEnvSchema>;

/** Parses the environment once, failing loudly with the offending variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnvSchema.safeParse(source);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${detail}`);
  }
  return parsed.data;
}
