/**
 * Corrections (订正, spec 03 §3 correction book, §4 and §9; issue 14 items 4 and 5). Pure rules shared by the server
 * and the pages.
 */

/** A student's state in one correction round. */
export const CorrectionState = {
  /** 未订正: the correction is not submitted yet. */
  NotSubmitted: 0,
  /** 已订正: every corrected question is right. */
  Corrected: 1,
  /** 订正有误: at least one corrected question is wrong again. */
  WrongAgain: 2,
  /** 待批阅: submitted, subjective questions wait for the teacher. */
  AwaitingMark: 3,
} as const;
export type CorrectionStateValue = (typeof CorrectionState)[keyof typeof CorrectionState];

export const CORRECTION_STATE_LABELS: Record<CorrectionStateValue, string> = {
  0: '未订正',
  1: '已订正',
  2: '订正有误',
  3: '待批阅',
};

/** Correction book Status (spec 03 §4): 0 in progress, otherwise ended. */
export const CorrectionBookStatus = { InProgress: 0, Ended: 1 } as const;
export const correctionBookStatusLabel = (status: number) => (status === CorrectionBookStatus.InProgress ? '进行中' : '已结束');

/** The state of one student from whether they submitted and the verdict of each corrected question (null: not marked). */
export function correctionStateOf(submitted: boolean, verdicts: readonly (boolean | null)[]): CorrectionStateValue {
  if (!submitted) return CorrectionState.NotSubmitted;
  if (verdicts.some((v) => v === false)) return CorrectionState.WrongAgain;
  if (verdicts.some((v) => v === null)) return CorrectionState.AwaitingMark;
  return CorrectionState.Corrected;
}

/** Correction rate (spec 03 §9): SubmitQty / StudentTotal as a percentage with 2 decimals; '--' with nobody to correct. */
export function correctionRate(submitQty: number, studentTotal: number): string {
  if (studentTotal <= 0) return '--';
  return `${((submitQty / studentTotal) * 100).toFixed(2)}%`;
}

/** A question is lost (and goes to corrections and the wrong-question book) when it is marked below its full score. */
export const isLost = (score: number | null, fullScore: number) => score !== null && score < fullScore - 1e-9;

/** The revised list's default range (spec 03 §9): the last 6 months up to today. */
export function defaultRevisedRange(now: Date = new Date()): { start: Date; end: Date } {
  const start = new Date(now);
  start.setMonth(start.getMonth() - 6);
  return { start, end: now };
}

export const RevisionMessages = {
  notEnded: '作业尚未结束，结束后才能布置订正',
  exists: '该作业已布置订正',
  nothingLost: '没有学生需要订正：所有已批阅的题目都得了满分',
  notFound: '订正任务不存在',
  ended: '订正已结束，不能再提交',
  alreadyRight: (th: number) => `第${th}题已订正正确，无需再提交`,
  notInTask: (th: number) => `第${th}题不在你的订正任务中`,
  emptyAnswer: (th: number) => `第${th}题请填写订正答案`,
  noAnswers: '请至少订正一道题再提交',
  notSubjective: '客观题由系统判定，不能手动批阅',
  notSubmitted: '该学生尚未提交这道题的订正',
} as const;
