// Writes spec-durations.json (seconds per spec file, what scripts/shard-files.mjs packs shards by) from Playwright
// JSON reports of a whole run: `node scripts/spec-durations.mjs <report.json> [more reports]`. A retried test counts
// every attempt, as it does in CI's wall time.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = {};

function walk(suite, file) {
  const here = suite.file ? `tests/${path.basename(suite.file)}` : file;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      for (const result of test.results ?? []) seconds[here] = (seconds[here] ?? 0) + result.duration / 1000;
    }
  }
  for (const child of suite.suites ?? []) walk(child, here);
}

for (const report of process.argv.slice(2)) {
  for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites ?? []) walk(suite, undefined);
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)).map(([f, s]) => [f, Math.round(s)]));
writeFileSync(path.join(e2eDir, 'spec-durations.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files, ${Math.round(Object.values(sorted).reduce((a, b) => a + b, 0) / 60)} min in all`);
