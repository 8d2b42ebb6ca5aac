/**
 * Cross-field checks of the homework forms (spec 01 §5), pure so that the server enforces exactly what the web form
 * shows. Each check returns the first problem as the spec's Chinese message, or null.
 */
import { HomeworkLimits, HomeworkMessages, WorkType } from '../enums/homework.js';
import { QuestionType } from './scoring.js';

/** What an uploaded file is, judged by its bytes. */
export type FileKind = 'image' | 'pdf' | 'word';

export interface WorkQuestionInput {
  th: number;
  type: number;
  option: number;
  score?: number | null;
  answer?: string | null;
}

/** China has one time zone and no daylight saving: every calendar rule of the spec is in UTC+8. */
const CN_OFFSET_MS = 8 * 3600_000;
const cnParts = (d: Date) => {
  const shifted = new Date(d.getTime() + CN_OFFSET_MS);
  return { y: shifted.getUTCFullYear(), m: shifted.getUTCMonth() + 1, d: shifted.getUTCDate() };
};

/** A China-time wall-clock moment as a Date. */
export function cnDate(y: number, m: number, d: number, hh = 0, mm = 0, ss = 0): Date {
  return new Date(Date.UTC(y, m - 1, d, hh, mm, ss) - CN_OFFSET_MS);
}

/**
 * Reads a form time: ISO 8601 with an offset, or 'YYYY-MM-DD HH:mm[:ss]' (also with a 'T') read as China time,
 * the format antd's date picker sends. Returns null when it is not a real time.
 */
export function parseWorkTime(value: string): Date | null {
  const local = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (local) {
    const [y, m, d, hh, mm, ss] = local.slice(1).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number];
    const date = cnDate(y, m, d, hh, mm, ss);
    const back = cnParts(date);
    // Rejects 2026-02-30 and 25:00 instead of letting Date roll them over.
    if (back.y !== y || back.m !== m || back.d !== d || hh > 23 || mm > 59 || ss > 59) return null;
    return date;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value.trim())) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Default name: month-day, subject and 作业, e.g. 11月22日数学作业 (spec 01 §5 defaults). */
export function defaultWorkName(km: string, now: Date = new Date()): string {
  const { m, d } = cnParts(now);
  return `${m}月${d}日${km}作业`;
}

/** Default times: start now plus 2 hours; end 16:00 the next day. */
export function defaultWorkTimes(now: Date = new Date()): { startTime: Date; endTime: Date } {
  const { y, m, d } = cnParts(now);
  const startTime = new Date(now.getTime() + HomeworkLimits.defaultStartOffsetHours * 3600_000);
  const endTime = cnDate(y, m, d + 1, HomeworkLimits.defaultEndHour);
  return { startTime, endTime: endTime < startTime ? startTime : endTime };
}

/** Answer letters in order without repeats or separators, e.g. 'c, a' → 'AC'. */
export function normalizeAnswer(answer: string | null | undefined): string {
  return [...new Set((answer ?? '').toUpperCase().replace(/[^A-Z]/g, ''))].sort().join('');
}

const isHalfStep = (n: number) => Math.abs(n * 2 - Math.round(n * 2)) < 1e-9;

function checkScore(q: WorkQuestionInput): string | null {
  const score = q.score;
  if (score === null || score === undefined || !Number.isFinite(score)) return HomeworkMessages.scoreRequired(q.th);
  if (score <= 0) return HomeworkMessages.batchScorePositive;
  if (score > HomeworkLimits.maxScore) return HomeworkMessages.batchScoreMax;
  if (!isHalfStep(score) || score < HomeworkLimits.minScore) return HomeworkMessages.scoreRequired(q.th);
  return null;
}

function checkAnswer(q: WorkQuestionInput): string | null {
  if (q.type === QuestionType.Subjective) return null;
  const raw = (q.answer ?? '').toUpperCase().replace(/[\s,，、]/g, '');
  if (raw === '') return HomeworkMessages.answerRequired(q.th);
  const allowed = HomeworkLimits.optionLetters.slice(0, q.option);
  if ([...raw].some((l) => !allowed.includes(l))) return HomeworkMessages.answerOutOfOptions(q.th);
  if (q.type === QuestionType.Single && new Set(raw).size > 1) return HomeworkMessages.singleOneAnswer(q.th);
  return null;
}

/** The upload list: count, start number, numbering, options, scores and answers, in the order a teacher fixes them. */
export function checkWorkQuestions(questions: readonly WorkQuestionInput[], startNumber?: number | null): string | null {
  if (questions.length === 0) return HomeworkMessages.questionCountZero;
  if (questions.length > HomeworkLimits.maxQuestions) return HomeworkMessages.questionCountTooMany;
  if (startNumber !== undefined && startNumber !== null) {
    if (!Number.isInteger(startNumber) || startNumber < 1) return HomeworkMessages.startNumberInvalid;
    if (startNumber > HomeworkLimits.maxStartNumber) return HomeworkMessages.startNumberTooLarge;
  }
  const seen = new Set<number>();
  for (const q of questions) {
    if (!Number.isInteger(q.th)) return HomeworkMessages.thDecimal;
    if (q.th > HomeworkLimits.maxTh) return HomeworkMessages.thMax;
    if (q.th < (startNumber ?? HomeworkLimits.minTh)) return HomeworkMessages.thBelowStart;
    if (seen.has(q.th)) return HomeworkMessages.thDuplicate;
    seen.add(q.th);
    if (!Number.isInteger(q.option)) return HomeworkMessages.batchOptionRange;
    if (q.option < HomeworkLimits.minOptions) return HomeworkMessages.keepTwoOptions;
    if (q.option > HomeworkLimits.maxOptions) return HomeworkMessages.maxSevenOptions;
    const problem = checkScore(q) ?? checkAnswer(q);
    if (problem) return problem;
  }
  return null;
}

function checkFileSet(kinds: readonly FileKind[], maxImages: number, tooMany: string): string | null {
  const documents = kinds.filter((k) => k !== 'image').length;
  if (documents > 1) return HomeworkMessages.documentOnce;
  if (documents === 1 && kinds.length > 1) return HomeworkMessages.noMixing;
  if (kinds.length > maxImages && documents === 0) return tooMany;
  return null;
}

/** Question files: at most 9 images or exactly one document; answer files: at most 2 images or one document. */
export function checkWorkFiles(papers: readonly FileKind[], answers: readonly FileKind[]): string | null {
  if (papers.length === 0) return HomeworkMessages.questionFilesRequired;
  return (
    checkFileSet(papers, HomeworkLimits.maxQuestionImages, HomeworkMessages.tooManyQuestionImages) ??
    checkFileSet(answers, HomeworkLimits.maxAnswerImages, HomeworkMessages.tooManyAnswerImages)
  );
}

export interface WorkSchedule {
  workType: number;
  startTime?: Date | null;
  endTime?: Date | null;
  releaseType: number;
  releaseTime?: Date | null;
  /** The saved release time when editing: re-saving an unchanged one that has since passed is not an error. */
  previousReleaseTime?: Date | null;
  /** The saved start time when editing: a homework that started yesterday keeps its start. */
  previousStartTime?: Date | null;
}

/** Schools work in China time (UTC+8, no daylight saving): the first instant of `now`'s day there. */
export function startOfChinaDay(now: Date): Date {
  const offset = 8 * 3_600_000;
  return new Date(Math.floor((now.getTime() + offset) / 86_400_000) * 86_400_000 - offset);
}

/** Start and end (required for online and offline kinds), their order, and a timed answer release. */
export function checkWorkSchedule(s: WorkSchedule, now: Date = new Date()): string | null {
  const timesRequired = s.workType === WorkType.Online || s.workType === WorkType.Offline;
  if (timesRequired && !s.startTime) return HomeworkMessages.startTimeRequired;
  if (timesRequired && !s.endTime) return HomeworkMessages.endTimeRequired;
  if (s.startTime && s.endTime && s.startTime > s.endTime) return HomeworkMessages.startAfterEnd;
  // The pickers offer today onwards (spec 01 §5). For phone homework the server refuses earlier days too (not minutes
  // spent on the form); a paper test held last week may still be recorded afterwards.
  // A homework that has begun keeps its start: the state locks of §4 answer a change to it.
  const begun = !!s.previousStartTime && s.previousStartTime <= now;
  const startMoved = s.previousStartTime?.getTime() !== s.startTime?.getTime();
  if (s.workType === WorkType.Online && s.startTime && startMoved && !begun && s.startTime < startOfChinaDay(now)) return HomeworkMessages.startBeforeToday;
  if (s.releaseType === 1) {
    if (!s.releaseTime) return HomeworkMessages.releaseTimeRequired;
    const unchanged = s.previousReleaseTime?.getTime() === s.releaseTime.getTime();
    if (!unchanged && s.releaseTime < now) return HomeworkMessages.releaseTimePast;
  }
  return null;
}
