import { ExamLimits, ExamMessages, HomeworkLimits, QuestionType, type QuestionTypeValue } from '@zuoyeben/shared';

/** One row of the exam's question list as the upload step edits it; score null means the teacher cleared it. */
export interface ExamQuestionDraft {
  th: number;
  type: QuestionTypeValue;
  option: number;
  score: number | null;
  answer: string;
  /** The saved question's guid; null for a question added since GetExam. */
  guid: string | null;
}

type Result = { question: ExamQuestionDraft; error: string | null };

export const ExamQuestionTypeLabels: Record<QuestionTypeValue, string> = { 1: '单选', 2: '多选', 3: '主观' };
export const examLettersOf = (option: number) => HomeworkLimits.optionLetters.slice(0, option).split('');

export function newExamQuestion(th: number): ExamQuestionDraft {
  return { th, type: QuestionType.Single, option: ExamLimits.defaultOptions, score: ExamLimits.defaultObjectiveScore, answer: '', guid: null };
}

/** `count` fresh single-choice rows numbered from `start`. */
export const buildExamQuestions = (count: number, start: number) => Array.from({ length: count }, (_, i) => newExamQuestion(start + i));

/** The count and start inputs: at least one question (请设置考试题数), at most 100; start 1 to 100. */
export function checkExamCountAndStart(count: number | null, start: number | null): string | null {
  if (count === null || !Number.isInteger(count) || count <= 0) return ExamMessages.questionCountRequired;
  if (count > ExamLimits.maxQuestions) return ExamMessages.questionCountTooMany;
  if (start === null || !Number.isFinite(start)) return ExamMessages.startNumberRequired;
  if (!Number.isInteger(start) || start < 1) return ExamMessages.startNumberInvalid;
  if (start > ExamLimits.maxStartNumber) return ExamMessages.startNumberTooLarge;
  return null;
}

/**
 * A new type (spec 01 §4): refused on a published exam (已发布的考试不能修改题型). Becoming subjective resets the score
 * to 10 and drops the answer; becoming objective again gives the objective default 2. Multiple → single keeps the
 * first letter.
 */
export function setExamType(q: ExamQuestionDraft, type: QuestionTypeValue, published: boolean): Result {
  if (type === q.type) return { question: q, error: null };
  if (published) return { question: q, error: ExamMessages.publishedTypeLocked };
  if (type === QuestionType.Subjective) return { question: { ...q, type, score: ExamLimits.defaultSubjectiveScore, answer: '' }, error: null };
  const score = q.type === QuestionType.Subjective ? ExamLimits.defaultObjectiveScore : q.score;
  return { question: { ...q, type, score, answer: type === QuestionType.Single ? q.answer.slice(0, 1) : q.answer }, error: null };
}

/**
 * Clicking a letter. Single choice keeps only the clicked letter (a second click clears it while the exam is not
 * published; on a published exam the click replaces the answer and never leaves it empty). Multiple choice toggles.
 */
export function toggleExamAnswer(q: ExamQuestionDraft, letter: string, published: boolean): ExamQuestionDraft {
  if (q.type === QuestionType.Subjective) return q;
  const has = q.answer.includes(letter);
  if (q.type === QuestionType.Single) return { ...q, answer: has && !published ? '' : letter };
  const next = has ? q.answer.replace(letter, '') : q.answer + letter;
  return { ...q, answer: [...next].sort().join('') };
}

/** − / + on the option count: 2 to 8 (最少要保留2项哦 / 最多只能添加8项哦); fixed once published. */
export function setExamOptionCount(q: ExamQuestionDraft, option: number, published: boolean): Result {
  if (published && option !== q.option) return { question: q, error: ExamMessages.publishedTypeLocked };
  if (option < ExamLimits.minOptions) return { question: q, error: ExamMessages.keepTwoOptions };
  if (option > ExamLimits.maxOptions) return { question: q, error: ExamMessages.maxEightOptions };
  const allowed = examLettersOf(option);
  return { question: { ...q, option, answer: [...q.answer].filter((l) => allowed.includes(l)).join('') }, error: null };
}

/** Appends the next number; past 199 or 100 questions it is refused. */
export function addExamQuestion(list: readonly ExamQuestionDraft[]): { list: ExamQuestionDraft[]; error: string | null } {
  const next = list.reduce((max, q) => Math.max(max, q.th), 0) + 1;
  if (next > ExamLimits.maxTh) return { list: [...list], error: ExamMessages.thMax };
  if (list.length >= ExamLimits.maxQuestions) return { list: [...list], error: ExamMessages.questionCountTooMany };
  return { list: [...list, newExamQuestion(next)], error: null };
}

export interface ExamBatchInput {
  option?: number | null;
  score?: number | null;
}

const isHalfStep = (n: number) => Math.abs(n * 2 - Math.round(n * 2)) < 1e-9;

/** 批量设置: questions chosen first; option count 2–8; score 0–100 in steps of 0.5. */
export function validateExamBatch(input: ExamBatchInput, chosen: number): string | null {
  if (chosen === 0) return ExamMessages.batchNoneChosen;
  const { option, score } = input;
  if (option !== null && option !== undefined) {
    if (!Number.isInteger(option) || option < ExamLimits.minOptions) return ExamMessages.keepTwoOptions;
    if (option > ExamLimits.maxOptions) return ExamMessages.optionsOverEight;
  }
  if (score !== null && score !== undefined) {
    if (score < ExamLimits.minScore || score > ExamLimits.maxScore || !isHalfStep(score)) return '分值须在0.5到100之间，且为0.5的整数倍';
  }
  return null;
}

export function applyExamBatch(list: readonly ExamQuestionDraft[], ths: readonly number[], input: ExamBatchInput, published: boolean): ExamQuestionDraft[] {
  return list.map((q) => {
    if (!ths.includes(q.th)) return q;
    let next = q;
    if (input.option && q.type !== QuestionType.Subjective && !published) next = setExamOptionCount(next, input.option, false).question;
    if (input.score !== null && input.score !== undefined) next = { ...next, score: input.score };
    return next;
  });
}

export const examTotalScore = (list: readonly Pick<ExamQuestionDraft, 'score'>[]) => list.reduce((s, q) => s + (q.score ?? 0), 0);
