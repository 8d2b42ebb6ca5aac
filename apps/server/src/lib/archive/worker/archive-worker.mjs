// The archive worker's entry point. Worker threads start plain Node, which cannot load the TypeScript sources, so
// this file (plain JavaScript) loads archive-worker.ts through tsx's scoped loader: the same in `npm start`, the
// route tests and the bench.
import { tsImport } from 'tsx/esm/api';

await tsImport('./archive-worker.ts', import.meta.url);
