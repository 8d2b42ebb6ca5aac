/**
 * Score distribution (spec 03 §2.3, §3, §5): the form's checks with the spec's messages, the score bands and the
 * per-class percentages and head counts. Pure, so the web form and the server refuse exactly the same input.
 */

export const ScoreDistributionDefaults = {
  /** Score interval the form starts with (spec 03 §9). */
  stepSize: 5,
  /** The lowest score the form starts with, and the one 重置 restores. */
  minScore: 0,
} as const;

export const ScoreDistributionLimits = {
  /** More bands than this make an unreadable chart and let one request build huge arrays. */
  maxBands: 200,
} as const;

/** Messages of spec 03 §5, verbatim; tooManyBands is ours (the spec sets no upper limit). */
export const ScoreDistributionMessages = {
  stepRequired: '分数间隔不能为空或者为0',
  notNumber: '请输入数字值',
  stepPositive: '分数间隔必须大于0',
  maxRequired: '最高分不能为空或者为0',
  maxPositive: '最高分必须大于0',
  maxBelowMin: '最高分不能小于最低分',
  minRequired: '最低分不能为空',
  minNonNegative: '最低分必须大于或者等于0',
  minAboveMax: '最低分不能大于最高分',
  tooManyBands: `分数段不能超过${ScoreDistributionLimits.maxBands}个，请增大分数间隔`,
} as const;

/** A form or query value as typed: text from an input or a query string, or a number. */
export type RawScoreValue = string | number | null | undefined;

type Parsed = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'whole'; value: number };

/** The spec asks for whole numbers: '2.5' and 'abc' are both 请输入数字值. */
function parseWhole(raw: RawScoreValue): Parsed {
  if (raw === null || raw === undefined) return { kind: 'empty' };
  const text = typeof raw === 'number' ? String(raw) : raw.trim();
  if (text === '') return { kind: 'empty' };
  const value = Number(text);
  if (!Number.isFinite(value) || !Number.isInteger(value)) return { kind: 'invalid' };
  return { kind: 'whole', value };
}

const M = ScoreDistributionMessages;

/** 分数间隔: required, non-zero, whole, positive. */
export function checkStepSize(raw: RawScoreValue): string | null {
  const step = parseWhole(raw);
  if (step.kind === 'empty' || (step.kind === 'whole' && step.value === 0)) return M.stepRequired;
  if (step.kind === 'invalid') return M.notNumber;
  return step.value < 0 ? M.stepPositive : null;
}

/** 最高分: required, non-zero, whole, positive, not below 最低分 (when that one is a valid number). */
export function checkMaxScore(raw: RawScoreValue, minRaw: RawScoreValue): string | null {
  const max = parseWhole(raw);
  if (max.kind === 'empty' || (max.kind === 'whole' && max.value === 0)) return M.maxRequired;
  if (max.kind === 'invalid') return M.notNumber;
  if (max.value < 0) return M.maxPositive;
  const min = parseWhole(minRaw);
  return min.kind === 'whole' && max.value < min.value ? M.maxBelowMin : null;
}

/** 最低分: required (0 allowed), whole, at least 0, not above 最高分 (when that one is a valid number). */
export function checkMinScore(raw: RawScoreValue, maxRaw: RawScoreValue): string | null {
  const min = parseWhole(raw);
  if (min.kind === 'empty') return M.minRequired;
  if (min.kind === 'invalid') return M.notNumber;
  if (min.value < 0) return M.minNonNegative;
  const max = parseWhole(maxRaw);
  return max.kind === 'whole' && max.value > 0 && min.value > max.value ? M.minAboveMax : null;
}

export interface DistributionRange {
  maxScore: number;
  minScore: number;
  stepSize: number;
}

/** The form's values as typed; an absent one counts as empty. */
export interface RawDistributionRange {
  maxScore?: RawScoreValue;
  minScore?: RawScoreValue;
  stepSize?: RawScoreValue;
}

export type DistributionFieldErrors = Partial<Record<keyof DistributionRange, string>>;

/** Every field's first problem; empty when the range can be drawn. */
export function checkDistributionRange(values: RawDistributionRange): DistributionFieldErrors {
  const errors: DistributionFieldErrors = {};
  const step = checkStepSize(values.stepSize);
  const max = checkMaxScore(values.maxScore, values.minScore);
  const min = checkMinScore(values.minScore, values.maxScore);
  if (step) errors.stepSize = step;
  if (max) errors.maxScore = max;
  if (min) errors.minScore = min;
  if (!step && !max && !min && bandCount(toRange(values)) > ScoreDistributionLimits.maxBands) errors.stepSize = M.tooManyBands;
  return errors;
}

const toRange = (v: RawDistributionRange): DistributionRange => ({
  maxScore: Number(v.maxScore),
  minScore: Number(v.minScore),
  stepSize: Number(v.stepSize),
});

/** The checked range as numbers, or the errors by field. */
export function parseDistributionRange(
  values: RawDistributionRange,
): { ok: true; range: DistributionRange } | { ok: false; errors: DistributionFieldErrors } {
  const errors = checkDistributionRange(values);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, range: toRange(values) };
}

/** How many bands a range has: at least one, even when 最高分 equals 最低分. */
export function bandCount(r: DistributionRange): number {
  return Math.max(1, Math.ceil((r.maxScore - r.minScore) / r.stepSize));
}

/** Labels '0-5', '5-10', …; the last band ends at 最高分 even when the interval does not divide the range. */
export function bandLabels(r: DistributionRange): string[] {
  return Array.from({ length: bandCount(r) }, (_, i) => {
    const low = r.minScore + i * r.stepSize;
    return `${low}-${Math.min(low + r.stepSize, r.maxScore)}`;
  });
}

/**
 * The bands as intervals, so a score on an edge has one band: [60,70) holds 60 but not 70; the last band is closed,
 * [90,100], so full marks count. Same bands as bandLabels and bandIndex.
 */
export function bandIntervals(r: DistributionRange): string[] {
  const count = bandCount(r);
  return Array.from({ length: count }, (_, i) => {
    const low = r.minScore + i * r.stepSize;
    const high = Math.min(low + r.stepSize, r.maxScore);
    return i === count - 1 ? `[${low},${high}]` : `[${low},${high})`;
  });
}

/**
 * How the chart states its edges, with an edge of the chart itself as the example: a score on an edge is in the band
 * that starts there, and the last band holds 最高分.
 */
export function bandEdgeNote(r: DistributionRange): string {
  const bands = bandIntervals(r);
  if (bands.length < 2) return `分数段含最高分：${bands[0]}。`;
  const edge = r.minScore + r.stepSize;
  return `分数段含下限、不含上限，最后一段含最高分：如 ${edge} 分计入 ${bands[1]}。`;
}

/**
 * The band a score falls in: bands are half-open [low, high) except the last, which is closed so that 最高分 itself
 * counts. Scores outside [最低分, 最高分] fall in no band (null).
 */
export function bandIndex(score: number, r: DistributionRange): number | null {
  if (score < r.minScore || score > r.maxScore) return null;
  return Math.min(Math.floor((score - r.minScore) / r.stepSize), bandCount(r) - 1);
}

/** Two decimals, as the chart and its tooltip show them. */
const round2 = (value: number) => Math.round(value * 100) / 100;

/** One line of the chart: a class and a value per band. */
export interface DistributionSeries {
  classCode: string;
  className: string;
  data: number[];
}

export interface ClassScore {
  classCode: string;
  score: number;
  /** How many students of the class have this score (the server groups them). */
  count: number;
}

export interface Distribution {
  XData: string[];
  /** Per class: the share of its scored students in each band, in percent with two decimals. */
  YData: DistributionSeries[];
  /** Per class: how many of its students are in each band. */
  num: DistributionSeries[];
}

/** How many students of a class fall in one band; band null counts those scored outside the range. */
export interface ClassBandCount {
  classCode: string;
  band: number | null;
  count: number;
}

/**
 * The distribution of every class from per-band counts, in the order the classes are given (a class without
 * scores is a flat line). A percentage is of the class's scored students — those who submitted — including any
 * outside the range, so the bands of a narrowed range add up to less than 100.
 */
export function distributeBandCounts(
  classes: readonly { classCode: string; className: string }[],
  counts: readonly ClassBandCount[],
  r: DistributionRange,
): Distribution {
  const XData = bandLabels(r);
  const YData: DistributionSeries[] = [];
  const num: DistributionSeries[] = [];
  for (const { classCode, className } of classes) {
    const data = XData.map(() => 0);
    let scored = 0;
    for (const c of counts) {
      if (c.classCode !== classCode) continue;
      scored += c.count;
      if (c.band !== null && c.band >= 0 && c.band < data.length) data[c.band]! += c.count;
    }
    num.push({ classCode, className, data });
    YData.push({ classCode, className, data: data.map((n) => (scored === 0 ? 0 : round2((n * 100) / scored))) });
  }
  return { XData, YData, num };
}

/** The distribution of every class from individual (or grouped) scores; see distributeBandCounts. */
export function distributeScores(
  classes: readonly { classCode: string; className: string }[],
  scores: readonly ClassScore[],
  r: DistributionRange,
): Distribution {
  const counts = scores.map((s) => ({ classCode: s.classCode, band: bandIndex(s.score, r), count: s.count }));
  return distributeBandCounts(classes, counts, r);
}
