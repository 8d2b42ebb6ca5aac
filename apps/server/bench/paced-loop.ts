import http from 'node:http';
import { quantile, requestOptions, type LoadTarget } from './load-loop.js';

/**
 * Arrivals spread over a window, as a crowd of phones makes them: each "student" starts at its own moment within
 * `spreadMs` and sends its requests one after the other (the next once the previous has answered), over at most
 * `connections` sockets shared by all. Two latencies per request: on the connection (from the moment a socket takes
 * the request to the end of the answer: what the server took) and as the student waits (from the moment the student
 * sends it, including the wait for a free socket when all are busy). Runs in the load child (load.ts).
 */
export interface PacedResult {
  requests: number;
  errors: number;
  /** Status codes other than 200 with how often they came, and the first few error messages. */
  errorSamples: string[];
  /** From the first arrival to the last answer. */
  seconds: number;
  perSecond: number;
  onConnection: Quantiles;
  asWaited: Quantiles;
  clientMs?: number;
}

export interface Quantiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

interface Timed {
  status: number;
  onConnectionMs: number;
  body?: string;
}

function send(agent: http.Agent, t: LoadTarget): Promise<Timed> {
  const payload = t.body === undefined ? undefined : JSON.stringify(t.body);
  return new Promise((resolve) => {
    let taken = performance.now();
    const req = http.request(
      requestOptions(agent, t, payload),
      (res) => {
        const failed = res.statusCode !== 200;
        let body = '';
        if (failed) res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        else res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, onConnectionMs: performance.now() - taken, ...(failed ? { body } : {}) }));
      },
    );
    req.on('socket', () => (taken = performance.now()));
    req.on('error', (error) => resolve({ status: 0, onConnectionMs: performance.now() - taken, body: error.message }));
    if (payload) req.write(payload);
    req.end();
  });
}

const quantiles = (values: number[]): Quantiles => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => Number(quantile(sorted, q).toFixed(2));
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: Number((sorted.at(-1) ?? 0).toFixed(2)) };
};

/** `scripts[i]` is student i's requests in order; student i starts at i / n of `spreadMs` (evenly spread arrivals). */
export async function runPaced(scripts: readonly (readonly LoadTarget[])[], spreadMs: number, connections: number): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const onConnection: number[] = [];
  const asWaited: number[] = [];
  const codes = new Map<number, number>();
  const messages: string[] = [];
  const started = performance.now();
  const student = async (script: readonly LoadTarget[], i: number) => {
    await new Promise((resolve) => setTimeout(resolve, (i / scripts.length) * spreadMs));
    for (const target of script) {
      const sent = performance.now();
      const r = await send(agent, target);
      asWaited.push(performance.now() - sent);
      onConnection.push(r.onConnectionMs);
      if (r.status !== 200) {
        codes.set(r.status, (codes.get(r.status) ?? 0) + 1);
        if (messages.length < 3) messages.push(`${r.status} ${target.path.split('?')[0]}: ${(r.body ?? '').slice(0, 160)}`);
      }
    }
  };
  await Promise.all(scripts.map(student));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const errors = [...codes.values()].reduce((a, b) => a + b, 0);
  return {
    requests: onConnection.length,
    errors,
    errorSamples: [...[...codes].map(([code, n]) => `HTTP ${code} × ${n}`), ...messages],
    seconds: Number(seconds.toFixed(2)),
    perSecond: Math.round(onConnection.length / seconds),
    onConnection: quantiles(onConnection),
    asWaited: quantiles(asWaited),
  };
}
