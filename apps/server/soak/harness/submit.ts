import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { answersFor, BENCH_QUESTIONS, type BenchStudent } from '../../bench/scale.js';

/** One student's submission as the student's page sends it, and what became of it. */
export interface Submission {
  index: number;
  student: BenchStudent;
  workGuid: string;
  /** The same requestId on every retry: the server answers a retry with the first result. */
  requestId: string;
  body: string;
  attempts: number;
  /** Set when an attempt answered HTTP 200 with envelope status 200. */
  acknowledged: { submissionGuid: string; at: number; upstream: string } | null;
  /** What the failed attempts saw (HTTP status or error code), for the report. */
  failures: string[];
}

/** The 30 answers of the bench homework (bench/scale.ts): all 30 must be stored with an acknowledged submission. */
export const QUESTIONS_PER_SUBMISSION = BENCH_QUESTIONS.length;

export function submissionsFor(students: BenchStudent[], workGuid: string, offset = 0): Submission[] {
  return students.map((student, i) => ({
    index: offset + i,
    student,
    workGuid,
    requestId: randomUUID(),
    body: JSON.stringify({ workGuid, requestId: '', durationSeconds: 300 + (i % 900), answers: answersFor(offset + i) }),
    attempts: 0,
    acknowledged: null,
    failures: [],
  })).map((s) => ({ ...s, body: s.body.replace('"requestId":""', `"requestId":"${s.requestId}"`) }));
}

/** Many sockets: the soak sends up to 1,000 submissions at once. */
export const soakAgent = () => new http.Agent({ keepAlive: true, maxSockets: 1_000 });

interface Answer {
  status: number;
  text: string;
  upstream: string;
}

function post(url: URL, cookie: string, body: string, agent: http.Agent, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method: 'POST', path: url.pathname, agent, timeout: timeoutMs,
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), upstream: String(res.headers['x-soak-upstream'] ?? '') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', reject);
    req.end(body);
  });
}

/** One attempt of POST /api/Student/Submit; resolves whether it was acknowledged. */
export async function attempt(baseUrl: string, s: Submission, agent: http.Agent, timeoutMs = 30_000): Promise<boolean> {
  s.attempts++;
  try {
    const res = await post(new URL('/api/Student/Submit', baseUrl), s.student.cookie, s.body, agent, timeoutMs);
    const envelope = res.status === 200 ? (JSON.parse(res.text) as { status: number; data?: { submissionGuid?: string } }) : null;
    if (envelope?.status === 200 && envelope.data?.submissionGuid) {
      s.acknowledged ??= { submissionGuid: envelope.data.submissionGuid, at: Date.now(), upstream: res.upstream };
      return true;
    }
    s.failures.push(res.status === 200 ? `envelope ${envelope?.status}` : `http ${res.status}`);
  } catch (error) {
    s.failures.push((error as { code?: string }).code ?? (error as Error).message);
  }
  return false;
}

/** Sends each submission, retrying a failed one (same requestId) up to `tries` times after `backoffMs`, `concurrency` at once. */
export async function submitAll(baseUrl: string, list: Submission[], options: { concurrency: number; tries: number; backoffMs: number }): Promise<void> {
  const agent = soakAgent();
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const s = list[next++]!;
      for (let t = 0; t < options.tries; t++) {
        if (await attempt(baseUrl, s, agent)) break;
        await new Promise((r) => setTimeout(r, options.backoffMs * (t + 1)));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, list.length) }, worker));
  agent.destroy();
}
