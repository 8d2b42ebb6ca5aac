// Prints the spec files of one of N shards of the Playwright suite, one per line: `node scripts/shard-files.mjs 1 2`;
// `node scripts/shard-files.mjs solo` prints the files that run by themselves (SOLO).
//
// CI (.ci/run) runs two shards at once, each its own Playwright with its own app on its own port and data folder,
// then the SOLO files alone.
// Playwright's own --shard splits by test count in file order, which would put routes.spec.ts (about 90 short tests)
// against most of the long stories; this packs whole files, longest first, into the shard with the least time so far,
// by the seconds each file took in a CI run (spec-durations.json). A file missing there counts DEFAULT_SECONDS, so a
// new spec always runs somewhere; refresh the figures with `node scripts/spec-durations.mjs <playwright JSON report>`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DEFAULT_SECONDS = 60;

/**
 * Stories that race a real clock (an exam's bell a minute or two ahead, its extension) or read forty scanned pages
 * against a deadline: on a 2-core machine shared with another shard their steps slow down past the margins they
 * were written with, so they run after the shards, with the machine to themselves.
 */
export const SOLO = ['tests/exam-story.spec.ts', 'tests/exam-twenty-students.spec.ts', 'tests/scan-forty-students.spec.ts'];
const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Whole files into `count` shards, longest first into the lightest; ties by name, so every shard computes the same split. */
export function shardFiles(files, seconds, count) {
  const shards = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  const weight = (f) => seconds[f] ?? DEFAULT_SECONDS;
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = shards.reduce((best, s) => (s.seconds < best.seconds ? s : best));
    lightest.files.push(file);
    lightest.seconds += weight(file);
  }
  return shards;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = readdirSync(path.join(e2eDir, 'tests')).filter((f) => f.endsWith('.spec.ts')).map((f) => `tests/${f}`);
  if (process.argv[2] === 'solo') {
    console.log(SOLO.filter((f) => files.includes(f)).join('\n'));
    process.exit(0);
  }
  const [index, count] = process.argv.slice(2).map(Number);
  if (!Number.isInteger(index) || !Number.isInteger(count) || index < 1 || index > count) {
    console.error('usage: node scripts/shard-files.mjs <shard, from 1> <shards> | solo');
    process.exit(2);
  }
  const seconds = JSON.parse(readFileSync(path.join(e2eDir, 'spec-durations.json'), 'utf8'));
  const shard = shardFiles(files.filter((f) => !SOLO.includes(f)), seconds, count)[index - 1];
  console.error(`shard ${index}/${count}: ${shard.files.length} files, about ${Math.round(shard.seconds / 60)} min`);
  console.log(shard.files.join('\n'));
}
