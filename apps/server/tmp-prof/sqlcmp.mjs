import pg from 'pg';
import fs from 'node:fs';
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/zyb_bench' });
await c.connect();
const qs = process.argv.slice(2).map((f) => fs.readFileSync(f, 'utf8'));
const t = qs.map(() => []);
for (let i = 0; i < 150; i++) for (let j = 0; j < qs.length; j++) { const s = performance.now(); await c.query(qs[j]); t[j].push(performance.now() - s); }
for (const a of t) { a.sort((x, y) => x - y); console.log('min', a[0].toFixed(2), 'p50', a[a.length >> 1].toFixed(2)); }
await c.end();
