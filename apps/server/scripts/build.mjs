// `npm run build -w @zuoyeben/server`: compiles the server to plain JavaScript in apps/server/dist, so production
// runs `node dist/server.js` without TypeScript at run time (tsx stays for development, tests and benches).
// The workspace package @zuoyeben/shared is TypeScript and is bundled in; every npm dependency stays an import of
// node_modules (native and WebAssembly packages — sharp, argon2, PGlite — must load from their own folders).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(serverDir, 'dist');
rmSync(outdir, { recursive: true, force: true });

/** Bare imports stay external, except the project's own TypeScript workspace. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@zuoyeben/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
await build({
  absWorkingDir: serverDir,
  entryPoints: {
    server: 'src/server.ts',
    worker: 'src/worker.ts',
    cli: 'src/db/cli.ts',
    // Worker threads of the archive pool load this file by name next to the bundle (see archive-pool.ts).
    'archive-worker': 'src/lib/archive/worker/archive-worker.ts',
  },
  outdir,
  bundle: true,
  // One file per entry (no shared chunks): code that finds files relative to itself (import.meta.url) then sits in
  // dist/ whichever entry runs it.
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  outExtension: { '.js': '.js' },
  plugins: [externalDependencies],
  logLevel: 'warning',
});
console.log(`服务端已编译到 ${path.relative(process.cwd(), outdir) || outdir}（${((Date.now() - started) / 1000).toFixed(1)} 秒）`);
