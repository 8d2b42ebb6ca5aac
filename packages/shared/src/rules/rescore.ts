/**
 * Explicit rescoring (重新计分): recomputes submissions' objective scores from a work's current questions and rules.
 * Pure, so the server's transaction and the tests share one definition of 'a score changed'.
 */
import type { TRuleSnapshot } from '../contracts/submission.js';
import { QuestionType, scoreObjective, type ScorableQuestion } from './scoring.js';

/** A question as rescoring reads it: the scoring rule plus the option count the snapshot records. */
export type RescoreQuestion = ScorableQuestion & { optionCount: number };

/**
 * What submissions.rules holds (the shape the student module writes): the questions a submission was scored with.
 * Rescoring replaces it with the current questions, so the snapshot always says which rules made the scores.
 */
export function snapshotOf(questions: readonly RescoreQuestion[]): TRuleSnapshot[] {
  return questions.map((q) => ({
    th: q.th,
    type: q.type,
    score: q.score,
    answer: q.answer,
    optionCount: q.optionCount,
    multSetting: q.multSetting ?? null,
  }));
}

export interface RescoreAnswer {
  th: number;
  answer: string;
  /** The stored score: the objective score, or the teacher's mark (null while unmarked). */
  score: number | null;
}

export interface RescoreSubmission {
  guid: string;
  objectiveScore: number;
  /** Marked subjective points; kept as the marking stored them. */
  subjectiveScore: number;
  totalScore: number;
  answers: readonly RescoreAnswer[];
}

export interface RescoreOutcome {
  guid: string;
  changed: boolean;
  objectiveScore: number;
  totalScore: number;
  /** New scores of the objective answers whose stored score differs. */
  answerScores: { th: number; score: number }[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const same = (a: number | null, b: number | null) => a !== null && b !== null && Math.abs(a - b) < 1e-9;

/** One submission against the current questions; answers to numbers no longer in the work are left alone. */
export function rescoreSubmission(questions: readonly ScorableQuestion[], submission: RescoreSubmission): RescoreOutcome {
  const given = new Map(submission.answers.map((a) => [a.th, a]));
  let objective = 0;
  const answerScores: RescoreOutcome['answerScores'] = [];
  for (const q of questions) {
    if (q.type === QuestionType.Subjective) continue;
    const answer = given.get(q.th);
    const score = scoreObjective(q, answer?.answer ?? '') ?? 0;
    objective += score;
    if (answer && !same(answer.score, score)) answerScores.push({ th: q.th, score });
  }
  const objectiveScore = round1(objective);
  const totalScore = round1(objectiveScore + submission.subjectiveScore);
  const changed =
    answerScores.length > 0 || !same(objectiveScore, submission.objectiveScore) || !same(totalScore, submission.totalScore);
  return { guid: submission.guid, changed, objectiveScore, totalScore, answerScores };
}

/** Every submission of a work; `changed` counts the submissions whose scores change. */
export function rescoreAll(questions: readonly ScorableQuestion[], submissions: readonly RescoreSubmission[]) {
  const outcomes = submissions.map((s) => rescoreSubmission(questions, s));
  return { outcomes, changed: outcomes.filter((o) => o.changed).length, total: outcomes.length };
}
