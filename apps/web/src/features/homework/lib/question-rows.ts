import { HomeworkLimits, HomeworkMessages, QuestionType, type MultSetting, type QuestionTypeValue } from '@zuoyeben/shared';

/** One row of the upload list as the form edits it; score null means the teacher cleared it. */
export interface DraftQuestion {
  th: number;
  type: QuestionTypeValue;
  option: number;
  score: number | null;
  answer: string;
  /** The advanced rule the teacher set for a multiple-choice question; null leaves it to the saved or preferred rule. */
  multSetting: MultSetting | null;
}

export const QuestionTypeLabels: Record<QuestionTypeValue, string> = { 1: '单选', 2: '多选', 3: '主观' };

export const optionLettersOf = (option: number) => HomeworkLimits.optionLetters.slice(0, option).split('');

export function newQuestion(th: number): DraftQuestion {
  return {
    th,
    type: QuestionType.Single,
    option: HomeworkLimits.defaultOptions,
    score: HomeworkLimits.defaultObjectiveScore,
    answer: '',
    multSetting: null,
  };
}

/** `count` fresh single-choice rows numbered from `start`. */
export function buildQuestions(count: number, start: number): DraftQuestion[] {
  return Array.from({ length: count }, (_, i) => newQuestion(start + i));
}

/** The count and start-number inputs (spec 01 §5): count 1–100, start a positive integer up to 100. */
export function checkCountAndStart(count: number | null, start: number | null): string | null {
  if (count === null || !Number.isFinite(count) || count <= 0 || !Number.isInteger(count)) return HomeworkMessages.questionCountZero;
  if (count > HomeworkLimits.maxQuestions) return HomeworkMessages.questionCountTooMany;
  if (start === null || !Number.isInteger(start) || start < 1) return HomeworkMessages.startNumberInvalid;
  if (start > HomeworkLimits.maxStartNumber) return HomeworkMessages.startNumberTooLarge;
  return null;
}

/**
 * A new type: becoming subjective resets the score to 10 and drops the answer; leaving subjective sets it back
 * to 2 (spec 01 §4). A multiple answer turned single keeps only its first letter.
 */
export function setQuestionType(q: DraftQuestion, type: QuestionTypeValue): DraftQuestion {
  if (type === q.type) return q;
  if (type === QuestionType.Subjective) {
    return { ...q, type, score: HomeworkLimits.defaultSubjectiveScore, answer: '', multSetting: null };
  }
  const score = q.type === QuestionType.Subjective ? HomeworkLimits.defaultObjectiveScore : q.score;
  const answer = type === QuestionType.Single ? q.answer.slice(0, 1) : q.answer;
  return { ...q, type, score, answer, multSetting: type === QuestionType.Multiple ? q.multSetting : null };
}

/** Clicking a letter: a single-choice question keeps only the clicked letter; multiple choice toggles it. */
export function toggleAnswer(q: DraftQuestion, letter: string): DraftQuestion {
  if (q.type === QuestionType.Subjective) return q;
  const has = q.answer.includes(letter);
  if (q.type === QuestionType.Single) return { ...q, answer: has ? '' : letter };
  const next = has ? q.answer.replace(letter, '') : q.answer + letter;
  return { ...q, answer: [...next].sort().join('') };
}

/** A new option count; letters past the new count leave the answer. Out of 2–7 it is refused with the spec's words. */
export function setOptionCount(q: DraftQuestion, option: number): { question: DraftQuestion; error: string | null } {
  if (option < HomeworkLimits.minOptions) return { question: q, error: HomeworkMessages.keepTwoOptions };
  if (option > HomeworkLimits.maxOptions) return { question: q, error: HomeworkMessages.maxSevenOptions };
  const allowed = optionLettersOf(option);
  return { question: { ...q, option, answer: [...q.answer].filter((l) => allowed.includes(l)).join('') }, error: null };
}

/** Appends the next number; past 199 it is refused (spec 01 §5). */
export function addQuestion(questions: readonly DraftQuestion[]): { questions: DraftQuestion[]; error: string | null } {
  const next = questions.reduce((max, q) => Math.max(max, q.th), 0) + 1;
  if (next > HomeworkLimits.maxTh) return { questions: [...questions], error: HomeworkMessages.thMax };
  if (questions.length >= HomeworkLimits.maxQuestions) return { questions: [...questions], error: HomeworkMessages.questionCountTooMany };
  return { questions: [...questions, newQuestion(next)], error: null };
}

export interface BatchInput {
  type?: QuestionTypeValue | null;
  option?: number | null;
  score?: number | null;
}

/** 批量设置 (spec 01 §5): questions chosen first; option count 2–7; score above 0 and at most 100. */
export function validateBatch(input: BatchInput, chosen: number): string | null {
  if (chosen === 0) return HomeworkMessages.batchNoneChosen;
  const { option, score } = input;
  if (option !== null && option !== undefined) {
    if (!Number.isInteger(option) || option < HomeworkLimits.minOptions || option > HomeworkLimits.maxOptions) {
      return HomeworkMessages.batchOptionRange;
    }
  }
  if (score !== null && score !== undefined) {
    if (score > HomeworkLimits.maxScore) return HomeworkMessages.batchScoreMax;
    if (score <= 0) return HomeworkMessages.batchScorePositive;
  }
  return null;
}

/** Applies a checked batch input to the chosen numbers: type first (with its score reset), then options and score. */
export function applyBatch(questions: readonly DraftQuestion[], ths: readonly number[], input: BatchInput): DraftQuestion[] {
  return questions.map((q) => {
    if (!ths.includes(q.th)) return q;
    let next = input.type ? setQuestionType(q, input.type) : q;
    if (input.option && next.type !== QuestionType.Subjective) next = setOptionCount(next, input.option).question;
    if (input.score !== null && input.score !== undefined) next = { ...next, score: input.score };
    return next;
  });
}

export function totalScore(questions: readonly Pick<DraftQuestion, 'score'>[]): number {
  return questions.reduce((sum, q) => sum + (q.score ?? 0), 0);
}
