import http from 'node:http';

/** The loopback load loops themselves; they run in a child process (load.ts) so they never share the server's event loop. */
export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU ms per request spent by the load generator (set by load-child.ts). */
  clientMs?: number;
}

export interface LoadTarget {
  port: number;
  method: 'GET' | 'POST';
  path: string;
  cookie?: string;
  body?: unknown;
}

/** The loopback request of a target: its session cookie, and its JSON body's type and length when it has one. */
export function requestOptions(agent: http.Agent, t: LoadTarget, payload: string | undefined): http.RequestOptions {
  return {
    host: '127.0.0.1',
    port: t.port,
    method: t.method,
    path: t.path,
    agent,
    headers: {
      ...(t.cookie ? { cookie: t.cookie } : {}),
      ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
    },
  };
}

function once(agent: http.Agent, t: LoadTarget, payload: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      requestOptions(agent, t, payload),
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** The value below which a share q of the sorted values lies. */
export const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export async function runLoad(t: LoadTarget, connections: number, seconds: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const payload = t.body === undefined ? undefined : JSON.stringify(t.body);
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      const start = performance.now();
      const status = await once(agent, t, payload).catch(() => 0);
      latencies.push(performance.now() - start);
      if (status !== 200) errors++;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    perSecond: Math.round(latencies.length / ((Date.now() - started) / 1000)),
    p50: Number(quantile(latencies, 0.5).toFixed(2)),
    p95: Number(quantile(latencies, 0.95).toFixed(2)),
    p99: Number(quantile(latencies, 0.99).toFixed(2)),
  };
}

/** Sends each request of `targets` once, `connections` at a time, as fast as the server answers. */
export async function runEach(targets: readonly LoadTarget[], connections: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const t = targets[next++]!;
      const payload = t.body === undefined ? undefined : JSON.stringify(t.body);
      const start = performance.now();
      const status = await once(agent, t, payload).catch(() => 0);
      latencies.push(performance.now() - start);
      if (status !== 200) errors++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    perSecond: Math.round(latencies.length / elapsed),
    p50: Number(quantile(latencies, 0.5).toFixed(2)),
    p95: Number(quantile(latencies, 0.95).toFixed(2)),
    p99: Number(quantile(latencies, 0.99).toFixed(2)),
  };
}
