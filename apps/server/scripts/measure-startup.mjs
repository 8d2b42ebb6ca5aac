// Startup time and memory of a production instance (README, issue 16 item 1): runs the compiled server
// (node dist/server.js, as `npm start` does) or worker on an existing database and prints the seconds until the
// readiness probe answers, the resident memory then, and the resident memory after a minute of idling.
//   DATABASE_URL=postgres://… PORT=3136 node apps/server/scripts/measure-startup.mjs [server|worker]
// Start it once before on the same database so migrations and demo seeding are not counted.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const role = process.argv[2] ?? 'server';
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '3136';
const idleMs = Number(process.env.IDLE_MS ?? 60_000);
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const args = role === 'worker' ? ['--enable-source-maps', 'dist/worker.js'] : ['--max-semi-space-size=32', '--enable-source-maps', 'dist/server.js'];
const started = Date.now();
const child = spawn(process.execPath, args, { cwd: serverDir, env: { ...process.env, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'inherit'] });
let out = '';
child.stdout.on('data', (c) => { out += c; });
const ready = async () => (role === 'worker' ? out.includes('后台任务进程已启动') : await fetch(`http://127.0.0.1:${port}/api/health/ready`).then((r) => r.ok, () => false));
while (!(await ready())) {
  if (child.exitCode !== null) throw new Error(`exited: ${out}`);
  await new Promise((r) => setTimeout(r, 100));
}
const readyS = (Date.now() - started) / 1000;
const rssReady = rssMb(child.pid);
await new Promise((r) => setTimeout(r, idleMs));
const rssIdle = rssMb(child.pid);
child.kill('SIGTERM');
await new Promise((r) => child.on('exit', r));
const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(`${role}: ready after ${readyS.toFixed(1)} s, ${rssReady.toFixed(0)} MB resident, ${rssIdle.toFixed(0)} MB after ${idleMs / 1000} s idle (load ${load})`);
