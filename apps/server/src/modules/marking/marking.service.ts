import {
  ExamMessages,
  filePathOf,
  MARK_BACKLOG_LIMIT,
  mayArbitrate,
  QuestionType,
  validateMark,
  type TMarkArbitration,
  type TMarkItem,
  type TMarkMarked,
  type TMarkNext,
  type TMarkQuestions,
  type TMarkSaveRequest,
  type TMarkSaveResult,
  type TRuleSnapshot,
  type TMarkBacklog,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { classScopeOf } from '../classes/class-scope.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { totalsOf } from '../submissions/submission-writer.js';
import { submissionWorkRepository } from '../submissions/submission-work.repository.js';
import { submissionsRepository } from '../submissions/submissions.repository.js';
import { requireTeacherWork } from '../submissions/work-access.js';
import { studentWorkRepository } from '../student-work/student-work.repository.js';
import { markingRepository, type MarkCandidate } from './marking.repository.js';
import { paperWorkRepository } from '../homework/paper-work.repository.js';
import { toMarkContent } from '../homework/paper-work.service.js';
import { reviewShare } from '../exams/exam-reviewers.service.js';
import { examReviewersRepository } from '../exams/exam-reviewers.repository.js';
import { doubleSettingFor, examDoubleMarkingService, type DoubleSetting } from '../exams/exam-double-marking.service.js';
import { examDoubleMarkingRepository } from '../exams/exam-double-marking.repository.js';

/**
 * A question given to reviewers is marked by them only, each within their share of the answers (issue 11 item 5);
 * under double marking (双评) every reviewer may take any answer, since each answer needs two of them.
 */
async function assertInShare(db: Db, actor: Actor, work: { guid: string; creatorUserId: number; examDuration: number | null }, th: number, submissionGuid: string, double: DoubleSetting | null) {
  const share = await reviewShare(db, actor, work, th);
  if (double) return;
  if (share && (await examReviewersRepository.shareOf(db, submissionGuid, share.count)) !== share.index) throw forbidden(ExamMessages.notYourQuestion);
}

/**
 * Whether this teacher has question th of an exam on their marking page: the rule Next and Save apply (reviewShare),
 * or the named arbiter (or the creator) of a double-marked question, who arbitrates it without marking it.
 */
async function hasTask(db: Db, actor: Actor, work: { guid: string; creatorUserId: number; examDuration: number | null }, th: number, canArbitrate: boolean) {
  if (canArbitrate) return true;
  try {
    await reviewShare(db, actor, work, th);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.httpStatus === 403) return false;
    throw error;
  }
}

const QUESTION_NOT_FOUND = '题目不存在或不是主观题';
/** The 已阅 list shows this many answers at most (a class or two; a whole grade pages through Next). */
const MARKED_LIST_LIMIT = 500;

const toFile = (f: { key: string; mime: string }) => ({ fileKey: f.key, filePath: filePathOf(f.key), mime: f.mime });

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
  /** 手机查看: the answers waiting for this teacher's mark, per homework (MARK_BACKLOG_LIMIT listed) and in all. */
  async backlog(db: Db, actor: Actor): Promise<TMarkBacklog> {
    const rows = await markingRepository.backlog(db, classScopeOf(actor));
    return {
      total: rows.reduce((n, r) => n + r.unmarkedCount, 0),
      list: rows.slice(0, MARK_BACKLOG_LIMIT).map((r) => ({ workGuid: r.workGuid, name: r.name, endTime: new Date(r.endTime).toISOString(), unmarkedCount: r.unmarkedCount })),
    };
  },

  async questions(db: Db, actor: Actor, workGuid: string): Promise<TMarkQuestions> {
    const work = await requireTeacherWork(db, actor, workGuid);
    const isExam = work.examDuration !== null;
    const [questions, progress, questionFiles, answerFiles, contents, doubles, doubleProgress] = await Promise.all([
      submissionWorkRepository.questionsOf(db, actor.schoolId, work.guid),
      markingRepository.progress(db, actor.schoolId, work.guid),
      studentWorkRepository.filesOfWork(db, actor.schoolId, work.guid, 'question'),
      studentWorkRepository.filesOfWork(db, actor.schoolId, work.guid, 'answer'),
      paperWorkRepository.contentOfWork(db, actor.schoolId, work.guid),
      isExam ? examDoubleMarkingRepository.settingsOf(db, actor.schoolId, work.guid) : Promise.resolve([]),
      isExam ? examDoubleMarkingRepository.progress(db, actor.schoolId, work.guid) : Promise.resolve(new Map()),
    ]);
    const byTh = new Map(progress.map((p) => [p.th, p]));
    let list = questions
      .filter((q) => q.type === QuestionType.Subjective)
      .map((q) => {
        const content = contents.get(q.th);
        const double = doubles.find((d) => d.th === q.th);
        const counts = doubleProgress.get(q.th);
        return {
          th: q.th, score: q.score, markedCount: byTh.get(q.th)?.markedCount ?? 0, unmarkedCount: byTh.get(q.th)?.unmarkedCount ?? 0,
          ...(content ? { content: toMarkContent(content) } : {}),
          ...(double ? {
            doubleMarking: {
              tolerance: Number(double.tolerance),
              firstCount: counts?.firstCount ?? 0, secondCount: counts?.secondCount ?? 0,
              arbitrationCount: counts?.arbitrationCount ?? 0, arbitratedCount: counts?.arbitratedCount ?? 0,
              canArbitrate: mayArbitrate(actor.userId, work.creatorUserId, double.arbiterUserId),
            },
          } : {}),
        };
      });
    // An exam's marking page lists only the questions given to this teacher (issue 11 item 5): a question given to
    // someone else would open on a forbidden Next, which the page took for 已全部阅完.
    if (isExam) {
      const mine = await Promise.all(list.map((q) => hasTask(db, actor, work, q.th, q.doubleMarking?.canArbitrate === true)));
      list = list.filter((_, i) => mine[i]);
    }
    return {
      workGuid: work.guid,
      name: work.name,
      workType: work.workType,
      showStudentInfo: work.showStudentInfo,
      commentNumber: list.reduce((n, q) => n + q.markedCount, 0),
      noCommentNumber: list.reduce((n, q) => n + q.unmarkedCount, 0),
      list,
      questionFiles: questionFiles.map(toFile),
      answerFiles: answerFiles.map(toFile),
    };
  },

  /** The next unmarked answer after `after` (a skipped one), wrapping round to the first; done when none is left. */
  async next(db: Db, actor: Actor, input: { workGuid: string; th: number; after?: string }): Promise<TMarkNext> {
    const work = await requireTeacherWork(db, actor, input.workGuid);
    const question = await requireSubjective(db, actor.schoolId, work.guid, input.th);
    const share = (await reviewShare(db, actor, work, input.th)) ?? undefined;
    const double = (await doubleSettingFor(db, actor.schoolId, work, input.th)) ? { userId: actor.userId } : undefined;
    const split = double ? undefined : share;
    const position = input.after ? await markingRepository.positionOf(db, actor.schoolId, work.guid, input.after) : undefined;
    const candidate =
      (position && (await markingRepository.nextUnmarked(db, actor.schoolId, work.guid, input.th, position, split, double))) ||
      (await markingRepository.nextUnmarked(db, actor.schoolId, work.guid, input.th, undefined, split, double));
    const [progress] = await markingRepository.progress(db, actor.schoolId, work.guid, input.th);
    const counts = { markedCount: progress?.markedCount ?? 0, unmarkedCount: progress?.unmarkedCount ?? 0 };
    // 智能阅卷 shows the marker's own progress: their share, or their marks under double marking.
    const mine = split || double ? await markingRepository.progressOfMarker(db, actor.schoolId, work.guid, input.th, split, double) : counts;
    if (!candidate) return { done: true, ...counts, mine, item: null };
    // Under double marking the answer's score is null until complete; a reviewer sees no one's mark but their own.
    return { done: false, ...counts, mine, item: await toItem(db, actor.schoolId, { ...candidate, score: null }, input.th, question.score, work.showStudentInfo) };
  },

  /** The answers of question th already scored, in marking order, to revisit one and change its score. */
  async marked(db: Db, actor: Actor, input: { workGuid: string; th: number }): Promise<TMarkMarked> {
    const work = await requireTeacherWork(db, actor, input.workGuid);
    const question = await requireSubjective(db, actor.schoolId, work.guid, input.th);
    await reviewShare(db, actor, work, input.th);
    // Double marking: the answers I marked, with my own mark (never the other reviewer's, nor the mean).
    const own = (await doubleSettingFor(db, actor.schoolId, work, input.th))
      ? await examDoubleMarkingRepository.ownMarks(db, actor.schoolId, work.guid, input.th, actor.userId)
      : null;
    const rows = own
      ? (await markingRepository.answersIn(db, actor.schoolId, work.guid, input.th, [...own.keys()], MARKED_LIST_LIMIT)).map((r) => ({ ...r, score: own.get(r.submissionGuid) ?? null }))
      : await markingRepository.marked(db, actor.schoolId, work.guid, input.th, MARKED_LIST_LIMIT);
    return {
      list: rows.map((r) => ({
        submissionGuid: r.submissionGuid,
        studentName: work.showStudentInfo ? r.studentName : null,
        className: work.showStudentInfo ? r.className : null,
        score: Number(r.score),
        fullScore: fullScoreOf(r.rules, input.th, question.score),
      })),
    };
  },

  /** One answer of question th, marked or not, with the score given so far. */
  async item(db: Db, actor: Actor, input: { workGuid: string; th: number; submissionGuid: string }): Promise<TMarkItem> {
    const work = await requireTeacherWork(db, actor, input.workGuid);
    const question = await requireSubjective(db, actor.schoolId, work.guid, input.th);
    const row = await markingRepository.answerOf(db, actor.schoolId, work.guid, input.th, input.submissionGuid);
    if (!row) throw notFound('答卷不存在');
    const double = await doubleSettingFor(db, actor.schoolId, work, input.th);
    await assertInShare(db, actor, work, input.th, input.submissionGuid, double);
    if (double) {
      const own = await examDoubleMarkingRepository.ownMarks(db, actor.schoolId, work.guid, input.th, actor.userId);
      return toItem(db, actor.schoolId, { ...row, score: own.get(row.submissionGuid) ?? null }, input.th, question.score, work.showStudentInfo);
    }
    return toItem(db, actor.schoolId, row, input.th, question.score, work.showStudentInfo);
  },

  async save(db: Db, actor: Actor, input: TMarkSaveRequest): Promise<TMarkSaveResult> {
    const work = await requireTeacherWork(db, actor, input.workGuid);
    const double = await doubleSettingFor(db, actor.schoolId, work, input.th);
    await assertInShare(db, actor, work, input.th, input.submissionGuid, double);
    if (double) return examDoubleMarkingService.saveMark(db, actor, work, double, input);
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

  /** The arbitration queue of a double-marked question: answers whose two marks differ beyond the tolerance. */
  async arbitration(db: Db, actor: Actor, input: { workGuid: string; th: number }): Promise<TMarkArbitration> {
    const work = await requireTeacherWork(db, actor, input.workGuid);
    const question = await requireSubjective(db, actor.schoolId, work.guid, input.th);
    const setting = await examDoubleMarkingService.assertArbiter(db, actor, work, input.th);
    const queue = await examDoubleMarkingRepository.arbitrationQueue(db, actor.schoolId, work.guid, input.th);
    const marksOf = new Map(queue.map((q) => [q.submissionGuid, q]));
    const rows = await markingRepository.answersIn(db, actor.schoolId, work.guid, input.th, [...marksOf.keys()], MARKED_LIST_LIMIT);
    const list = await Promise.all(rows.map(async (r) => ({
      ...(await toItem(db, actor.schoolId, r, input.th, question.score, work.showStudentInfo)),
      firstScore: Number(marksOf.get(r.submissionGuid)!.firstScore),
      secondScore: Number(marksOf.get(r.submissionGuid)!.secondScore),
    })));
    return { tolerance: setting.tolerance, list };
  },

  async arbitrate(db: Db, actor: Actor, input: TMarkSaveRequest): Promise<TMarkSaveResult> {
    const work = await requireTeacherWork(db, actor, input.workGuid);
    return examDoubleMarkingService.arbitrate(db, actor, work, input);
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
    score: c.score === null ? null : Number(c.score),
  };
}
