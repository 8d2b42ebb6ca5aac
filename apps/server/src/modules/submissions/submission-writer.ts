import { randomUUID } from 'node:crypto';
import {
  QuestionType,
  scoreObjective,
  summariseScores,
  type MultSetting,
  type QuestionTypeValue,
  type SubmitDecision,
  type TRuleSnapshot,
} from '@zuoyeben/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import { insertFirstSubmission } from './first-submission-batch.js';
import { badRequest } from '../../lib/errors.js';
import type { QuestionRow } from './submission-work.repository.js';
import { submissionsRepository, type AnswerRow, type SubmissionRow } from './submissions.repository.js';

/** One given answer: letters of a choice question, photo keys of a subjective one. */
export interface GivenAnswer {
  answer: string;
  imageKeys: string[];
}

/** Who writes: the student from the phone (a submit attempt), or a teacher typing machine-read answers in. */
export type WriteMode =
  | { kind: 'student'; requestId: string; durationSeconds: number; decide: (previous: SubmissionRow | null) => SubmitDecision }
  | { kind: 'entry'; userId: number };

export interface WriteInput {
  schoolId: number;
  workGuid: string;
  studentGuid: string;
  questions: readonly QuestionRow[];
  /** Answers by question number; every th must be a question of the homework. */
  answers: ReadonlyMap<number, GivenAnswer>;
  now: Date;
  mode: WriteMode;
}

export interface WriteResult {
  submissionGuid: string;
  /** A retry of an attempt already stored: nothing was written. */
  isReplay: boolean;
  /** What was stored, when something was (callers answer from it instead of reading it back). */
  written?: { submission: SubmissionRow; answers: AnswerRow[] };
}

/** The rules a submission is scored with, kept with it so a later edit of the homework never rescores it silently. */
export function snapshotRules(questions: readonly QuestionRow[]): TRuleSnapshot[] {
  return questions.map((q) => ({ th: q.th, type: q.type, score: q.score, answer: q.answer, optionCount: q.optionCount, multSetting: q.multSetting ?? null }));
}

const isBlank = (a: GivenAnswer) => a.answer.trim() === '' && a.imageKeys.length === 0;
const sameAnswer = (a: GivenAnswer, b: GivenAnswer) => a.answer === b.answer && a.imageKeys.join('\n') === b.imageKeys.join('\n');

/**
 * The new answer row of one question. Objective answers are scored by the shared rule. A subjective answer keeps the
 * teacher's mark only when it is unchanged (same text, same photos in the same order): a changed answer must be marked
 * again. A blank subjective answer scores 0 at once, so it never waits in the marking queue. Teacher entry only types
 * choice letters, so it keeps subjective answers as they are (unmarked when new: marked later from the paper), unless it
 * brings a scanned crop of the answer (scan.assignment.ts).
 */
function answerRow(q: QuestionRow, given: GivenAnswer | undefined, old: AnswerRow | undefined, mode: WriteMode, now: Date): AnswerRow {
  const unmarked = { score: null, markedBy: null, markedAt: null };
  if (q.type !== QuestionType.Subjective) {
    const answer = given?.answer ?? (mode.kind === 'entry' ? (old?.answer ?? '') : '');
    const rule = { th: q.th, type: q.type as QuestionTypeValue, score: q.score, answer: q.answer, multSetting: (q.multSetting as MultSetting | null) ?? undefined };
    return { th: q.th, answer, imageKeys: [], ...unmarked, score: scoreObjective(rule, answer) };
  }
  if (mode.kind === 'entry') {
    if (!given) return old ?? { th: q.th, answer: '', imageKeys: [], ...unmarked };
    // A scanned page's crop: read again, the newer crop replaces the old one and a teacher's mark stays; taken back
    // (the page counts for someone else now), the answer is empty and unmarked again.
    if (isBlank(given)) return { th: q.th, answer: '', imageKeys: [], ...unmarked };
    return old && old.markedBy !== null ? { ...old, th: q.th, answer: given.answer, imageKeys: given.imageKeys } : { th: q.th, ...given, ...unmarked };
  }
  const next = given ?? { answer: '', imageKeys: [] };
  if (old && old.markedBy !== null && sameAnswer(next, old)) return { ...old, th: q.th };
  if (isBlank(next)) return { th: q.th, answer: '', imageKeys: [], score: 0, markedBy: null, markedAt: now };
  return { th: q.th, answer: next.answer, imageKeys: next.imageKeys, ...unmarked };
}

/** Totals of a submission from its answers and the types its rules recorded. */
export function totalsOf(rules: readonly Pick<TRuleSnapshot, 'th' | 'type'>[], answers: readonly Pick<AnswerRow, 'th' | 'score'>[]) {
  const typeOf = new Map(rules.map((r) => [r.th, r.type]));
  return summariseScores(answers.map((a) => ({ type: typeOf.get(a.th) ?? QuestionType.Single, score: a.score })));
}

/**
 * Stores one submission inside the caller's transaction: claims the (work, student) row, replays a repeated attempt,
 * applies the student's submit decision, rewrites every answer with its score, and updates the totals.
 */
export async function writeSubmission(tx: DbOrTx, input: WriteInput): Promise<WriteResult> {
  const { schoolId, workGuid, studentGuid, questions, mode, now } = input;
  const claimed = await submissionsRepository.claim(tx, { guid: randomUUID(), schoolId, workGuid, studentGuid });
  const previous = claimed.status > 0 ? claimed : null;
  const key = { schoolId, workGuid, submissionGuid: claimed.guid };

  let status = 1;
  let isOverdue = false;
  if (mode.kind === 'student') {
    if (previous && previous.requestId === mode.requestId) return { submissionGuid: claimed.guid, isReplay: true };
    const decision = mode.decide(previous);
    if (!decision.allowed) throw badRequest(decision.reason);
    status = decision.status;
    isOverdue = decision.isOverdue;
  }

  const old = new Map((previous ? await submissionsRepository.answersOf(tx, schoolId, claimed.guid) : []).map((a) => [a.th, a]));
  const rows = questions.map((q) => answerRow(q, input.answers.get(q.th), old.get(q.th), mode, now));
  await submissionsRepository.replaceAnswers(tx, key, rows);
  // A student who changes a subjective answer of an exam under double marking (双评) must be marked afresh: the marks
  // given to the old answer go with it, or its reviewers would count it done and the arbiter get it with marks for a
  // photo that is no longer there.
  if (mode.kind === 'student' && old.size > 0) {
    const changed = questions
      .filter((q) => q.type === QuestionType.Subjective && old.has(q.th) && !sameAnswer(input.answers.get(q.th) ?? { answer: '', imageKeys: [] }, old.get(q.th)!))
      .map((q) => q.th);
    await submissionsRepository.dropExamMarks(tx, schoolId, claimed.guid, changed);
  }

  const rules = snapshotRules(questions);
  const patch = {
    ...totalsOf(rules, rows),
    status,
    isOverdue,
    rules: JSON.stringify(rules),
    ...(mode.kind === 'student'
      ? { submittedAt: now, durationSeconds: mode.durationSeconds, requestId: mode.requestId, enteredByUserId: null }
      : { submittedAt: previous?.submittedAt ?? now, requestId: null, enteredByUserId: mode.userId }),
  };
  await submissionsRepository.update(tx, schoolId, claimed.guid, patch);
  return { submissionGuid: claimed.guid, isReplay: false, written: { submission: { ...claimed, ...patch, rules }, answers: rows } };
}

/**
 * A student's first submission, written outside any transaction in one statement shared with the other first
 * submissions arriving at the same moment (first-submission-batch.ts). Returns undefined when the student
 * already has a row (a resubmit, a retry, a concurrent double tap) or the submit is refused: `writeSubmission` then
 * decides under the row lock, exactly as before.
 */
export async function writeFirstSubmission(db: Db, input: WriteInput): Promise<WriteResult | undefined> {
  const { mode, questions, now } = input;
  if (mode.kind !== 'student') return undefined;
  const decision = mode.decide(null);
  if (!decision.allowed) return undefined;
  const rows = questions.map((q) => answerRow(q, input.answers.get(q.th), undefined, mode, now));
  const rules = snapshotRules(questions);
  const patch = {
    ...totalsOf(rules, rows),
    status: decision.status,
    isOverdue: decision.isOverdue,
    rules: JSON.stringify(rules),
    submittedAt: now,
    durationSeconds: mode.durationSeconds,
    requestId: mode.requestId,
  };
  const guid = randomUUID();
  const inserted = await insertFirstSubmission(db, { row: { ...patch, guid, schoolId: input.schoolId, workGuid: input.workGuid, studentGuid: input.studentGuid }, answers: rows });
  if (!inserted) return undefined;
  return { submissionGuid: guid, isReplay: false, written: { submission: { ...patch, guid, workGuid: input.workGuid, studentGuid: input.studentGuid, rules }, answers: rows } };
}
