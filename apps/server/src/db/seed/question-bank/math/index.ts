import { createRandom } from '../../chinese-names.js';
import type { SeedItem } from '../types.js';
import { fractionsOfPolynomials, polynomialSums, productsAndFactoring } from './gen-algebra.js';
import { coordinates, inverseFunctions, linearFunctions, quadraticFunctions } from './gen-functions.js';
import { primaryAreas, primaryFractions, primaryNumbers } from './gen-primary.js';
import { seniorAlgebra, seniorTopics } from './gen-senior.js';
import { probability, statistics } from './gen-stats.js';
import { complementAngles, parallelLineAngles, triangleAngles } from './gen-angles.js';
import { circles, pythagoras, similarTriangles, specialAngles } from './gen-measure.js';
import { inequalitySystems, linearInequalities } from './gen-inequalities.js';
import { linearEquationProblems, linearEquations, linearSystemProblems, linearSystems } from './gen-equations.js';
import { rationalOperations, rootsAndReals, scientificNotation, surds } from './gen-numbers.js';
import { discriminantProblems, growthRateProblems, quadraticEquations, vietaProblems } from './gen-quadratic-equations.js';

/** Every generated mathematics item; each generator has its own seeded PRNG so adding one never reshuffles others. */
export function generateMathItems(): SeedItem[] {
  const generators: [(rand: () => number, n: number) => SeedItem[], number][] = [
    [rationalOperations, 30],
    [scientificNotation, 12],
    [rootsAndReals, 20],
    [surds, 15],
    [linearEquations, 42],
    [linearEquationProblems, 15],
    [linearSystems, 24],
    [linearSystemProblems, 8],
    [linearInequalities, 15],
    [inequalitySystems, 12],
    [quadraticEquations, 28],
    [discriminantProblems, 6],
    [vietaProblems, 9],
    [growthRateProblems, 6],
    [complementAngles, 9],
    [parallelLineAngles, 16],
    [triangleAngles, 20],
    [pythagoras, 20],
    [circles, 18],
    [specialAngles, 10],
    [similarTriangles, 8],
    [polynomialSums, 24],
    [productsAndFactoring, 28],
    [fractionsOfPolynomials, 15],
    [linearFunctions, 28],
    [inverseFunctions, 8],
    [quadraticFunctions, 21],
    [coordinates, 15],
    [statistics, 20],
    [probability, 14],
    [primaryFractions, 32],
    [primaryNumbers, 30],
    [primaryAreas, 20],
    [seniorAlgebra, 32],
    [seniorTopics, 36],
  ];
  return generators.flatMap(([generate, count], i) => generate(createRandom(7001 + i * 97), count));
}
