import { createHash } from 'node:crypto';
import { BankSource, ItemType, type DifficultyLevel, type ItemOption, type ItemTypeCode } from '@zuoyeben/shared';
import { examAreas } from '../../../modules/regions/exam-areas.js';
import { mainlandProvinces } from '../../../modules/regions/regions.data.js';
import { int, makeChoice, pick, shuffle, type Candidate, type Rand } from './math/choice.js';
import type { MathCheck, SeedItem } from './types.js';

const PROVINCE_CODES = mainlandProvinces().map((p) => p.code);
const SINGLE_AREAS = ['110000', '310000', '120000', '330000', '320000', '460000', '440000', '510000', '370000', '420000'];

/** Exam areas of a seeded item: mostly nationwide (five provinces or more), else the provinces of one national paper or one province. */
export function randomProvinces(rand: Rand): string[] {
  const r = rand();
  if (r < 0.55) return shuffle(rand, PROVINCE_CODES).slice(0, int(rand, 5, 12)).sort();
  if (r < 0.75) {
    const paper = pick(rand, ['QG1', 'QG2', 'QG3']);
    return [...examAreas().find((a) => a.code === paper)!.provinceCodes];
  }
  return [pick(rand, SINGLE_AREAS)];
}

/** A fraction in [0, 1) fixed by a key: statistics drawn this way leave the seeded random stream (and so every other item) as it was. */
function fractionOf(key: string, salt: string): number {
  return createHash('sha1').update(`${salt}:${key}`).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * Platform statistics of a seeded item: a discrimination from 0.08 to 0.60, across the four bands of spec 02 §9,
 * and the day it entered the bank, in its year and never later than yesterday.
 */
export function seedItemStatistics(key: string, year: number, now = new Date()): { discrimination: number; createdAt: Date } {
  const discrimination = Math.round((0.08 + 0.52 * fractionOf(key, 'discrimination')) * 10_000) / 10_000;
  const day = Date.UTC(year, 0, 1, 1) + Math.floor(fractionOf(key, 'created') * 365) * 86_400_000;
  return { discrimination, createdAt: new Date(Math.min(day, now.getTime() - 86_400_000)) };
}

/** Platform banks only: most items in the seven-day bank, some in the bureau and subject-network banks. */
export function randomSource(rand: Rand): number {
  const r = rand();
  if (r < 0.8) return BankSource.SevenDay;
  return r < 0.9 ? BankSource.EducationBureau : BankSource.SubjectNetworkItems;
}

/** Where an item sits: grade, chapters and knowledge points (the first one is primary). */
export interface Placement {
  period?: 'X' | 'C' | 'G';
  km?: string;
  grade: string;
  chapters: string[];
  knowledge: string[];
}

export interface ItemBodySeed {
  type: ItemTypeCode;
  stem: string;
  options?: ItemOption[];
  answer: string[];
  explanation: string;
  difficulty: DifficultyLevel;
  check?: MathCheck;
}

/** Completes an item with its placement, a year from 2018 on, exam areas and a platform bank. */
export function makeItem(rand: Rand, key: string, at: Placement, body: ItemBodySeed): SeedItem {
  return {
    key,
    type: body.type,
    stem: body.stem,
    options: body.options ?? [],
    answer: body.answer,
    explanation: body.explanation,
    difficulty: body.difficulty,
    period: at.period ?? 'C',
    km: at.km ?? '数学',
    grade: at.grade,
    chapters: at.chapters,
    knowledge: at.knowledge,
    year: int(rand, 2018, 2025),
    provinceCodes: randomProvinces(rand),
    source: randomSource(rand),
    ...(body.check ? { check: body.check } : {}),
  };
}

/** The three shapes most generated items take in turn: single choice, fill-in-blank, worked answer. */
export type Shape = 'choice' | 'fill' | 'answer';
export const SHAPES: readonly Shape[] = ['choice', 'fill', 'answer'];
export const shapeType: Record<Shape, ItemTypeCode> = {
  choice: ItemType.SingleChoice,
  fill: ItemType.FillBlank,
  answer: ItemType.ShortAnswer,
};
/** A choice stem ends with the bracket students write the letter in. */
export const CHOICE_TAIL = '（　　）';
export const BLANK = '____';

/** Clamps a difficulty into 1–5. */
export const level = (n: number) => Math.min(5, Math.max(1, Math.round(n))) as DifficultyLevel;

/** One generated problem in the three shapes; `shaped` keeps the one asked for. */
export interface ShapedSpec {
  /** Stem of the choice form, without the answer bracket. */
  choiceStem: string;
  /** Stem of the fill-in form, with one blank. */
  fillStem: string;
  /** Stem of the worked-answer form. */
  answerStem: string;
  /** Answer of the worked form (and of the choice form's correct option). */
  answer: string;
  /** Answers written in the blanks, when they differ from `answer`. */
  fillAnswer?: string | string[];
  mistakes: Candidate[];
  fallback: (attempt: number) => Candidate;
  correctKey: string;
  explanation: string;
  difficulty: DifficultyLevel;
  check: MathCheck;
}

export function shaped(rand: Rand, key: string, at: Placement, shape: Shape, spec: ShapedSpec): SeedItem {
  const common = { explanation: spec.explanation, difficulty: spec.difficulty, check: spec.check };
  if (shape === 'choice') {
    const { options, answer } = makeChoice(rand, { key: spec.correctKey, text: spec.answer }, spec.mistakes, spec.fallback);
    return makeItem(rand, key, at, { ...common, type: ItemType.SingleChoice, stem: spec.choiceStem + CHOICE_TAIL, options, answer });
  }
  if (shape === 'fill') {
    return makeItem(rand, key, at, { ...common, type: ItemType.FillBlank, stem: spec.fillStem, answer: [spec.fillAnswer ?? spec.answer].flat() });
  }
  return makeItem(rand, key, at, { ...common, type: ItemType.ShortAnswer, stem: spec.answerStem, answer: [spec.answer] });
}

/** Runs a generator `count` times with keys `${prefix}-${i}` and the shapes in turn. */
export function repeat(count: number, make: (i: number, shape: Shape) => SeedItem): SeedItem[] {
  return Array.from({ length: count }, (_, i) => make(i, SHAPES[i % SHAPES.length]!));
}
