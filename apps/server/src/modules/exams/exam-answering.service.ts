import {
  ExamMessages,
  examDeadline,
  HomeworkMessages,
  SubmissionStatus,
  type TSaveExamProgressRequest,
  type TSaveExamProgressResult,
  type TTimeExpandRequest,
  type TUpdateWorkInfoStatusRequest,
  type TTimeExpandResult,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { badRequest, forbidden, notFound, workNotFound } from '../../lib/errors.js';
import { guardMember, guardStudent } from '../../lib/member-guard.js';
import type { Actor } from '../../plugins/session.js';
import type { StudentActor } from '../student-auth/student-session.js';
import { answeringTimeRepository } from '../student-work/answering-time.repository.js';
import { readAnswers } from '../student-work/student-work.service.js';
import { submissionWorkRepository } from '../submissions/submission-work.repository.js';
import { writeSubmission, type GivenAnswer } from '../submissions/submission-writer.js';
import { changeWork } from '../homework/answering-work-cache.js';
import { canEditWork } from '../homework/homework-access.js';
import { homeworkRepository } from '../homework/homework.repository.js';
import { assertRuCode } from '../homework/ru-code.js';
import { examClock, type ProgressAnswer } from './exam-clock.js';
import { loadVisibleExam } from './exam-wizard.service.js';

/** Students sitting an exam, and the clock the teacher controls (issue 11). */
export const examAnsweringService = {
  /**
   * POST /api/Student/SaveExamProgress: the answers so far, checked like a submission, kept on the server while the
   * window is open. Refused before the start and after end + delay + extension, like a submission.
   */
  async saveProgress(db: Db, student: StudentActor, input: TSaveExamProgressRequest, now = new Date()): Promise<TSaveExamProgressResult> {
    guardStudent(student);
    const found = await submissionWorkRepository.findWorkOfClassWithQuestions(db, student.schoolId, student.classGuid, input.workGuid);
    if (!found || found.startTime > now || found.examDuration === null) throw workNotFound();
    const { window } = examClock.windowOf(found, found.examExtensions, student.classGuid);
    if (now > window.endTime) throw badRequest(ExamMessages.examOver);
    const { answers } = await readAnswers(db, student, found.questions, input.answers);
    const rows: ProgressAnswer[] = [...answers.entries()].map(([th, a]) => ({ th, answer: a.answer, imageKeys: a.imageKeys }));
    await examClock.saveProgress(db, { schoolId: student.schoolId, workGuid: found.guid, studentGuid: student.studentGuid, classGuid: student.classGuid, answers: rows, savedAt: now });
    return { savedAt: now.toISOString(), deadline: window.endTime.toISOString() };
  },

  /**
   * Submits, as the student, the saved answers of every exam whose window has closed (the phone was off, out of
   * battery or offline at the bell). Scored by the homework rules like any submission. Returns how many it wrote.
   */
  async finalizeDue(db: Db, now = new Date()): Promise<number> {
    const due = await examClock.dueProgress(db, now);
    let written = 0;
    for (const row of due) {
      const work = await submissionWorkRepository.findWork(db, row.schoolId, row.workGuid);
      if (!work) continue;
      const questions = await submissionWorkRepository.questionsOf(db, row.schoolId, row.workGuid);
      const answers = new Map<number, GivenAnswer>(row.answers.filter((a) => questions.some((q) => q.th === a.th)).map((a) => [a.th, { answer: a.answer, imageKeys: a.imageKeys }]));
      const seconds = await answeringTimeRepository.secondsOf(db, { schoolId: row.schoolId, workGuid: row.workGuid, studentGuid: row.studentGuid });
      await db.transaction().execute(async (tx) => {
        await writeSubmission(tx, {
          schoolId: row.schoolId, workGuid: row.workGuid, studentGuid: row.studentGuid, questions, answers, now: row.savedAt,
          mode: {
            kind: 'student',
            requestId: `exam-auto-${row.workGuid}-${row.studentGuid}-${row.savedAt.getTime()}`,
            durationSeconds: seconds,
            // Saved inside the window, so on time: the server submits it as it stood at the bell.
            decide: () => ({ allowed: true, status: SubmissionStatus.Submitted, isOverdue: false }),
          },
        });
        await examClock.dropProgress(tx, row.schoolId, row.workGuid, row.studentGuid);
      });
      written++;
    }
    return written;
  },

  /**
   * POST /api/ExamInfo/TimeExpand: more minutes for one class or all classes of an exam, added to what they had.
   * A class whose window has closed cannot be reopened. Students see the new deadline on their next read: through
   * changeWork, the answering cache (which holds the extensions) forgets the exam.
   */
  async timeExpand(db: Db, actor: Actor, input: TTimeExpandRequest, now = new Date()): Promise<TTimeExpandResult> {
    guardMember(actor, { service: true });
    await assertRuCode(db, actor, input.ruCode ?? undefined);
    return changeWork(db, input.workInfoGuid, async (tx) => {
      const work = await loadVisibleExam(tx, actor, input.workInfoGuid, { lock: true });
      if (!canEditWork(actor, work)) throw forbidden(HomeworkMessages.notEditor);
      const classes = await homeworkRepository.classesOfWork(tx, actor.schoolId, work.guid);
      const chosen = input.classGuid || input.classCode
        ? classes.filter((c) => c.guid === input.classGuid || c.classCode === input.classCode)
        : classes;
      if (chosen.length === 0) throw notFound(ExamMessages.extendClassNotInExam);
      const list = [];
      for (const c of chosen) {
        const before = await examClock.extensionOf(tx, actor.schoolId, work.guid, c.guid);
        if (now > examDeadline(work.endTime, work.examDelay, before)) throw badRequest(`${c.name}：${ExamMessages.extendEnded}`);
        const extension = before + input.minutes;
        await tx.insertInto('examTimeExtensions').values({ workGuid: work.guid, classGuid: c.guid, schoolId: actor.schoolId, minutes: extension })
          .onConflict((oc) => oc.columns(['workGuid', 'classGuid']).doUpdateSet({ minutes: extension, updatedAt: now })).execute();
        list.push({ classGuid: c.guid, className: c.name, extension, deadline: examDeadline(work.endTime, work.examDelay, extension).toISOString() });
      }
      return { list };
    });
  },

  /**
   * POST /api/WorkInfo/UpdateWorkInfoStatus with status 2: 提前收卷 — a running exam ends now for every class (its
   * delay and extensions dropped); answers saved on the phones are submitted by exams.finalize within a minute.
   */
  async endNow(db: Db, actor: Actor, input: TUpdateWorkInfoStatusRequest, now = new Date()): Promise<{ endTime: string }> {
    guardMember(actor, { service: true });
    await assertRuCode(db, actor, input.ruCode ?? undefined);
    // Through changeWork: the answering cache forgets the exam, so the next submit meets the new end at once.
    return changeWork(db, input.workInfoGuid, async (tx) => {
      const work = await loadVisibleExam(tx, actor, input.workInfoGuid, { lock: true });
      if (!canEditWork(actor, work)) throw forbidden(HomeworkMessages.notEditor);
      if (now < work.startTime) throw badRequest(ExamMessages.endNotStarted);
      const classes = await homeworkRepository.classesOfWork(tx, actor.schoolId, work.guid);
      const extensions = await Promise.all(classes.map((c) => examClock.extensionOf(tx, actor.schoolId, work.guid, c.guid)));
      const last = Math.max(work.endTime.getTime(), ...extensions.map((m) => examDeadline(work.endTime, work.examDelay, m).getTime()));
      if (now.getTime() > last) throw badRequest(ExamMessages.endAlreadyEnded);
      await tx.updateTable('works').set({ endTime: now, examDelay: 0 }).where('schoolId', '=', actor.schoolId).where('guid', '=', work.guid).execute();
      await tx.deleteFrom('examTimeExtensions').where('schoolId', '=', actor.schoolId).where('workGuid', '=', work.guid).execute();
      return { endTime: now.toISOString() };
    });
  },
};
