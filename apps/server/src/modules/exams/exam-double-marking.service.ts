import {
  doubleMarkState,
  ExamMessages,
  HomeworkMessages,
  mayArbitrate,
  MarkRound,
  nextRoundFor,
  QuestionType,
  validateMark,
  validateTolerance,
  type TMarkSaveRequest,
  type TMarkSaveResult,
  type TRuleSnapshot,
  type TSaveDoubleMarkingRequest,
  type TSubjectiveThs,
} from '@zuoyeben/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { canEditWork } from '../homework/homework-access.js';
import { homeworkRepository } from '../homework/homework.repository.js';
import { assertRuCode } from '../homework/ru-code.js';
import { totalsOf } from '../submissions/submission-writer.js';
import { submissionsRepository } from '../submissions/submissions.repository.js';
import { examDoubleMarkingRepository as repo, setFinalScore } from './exam-double-marking.repository.js';
import { examReviewersRepository } from './exam-reviewers.repository.js';
import { examReviewersService } from './exam-reviewers.service.js';
import { loadVisibleExam } from './exam-wizard.service.js';

export interface DoubleSetting {
  tolerance: number;
  arbiterUserId: number | null;
}

type MarkingWork = { guid: string; creatorUserId: number; examDuration: number | null };

/** The double-marking setting of question th of an exam; null for homework and for questions marked once. */
export async function doubleSettingFor(db: DbOrTx, schoolId: number, work: MarkingWork, th: number): Promise<DoubleSetting | null> {
  if (work.examDuration === null) return null;
  const row = await repo.settingOf(db, schoolId, work.guid, th);
  return row ? { tolerance: Number(row.tolerance), arbiterUserId: row.arbiterUserId } : null;
}

/** The rules snapshot of question th on a locked submission, with the score checked against it. */
async function lockedAnswer(tx: DbOrTx, actor: Actor, workGuid: string, input: { submissionGuid: string; th: number; score: number }) {
  const submission = await submissionsRepository.findForUpdate(tx, actor.schoolId, workGuid, input.submissionGuid);
  if (!submission) throw notFound('答卷不存在');
  const rules = (submission.rules as TRuleSnapshot[] | null) ?? [];
  const rule = rules.find((r) => r.th === input.th);
  if (!rule || rule.type !== QuestionType.Subjective) throw notFound('题目不存在或不是主观题');
  const problem = validateMark(input.score, rule.score);
  if (problem) throw badRequest(problem);
  return { submission, rules };
}

/** Writes the answer's final score (or clears it while it waits) and the submission's totals. */
async function writeFinal(tx: DbOrTx, actor: Actor, submissionGuid: string, th: number, rules: TRuleSnapshot[], final: number | null, markedBy: number | null) {
  await setFinalScore(tx, actor.schoolId, submissionGuid, th, { score: final, markedBy: final === null ? null : markedBy });
  const totals = totalsOf(rules, await submissionsRepository.answersOf(tx, actor.schoolId, submissionGuid));
  await submissionsRepository.update(tx, actor.schoolId, submissionGuid, totals);
  return totals;
}

/** Double marking (双评, issue 11 item 6): settings on the exam detail, the reviewers' two marks, and arbitration. */
export const examDoubleMarkingService = {
  /** The creator turns double marking of a subjective question on or off, before anyone marks it. */
  async saveSetting(db: Db, actor: Actor, input: TSaveDoubleMarkingRequest): Promise<TSubjectiveThs> {
    await assertRuCode(db, actor, input.ruCode);
    await db.transaction().execute(async (tx) => {
      const work = await loadVisibleExam(tx, actor, input.workInfoGuid, { lock: true });
      if (!canEditWork(actor, work)) throw forbidden(HomeworkMessages.notEditor);
      const question = (await homeworkRepository.questionsOfWork(tx, actor.schoolId, work.guid)).find((q) => q.th === input.th);
      if (!question) throw notFound('题目不存在');
      if (question.type !== QuestionType.Subjective) throw badRequest(ExamMessages.notSubjective);
      if (await repo.markingStarted(tx, actor.schoolId, work.guid, input.th)) throw badRequest(ExamMessages.doubleMarkingStarted);
      if (input.tolerance === null) return repo.save(tx, actor.schoolId, work.guid, input.th, null);
      const problem = validateTolerance(input.tolerance, Number(question.score));
      if (problem) throw badRequest(problem);
      const reviewers = await examReviewersRepository.reviewerIds(tx, actor.schoolId, work.guid, input.th);
      if (reviewers.length === 1) throw badRequest(ExamMessages.doubleMarkingTwoReviewers);
      const arbiterUserId = input.arbiterUserId ?? null;
      if (arbiterUserId !== null) {
        const members = await examReviewersRepository.membersOfSchool(tx, actor.schoolId);
        if (!members.some((m) => m.userId === arbiterUserId)) throw badRequest(ExamMessages.arbiterNotMember);
      }
      await repo.save(tx, actor.schoolId, work.guid, input.th, { tolerance: input.tolerance, arbiterUserId });
    });
    return examReviewersService.subjectiveThs(db, actor, input.workInfoGuid);
  },

  /**
   * A reviewer's mark of a double-marked answer: the first mark, the second (by someone else), or a revisit of their own
   * while the answer is open. The student's score is written only when the answer is complete.
   */
  async saveMark(db: Db, actor: Actor, work: MarkingWork, setting: DoubleSetting, input: TMarkSaveRequest): Promise<TMarkSaveResult> {
    return db.transaction().execute(async (tx) => {
      const { submission, rules } = await lockedAnswer(tx, actor, work.guid, input);
      const marks = await repo.marksOf(tx, actor.schoolId, submission.guid, input.th);
      const round = nextRoundFor(marks, actor.userId, setting.tolerance);
      if (round === null) throw forbidden(ExamMessages.alreadyDoubleMarked);
      await repo.putMark(tx, { schoolId: actor.schoolId, workGuid: work.guid, submissionGuid: submission.guid, th: input.th, round, userId: actor.userId, score: input.score });
      const state = doubleMarkState(await repo.marksOf(tx, actor.schoolId, submission.guid, input.th), setting.tolerance);
      const totals = await writeFinal(tx, actor, submission.guid, input.th, rules, state.score, actor.userId);
      return { submissionGuid: submission.guid, th: input.th, score: input.score, totalScore: null, isFullyMarked: totals.isFullyMarked, doubleMarkState: state.state };
    });
  },

  async assertArbiter(db: DbOrTx, actor: Actor, work: MarkingWork, th: number): Promise<DoubleSetting> {
    const setting = await doubleSettingFor(db, actor.schoolId, work, th);
    if (!setting) throw badRequest(ExamMessages.notInArbitration);
    if (!mayArbitrate(actor.userId, work.creatorUserId, setting.arbiterUserId)) throw forbidden(ExamMessages.notArbiter);
    return setting;
  },

  /** The arbiter's score, which replaces the mean as the answer's final score. */
  async arbitrate(db: Db, actor: Actor, work: MarkingWork, input: TMarkSaveRequest): Promise<TMarkSaveResult> {
    const setting = await examDoubleMarkingService.assertArbiter(db, actor, work, input.th);
    return db.transaction().execute(async (tx) => {
      const { submission, rules } = await lockedAnswer(tx, actor, work.guid, input);
      const marks = await repo.marksOf(tx, actor.schoolId, submission.guid, input.th);
      const state = doubleMarkState(marks, setting.tolerance);
      const arbitrated = marks.some((m) => m.round === MarkRound.Arbitration);
      if (state.state !== 'arbitration' && !arbitrated) throw badRequest(ExamMessages.notInArbitration);
      await repo.putMark(tx, { schoolId: actor.schoolId, workGuid: work.guid, submissionGuid: submission.guid, th: input.th, round: MarkRound.Arbitration, userId: actor.userId, score: input.score });
      const totals = await writeFinal(tx, actor, submission.guid, input.th, rules, input.score, actor.userId);
      return { submissionGuid: submission.guid, th: input.th, score: input.score, totalScore: totals.totalScore, isFullyMarked: totals.isFullyMarked, doubleMarkState: 'done' as const };
    });
  },
};
