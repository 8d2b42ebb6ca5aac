import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { BANK_PORT } from './fixtures/fake-bank.js';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the whole app: the built
 * web app served by the server, on a fresh PGlite data folder seeded with the demo schools.
 * CI passes E2E_PORT (a free port) and E2E_DATA_DIR; `npm run test:e2e` builds the web app first.
 */
const port = Number(process.env.E2E_PORT ?? 3300);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `zuoyeben-e2e-${port}`);
const baseURL = `http://127.0.0.1:${port}`;
const isCI = !!process.env.CI;

export default defineConfig({
  testDir: './tests',
  // CI runs two shards at once (.ci/run): each keeps its traces and screenshots in a folder of its own, since a run
  // empties its output folder when it starts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // Two cores: one browser at a time keeps the server and PGlite responsive.
  workers: 1,
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          // Without the networking flags Chromium keeps dialling Google's hosts, which this network refuses.
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    // The data folder is deleted right before the server starts, so every run begins from the demo seed.
    // The compiled server (`npm run build` makes apps/server/dist), as `npm start` runs it.
    command: `rm -rf '${dataDir}' && node --enable-source-maps ../apps/server/dist/server.js`,
    url: `${baseURL}/api/docs/json`,
    // Exports of more than 100 rows run as tasks (the school-wide student list does; a class's score report does not).
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', EXPORT_INLINE_MAX_ROWS: '100',
      SUBJECT_NETWORK_URL: `http://127.0.0.1:${BANK_PORT}/bank.html` },
    reuseExistingServer: !isCI,
    // Seeding the demo school and the question bank, with the other shard seeding its own at the same time.
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
