import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { vitestReporters } from '../../tools/vitest-reporters';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrated and seeded databases are built once per run and copied by each file (test/template-databases.ts).
    globalSetup: ['test/template-databases.ts'],
    // Each file builds its own app on its own in-memory database; PGlite start-up dominates.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default leaves one core to itself (one file at a time on a 2-core machine); the main process only
    // collects results here, so every core runs a file.
    maxWorkers: os.availableParallelism(),
    // Files of a worker share its loaded modules: importing the app afresh for each of 142 files was 775 s of a
    // 958 s run (CI). Every file still builds its own app on its own database; what a module keeps is keyed by
    // database (WeakMap) or is fixed data, so nothing one file does is seen by the next.
    isolate: false,
    reporters: vitestReporters(process.env.TEST_DATABASE_URL ? 'server-postgres' : 'server'),
  },
});
