// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';

/**
 * Issue 9 item 23: what a teacher's browser loads before the homework list can show. Builds the app in memory (as
 * `npm run build` does) and follows the chunks' static imports (what the build manifest lists as `imports`). `npm run bench` (BENCH_ONLY=web) measures the same
 * load in Chromium with timings.
 */
type Chunk = Rolldown.OutputChunk;

const webDir = fileURLToPath(new URL('../..', import.meta.url));
/** Big libraries that only some pages need: never in the entry, nor on the homework list. */
const PAGE_ONLY_LIBRARIES = ['echarts', 'zrender', 'katex', 'pdfjs-dist', 'mammoth', 'dompurify'];
/**
 * Code the homework list does without: antd's calendar, which the list's date filter loads when a teacher reaches for
 * it (its locale texts come with antd's zh_CN locale, which every page loads), and antd's Result with its 403/404/500
 * illustrations (the sign-in guard and the route error draw their own notice).
 */
const isDeferredCode = (id: string) =>
  (id.includes('/node_modules/@rc-component/picker/') && !id.includes('/locale/')) || id.includes('/node_modules/antd/es/result/');
const KB = 1024;
/** Issue 9 item 23: what the homework list's cold load may fetch, gzip -6. */
const LIST_ROUTE_BUDGET_KB = 300;
/**
 * antd parts the homework list and its shell draw with components/light instead, or load when a teacher reaches for
 * them (a select, the account menu, the delete confirmation): Table alone brought Tree, Menu, Checkbox, Radio and
 * Dropdown for its filter menus.
 */
const HEAVY_ANTD = ['table', 'tabs', 'menu', 'dropdown', 'select', 'cascader', 'tree', 'card', 'typography', 'pagination', 'popconfirm', 'popover', 'layout', 'alert', 'badge', 'avatar', 'input', 'date-picker'];
// Their texts in antd's zh_CN locale come with every page.
const isHeavyAntd = (id: string) => !id.includes('/locale/') && HEAVY_ANTD.some((part) => id.includes(`/node_modules/antd/es/${part}/`));
const isZod = (id: string) => id.includes('/node_modules/zod/');

let chunks: Map<string, Chunk>;

beforeAll(async () => {
  // Vitest runs with NODE_ENV=test, under which React's and antd's development code would be bundled.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({
    root: webDir,
    configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
    logLevel: 'silent',
    build: { write: false, sourcemap: false },
  }).finally(() => (process.env.NODE_ENV = nodeEnv));
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  chunks = new Map(outputs.flatMap((o) => o.output).filter((c): c is Chunk => c.type === 'chunk').map((c) => [c.fileName, c]));
}, 240_000);

/** The chunk and every chunk it imports statically (what the browser loads with it). */
function closure(roots: Chunk[]): Chunk[] {
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) visit(chunks.get(name)!);
  };
  roots.forEach(visit);
  return [...seen.values()];
}

const gzipBytes = (list: Chunk[]) => list.reduce((sum, c) => sum + gzipSync(c.code, { level: 6 }).length, 0);

/** The chunk a lazy import of the module loads. */
function dynamicEntry(sourceSuffix: string): Chunk {
  const chunk = [...chunks.values()].find((c) => c.moduleIds.some((id) => id.endsWith(sourceSuffix)));
  if (!chunk) throw new Error(`no lazy chunk for ${sourceSuffix}`);
  return chunk;
}

/** What a cold load of /jobManager/job fetches: the entry, the sign-in guard, both layouts and the list page, with their imports. */
function listRoute(): Chunk[] {
  return closure([
    ...[...chunks.values()].filter((c) => c.isEntry),
    dynamicEntry('features/auth/index.ts'),
    dynamicEntry('app/layouts/main-layout.tsx'),
    dynamicEntry('app/layouts/job-manager-layout.tsx'),
    dynamicEntry('features/homework/components/list/homework-list-page.tsx'),
  ]);
}

const libraryModules = (list: Chunk[]) =>
  list.flatMap((c) => c.moduleIds).filter((id) => PAGE_ONLY_LIBRARIES.some((lib) => id.includes(`/node_modules/${lib}/`)));

describe('first-route JavaScript', () => {
  it('keeps the entry (index.html and its preloads) under 300 KB gzip', () => {
    const entry = closure([...chunks.values()].filter((c) => c.isEntry));
    expect(gzipBytes(entry) / KB).toBeLessThan(300);
    expect(libraryModules(entry)).toEqual([]);
  });

  it('loads the homework list without the wizard, editor, chart, formula, PDF, calendar or Result code', () => {
    const route = listRoute();
    expect(libraryModules(route)).toEqual([]);
    expect(route.flatMap((c) => c.moduleIds).filter(isDeferredCode)).toEqual([]);
    const pages = route.flatMap((c) => c.moduleIds).filter((id) => /features\/homework\/components\/(upload|basic|tiku|finish|details)\//.test(id));
    expect(pages).toEqual([]);
  });

  it(`keeps the homework list's whole first load under ${LIST_ROUTE_BUDGET_KB} KB gzip, without zod or antd's heavy parts`, () => {
    const route = listRoute();
    const modules = route.flatMap((c) => c.moduleIds);
    // Production builds do not parse API answers (vite.config.ts skipResponseSchemas).
    expect(modules.filter(isZod)).toEqual([]);
    expect(modules.filter(isHeavyAntd)).toEqual([]);
    expect(gzipBytes(route) / KB).toBeLessThan(LIST_ROUTE_BUDGET_KB);
  });
});
