import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnLogged, type SoakProcess } from './processes.js';
import { freePort, statusOf, waitFor } from './ports.js';
import { repoRoot } from './paths.js';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];
const findNginx = () => CANDIDATES.find((p) => existsSync(p));

/**
 * Debian's nginx: found, or installed with apt-get when the soak runs as root (CI, this machine); otherwise the soak
 * stops and says what to install.
 */
export function ensureNginx(): string {
  const found = findNginx();
  if (found) return found;
  const root = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!root || !hasApt) throw new Error('npm run soak 需要 nginx：请先安装 Debian 的 nginx（sudo apt-get install -y nginx），再运行。');
  console.log('nginx is not installed: apt-get install -y nginx');
  execFileSync('sh', ['-c', 'apt-get install -y nginx >/dev/null 2>&1 || (apt-get update >/dev/null && apt-get install -y nginx >/dev/null)'], { stdio: 'inherit' });
  const installed = findNginx();
  if (!installed) throw new Error('apt-get install nginx did not give an nginx binary');
  return installed;
}

/**
 * The repository's site (deploy/nginx/zuoyeben.conf) with its upstream servers and listen line replaced, inside a
 * minimal main configuration whose files all live under `dir` (nginx runs as the soak's user, not as a service).
 * An X-Soak-Upstream header says which instance answered.
 */
export function soakNginxConfig(site: string, dir: string, listenPort: number, upstreamPorts: number[]): string {
  const servers = upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`).join('\n');
  const adapted = site
    .replace(/(upstream zuoyeben \{)[\s\S]*?(\n\s*keepalive)/, `$1\n${servers}\n$2`)
    .replace(/^\s*listen 80;/m, `    listen 127.0.0.1:${listenPort};`);
  if (!adapted.includes(`127.0.0.1:${listenPort}`) || !adapted.includes(servers)) throw new Error('deploy/nginx/zuoyeben.conf: upstream or listen line not found');
  const mimeTypes = ['/etc/nginx/mime.types'].find((p) => existsSync(p));
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 4096; }
http {
  ${mimeTypes ? `include ${mimeTypes};` : ''}
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  add_header X-Soak-Upstream $upstream_addr always;
${adapted}
}
`;
}

export interface SoakNginx {
  port: number;
  url: string;
  process: SoakProcess;
  stop(): Promise<void>;
}

export async function startNginx(upstreamPorts: number[], dir: string, logDir: string): Promise<SoakNginx> {
  const binary = ensureNginx();
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, soakNginxConfig(readFileSync(path.join(repoRoot, 'deploy/nginx/zuoyeben.conf'), 'utf8'), dir, port, upstreamPorts));
  const test = spawnSync(binary, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed: ${test.stderr}`);
  const proc = spawnLogged(`nginx-${port}`, binary, ['-p', dir, '-c', conf], {}, logDir);
  const url = `http://127.0.0.1:${port}`;
  await waitFor('nginx', async () => (await statusOf(`${url}/api/health`)) === 200, 15_000);
  return { port, url, process: proc, stop: () => proc.stop() };
}
