import type { DifficultyLevel, ItemOption, ItemTypeCode, SubItem } from '@zuoyeben/shared';

/** A chapter node: a leaf name, or a name with its children. */
export type ChapterNode = string | readonly [string, readonly ChapterNode[]];

/** One textbook volume and its table of contents. */
export interface TextbookSeed {
  /** Stable key, e.g. rj-c-math-7a; chapter references are `${key}:${position path}`. */
  key: string;
  period: 'X' | 'C' | 'G';
  km: string;
  pressName: string;
  versionName: string;
  grade: string;
  volume: string;
  chapters: readonly ChapterNode[];
}

/** A knowledge-point node: a leaf name, or a name with its children. Names are unique per period and subject. */
export type KnowledgeNode = ChapterNode;

export interface KnowledgeTreeSeed {
  period: 'X' | 'C' | 'G';
  km: string;
  nodes: readonly KnowledgeNode[];
}

/**
 * What a test needs to recompute an answer on its own: the problem in machine form. Expressions are ASCII
 * (`3*(x-2)`, `sqrt(2)`, `sind(30)`, `C(5,2)`, `log(2,8)`), never the generator's own answer.
 */
export type MathCheck =
  | { kind: 'value'; expr: string }
  | { kind: 'scientific'; n: number }
  | { kind: 'defined'; denominator: string; variable: string }
  | { kind: 'equation'; vars: string[]; equations: [string, string][]; rational?: boolean; positive?: boolean }
  | { kind: 'root-condition'; f: string; param: string; want: 'two' | 'real' | 'none' }
  | { kind: 'vieta'; f: string; expr: string }
  | { kind: 'identity'; vars: string[]; expr: string; form?: 'product' }
  | { kind: 'inequality'; variable: string; constraints: [string, '<' | '>' | '<=' | '>=', string][]; ask: 'solution' | 'integer-count' }
  | { kind: 'quadratic'; f: string; ask: 'vertex' | 'axis' | 'max' | 'min' }
  | { kind: 'function'; f: string; ask: 'quadrants' | 'missed-quadrant' | 'monotonic' }
  | { kind: 'line-through'; points: [number, number][] }
  | { kind: 'parallel'; given: number; givenAt: AngleSpot; askedAt: AngleSpot }
  | { kind: 'sqrt-range'; n: number }
  | { kind: 'right-triangle-set' }
  | { kind: 'stats'; data: number[]; stat: 'mean' | 'median' | 'mode' | 'variance' | 'range' }
  | { kind: 'probability'; model: 'balls'; counts: number[]; target: number }
  | { kind: 'probability'; model: 'dice'; sum: number }
  | { kind: 'set'; a: number[]; b: number[]; op: 'union' | 'intersection' }
  | { kind: 'sequence'; type: 'arithmetic' | 'geometric'; first: number; step: number; n: number; ask: 'term' | 'sum' }
  | { kind: 'derivative'; f: string; at: number }
  | { kind: 'complex'; a: [number, number]; b: [number, number]; op: 'add' | 'sub' | 'mul' | 'div' }
  | { kind: 'point-quadrant'; x: number; y: number }
  | { kind: 'symmetric'; point: [number, number]; about: 'x' | 'y' | 'origin' }
  | { kind: 'poem'; corpus: PoemCorpus; author: string; title: string }
  | { kind: 'poem-source'; corpus: PoemCorpus; author: string; title: string; line: string; ask: 'author' | 'title' | 'dynasty' | 'statement' };

/** 唐诗三百首 (mengxue edition, traditional characters) or 宋词三百首 of the chinese-poetry package. */
export type PoemCorpus = 'tang300' | 'songci300';

/** An angle where a transversal crosses the upper (P) or lower (Q) of two parallel lines: upper/lower, left/right. */
export type AngleSpot = `${'P' | 'Q'}-${'ul' | 'ur' | 'll' | 'lr'}`;

/** One item as the seed writes it, with the references the seed resolves to guids. */
export interface SeedItem {
  /** Stable key; the item guid is derived from it. */
  key: string;
  type: ItemTypeCode;
  stem: string;
  options: ItemOption[];
  answer: string[];
  subItems?: SubItem[];
  explanation: string;
  difficulty: DifficultyLevel;
  period: 'X' | 'C' | 'G';
  km: string;
  grade: string;
  /** Chapter references (`rj-c-math-7a:3.2`); the first is shown with the item. */
  chapters: string[];
  /** Knowledge-point names of the subject; the first is the primary one. */
  knowledge: string[];
  year: number;
  provinceCodes: string[];
  source: number;
  /** For generated items: how a test recomputes the answer. */
  check?: MathCheck;
}

/** A paper of the seed: groups of item keys with a score each. */
export interface PaperSeed {
  key: string;
  name: string;
  period: 'X' | 'C' | 'G';
  km: string;
  grade: string;
  source: number;
  year: number;
  groups: { name: string; type: number; score: number; itemKeys: string[] }[];
}
