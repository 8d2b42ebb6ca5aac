import os from 'node:os';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data.js';
import { formulaRowsXlsx, zipBombDocx, zipBombXlsx } from '../test/helpers/zip.js';
import type { BenchContext } from './homework-bench.js';
import { runLoad, type LoadResult } from './load.js';

/**
 * Hostile uploads (issue 9 item 1): one administrator sends a 4 MB zip bomb .xlsx that declares 4 GB, one whose headers
 * lie (only inflating shows 4 GB), a 100,000-formula-row workbook and a zip-bomb .docx, one after another, three
 * rounds; meanwhile another teacher (李强) keeps calling GET /api/User/UserInfo from the load child. Prints how long
 * each refusal took and the other teacher's latencies during the attack next to the same load without it.
 */
const ATTACK_CONNECTIONS = 2;

async function loginCookie(port: number, phone: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/Common/Login1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userCode: phone, password: DEMO_PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('zyb_session='));
  if (!cookie) throw new Error(`login failed for ${phone}`);
  return cookie.split(';')[0]!;
}

/** Sends one file as multipart and answers the time to the refusal and its envelope. */
async function upload(port: number, cookie: string, path: string, fileName: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { cookie }, body: form });
  const body = (await res.json()) as { status: number; message: string };
  return { ms: Math.round(performance.now() - started), http: res.status, body };
}

const line = (label: string, name: string, r: LoadResult) =>
  console.log(`${label.padEnd(10)} ${name.padEnd(58)} p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  (${r.requests} requests, ${r.errors} errors)`);

export async function benchArchives(c: BenchContext) {
  const files = [
    { name: 'zip bomb .xlsx, 4 GB declared', path: '/api/Teacher/ImportStudent', fileName: '学生.xlsx', bytes: zipBombXlsx({ honest: true }) },
    { name: 'zip bomb .xlsx, 4 GB behind small headers', path: '/api/Teacher/ImportStudent', fileName: '学生.xlsx', bytes: zipBombXlsx({ honest: false }) },
    { name: '100,000 formula rows .xlsx', path: '/api/Teacher/ImportStudent', fileName: '学生.xlsx', bytes: formulaRowsXlsx(100_000) },
    { name: 'zip bomb .docx, 2 GB behind small headers', path: '/api/Upload/UploadFile', fileName: '题目.docx', bytes: zipBombDocx(2000), fields: { uploadType: '1' } },
  ];
  for (const f of files) console.log(`${c.label.padEnd(10)} archive: ${f.name} is ${(f.bytes.length / 1024 / 1024).toFixed(1)} MB`);
  // Other work on the machine shows in every figure here: say how busy it was.
  console.log(`${c.label.padEnd(10)} load average before the attack: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} (${os.cpus().length} cores)`);
  const teacher = await loginCookie(c.port, '13800000002');
  const target = { port: c.port, method: 'GET' as const, path: '/api/User/UserInfo', cookie: teacher };

  line(c.label, 'another teacher, UserInfo, no attack', await runLoad(target, ATTACK_CONNECTIONS, 4));

  const rounds = 3;
  const seconds = 16;
  const during = runLoad(target, ATTACK_CONNECTIONS, seconds);
  // Let the load child connect first, so every attack falls inside its window.
  await new Promise((resolve) => setTimeout(resolve, 700));
  const attackStarted = performance.now();
  const refusals: { name: string; ms: number; http: number; message: string }[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const f of files) {
      const r = await upload(c.port, c.cookie, f.path, f.fileName, f.bytes, f.fields);
      refusals.push({ name: f.name, ms: r.ms, http: r.http, message: r.body.message });
    }
  }
  const attackMs = Math.round(performance.now() - attackStarted);
  const result = await during;
  for (const f of files) {
    const mine = refusals.filter((r) => r.name === f.name);
    console.log(
      `${c.label.padEnd(10)} refused ${f.name.padEnd(44)} in ${mine.map((r) => `${r.ms}`).join(' / ')} ms (HTTP ${mine[0]!.http}: ${mine[0]!.message})`,
    );
  }
  line(c.label, `another teacher, UserInfo, during ${rounds * files.length} hostile uploads (${attackMs} ms)`, result);
}
