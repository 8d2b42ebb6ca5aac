/**
 * The exam wizard's rules (spec 01 §4, §5, §9), pure so the server enforces exactly what the web form shows. Each
 * check returns the first problem as the spec's Chinese message, or null.
 */
import { ExamLimits, ExamMessages } from '../enums/exam.js';
import { HomeworkLimits } from '../enums/homework.js';
import { QuestionType } from './scoring.js';

export interface ExamBasicInput {
  km?: string | null;
  examName?: string | null;
  startTime?: Date | null;
  /** Minutes; anything the form holds (a string while typing). */
  duration?: unknown;
  classCount: number;
}

/** Exam name default: subject plus 考试 (spec 01 §9). */
export const defaultExamName = (km: string) => `${km}考试`;

/** Exam start default: two hours ahead, to the minute. */
export function defaultExamStart(now: Date = new Date()): Date {
  const t = now.getTime() + ExamLimits.defaultStartOffsetHours * 3600_000;
  return new Date(Math.floor(t / 60_000) * 60_000);
}

/** End time = start + duration (spec 01 §9); the extra delay is added to the submit window, not to the end. */
export const examEndTime = (start: Date, durationMinutes: number) => new Date(start.getTime() + durationMinutes * 60_000);

/** The last moment answers are taken: end + delay + the class's extension. */
export const examDeadline = (end: Date, delayMinutes: number, extensionMinutes = 0) =>
  new Date(end.getTime() + (delayMinutes + extensionMinutes) * 60_000);

/** The duration field: required, numeric, an integer of at least 1 (and at most 600). */
export function checkDuration(duration: unknown): string | null {
  if (duration === null || duration === undefined || (typeof duration === 'string' && duration.trim() === '')) return ExamMessages.durationRequired;
  const n = typeof duration === 'number' ? duration : Number(duration);
  if (!Number.isFinite(n)) return ExamMessages.durationNumeric;
  if (!Number.isInteger(n) || n < ExamLimits.minDurationMinutes) return ExamMessages.durationNumeric;
  if (n > ExamLimits.maxDurationMinutes) return ExamMessages.durationTooLong;
  return null;
}

/**
 * The basic step: subject, name, start time (today or later; on today not before now — checked only when the start
 * changes, so a published exam that started keeps its start), duration, classes.
 */
export function checkExamBasic(input: ExamBasicInput, now: Date = new Date(), options: { startLocked?: boolean } = {}): string | null {
  if (!input.km || input.km.trim() === '') return ExamMessages.subjectRequired;
  if (!input.examName || input.examName.trim() === '') return ExamMessages.nameRequired;
  if (!input.startTime) return ExamMessages.startTimeRequired;
  // The picker works to the minute: a start in the current minute is still 'now'.
  if (!options.startLocked && input.startTime.getTime() < Math.floor(now.getTime() / 60_000) * 60_000) return ExamMessages.startTimePast;
  const duration = checkDuration(input.duration);
  if (duration) return duration;
  if (input.classCount === 0) return ExamMessages.classesRequired;
  return null;
}

export interface ExamQuestionInput {
  th: number;
  type: number;
  option: number;
  score?: number | null;
  answer?: string | null;
}

const isHalfStep = (n: number) => Math.abs(n * 2 - Math.round(n * 2)) < 1e-9;

/** The option count of one question: 2 to 8 (最少要保留2项哦 / 选项数不能大于8). */
export function checkExamOptionCount(option: number): string | null {
  if (!Number.isInteger(option) || option < ExamLimits.minOptions) return ExamMessages.keepTwoOptions;
  if (option > ExamLimits.maxOptions) return ExamMessages.optionsOverEight;
  return null;
}

/** Numbering of the list: integers, not below the start number, no repeats, at most 199. */
export function checkExamNumbering(questions: readonly Pick<ExamQuestionInput, 'th'>[], startNumber?: number | null): string | null {
  const seen = new Set<number>();
  for (const q of questions) {
    if (!Number.isInteger(q.th)) return ExamMessages.thDecimal;
    if (q.th < (startNumber ?? ExamLimits.minTh)) return ExamMessages.thBelowStart;
    if (q.th > ExamLimits.maxTh) return ExamMessages.thMax;
    if (seen.has(q.th)) return ExamMessages.thDuplicate;
    seen.add(q.th);
  }
  return null;
}

/** The start number: 1 to 100 (起始题数是不能小于1的正整数 / 题号数不能超过100). */
export function checkExamStartNumber(startNumber: number | null | undefined): string | null {
  if (startNumber === null || startNumber === undefined || !Number.isFinite(startNumber)) return ExamMessages.startNumberRequired;
  if (!Number.isInteger(startNumber) || startNumber < 1) return ExamMessages.startNumberInvalid;
  if (startNumber > ExamLimits.maxStartNumber) return ExamMessages.startNumberTooLarge;
  return null;
}

/** The upload step's question list, in the order a teacher fixes it (spec 01 §5 exam upload step). */
export function checkExamQuestions(questions: readonly ExamQuestionInput[], startNumber?: number | null): string | null {
  if (questions.length === 0) return ExamMessages.questionsRequired;
  if (questions.length > ExamLimits.maxQuestions) return ExamMessages.questionCountTooMany;
  if (startNumber !== undefined && startNumber !== null) {
    const start = checkExamStartNumber(startNumber);
    if (start) return start;
  }
  const numbering = checkExamNumbering(questions, startNumber);
  if (numbering) return numbering;
  for (const q of questions) {
    if (q.type !== QuestionType.Subjective) {
      const options = checkExamOptionCount(q.option);
      if (options) return options;
    }
    const score = q.score;
    if (score === null || score === undefined || !Number.isFinite(score)) return ExamMessages.scoreRequired(q.th);
    if (score < ExamLimits.minScore || score > ExamLimits.maxScore || !isHalfStep(score)) return ExamMessages.scoreInvalid(q.th);
    if (q.type === QuestionType.Subjective) continue;
    const letters = (q.answer ?? '').toUpperCase().replace(/[^A-Z]/g, '');
    if (letters === '') return ExamMessages.choiceAnswerRequired(q.th);
    const allowed = HomeworkLimits.optionLetters.slice(0, q.option);
    if ([...letters].some((l) => !allowed.includes(l))) return ExamMessages.answerOutOfOptions(q.th);
    if (q.type === QuestionType.Single && new Set(letters).size > 1) return ExamMessages.singleOneAnswer(q.th);
  }
  return null;
}

/**
 * The published-exam locks (spec 01 §4): question types, numbers, count and option counts stay as published; answers
 * and scores may change. A subjective/objective toggle is a type change too.
 */
export function checkPublishedShape(
  before: readonly Pick<ExamQuestionInput, 'th' | 'type' | 'option'>[],
  after: readonly Pick<ExamQuestionInput, 'th' | 'type' | 'option'>[],
): string | null {
  if (before.length !== after.length) return ExamMessages.publishedTypeLocked;
  const byTh = new Map(before.map((q) => [q.th, q]));
  for (const q of after) {
    const old = byTh.get(q.th);
    if (!old || old.type !== q.type) return ExamMessages.publishedTypeLocked;
    if (q.type !== QuestionType.Subjective && old.option !== q.option) return ExamMessages.publishedTypeLocked;
  }
  return null;
}

/** The extra delay: 15 minutes when on, 0 when off. */
export const isValidDelay = (delay: number) => delay === 0 || delay === ExamLimits.defaultDelayMinutes;

export interface ExamTimed {
  startTime: Date;
  endTime: Date;
  overdueable: boolean;
  examDuration: number | null;
  examDelay: number;
}

/**
 * The submit window of a work as the homework rules read it: for an exam, the end moves to end + delay + the class's
 * extension and no late submission is taken after it; homework is returned as it is.
 */
export function submitWindowOf<W extends ExamTimed>(work: W, extensionMinutes = 0): W {
  if (work.examDuration === null) return work;
  return { ...work, endTime: examDeadline(work.endTime, work.examDelay, extensionMinutes), overdueable: false };
}
