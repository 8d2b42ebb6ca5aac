import type { TextbookSeed } from '../types.js';
import { BSD_JUNIOR_MATH } from './bsd-junior-math.js';
import { RJ_JUNIOR_MATH } from './rj-junior-math.js';
import { RJ_PRIMARY_MATH } from './rj-primary-math.js';
import { RJA_SENIOR_MATH } from './rja-senior-math.js';

/** Every seeded textbook, in the order the cascader lists them. */
export const TEXTBOOKS: readonly TextbookSeed[] = [...RJ_PRIMARY_MATH, ...RJ_JUNIOR_MATH, ...BSD_JUNIOR_MATH, ...RJA_SENIOR_MATH];

export { bsd } from './bsd-junior-math.js';
export { rj } from './rj-junior-math.js';
export { rja } from './rja-senior-math.js';
export { rjx } from './rj-primary-math.js';
