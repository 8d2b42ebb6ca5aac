/**
 * Scoring of homework answers (spec 01 §3 and §9, spec 02 §5). Pure: the server scores submissions with it, the
 * web client previews with it, and each submission keeps the rule it was scored with.
 */

/** Question types of the upload list: 1 single choice, 2 multiple choice, 3 subjective. */
export const QuestionType = { Single: 1, Multiple: 2, Subjective: 3 } as const;
export type QuestionTypeValue = (typeof QuestionType)[keyof typeof QuestionType];

/** someWrong: what a multiple-choice answer with a wrong option earns. 1 nothing; 2 the partial score of its right options. */
export const SomeWrong = { NoScore: 1, Score: 2 } as const;
/** someRight: what a partly right answer without a wrong option earns. 1 one uniform score; 2 per right option; 3 half. */
export const SomeRight = { Uniform: 1, PerOption: 2, Half: 3 } as const;

/** The advanced multiple-choice rule of one question (spec 01 §3 'multi-select setting'). */
export interface MultSetting {
  isDefault: boolean;
  someWrong: 1 | 2;
  someRight: 1 | 2 | 3;
  /** Score for a partly right answer when someRight is 1. */
  unifyScore: number;
  /** Score per answer letter when someRight is 2. */
  someScoceSetting: Record<string, number>;
}

/** Spec default: any wrong option scores zero; partly right without a wrong option scores half; all right scores full. */
export const DEFAULT_MULT_SETTING: MultSetting = {
  isDefault: true,
  someWrong: 1,
  someRight: 3,
  unifyScore: 0,
  someScoceSetting: {},
};

export interface ScorableQuestion {
  th: number;
  type: QuestionTypeValue;
  score: number;
  /** Letters of the right answer, e.g. "ACD"; empty for subjective questions. */
  answer: string;
  multSetting?: MultSetting;
}

/** Letters of an answer as a set, ignoring order, case, separators and repeats. */
export function answerLetters(answer: string | null | undefined): Set<string> {
  return new Set((answer ?? '').toUpperCase().replace(/[^A-T]/g, '').split('').filter(Boolean));
}

/** Scores are kept to one decimal (spec 02 §9 'advanced score step 0.5, one decimal'). */
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Score of an objective answer. Subjective questions are marked by a teacher and return null here.
 */
export function scoreObjective(q: ScorableQuestion, given: string | null | undefined): number | null {
  if (q.type === QuestionType.Subjective) return null;
  const right = answerLetters(q.answer);
  const chosen = answerLetters(given);
  if (chosen.size === 0) return 0;
  if (q.type === QuestionType.Single) return chosen.size === 1 && right.has([...chosen][0]!) && right.size === 1 ? q.score : 0;

  const hits = [...chosen].filter((l) => right.has(l));
  const hasWrong = hits.length < chosen.size;
  if (!hasWrong && hits.length === right.size) return q.score;
  const rule = q.multSetting ?? DEFAULT_MULT_SETTING;
  if (hasWrong && rule.someWrong === SomeWrong.NoScore) return 0;
  if (hits.length === 0) return 0;
  switch (rule.someRight) {
    case SomeRight.Uniform:
      return round1(Math.min(rule.unifyScore, q.score));
    case SomeRight.PerOption:
      return round1(Math.min(hits.reduce((sum, l) => sum + (rule.someScoceSetting[l] ?? 0), 0), q.score));
    default:
      return round1(q.score / 2);
  }
}

/** Messages of the advanced setting form, verbatim from spec 02 §5 where it gives them. */
export const MultSettingMessages = {
  scoreRequired: '请输入得分标准',
  sumTooLarge: '输入和不能超过总分！',
  outOfRange: '得分不能超过本题总分',
  step: '得分须为0.5的整数倍',
} as const;

const isHalfStep = (n: number) => Number.isFinite(n) && Math.abs(n * 2 - Math.round(n * 2)) < 1e-9;

/** Checks one question's advanced setting; returns the first problem in Chinese, or null when it is valid. */
export function validateMultSetting(q: Pick<ScorableQuestion, 'score' | 'answer'>, s: MultSetting): string | null {
  if (s.someRight === SomeRight.Uniform) {
    if (!Number.isFinite(s.unifyScore)) return MultSettingMessages.scoreRequired;
    if (s.unifyScore < 0 || s.unifyScore > q.score) return MultSettingMessages.outOfRange;
    if (!isHalfStep(s.unifyScore)) return MultSettingMessages.step;
  }
  if (s.someRight === SomeRight.PerOption) {
    const letters = [...answerLetters(q.answer)];
    let sum = 0;
    for (const l of letters) {
      const v = s.someScoceSetting[l];
      if (v === undefined || !Number.isFinite(v)) return MultSettingMessages.scoreRequired;
      if (v < 0 || v > q.score) return MultSettingMessages.outOfRange;
      if (!isHalfStep(v)) return MultSettingMessages.step;
      sum += v;
    }
    if (sum > q.score + 1e-9) return MultSettingMessages.sumTooLarge;
  }
  return null;
}
