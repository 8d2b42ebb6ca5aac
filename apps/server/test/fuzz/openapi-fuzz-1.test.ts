import { buildFuzzApp, fuzzShard } from './fuzz-runner.js';

// Share 1 of the OpenAPI fuzz (see fuzz-runner.ts): the operations are split over four files that vitest runs side by side.
fuzzShard(0, buildFuzzApp);
