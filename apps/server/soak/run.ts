import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, createSoakContext, type SoakScenario } from './harness/index.js';

/**
 * `npm run soak`: runs every scenario in soak/scenarios in file-name order, each on its own throw-away database with
 * its own processes, and prints its figures. SOAK_ONLY=a,b runs the scenarios whose file names (without .ts) are
 * listed. Exits 1 when a scenario failed (its figures are still printed when it got that far).
 */
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'scenarios');
const only = process.env.SOAK_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .sort()
  .filter((f) => !only || only.includes(f.replace(/\.ts$/, '')));

buildServer();
let failed = 0;
for (const file of files) {
  const scenario = (await import(pathToFileURL(path.join(dir, file)).href)) as SoakScenario;
  console.log(`\n== ${scenario.name} (${file})`);
  const started = performance.now();
  const ctx = await createSoakContext(file.replace(/\.ts$/, ''));
  try {
    const figures = await scenario.run(ctx);
    for (const [key, value] of Object.entries(figures)) console.log(`  ${key.padEnd(64)} ${value}`);
    console.log(`  passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await ctx.teardown();
  } catch (error) {
    failed++;
    console.log(`  FAILED: ${(error as Error).stack ?? error}`);
    console.log(`  process logs kept in ${ctx.dir}`);
    await ctx.teardown({ keepFiles: true });
  }
}
console.log(`\nsoak: ${files.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
