import { parse, simplify, type MathNode } from 'mathjs';

/**
 * Grouping of typed answers for the marking assistants (智能批改-辅助批改; spec 01 §3 witMarking, mathWitMarking).
 * These are plain rules, no model: answers are grouped when they read the same after normalising, when — with the
 * maths fill-in-blank assistant on — they are the same expression, or when — with word marking on — two words differ
 * by at most the teacher's number of letters.
 *
 * Decisions (documented, tested in answer-grouping.test.ts):
 * - Normalising: Unicode NFKC (full-width letters, digits and brackets become half-width), lower case, spaces
 *   collapsed and dropped next to anything but two letters or digits ("x + 1" = "x+1", "a cat" ≠ "acat"), Chinese
 *   unit names mapped to their symbols ("5厘米" = "5 CM" = "5cm"). A number with a unit and the bare number stay
 *   apart: whether a missing unit loses marks is the teacher's call.
 * - Empty answers are one group of their own and never equal to anything, "0" included.
 * - Maths: both sides are parsed by mathjs (a maintained CAS), and compared by evaluation at eight fixed
 *   pseudo-random points (negative and positive, the same for every answer) within a relative 1e-9; when the points
 *   cannot decide (an expression undefined at them) simplify(a − b) must give 0. "x=3" is read as "3" (a single
 *   letter followed by = is the blank's name), so 2x+2 = 2(x+1), 0.5 = 1/2, x=3 = 3, but x^2 ≠ 2x and 1/2 ≠ 2.
 * - "1/2x" is ambiguous (a student may mean x/2 or 1/(2x)): an answer with a number divided by an implicit product
 *   ("/2x", "/3(…)") is never compared as maths, it only joins answers written the same way.
 * - Several blanks in one answer ("3;5" or "3，5") compare blank by blank, in order.
 */

export interface GroupingOptions {
  /** mathWitMarking: maths answers grouped by symbolic equivalence. */
  math: boolean;
  /** witMarking: words (Chinese or English) grouped within this many edits; 0 means exact after normalising. */
  wordTolerance: number;
}

export type AnswerGroupKind = 'blank' | 'text' | 'math' | 'word' | 'image';

export interface AnswerGroup<T> {
  /** The answer shown for the group: the most frequent written form among its members. */
  representative: string;
  kind: AnswerGroupKind;
  members: T[];
}

const UNITS: ReadonlyArray<[RegExp, string]> = [
  [/平方厘米/g, 'cm^2'], [/平方分米/g, 'dm^2'], [/平方千米|平方公里/g, 'km^2'], [/平方米/g, 'm^2'],
  [/立方厘米/g, 'cm^3'], [/立方分米/g, 'dm^3'], [/立方米/g, 'm^3'],
  [/(?<![a-z])([kcdm]?m)([23])(?![0-9])/g, '$1^$2'],
  [/毫米/g, 'mm'], [/厘米/g, 'cm'], [/分米/g, 'dm'], [/千米|公里/g, 'km'],
  [/毫升/g, 'ml'], [/升/g, 'l'], [/千克|公斤/g, 'kg'], [/(?<![千])克/g, 'g'],
  [/秒/g, 's'], [/(?<![时])分钟/g, 'min'], [/小时/g, 'h'], [/度/g, '°'],
  [/(?<=\d)米/g, 'm'],
];

/** The answer as compared: see the decisions above. */
export function normalizeAnswer(raw: string): string {
  // Superscripts first: NFKC would turn x² into x2.
  let s = raw.replace(/²/g, '^2').replace(/³/g, '^3').normalize('NFKC').toLowerCase();
  s = s.replace(/[。]/g, '.').replace(/[、；]/g, ';').replace(/[×·]/g, '*').replace(/÷/g, '/').replace(/[−–—]/g, '-');
  for (const [pattern, symbol] of UNITS) s = s.replace(pattern, symbol);
  s = s.replace(/\s+/g, ' ').trim();
  // A space matters only between two letters or digits ("a cat"); elsewhere it is layout ("x + 1").
  s = s.replace(/ (?![\p{L}\p{N}])|(?<![\p{L}\p{N}]) /gu, '');
  // …and between a number and what follows it ("5 cm" = "5cm", "1/2 x" = "1/2x").
  s = s.replace(/(?<=\p{N}) (?=\p{L})/gu, '');
  return s;
}

/** Levenshtein distance on code points (a Chinese character counts as one). */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[y.length]!;
}

const isWord = (s: string) => /^[\p{Script=Han}a-z' -]+$/u.test(s) && s.length > 0;

const FUNCTIONS = new Set(['sqrt', 'sin', 'cos', 'tan', 'log', 'ln', 'abs']);
const CONSTANTS = new Set(['pi', 'e']);
const MAX_MATH_LENGTH = 80;
/** Eight points per letter, deterministic so every answer is evaluated at the same ones. */
const POINT_COUNT = 8;

function pointsOf(name: string): number[] {
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  const points: number[] = [];
  for (let i = 0; i < POINT_COUNT; i++) {
    h = Math.imul(h ^ (h >>> 15), 2246822507) ^ (i + 1) * 3266489909;
    const unit = ((h >>> 0) % 1_000_000) / 1_000_000; // [0, 1)
    const magnitude = 0.3 + unit * 4.4; // away from 0 and the small integers students' slips hit
    points.push(i % 2 === 0 ? magnitude : -magnitude);
  }
  return points;
}

/** Maths text as mathjs reads it: √, ², π, letters run together as products ("xy" = x·y), "x=" dropped. */
function toMathSource(normalized: string): string | null {
  let s = normalized;
  if (s.length === 0 || s.length > MAX_MATH_LENGTH) return null;
  s = s.replace(/^[a-z]=/, '');
  if (s.includes('=') || s.includes('°')) return null;
  // The ambiguous "1/2x": a number divided by an implicit product.
  if (/\/\d+(\.\d+)?[a-z(√]/.test(s)) return null;
  s = s.replace(/π/g, 'pi');
  s = s.replace(/√\(/g, 'sqrt(').replace(/√([a-z0-9.]+)/g, 'sqrt($1)');
  if (!/^[0-9a-z+\-*/^().,% ]+$/.test(s)) return null;
  // Letters are single-letter variables multiplied together, "x(" is x times a bracket and "x2" is x times 2.
  s = s.replace(/[a-z]+(\()?/g, (run, bracket?: string) => {
    const name = bracket ? run.slice(0, -1) : run;
    if (FUNCTIONS.has(name)) return run;
    const product = CONSTANTS.has(name) ? name : [...name].join('*');
    return bracket ? `${product}*(` : product;
  });
  s = s.replace(/([a-z)])(\d)/g, '$1*$2');
  s = s.replace(/(\d+(?:\.\d+)?)%/g, '($1/100)');
  if (s.includes('%')) return null;
  return s;
}

interface MathForm {
  node: MathNode;
  values: Array<number | null>;
}

function safe(node: MathNode): boolean {
  let ok = true;
  node.traverse((n) => {
    switch (n.type) {
      case 'ConstantNode':
      case 'OperatorNode':
      case 'ParenthesisNode':
        break;
      case 'SymbolNode': {
        const name = (n as unknown as { name: string }).name;
        if (!(name.length === 1 || CONSTANTS.has(name) || FUNCTIONS.has(name))) ok = false;
        break;
      }
      case 'FunctionNode': {
        const fn = (n as unknown as { fn: { name?: string } }).fn;
        if (!fn.name || !FUNCTIONS.has(fn.name)) ok = false;
        break;
      }
      default:
        ok = false;
    }
  });
  return ok;
}

function mathFormOf(normalized: string): MathForm | null {
  const source = toMathSource(normalized);
  if (source === null) return null;
  let node: MathNode;
  try {
    node = parse(source.replace(/\bln\(/g, 'log('));
  } catch {
    return null;
  }
  if (!safe(node)) return null;
  const symbols = new Set<string>();
  node.traverse((n, _path, parent) => {
    if (n.type === 'SymbolNode' && !(parent?.type === 'FunctionNode')) {
      const name = (n as unknown as { name: string }).name;
      if (!CONSTANTS.has(name)) symbols.add(name);
    }
  });
  let compiled: { evaluate: (scope: Record<string, number>) => unknown };
  try {
    compiled = node.compile();
  } catch {
    return null;
  }
  const points = new Map([...symbols].map((name) => [name, pointsOf(name)]));
  const values: Array<number | null> = [];
  for (let i = 0; i < POINT_COUNT; i++) {
    const scope: Record<string, number> = { pi: Math.PI, e: Math.E };
    for (const [name, p] of points) scope[name] = p[i]!;
    try {
      const v = compiled.evaluate(scope);
      values.push(typeof v === 'number' && Number.isFinite(v) ? v : null);
    } catch {
      return null; // not a number expression (a matrix, a unit…)
    }
  }
  return { node, values };
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

function sameMath(a: MathForm, b: MathForm): boolean {
  let decided = 0;
  for (let i = 0; i < POINT_COUNT; i++) {
    const x = a.values[i] ?? null;
    const y = b.values[i] ?? null;
    if (x === null && y === null) continue;
    if (x === null || y === null) return false;
    if (!close(x, y)) return false;
    decided++;
  }
  if (decided >= 5) return true;
  try {
    const diff = simplify(`(${a.node.toString()}) - (${b.node.toString()})`);
    return diff.type === 'ConstantNode' && Number((diff as unknown as { value: unknown }).value) === 0;
  } catch {
    return false;
  }
}

const splitBlanks = (normalized: string) => normalized.split(/[;,]/).map((p) => p.trim());

interface Prepared {
  normalized: string;
  blanks: string[];
  math: Array<MathForm | null> | null;
}

function prepare(raw: string, options: GroupingOptions): Prepared {
  const normalized = normalizeAnswer(raw);
  const blanks = splitBlanks(normalized);
  return { normalized, blanks, math: options.math ? blanks.map(mathFormOf) : null };
}

/** Whether two answers belong in one group, and as what. */
function matchKind(a: Prepared, b: Prepared, options: GroupingOptions): AnswerGroupKind | null {
  if (a.normalized === '' || b.normalized === '') return a.normalized === b.normalized ? 'blank' : null;
  if (a.normalized === b.normalized) return 'text';
  if (a.blanks.length !== b.blanks.length) return null;
  let kind: AnswerGroupKind = 'text';
  for (let i = 0; i < a.blanks.length; i++) {
    const x = a.blanks[i]!;
    const y = b.blanks[i]!;
    if (x === y) continue;
    const mx = a.math?.[i];
    const my = b.math?.[i];
    if (mx && my && x !== '' && y !== '') {
      if (!sameMath(mx, my)) return null;
      kind = 'math';
      continue;
    }
    if (options.wordTolerance > 0 && isWord(x) && isWord(y) && editDistance(x, y) <= options.wordTolerance) {
      if (kind !== 'math') kind = 'word';
      continue;
    }
    return null;
  }
  return kind;
}

/** Whether two answers are the same maths (mathWitMarking on); exported for the rule's tests. */
export function mathEquivalent(a: string, b: string): boolean {
  const options = { math: true, wordTolerance: 0 };
  const kind = matchKind(prepare(a, options), prepare(b, options), options);
  return kind !== null;
}

/**
 * Groups items by their answer: each joins the first group whose first member it matches, so a group never drifts
 * away from its first answer (with word tolerance 1, "cat", "cut" and "cup" do not all end up together).
 * Items with no text but photos (`hasImages`) cannot be compared and stay alone. Groups come largest first.
 */
export function groupAnswers<T>(
  items: readonly T[],
  answerOf: (item: T) => { text: string; hasImages?: boolean },
  options: GroupingOptions,
): AnswerGroup<T>[] {
  const groups: Array<{ head: Prepared; kind: AnswerGroupKind; members: T[]; forms: Map<string, number> }> = [];
  for (const item of items) {
    const { text, hasImages } = answerOf(item);
    const prepared = prepare(text, options);
    const shown = text.trim();
    if (prepared.normalized === '' && hasImages) {
      groups.push({ head: prepared, kind: 'image', members: [item], forms: new Map([['', 1]]) });
      continue;
    }
    let placed = false;
    for (const group of groups) {
      if (group.kind === 'image') continue;
      const kind = matchKind(group.head, prepared, options);
      if (kind === null) continue;
      group.members.push(item);
      group.forms.set(shown, (group.forms.get(shown) ?? 0) + 1);
      if (group.kind === 'text' && kind !== 'text') group.kind = kind;
      placed = true;
      break;
    }
    if (!placed) {
      groups.push({ head: prepared, kind: prepared.normalized === '' ? 'blank' : 'text', members: [item], forms: new Map([[shown, 1]]) });
    }
  }
  return groups
    .map((g) => ({
      representative: [...g.forms.entries()].sort((x, y) => y[1] - x[1])[0]![0],
      kind: g.kind,
      members: g.members,
    }))
    .sort((x, y) => y.members.length - x.members.length);
}
