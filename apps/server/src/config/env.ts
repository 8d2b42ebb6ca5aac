import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The repository's root: the nearest folder above this file holding the workspace's package.json. Found, not
 * counted, because this file runs from src/config (TypeScript) and from dist/ (the compiled server).
 */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown }).workspaces) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '../../../..');
  }
}
const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

const ZEnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** When unset the server runs on embedded PGlite persisted under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /** Built web app served at /; unset in tests. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  /**
   * 1 marks cookies Secure always. Unset or 0, a cookie is Secure whenever its request came over HTTPS (directly, or
   * through a proxy trusted by TRUST_PROXY that says so in X-Forwarded-Proto); the demo over plain http gets none.
   */
  COOKIE_SECURE: z.enum(['0', '1']).default('0'),
  /** Behind a reverse proxy: '1' trusts it, or the proxies' addresses/CIDRs separated by commas (see AppOptions). */
  TRUST_PROXY: z.string().trim().optional(),
  /** Address of the school's subject-network question bank (bank source 10); unset means the school has none. */
  SUBJECT_NETWORK_URL: z.string().url().refine((u) => /^https?:\/\//.test(u), '必须是 http(s) 地址').optional(),
  /** Generated files (exports, PDFs); default DATA_DIR/files. A separate worker process must see the same folder. */
  FILES_DIR: z.string().optional(),
  /** Where files live: disk (FILES_DIR, the default) or s3 (a bucket of S3 or an S3-compatible service, S3_*). */
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  /** An S3-compatible service's address (MinIO, OSS, COS); unset means AWS itself. */
  S3_ENDPOINT: z.string().url().refine((u) => /^https?:\/\//.test(u), '必须是 http(s) 地址').optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_BUCKET: z.string().trim().optional(),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  /** 1: bucket in the path (http://host/bucket/key), which most self-hosted services need. */
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('0'),
  /** Rows above which an export runs as a task of the task centre (default 2,000); the e2e suite sets it low. */
  EXPORT_INLINE_MAX_ROWS: z.coerce.number().int().min(1).optional(),
  /** Pages of the shared PDF browser: how many PDFs render at once (each page holds tens of MB). */
  PDF_PAGES: z.coerce.number().int().min(1).max(8).default(2),
  /** 1: this process runs background jobs (the default, one process does all); 0: web role only, a worker runs apart. */
  JOBS_WORKER: z.enum(['0', '1']).default('1'),
  /**
   * Several instances on one database: Redis shares their rate-limit counters and carries cache invalidations
   * (lib/cache-bus). Unset: one process, everything in memory as before.
   */
  REDIS_URL: z.string().url().refine((u) => /^rediss?:\/\//.test(u), '必须是 redis:// 地址').optional(),
  /** Prefix of Redis keys and channels, for deployments sharing one Redis (default zuoyeben:). */
  REDIS_PREFIX: z.string().min(1).default('zuoyeben:'),
  /** PostgreSQL connections each process keeps at most (default 10; pg-boss adds 3 of its own). */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** PostgreSQL cancels a statement running longer (milliseconds, default 60,000; 0 = never). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
  /** Session lifetimes (plugins/session-limits.ts): unset keeps the defaults there. */
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(24 * 60).optional(),
  STAFF_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24 * 30).optional(),
  STUDENT_SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(24 * 60).optional(),
  STUDENT_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24 * 30).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
}).superRefine((env, ctx) => {
  if (env.STORAGE !== 's3') return;
  // Caught at start-up, not at the first upload: a misnamed variable would otherwise surface as a teacher's failed upload.
  if (!env.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'STORAGE=s3 时必须设置存储桶名称' });
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'S3_ACCESS_KEY_ID 与 S3_SECRET_ACCESS_KEY 须同时设置（都不设则使用运行环境的凭证）' });
  }
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
