import {
  filePathOf,
  QuestionType,
  validateMark,
  type TMarkItem,
  type TMarkNext,
  type TMarkQuestions,
  type TMarkSaveRequest,
  type TMarkSaveResult,
  type TRuleSnapshot,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { totalsOf } from '../submissions/submission-writer.js';
import { submissionWorkRepository } from '../submissions/submission-work.repository.js';
import { submissionsRepository } from '../submissions/submissions.repository.js';
import { requireTeacherWork } from '../submissions/work-access.js';
import { markingRepository, type MarkCandidate } from './marking.repository.js';

const QUESTION_NOT_FOUND = '题目不存在或不是主观题';

async function requireSubjective(db: Db, schoolId: number, workGuid: string, th: number) {
  const questions = await submissionWorkRepository.questionsOf(db, schoolId, workGuid);
  const question = questions.find((q) => q.th === th && q.type === QuestionType.Subjective);
  if (!question) throw notFound(QUESTION_NOT_FOUND);
  return question;
}

/** The full score a submission was scored against (its rules snapshot), falling back to the current question. */
const fullScoreOf = (rules: unknown, th: number, fallback: number) =>
  (rules as TRuleSnapshot[] | null)?.find((r) => r.th === th)?.score ?? fallback;

/**
 * Marking of subjective answers on the web (spec 01 §2 marking tab): progress per question, one answer at a time,
 * and a score that updates the submission's totals. Allowed to administrators, the creator and the classes' teachers.
 */
export const markingService = {
  async questions(db: Db, actor: Actor, workGuid: string): Promise<TMarkQuestions> {
    const work = await requireTeacherWork(db, actor, workGuid);
    const [questions, progress] = await Promise.all([
      submissionWorkRepository.questionsOf(db, actor.schoolId, work.guid),
      markingRepository.progress(db, actor.schoolId, work.guid),
    ]);
    const byTh = new Map(progress.map((p) => [p.th, p]));
    const list = questions
      .filter((q) => q.type === QuestionType.Subjective)
      .map((q) => ({ th: q.th, score: q.score, markedCount: byTh.get(q.th)?.markedCount ?? 0, unmarkedCount: byTh.get(q.th)?.unmarkedCount ?? 0 }));
    return {
      workGuid: work.guid,
      name: work.name,
      workType: work.workType,
      showStudentInfo: work.showStudentInfo,
      commentNumber: list.reduce((n, q) => n + q.markedCount, 0),
      noCommentNumber: list.reduce((n, q) => n + q.unmarkedCount, 0),
      list,
    };
  },

  /** The next unmarked answer after `after` (a skipped one), wrapping round to the first; done when none is left. */
  async next(db: Db, actor: Actor, input: { workGuid: string; th: number; after?: string }): Promise<TMarkNext> {
    const work = await requireTeacherWork(db, actor, input.workGuid);
    const question = await requireSubjective(db, actor.schoolId, work.guid, input.th);
    const position = input.after ? await markingRepository.positionOf(db, actor.schoolId, work.guid, input.after) : undefined;
    const candidate =
      (position && (await markingRepository.nextUnmarked(db, actor.schoolId, work.guid, input.th, position))) ||
      (await markingRepository.nextUnmarked(db, actor.schoolId, work.guid, input.th));
    const [progress] = await markingRepository.progress(db, actor.schoolId, work.guid, input.th);
    const counts = { markedCount: progress?.markedCount ?? 0, unmarkedCount: progress?.unmarkedCount ?? 0 };
    if (!candidate) return { done: true, ...counts, item: null };
    return { done: false, ...counts, item: await toItem(db, actor.schoolId, candidate, input.th, question.score, work.showStudentInfo) };
  },

  async save(db: Db, actor: Actor, input: TMarkSaveRequest): Promise<TMarkSaveResult> {
    const work = await requireTeacherWork(db, actor, input.workGuid);
    return db.transaction().execute(async (tx) => {
      const submission = await submissionsRepository.findForUpdate(tx, actor.schoolId, work.guid, input.submissionGuid);
      if (!submission) throw notFound('答卷不存在');
      const rules = (submission.rules as TRuleSnapshot[] | null) ?? [];
      const rule = rules.find((r) => r.th === input.th);
      if (!rule || rule.type !== QuestionType.Subjective) throw notFound(QUESTION_NOT_FOUND);
      const problem = validateMark(input.score, rule.score);
      if (problem) throw badRequest(problem);
      const updated = await submissionsRepository.setAnswerScore(tx, actor.schoolId, submission.guid, input.th, {
        score: input.score,
        markedBy: actor.userId,
        markedAt: new Date(),
      });
      if (!updated) throw notFound('答卷不存在');
      const totals = totalsOf(rules, await submissionsRepository.answersOf(tx, actor.schoolId, submission.guid));
      await submissionsRepository.update(tx, actor.schoolId, submission.guid, totals);
      return { submissionGuid: submission.guid, th: input.th, score: input.score, totalScore: totals.totalScore, isFullyMarked: totals.isFullyMarked };
    });
  },
};

async function toItem(db: Db, schoolId: number, c: MarkCandidate, th: number, questionScore: number, showStudentInfo: boolean): Promise<TMarkItem> {
  const files = await markingRepository.filesOf(db, schoolId, c.imageKeys);
  const mimeOf = new Map(files.map((f) => [f.key, f.mime]));
  return {
    submissionGuid: c.submissionGuid,
    th,
    fullScore: fullScoreOf(c.rules, th, questionScore),
    // Blind marking: the homework's show-student-info switch decides whether markers see who wrote the answer.
    studentName: showStudentInfo ? c.studentName : null,
    className: showStudentInfo ? c.className : null,
    answer: c.answer,
    images: c.imageKeys.filter((k) => mimeOf.has(k)).map((k) => ({ fileKey: k, filePath: filePathOf(k), mime: mimeOf.get(k)! })),
    isOverdue: c.isOverdue,
  };
}
