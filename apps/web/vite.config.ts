import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vitestReporters } from '../../tools/vitest-reporters';
import { fileURLToPath } from 'node:url';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import os from 'node:os';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Production builds do not check API answers against their zod schemas (issue 9 item 23): the fetchers' `schema:`
 * option becomes `undefined`, so the schemas and zod itself drop out of the pages that only read answers (zod was about
 * 25 KB gzip of the homework list's first load). The types still come from packages/shared; `npm run dev` and the
 * tests keep parsing every answer, so a contract drift still shows there. No response schema shapes data (no transform,
 * default or coercion the server does not already apply), so skipping the parse changes no value a page reads.
 * Runs after TypeScript is stripped, on the app's own code only.
 */
export const RESPONSE_SCHEMA_OPTION = /\bschema: (?:Z\w+(?:\.nullable\(\))?|z\.object\(\{ \w+: z\.\w+\(\) \}\))(?=\s*[,}])/g;
function skipResponseSchemas(): Plugin {
  return {
    name: 'zuoyeben:skip-response-schemas',
    apply: 'build',
    enforce: 'post',
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/ },
      handler(code) {
        if (!code.includes('schema: ')) return null;
        const next = code.replace(RESPONSE_SCHEMA_OPTION, 'schema: undefined');
        return next === code ? null : { code: next, map: null };
      },
    },
  };
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, which the server sends to browsers
 * that accept them (@fastify/static's preCompressed): the homework list's cold load transfers about a quarter of the
 * bytes, compressed once at build time at the best ratio instead of per request (issue 9 item 23).
 */
function precompress(): Plugin {
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  let outDir = '';
  const files = async (dir: string): Promise<string[]> =>
    (await Promise.all((await readdir(dir, { withFileTypes: true })).map((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)])))).flat();
  return {
    name: 'zuoyeben:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const text = (await files(outDir)).filter((f) => /\.(?:js|mjs|css|html|svg|json|txt|map)$/.test(f));
      await Promise.all(
        text.map(async (file) => {
          if ((await stat(file)).size < 1024) return;
          const source = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzip(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), skipResponseSchemas(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // React, the router and react-query run on every page: one file instead of the handful of chunks the automatic
        // split made of them (issue 9 item 23). They import nothing outside the group, so no chunk cycle arises.
        // (antd's core grouped the same way formed cycles with the component chunks and needed strictExecutionOrder,
        // which made the first route larger, not smaller.)
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/ }],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    // antd forms with many fields take seconds to drive on a loaded 2-core machine; a timeout is not a finding.
    testTimeout: 15_000,
    setupFiles: ['./src/test/setup.ts'],
    // mammoth's Node entry only reads files and Buffers; the browser build (what Vite bundles via its "browser" field)
    // reads the ArrayBuffer the preview passes, so tests run that one.
    alias: [
      { find: 'mammoth', replacement: 'mammoth/mammoth.browser.js' },
      // DOMPurify does not support happy-dom; the tests clean on jsdom (see the file).
      { find: /^dompurify$/, replacement: fileURLToPath(new URL('./src/test/dompurify-on-jsdom.ts', import.meta.url)) },
    ],
    include: ['src/**/*.test.{ts,tsx}'],
    // Vitest's default leaves one core to itself (one file at a time on a 2-core machine); use them all.
    maxWorkers: os.availableParallelism(),
    // Each file in a fresh module registry and page, unlike the server suite: importing antd and the app for each of
    // 143 files is 367 s of a 490 s run, but with shared modules happy-dom's one page carried state from file to file
    // (in a clean-clone CI order, a broken window.location reached a later file). Revisit with a fresh window per file.
    // A global a test stubs (fetch, navigator, location) is put back after it.
    unstubGlobals: true,
    reporters: vitestReporters('web'),
  },
});
