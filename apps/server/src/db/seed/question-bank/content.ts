import { createRandom } from '../chinese-names.js';
import { generatePoetryItems } from './chinese/gen-poetry.js';
import { buildHandWrittenItems } from './hand-written.js';
import { generateMathItems } from './math/index.js';
import { generatePhysicsItems } from './physics/gen-physics.js';
import type { SeedItem } from './types.js';

/** All seeded items, built deterministically (the same on every fresh install). */
export function buildSeedItems(): SeedItem[] {
  return [
    ...generateMathItems(),
    ...generatePoetryItems(createRandom(8101)),
    ...buildHandWrittenItems(createRandom(8201)),
    ...generatePhysicsItems(createRandom(8301), 26),
  ];
}
