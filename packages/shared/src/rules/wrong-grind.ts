/** Messages of the wrong-question grinding page (spec 03 §5, §8.2), to the character. */
export const WrongGrindMessages = {
  maxWorks: '最多只能选择10场作业！',
  customIncomplete: '请输入完整得分率自定义区间',
  maxAboveMin: '最大值需大于最小值',
  rateBounds: '得分率需在0到1之间',
  noEndedWork: '您还未有已结束的作业！',
  emptyList: '当前试题列表为空！',
  done: '操作成功！',
  addPageTitle: '温馨提示',
  addPageConfirm: '确定添加本页全部试题到试题篮？',
  noWorks: '请选择作业',
} as const;

/** At most this many works in the 筛选作业 dialog (spec 03 §5, §9). */
export const MAX_GRIND_WORKS = 10;

/** The score-rate presets 0–1, 0–0.8, 0–0.6, 0–0.4; the last is the default (spec 03 §2.5, §9). */
export const SCORE_RATE_PRESETS: readonly (readonly [number, number])[] = [[0, 1], [0, 0.8], [0, 0.6], [0, 0.4]];
export const DEFAULT_SCORE_RATE: readonly [number, number] = [0, 0.4];

/**
 * A custom score-rate range as typed: both ends required, each between 0 and 1, the maximum above the minimum.
 * Returns the message to show, or null when the range is usable.
 */
export function checkScoreRateRange(min: number | null | undefined, max: number | null | undefined): string | null {
  if (min === null || min === undefined || max === null || max === undefined || Number.isNaN(min) || Number.isNaN(max)) {
    return WrongGrindMessages.customIncomplete;
  }
  if (min < 0 || max > 1) return WrongGrindMessages.rateBounds;
  if (max <= min) return WrongGrindMessages.maxAboveMin;
  return null;
}

/** A question's rate lies in [min, max], both ends included; rounding noise of the division is ignored. */
export function rateInRange(rate: number, min: number, max: number): boolean {
  const EPS = 1e-9;
  return rate >= min - EPS && rate <= max + EPS;
}

