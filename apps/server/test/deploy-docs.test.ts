import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env.js';

// docs/deploy.md's settings table is what an IT person configures a school's server from: it must list exactly the
// settings the code reads, with the defaults the code applies. Adding a setting to config/env.ts (or reading one
// with env.X elsewhere) without its row, or changing a default, fails here with the row to write.
const repo = path.resolve(import.meta.dirname, '../../..');
const deployDoc = readFileSync(path.join(repo, 'docs/deploy.md'), 'utf8');

/** `| `NAME` | default | meaning |` rows between the settings markers. */
function documentedSettings(): Map<string, string> {
  const block = deployDoc.split('<!-- settings:start -->')[1]?.split('<!-- settings:end -->')[0] ?? '';
  const rows = new Map<string, string>();
  for (const line of block.split('\n')) {
    const m = /^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|\s*([^|]*?)\s*\|/.exec(line);
    if (m) rows.set(m[1]!, m[2]!);
  }
  return rows;
}

/** Settings read outside config/env.ts: `env.NAME` in the server's sources (e.g. CHROMIUM_PATH). */
function settingsReadElsewhere(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('/testing/')) {
        for (const m of readFileSync(file, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)\b/g)) names.add(m[1]!);
      }
    }
  };
  walk(path.join(repo, 'apps/server/src'));
  return names;
}

/** How a default is written in the table: `value`, with this checkout's path shown as <repo>. */
const shown = (value: unknown) => `\`${String(value).replace(repo, '<repo>')}\``;

describe('docs/deploy.md settings table', () => {
  const rows = documentedSettings();
  const defaults = loadEnv({});
  const envKeys = Object.keys(loadEnv({ DATABASE_URL: 'postgres://x/y', TRUST_PROXY: '1', SUBJECT_NETWORK_URL: 'http://x', FILES_DIR: '/x', EXPORT_INLINE_MAX_ROWS: '1' }));

  it('has a row for every setting the server reads, and no row for one it does not', () => {
    const read = new Set([...envKeys, ...settingsReadElsewhere()]);
    expect([...rows.keys()].sort()).toEqual([...read].sort());
  });

  it('shows the default the code applies (— when there is none)', () => {
    for (const key of envKeys) {
      const value = (defaults as Record<string, unknown>)[key];
      expect(`${key}: ${rows.get(key)}`).toBe(`${key}: ${value === undefined ? '—' : shown(value)}`);
    }
  });

  it('the deployment files set only documented settings', () => {
    const files = ['deploy/compose.yaml', 'deploy/zuoyeben.env.example', 'deploy/systemd/zuoyeben-web@.service', 'deploy/systemd/zuoyeben-worker.service'];
    for (const file of files) {
      const text = readFileSync(path.join(repo, file), 'utf8');
      // compose's app environment (indented KEY: value), env files (KEY=value) and systemd's Environment=KEY=value.
      const used = [...text.matchAll(/^(?:\s{4,}([A-Z][A-Z0-9_]+):\s|(?:Environment=|#)?([A-Z][A-Z0-9_]+)=)/gm)].map((m) => (m[1] ?? m[2])!)
        // POSTGRES_* belong to the postgres image; HTTP_PORT and BACKUP_* to compose and the backup script. REDIS_URL comes
        // with the multi-instance work (issue 16 item 2), merged separately: drop it from this list once env.ts reads it.
        .filter((k) => !k.startsWith('POSTGRES_') && !['HTTP_PORT', 'BACKUP_DIR', 'BACKUP_KEEP'].includes(k));
      for (const key of used) expect(`${file}: ${key}`).toBe(rows.has(key) ? `${file}: ${key}` : `${file}: ${key} (undocumented)`);
    }
  });
});
