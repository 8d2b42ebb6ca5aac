// Starts the compiled server or worker (the production entry points, no tsx) as child processes for soak scenarios.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Compiles the server once if apps/server/dist is missing (npm run build -w @zuoyeben/server). */
export function ensureBuilt(): void {
  if (!existsSync(path.join(serverDir, 'dist/server.js'))) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'inherit' });
}

export interface Instance {
  proc: ChildProcess;
  name: string;
  /** Output lines so far (JSON logs and plain lines). */
  output: string[];
  exited: Promise<number | null>;
}

/** Runs dist/server.js or dist/worker.js with `env` on top of the environment; its output is kept, not printed. */
export function spawnRole(role: 'server' | 'worker', name: string, env: Record<string, string>): Instance {
  const proc = spawn(process.execPath, ['--enable-source-maps', `dist/${role}.js`], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return { proc, name, output, exited };
}

/** Waits until `url` answers 200 (the readiness probe), or fails after `timeoutMs` with the instance's output. */
export async function waitReady(url: string, instance: Instance, timeoutMs = 600_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (instance.proc.exitCode !== null) throw new Error(`${instance.name} exited: ${instance.output.slice(-20).join('\n')}`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${instance.name} not ready after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Waits for `check` to be true, polling; throws after `timeoutMs`. Returns the milliseconds it took. */
export async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return Date.now() - started;
}

/** Ends an instance started here: SIGTERM, then SIGKILL if it has not ended after `graceMs`. */
export async function stopInstance(instance: Instance, graceMs = 30_000): Promise<void> {
  if (instance.proc.exitCode !== null || instance.proc.signalCode !== null) return;
  instance.proc.kill('SIGTERM');
  const timer = setTimeout(() => instance.proc.kill('SIGKILL'), graceMs);
  await instance.exited;
  clearTimeout(timer);
}

/** Whether this file is the one node was started with (a scenario run alone rather than by the soak runner). */
export const isMain = (moduleUrl: string) => process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(moduleUrl);
