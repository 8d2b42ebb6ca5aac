import { defineConfig } from 'vitest/config';
import { vitestReporters } from '../../tools/vitest-reporters';

export default defineConfig({
  test: { include: ['src/**/*.test.ts'], reporters: vitestReporters('shared') },
});
