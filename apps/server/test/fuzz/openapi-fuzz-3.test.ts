import { buildFuzzApp, fuzzShard } from './fuzz-runner.js';

// Share 3 of the OpenAPI fuzz (see fuzz-runner.ts): the operations are split over four files that vitest runs side by side.
fuzzShard(2, buildFuzzApp);
