import {
  HomeworkMessages,
  normalizeAnswer,
  QuestionType,
  rescoreAll,
  validateMultSetting,
  ZMultSettingSchema,
  type MultSetting,
  type QuestionTypeValue,
  type RescoreQuestion,
  type TPrefer,
  type TWorkQuestion,
  type WorkQuestionInput,
} from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';
import { badRequest } from '../../lib/errors.js';
import type { WorkQuestionRow } from './homework.repository.js';
import { scoringRepository } from './scoring.repository.js';

/** A stored rule, or null when missing or unreadable (then the default rule applies). */
export function multSettingOf(stored: unknown): MultSetting | null {
  const parsed = ZMultSettingSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export function toScorable(rows: readonly WorkQuestionRow[]): RescoreQuestion[] {
  return rows.map((q) => {
    const multSetting = q.type === QuestionType.Multiple ? multSettingOf(q.multSetting) : null;
    return {
      th: q.th, type: q.type as QuestionTypeValue, score: q.score, answer: q.answer, optionCount: q.optionCount,
      ...(multSetting ? { multSetting } : {}),
    };
  });
}

export function toWorkQuestion(q: WorkQuestionRow): TWorkQuestion {
  return {
    th: q.th,
    type: q.type as TWorkQuestion['type'],
    option: q.optionCount,
    score: q.score,
    answer: q.answer,
    multSetting: q.type === QuestionType.Multiple ? multSettingOf(q.multSetting) : null,
  };
}

/** A checked form question, with the advanced rule the teacher set on it, if any. */
export type WorkQuestionFormRow = WorkQuestionInput & { multSetting?: MultSetting };

/**
 * Rows to store for checked form questions. A rule sent with a multiple-choice question is stored as sent (isDefault
 * restores the default rule) and refused in Chinese when it does not fit the question's score and answer. Without one,
 * a multiple-choice question that existed (in the edited or copied work) keeps its rule while the rule still fits its
 * score and answer, and a new one takes the teacher's preferred rule; any rule that does not fit falls back to the
 * default rule (per-option scores cannot come from a preference).
 */
export function buildQuestionRows(
  input: readonly WorkQuestionFormRow[],
  previous: readonly WorkQuestionRow[],
  prefer: Pick<TPrefer, 'multSetting'>,
): WorkQuestionRow[] {
  const fits = (q: { score: number; answer: string }, s: MultSetting | null) => s !== null && !s.isDefault && validateMultSetting(q, s) === null;
  return [...input].sort((a, b) => a.th - b.th).map((q) => {
    // A question published from a paper keeps its bank item through edits of its score, key or rule.
    const same = previous.find((p) => p.th === q.th);
    const source = same?.itemGuid ? { itemGuid: same.itemGuid, itemVersion: same.itemVersion ?? null, subIndex: same.subIndex ?? null } : {};
    const base = { th: q.th, type: q.type, optionCount: q.option, score: q.score!, answer: q.type === QuestionType.Subjective ? '' : normalizeAnswer(q.answer), ...source };
    if (q.multSetting && q.type !== QuestionType.Multiple) throw badRequest(HomeworkMessages.notMultipleChoice(q.th));
    if (q.type !== QuestionType.Multiple) return { ...base, multSetting: null };
    if (q.multSetting) {
      if (q.multSetting.isDefault) return { ...base, multSetting: null };
      const problem = validateMultSetting(base, q.multSetting);
      if (problem) throw badRequest(problem);
      return { ...base, multSetting: { ...q.multSetting, isDefault: false } };
    }
    const before = previous.find((p) => p.th === q.th && p.type === QuestionType.Multiple);
    const candidate = before ? multSettingOf(before.multSetting) : prefer.multSetting.someRight === 2 ? null : prefer.multSetting;
    return { ...base, multSetting: fits(base, candidate) ? candidate : null };
  });
}

/** Numbers, types or option counts differ: what is locked once students have submitted. */
export function questionShapeChanged(before: readonly WorkQuestionRow[], after: readonly WorkQuestionRow[]): boolean {
  if (before.length !== after.length) return true;
  const byTh = new Map(before.map((q) => [q.th, q]));
  return after.some((q) => {
    const old = byTh.get(q.th);
    return !old || old.type !== q.type || old.optionCount !== q.optionCount;
  });
}

/** Submissions whose scores an explicit rescore with `questions` would change (nothing is written). */
export async function countPendingRescore(db: DbOrTx, schoolId: number, workGuid: string, questions: readonly WorkQuestionRow[]): Promise<number> {
  const submissions = await scoringRepository.submissionsOf(db, schoolId, workGuid);
  return submissions.length === 0 ? 0 : rescoreAll(toScorable(questions), submissions).changed;
}
