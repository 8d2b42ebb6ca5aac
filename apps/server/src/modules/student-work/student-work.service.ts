import {
  decideSubmission,
  MAX_DURATION_SECONDS,
  filePathOf,
  isAnswerVisible,
  parseChoiceAnswer,
  QuestionType,
  SubmissionMessages,
  studentEndTime,
  submitWindowOf,
  workStateAt,
  type TStudentSubmission,
  type TStudentAnsweringTime,
  type TStudentAnsweringTimeRequest,
  type TStudentSubmitRequest,
  type TStudentWorkDetail,
  type TStudentWorkList,
  type TSubmitAnswer,
} from '@zuoyeben/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import { badRequest, workNotFound } from '../../lib/errors.js';
import type { StudentActor } from '../student-auth/student-session.js';
import { writeFirstSubmission, writeSubmission, type GivenAnswer } from '../submissions/submission-writer.js';
import { submissionWorkRepository, type QuestionRow, type WorkRow } from '../submissions/submission-work.repository.js';
import { submissionsRepository, type AnswerRow, type SubmissionRow } from '../submissions/submissions.repository.js';
import { answeringTimeRepository } from './answering-time.repository.js';
import { studentWorkRepository } from './student-work.repository.js';
import { guardStudent } from '../../lib/member-guard.js';
import { examClock, examReason } from '../exams/exam-clock.js';
import { paperWorkRepository } from '../homework/paper-work.repository.js';
import { toStudentContent } from '../homework/paper-work.service.js';
import { applyStudentExtension, studentDeadlineOf, withStudentExtension } from '../work-adjust/student-extension.js';

const iso = (d: Date) => d.toISOString();
const toFile = (f: { key: string; mime: string }) => ({ fileKey: f.key, filePath: filePathOf(f.key), mime: f.mime });

/** A started homework of the student's class; unstarted, deleted and other classes' homework do not exist for them. */
export async function requireStudentWork(db: DbOrTx, student: StudentActor, workGuid: string, now = new Date()): Promise<WorkRow> {
  return started(await submissionWorkRepository.findWorkOfClass(db, student.schoolId, student.classGuid, workGuid), now);
}

/**
 * requireStudentWork read through the answering cache, with the questions and the classes' exam extensions: what the
 * answer page and its reports read on every request, when a whole year opens the same exam at its start (issue 11).
 */
async function requireAnsweringWork(db: Db, student: StudentActor, workGuid: string, now: Date) {
  return started(await submissionWorkRepository.findWorkOfClassWithQuestions(db, student.schoolId, student.classGuid, workGuid), now);
}

function started<W extends WorkRow>(work: W | undefined, now: Date): W {
  if (!work || work.startTime > now) throw workNotFound();
  return work;
}

/** The submission as the student may see it: scores only once the answers are published to them. */
function toStudentSubmission(s: SubmissionRow, answers: AnswerRow[], isVisible: boolean, mimeOf: ReadonlyMap<string, string>): TStudentSubmission {
  return {
    submissionGuid: s.guid,
    status: s.status,
    isOverdue: s.isOverdue,
    submittedAt: s.submittedAt ? iso(s.submittedAt) : null,
    durationSeconds: s.durationSeconds,
    totalScore: isVisible ? s.totalScore : null,
    isFullyMarked: s.isFullyMarked,
    answers: answers.map((a) => ({
      th: a.th,
      answer: a.answer,
      images: a.imageKeys.filter((k) => mimeOf.has(k)).map((k) => toFile({ key: k, mime: mimeOf.get(k)! })),
      score: isVisible ? a.score : null,
    })),
  };
}

/** Types of the student's own answer photos among `answers` (another student's keys are never shown). */
async function ownImageTypes(db: DbOrTx, student: StudentActor, answers: readonly AnswerRow[]): Promise<Map<string, string>> {
  const images = await studentWorkRepository.ownImages(db, student.schoolId, student.studentGuid, answers.flatMap((a) => a.imageKeys));
  return new Map(images.map((f) => [f.key, f.mime]));
}

/** The stored submission as the student sees it, read back (a replayed retry, the detail page). */
async function readStudentSubmission(db: DbOrTx, student: StudentActor, s: SubmissionRow, isVisible: boolean): Promise<TStudentSubmission> {
  const answers = await submissionsRepository.answersOf(db, student.schoolId, s.guid);
  return toStudentSubmission(s, answers, isVisible, await ownImageTypes(db, student, answers));
}

/**
 * Checks every answer against its question: known and unique question numbers, choice letters within the option count
 * (one for a single choice), photos only on subjective questions and only the student's own uploads.
 */
export async function readAnswers(db: DbOrTx, student: StudentActor, questions: readonly QuestionRow[], given: readonly TSubmitAnswer[]) {
  const byTh = new Map(questions.map((q) => [q.th, q]));
  const answers = new Map<number, GivenAnswer>();
  for (const a of given) {
    const q = byTh.get(a.th);
    if (!q) throw badRequest(SubmissionMessages.unknownTh(a.th));
    if (answers.has(a.th)) throw badRequest(SubmissionMessages.duplicateTh(a.th));
    const imageKeys = [...new Set(a.imageKeys ?? [])];
    if (q.type !== QuestionType.Subjective) {
      if (imageKeys.length > 0) throw badRequest(SubmissionMessages.imagesOnObjective(a.th));
      const parsed = parseChoiceAnswer(q, a.answer ?? '');
      if ('error' in parsed) throw badRequest(parsed.error);
      answers.set(a.th, { answer: parsed.letters, imageKeys: [] });
    } else {
      answers.set(a.th, { answer: (a.answer ?? '').trim(), imageKeys });
    }
  }
  const keys = [...answers.values()].flatMap((a) => a.imageKeys);
  const own = await studentWorkRepository.ownImages(db, student.schoolId, student.studentGuid, keys);
  if (own.length !== new Set(keys).size) throw badRequest('答题图片不存在，请重新上传');
  return { answers, imageTypes: new Map(own.map((f) => [f.key, f.mime])) };
}

type ExamProgressRow = NonNullable<Awaited<ReturnType<typeof examClock.progressOf>>>;

/** The exam part of the detail: the clock and the answers saved as the student went (when newer than the submission). */
async function examBlock(db: DbOrTx, student: StudentActor, work: WorkRow, deadline: Date, extension: number, submission: SubmissionRow | null, progress: ExamProgressRow | undefined, now: Date) {
  const fresh = progress && (!submission?.submittedAt || progress.savedAt > submission.submittedAt) ? progress : null;
  let answers: { th: number; answer: string; images: ReturnType<typeof toFile>[] }[] = [];
  if (fresh) {
    const keys = fresh.answers.flatMap((a) => a.imageKeys);
    const own = new Map((await studentWorkRepository.ownImages(db, student.schoolId, student.studentGuid, keys)).map((f) => [f.key, f.mime]));
    answers = fresh.answers.map((a) => ({ th: a.th, answer: a.answer, images: a.imageKeys.filter((k) => own.has(k)).map((k) => toFile({ key: k, mime: own.get(k)! })) }));
  }
  return {
    duration: work.examDuration!,
    delay: work.examDelay,
    extension,
    endTime: iso(work.endTime),
    deadline: iso(deadline),
    serverNow: iso(now),
    progress: fresh ? { savedAt: iso(fresh.savedAt), answers } : null,
  };
}

/** The student's homework (spec 03 §9 submission types), newest first within open and ended homework. */
export const studentWorkService = {
  async list(db: Db, student: StudentActor): Promise<TStudentWorkList> {
    const now = new Date();
    const listed = await studentWorkRepository.listOfClass(db, student, now);
    // An exam is listed with the end of its window (end + delay + the class's extension), which its state follows; a
    // homework the teacher reopened for this student (作业调整) with the student's own deadline.
    const rows = listed.map((w) => submitWindowOf({ ...w, endTime: studentEndTime(w.endTime, w.studentEndTime), overdueable: false }, w.examExtension ?? 0));
    const list = rows.map((w) => {
      const submission = w.status === null ? null : { isFullyMarked: w.isFullyMarked ?? false };
      return {
        workGuid: w.guid,
        name: w.name,
        km: w.km,
        workType: w.workType,
        startTime: iso(w.startTime),
        endTime: iso(w.endTime),
        state: workStateAt(w.startTime, w.endTime, now),
        status: w.status ?? 0,
        fullScore: w.fullScore,
        score: submission && isAnswerVisible(w, submission, now) ? w.totalScore : null,
        isOnline: w.workType === 1,
        isExam: w.examDuration !== null,
      };
    });
    // Open homework first, the one ending soonest on top; then ended homework, the latest ended first.
    list.sort((a, b) => a.state - b.state || (a.state === 1 ? a.endTime.localeCompare(b.endTime) : b.endTime.localeCompare(a.endTime)));
    return { list };
  },

  async detail(db: Db, student: StudentActor, workGuid: string): Promise<TStudentWorkDetail> {
    const now = new Date();
    const { questions, examExtensions, ...found } = await requireAnsweringWork(db, student, workGuid, now);
    const clock = examClock.windowOf(found, examExtensions, student.classGuid);
    // Side by side: a whole year opens the exam at its start, and every round trip waits its turn on a busy server.
    const [submission, questionFiles, contents, ownDeadline, progress] = await Promise.all([
      submissionsRepository.find(db, student.schoolId, found.guid, student.studentGuid),
      studentWorkRepository.filesOfWork(db, student.schoolId, found.guid, 'question'),
      paperWorkRepository.contentOfWork(db, student.schoolId, found.guid),
      studentDeadlineOf(db, student.schoolId, found.guid, student.studentGuid),
      found.examDuration === null ? undefined : examClock.progressOf(db, student.schoolId, found.guid, student.studentGuid),
    ]);
    // For an exam the window ends at end + delay + extension: answers, visibility and state follow it.
    const work = applyStudentExtension(clock.window, ownDeadline);
    const isVisible = isAnswerVisible(work, submission ?? null, now);
    const decision = decideSubmission(work, submission ?? null, now);
    const exam = found.examDuration === null ? null : await examBlock(db, student, found, work.endTime, clock.extension, submission ?? null, progress, now);
    const answerFiles = isVisible ? await studentWorkRepository.filesOfWork(db, student.schoolId, work.guid, 'answer') : [];
    return {
      workGuid: work.guid,
      name: work.name,
      km: work.km,
      workType: work.workType,
      startTime: iso(work.startTime),
      endTime: iso(work.endTime),
      state: workStateAt(work.startTime, work.endTime, now),
      overdueable: work.overdueable,
      fullScore: questions.reduce((sum, q) => sum + q.score, 0),
      isAnswerVisible: isVisible,
      answerRelease: { releaseType: work.releaseType, releaseTime: work.releaseTime ? iso(work.releaseTime) : null },
      canSubmit: decision.allowed,
      submitBlockedReason: decision.allowed ? null : exam ? examReason(decision.reason) : decision.reason,
      questionFiles: questionFiles.map(toFile),
      answerFiles: answerFiles.map(toFile),
      // The answer key stays on the server until it is published to this student.
      questions: questions.map((q) => {
        const content = contents.get(q.th);
        return {
          th: q.th, type: q.type, optionCount: q.optionCount, score: q.score, answer: isVisible ? q.answer : null,
          ...(content ? { content: toStudentContent(content, isVisible) } : {}),
        };
      }),
      submission: submission ? await readStudentSubmission(db, student, submission, isVisible) : null,
      exam,
    };
  },

  /**
   * Submits (or resubmits); a repeated requestId returns the stored result unchanged. A first submission is one
   * statement; a resubmission (or a race with one) is decided under the row lock in a transaction.
   */
  async submit(db: Db, student: StudentActor, input: TStudentSubmitRequest): Promise<TStudentSubmission> {
    guardStudent(student);
    const timeKey = { schoolId: student.schoolId, workGuid: input.workGuid, studentGuid: student.studentGuid };
    const [found, earlierSeconds, ownDeadline] = await Promise.all([
      submissionWorkRepository.findWorkOfClassWithQuestions(db, student.schoolId, student.classGuid, input.workGuid),
      answeringTimeRepository.secondsOf(db, timeKey),
      studentDeadlineOf(db, student.schoolId, input.workGuid, student.studentGuid),
    ]);
    const { questions, ...answering } = started(found, new Date());
    const { answers, imageTypes } = await readAnswers(db, student, questions, input.answers);
    const now = new Date();
    // An exam takes answers until end + delay + the class's extension, and none after (issue 11).
    const isExam = answering.examDuration !== null;
    const work = applyStudentExtension(examClock.windowOf(answering, answering.examExtensions, student.classGuid).window, ownDeadline);
    const write = {
      schoolId: student.schoolId,
      workGuid: work.guid,
      studentGuid: student.studentGuid,
      questions,
      answers,
      now,
      mode: {
        kind: 'student' as const,
        requestId: input.requestId,
        // 用时 of every visit: the time reported on earlier visits (and earlier submissions) plus this visit's rest.
        durationSeconds: Math.min(earlierSeconds + input.durationSeconds, MAX_DURATION_SECONDS),
        decide: (previous: SubmissionRow | null) => {
          const decision = decideSubmission(work, previous, now);
          return decision.allowed || !isExam ? decision : { allowed: false as const, reason: examReason(decision.reason) };
        },
      },
    };
    const result = (await writeFirstSubmission(db, write)) ?? (await db.transaction().execute((tx) => writeSubmission(tx, write)));
    if (result.written) {
      await Promise.all([
        // What the server kept as the student went is now in the submission.
        isExam ? examClock.dropProgress(db, student.schoolId, work.guid, student.studentGuid) : undefined,
        // This visit's rest now counts for a later resubmission too; a replayed retry wrote nothing and adds nothing.
        input.durationSeconds > 0 ? answeringTimeRepository.add(db, timeKey, input.durationSeconds) : undefined,
      ]);
      const { submission, answers: stored } = result.written;
      return toStudentSubmission(submission, stored, isAnswerVisible(work, submission, now), imageTypes);
    }
    const stored = await submissionsRepository.find(db, student.schoolId, work.guid, student.studentGuid);
    if (!stored) throw workNotFound();
    return readStudentSubmission(db, student, stored, isAnswerVisible(work, stored, now));
  },

  /**
   * Adds the seconds the answer page was open and visible since its last report. Only while the homework takes
   * answers (started, and not ended unless late submission is allowed): reading the results later is not answering.
   */
  async addAnsweringTime(db: Db, student: StudentActor, input: TStudentAnsweringTimeRequest): Promise<TStudentAnsweringTime> {
    const now = new Date();
    const { questions: _questions, examExtensions, ...found } = await requireAnsweringWork(db, student, input.workGuid, now);
    const work = await withStudentExtension(db, student.schoolId, student.studentGuid, examClock.windowOf(found, examExtensions, student.classGuid).window);
    const key = { schoolId: student.schoolId, workGuid: work.guid, studentGuid: student.studentGuid };
    const open = work.endTime > now || work.overdueable;
    return { seconds: open ? await answeringTimeRepository.add(db, key, input.seconds) : await answeringTimeRepository.secondsOf(db, key) };
  },
};
