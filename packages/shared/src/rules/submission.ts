/**
 * Rules of a student's submission (spec 01 §3–§4 answer publish time, spec 03 §9 submission types). Pure: the server
 * enforces them, the student pages explain them, and the tests pin them down.
 */
import {
  HomeworkLimits,
  ReleaseType,
  SubmissionStatus,
  WorkState,
  WorkType,
  workStateAt,
  type SubmissionStatusValue,
} from '../enums/homework.js';
import { QuestionType, type QuestionTypeValue } from './scoring.js';

/** Texts shown to students and teachers when a submission or an answer is refused. */
export const SubmissionMessages = {
  notStarted: '作业尚未开始',
  ended: '作业已结束，无法提交',
  endedNoResubmit: '作业已结束，无法修改已提交的答案',
  answersPublished: '答案已公布，无法修改已提交的答案',
  notOnline: '该作业需在答题卡上作答，不能在手机上提交',
  unknownTh: (th: number) => `第${th}题不存在`,
  duplicateTh: (th: number) => `第${th}题重复提交`,
  lettersOnly: (th: number) => `第${th}题的答案只能填写字母`,
  outOfRange: (th: number, last: string) => `第${th}题的答案只能是A-${last}`,
  singleOne: (th: number) => `第${th}题是单选题，只能选一个选项`,
  imagesOnObjective: (th: number) => `第${th}题是选择题，不能上传图片`,
  tooManyImages: (th: number) => `第${th}题最多上传${HomeworkLimits.maxStudentImagesPerQuestion}张图片`,
  markStep: '分数须为0.5的整数倍',
  markRange: (full: number) => `分数须在0到${full}之间`,
} as const;

export interface ReleaseSettings {
  releaseType: number;
  releaseTime: Date | null;
  endTime: Date;
}

/**
 * Whether a student may see the answer key and the scores of a homework. releaseType 0 (after scoring): once the
 * homework has ended and their own submission is fully scored — never while classmates can still answer, since
 * students share what they see; releaseType 1 (timed): from releaseTime on, submitted or not.
 */
export function isAnswerVisible(work: ReleaseSettings, submission: { isFullyMarked: boolean } | null, now: Date = new Date()): boolean {
  if (work.releaseType === ReleaseType.Timed) return work.releaseTime !== null && now >= work.releaseTime;
  return now > work.endTime && (submission?.isFullyMarked ?? false);
}

export interface SubmitWindow extends ReleaseSettings {
  workType: number;
  startTime: Date;
  overdueable: boolean;
}

export type SubmitDecision =
  | { allowed: true; status: SubmissionStatusValue; isOverdue: boolean }
  | { allowed: false; reason: string };

/**
 * Whether a student may submit now, and as what. A first submission after the end is accepted only when the homework
 * allows overdue submission (status 2). A resubmission replaces the answers only before the end, and never once the
 * answer key is visible to the student, since they could then copy it.
 */
export function decideSubmission(work: SubmitWindow, previous: { isFullyMarked: boolean } | null, now: Date = new Date()): SubmitDecision {
  if (work.workType !== WorkType.Online) return { allowed: false, reason: SubmissionMessages.notOnline };
  const state = workStateAt(work.startTime, work.endTime, now);
  if (state === WorkState.Unpublished) return { allowed: false, reason: SubmissionMessages.notStarted };
  if (previous) {
    if (state === WorkState.Ended) return { allowed: false, reason: SubmissionMessages.endedNoResubmit };
    if (isAnswerVisible(work, previous, now)) return { allowed: false, reason: SubmissionMessages.answersPublished };
    return { allowed: true, status: SubmissionStatus.Submitted, isOverdue: false };
  }
  if (state === WorkState.Ended) {
    return work.overdueable ? { allowed: true, status: SubmissionStatus.Overdue, isOverdue: true } : { allowed: false, reason: SubmissionMessages.ended };
  }
  return { allowed: true, status: SubmissionStatus.Submitted, isOverdue: false };
}

export interface ChoiceQuestion {
  th: number;
  type: QuestionTypeValue | number;
  optionCount: number;
}

/**
 * Reads a typed or imported choice answer: case, spaces and the separators , ， 、 are ignored; letters come back
 * sorted and without repeats ("c, a" → "AC"). Returns an error text when the answer does not fit the question.
 */
export function parseChoiceAnswer(q: ChoiceQuestion, raw: string): { letters: string } | { error: string } {
  const compact = raw.toUpperCase().replace(/[\s,，、;；]/g, '');
  if (!/^[A-Z]*$/.test(compact)) return { error: SubmissionMessages.lettersOnly(q.th) };
  const letters = [...new Set(compact)].sort().join('');
  const allowed = HomeworkLimits.optionLetters.slice(0, q.optionCount);
  if ([...letters].some((l) => !allowed.includes(l))) return { error: SubmissionMessages.outOfRange(q.th, allowed.at(-1) ?? 'A') };
  if (q.type === QuestionType.Single && letters.length > 1) return { error: SubmissionMessages.singleOne(q.th) };
  return { letters };
}

export interface ScoredAnswer {
  type: QuestionTypeValue | number;
  /** null: a subjective answer no teacher has marked yet. */
  score: number | null;
}

/** Totals of a submission: objective plus marked subjective scores; fully marked when no subjective score is missing. */
export function summariseScores(answers: readonly ScoredAnswer[]) {
  let objectiveScore = 0;
  let subjectiveScore = 0;
  let isFullyMarked = true;
  for (const a of answers) {
    if (a.type !== QuestionType.Subjective) objectiveScore += a.score ?? 0;
    else if (a.score === null) isFullyMarked = false;
    else subjectiveScore += a.score;
  }
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return {
    objectiveScore: round1(objectiveScore),
    subjectiveScore: round1(subjectiveScore),
    totalScore: round1(objectiveScore + subjectiveScore),
    isFullyMarked,
  };
}

/** A teacher's mark: 0 to the question's score in 0.5 steps. Returns the problem, or null when it is valid. */
export function validateMark(score: number, fullScore: number): string | null {
  if (!Number.isFinite(score) || score < 0 || score > fullScore) return SubmissionMessages.markRange(fullScore);
  if (Math.abs(score * 2 - Math.round(score * 2)) > 1e-9) return SubmissionMessages.markStep;
  return null;
}
