import { buildFuzzApp, fuzzShard } from './fuzz-runner.js';

// Share 2 of the OpenAPI fuzz (see fuzz-runner.ts): the operations are split over four files that vitest runs side by side.
fuzzShard(1, buildFuzzApp);
