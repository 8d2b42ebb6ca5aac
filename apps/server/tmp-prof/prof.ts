import { buildApp } from '../src/app.js';
import { createDatabase } from '../src/db/database.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data.js';
const db = createDatabase({ url: 'postgres://postgres@127.0.0.1:5432/zyb_bench' });
const app = await buildApp({ db, loginPerMinute: 1_000_000 });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/Common/Login1', payload: { userCode: '13800000003', password: DEMO_PASSWORD } });
const cookie = `zyb_session=${login.cookies.find((c) => c.name === 'zyb_session')!.value}`;
const w = await db.selectFrom('works').select('guid').where('examDuration', '=', 120).executeTakeFirstOrThrow();
const url = `/api/${process.env.P ?? "mpaper/SubsectionScore"}?ruCode=RU10001&workGuid=${w.guid}${process.env.Q ?? ""}`;
const times: number[] = [];
for (let i = 0; i < Number(process.env.N ?? 100); i++) {
  const t = performance.now();
  const r = await app.inject({ method: 'GET', url, headers: { cookie, ...(process.env.GZ ? { 'accept-encoding': 'gzip' } : {}) } });
  times.push(performance.now() - t);
  if (i === 0) console.log(r.statusCode, r.body.length);
}
times.sort((a, b) => a - b);
console.log('p50', times[times.length >> 1].toFixed(1), 'p99', times[Math.floor(times.length * 0.99)].toFixed(1), 'max', times.at(-1)!.toFixed(1));
await app.close(); await db.destroy();
