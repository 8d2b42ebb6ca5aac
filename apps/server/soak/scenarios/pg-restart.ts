// Soak scenario: PostgreSQL restarted under load (issue 16 item 6). A throw-away cluster (never the shared 5432),
// the compiled server on it, 8 clients asking a logged-in page in a loop; the cluster is stopped, kept down 3 s and
// started again. Shown: requests fail with an envelope within a bounded time (no hang, no crash) and the server
// answers again by itself. Run alone: node --import tsx apps/server/soak/scenarios/pg-restart.ts
import { startCluster } from './lib-cluster.js';
import { ensureBuilt, isMain, spawnRole, stopInstance, waitReady } from './lib-app.js';

export const name = 'PostgreSQL 重启（负载下）';

const CLIENTS = 8;
/** A request still open after this long counts as hung. */
const HANG_MS = 30_000;
const DOWN_MS = 3_000;

interface Sample { start: number; end: number; http: number; envelope: boolean }

export async function run(ctx?: { port?: number; log?: (line: string) => void }): Promise<Record<string, number | string>> {
  const log = ctx?.log ?? ((line: string) => console.log(line));
  const pgPort = Number(process.env.SOAK_PG_PORT ?? 3131);
  const appPort = ctx?.port ?? Number(process.env.SOAK_APP_PORT ?? 3132);
  ensureBuilt();
  const cluster = await startCluster(pgPort);
  const app = spawnRole('server', 'app', { DATABASE_URL: cluster.url, PORT: String(appPort), HOST: '127.0.0.1', SEED_DEMO: '1', WEB_DIST: '/nonexistent', JOBS_WORKER: '1' });
  const base = `http://127.0.0.1:${appPort}`;
  try {
    log(`集群 ${cluster.url}，等待服务就绪（首次启动含迁移与演示数据）…`);
    await waitReady(`${base}/api/health/ready`, app);
    const login = await fetch(`${base}/api/Common/Login1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userCode: '13800000002', password: 'Demo@2026' }) });
    const cookie = (login.headers.getSetCookie().find((c) => c.startsWith('zyb_session=')) ?? '').split(';')[0]!;
    if (!cookie) throw new Error(`login failed: ${await login.text()}`);

    const samples: Sample[] = [];
    let running = true;
    const client = async () => {
      while (running) {
        const start = Date.now();
        let http = 0;
        let envelope = false;
        try {
          const res = await fetch(`${base}/api/Common/GetSchoolConfigNew`, { headers: { cookie }, signal: AbortSignal.timeout(HANG_MS) });
          http = res.status;
          const body = (await res.json()) as { status?: unknown; message?: unknown };
          envelope = typeof body.status === 'number' && typeof body.message === 'string';
        } catch {
          http = -1; // no answer: connection refused, reset or hung past HANG_MS
        }
        samples.push({ start, end: Date.now(), http, envelope });
        if (http !== 200) await new Promise((r) => setTimeout(r, 100));
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);
    await new Promise((r) => setTimeout(r, 5_000));
    log('重启数据库…');
    const { stoppedAt, startedAt } = await cluster.restart(DOWN_MS);
    // Load goes on until every client has had 20 s after the restart.
    await new Promise((r) => setTimeout(r, 20_000));
    running = false;
    await Promise.all(clients);

    const before = samples.filter((s) => s.end < stoppedAt);
    const failed = samples.filter((s) => s.http !== 200);
    const firstFailure = failed.length ? Math.min(...failed.map((s) => s.start)) : stoppedAt;
    const lastFailure = failed.length ? Math.max(...failed.map((s) => s.end)) : stoppedAt;
    const during = samples.filter((s) => s.end >= firstFailure && s.start <= lastFailure);
    const firstOkAfter = samples.filter((s) => s.http === 200 && s.start >= startedAt).sort((a, b) => a.end - b.end)[0];
    const alive = app.proc.exitCode === null;
    if (!alive) log(`服务进程已退出（${app.proc.exitCode}）：\n${app.output.slice(-30).join('\n')}`);
    return {
      '重启前请求数': before.length,
      '重启前失败': before.filter((s) => s.http !== 200).length,
      '数据库停机（秒）': ((startedAt - stoppedAt) / 1000).toFixed(1),
      '失败请求': failed.length,
      '失败中带信封（503 等）': failed.filter((s) => s.envelope).length,
      '失败中无应答（拒绝连接/挂起）': failed.filter((s) => s.http === -1).length,
      '失败 HTTP 状态': [...new Set(failed.map((s) => s.http))].join(',') || '-',
      '停机期间最长请求（毫秒）': during.length ? Math.max(...during.map((s) => s.end - s.start)) : 0,
      '数据库恢复后首个成功（秒）': firstOkAfter ? ((firstOkAfter.end - startedAt) / 1000).toFixed(2) : '未恢复',
      '最后一次失败距数据库恢复（秒）': ((lastFailure - startedAt) / 1000).toFixed(2),
      '总请求数': samples.length,
      '服务进程存活': alive ? '是' : '否',
    };
  } finally {
    await stopInstance(app);
    await cluster.destroy();
  }
}

if (isMain(import.meta.url)) {
  const figures = await run();
  for (const [k, v] of Object.entries(figures)) console.log(`${k}: ${v}`);
}
