import { randomInt, randomUUID } from 'node:crypto';
import {
  checkWorkFiles,
  checkWorkQuestions,
  checkWorkSchedule,
  defaultWorkTimes,
  gradeInfo,
  HomeworkMessages,
  PowerAdvice,
  ReviewType,
  isSubjectOfPeriod,
  WorkState,
  workStateAt,
  WorkType,
  PaperWorkMessages,
  TeachingAidMessages,
  type TSaveWorkResult,
  type ZSaveTeachingAidWorkRequestSchema,
  type ZEditTeachingAidWorkRequestSchema,
  type TWorkFormParsed,
} from '@zuoyeben/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { accountRepository } from '../account/account.repository.js';
import type { Actor } from '../../plugins/session.js';
import { filesRepository } from '../files/files.repository.js';
import { toFileRef } from '../files/files.service.js';
import { loadEditableWork, loadVisibleWork } from './homework-access.js';
import { resolveWorkClasses } from './homework-classes.js';
import { homeworkRepository, type WorkQuestionRow, type WorkRow } from './homework.repository.js';
import { preferService } from './prefer.service.js';
import { assertRuCode } from './ru-code.js';
import { buildQuestionRows, countPendingRescore, type WorkQuestionFormRow, questionShapeChanged } from './work-questions.js';
import { changeWork } from './answering-work-cache.js';
import { loadPaperQuestions } from './paper-work.service.js';
import { guardMember, hasPower } from '../../lib/member-guard.js';
import { teachGuidanceService } from '../teach-guidance/teach-guidance.service.js';

type TEditTeachingAidInput = z.output<typeof ZEditTeachingAidWorkRequestSchema>;
type TCreateTeachingAidInput = z.output<typeof ZSaveTeachingAidWorkRequestSchema>;

/** Throws a check's message as a 400 envelope. */
const check = (problem: string | null) => {
  if (problem) throw badRequest(problem);
};

/** Locked times are compared to the minute: the date picker sends minutes, stored defaults may carry seconds. */
const sameMinute = (a: Date, b: Date) => Math.floor(a.getTime() / 60_000) === Math.floor(b.getTime() / 60_000);

/** A 6-digit work code not yet used in the school; the caller holds the school lock. */
async function newWorkCode(db: DbOrTx, schoolId: number): Promise<string> {
  for (;;) {
    const code = String(randomInt(100_000, 1_000_000));
    if (!(await homeworkRepository.isWorkCodeTaken(db, schoolId, code))) return code;
  }
}

/**
 * File keys of the school, checked as a set (spec 01 §5): images or one document, never both. A work published from a
 * paper needs no question files (the paper is its questions).
 */
async function checkFiles(db: DbOrTx, schoolId: number, papers: string[], answers: string[], isPaperWork = false): Promise<void> {
  if (papers.some((k) => answers.includes(k))) throw badRequest(HomeworkMessages.fileReused);
  const rows = await filesRepository.findManyInSchool(db, schoolId, [...papers, ...answers]);
  const kindOf = new Map(rows.map((r) => [r.key, toFileRef(r).fileType]));
  if (kindOf.size !== papers.length + answers.length) throw notFound(HomeworkMessages.fileNotFound);
  if (isPaperWork && papers.length === 0) return;
  check(checkWorkFiles(papers.map((k) => kindOf.get(k)!), answers.map((k) => kindOf.get(k)!)));
}

/** The state locks of spec 01 §4 on an edit of a started or ended work. */
function checkLocks(work: WorkRow, next: { name: string; startTime: Date; endTime: Date; overdueable: boolean }, before: string[], after: string[], now: Date) {
  const state = workStateAt(work.startTime, work.endTime, now);
  if (state === WorkState.Unpublished) return;
  if (next.name !== work.name || !sameMinute(next.startTime, work.startTime)) {
    throw badRequest(state === WorkState.Started ? HomeworkMessages.startedLocked : HomeworkMessages.endedLocked);
  }
  if (state === WorkState.Ended && !sameMinute(next.endTime, work.endTime)) throw badRequest(HomeworkMessages.endedLocked);
  if (work.overdueable && !next.overdueable) throw badRequest(HomeworkMessages.overdueLocked);
  // The spec locks every class of an ended work except for workTypes 3 to 7, which may still gain classes.
  const offline = work.workType >= WorkType.TestPaper;
  const sameSet = before.length === after.length && before.every((g) => after.includes(g));
  if (state === WorkState.Ended && !offline && !sameSet) throw badRequest(HomeworkMessages.classesLocked);
  if (before.some((g) => !after.includes(g))) throw badRequest(HomeworkMessages.classesCannotRemove);
}

/**
 * The school grants each member the kinds of homework they may set (the job-manager sidebar shows the same flags):
 * createOnline for phone homework, which also needs the online-homework permission, createOffline for paper kinds.
 */
async function assertMayCreate(db: DbOrTx, actor: Actor, workType: number) {
  const membership = await accountRepository.findMembership(db, actor.userId, actor.schoolId, actor.role);
  const online = workType === WorkType.Online;
  if (!membership || !(online ? membership.createOnline : membership.createOffline)) throw forbidden(HomeworkMessages.noPermissionCreate);
  if (online && !membership.onlineWork) throw forbidden(HomeworkMessages.noPermissionOnline);
}

export interface SaveKind {
  /** The workType a new work gets. */
  workType: number;
  /** Types an edited work may have through this endpoint. */
  editable: readonly number[];
  /** The grade every class must be of (a teaching-aid book's grade). */
  gradeCode?: string;
}

export const homeworkSaveService = {
  /**
   * Creates or edits a work from the whole form (spec 01 §2–§5) in one transaction. Edits never rescore: the answer
   * says how many submissions an explicit rescore would change.
   */
  async save(db: Db, actor: Actor, kind: SaveKind, form: TWorkFormParsed, now: Date = new Date()): Promise<TSaveWorkResult> {
    guardMember(actor, { service: true });
    return changeWork(db, form.workInfoGuid, async (tx) => {
      await assertRuCode(tx, actor, form.ruCode);
      if (!form.workInfoGuid) await homeworkRepository.lockSchool(tx, actor.schoolId);
      const existing = form.workInfoGuid ? await loadEditableWork(tx, actor, form.workInfoGuid, { lock: true }) : undefined;
      if (existing && !kind.editable.includes(existing.workType)) throw badRequest(HomeworkMessages.workTypeMismatch);
      if (!existing) await assertMayCreate(tx, actor, kind.workType);
      // The review-type choice is offered only with reviewPower (spec 01 §6): without it the work keeps its review type.
      if (!hasPower(actor, 'reviewPower') && form.reviewType !== (existing?.reviewType ?? ReviewType.ScanThenMark)) {
        throw forbidden(PowerAdvice.reviewPower);
      }
      const copied = !existing && form.oldWorkInfoGuid ? await loadVisibleWork(tx, actor, form.oldWorkInfoGuid) : undefined;
      const basis = existing ?? copied;
      const prefer = await preferService.get(tx, actor);

      const before = existing ? (await homeworkRepository.classesOfWork(tx, actor.schoolId, existing.guid)).map((c) => c.guid) : [];
      const classes = await resolveWorkClasses(tx, actor, { clazzes: form.clazzes, gradeCode: form.gradeCode, keep: before });
      const gradeCode = classes[0]!.gradeCode;
      if (kind.gradeCode && gradeCode !== kind.gradeCode) throw badRequest(TeachingAidMessages.otherGrade);
      if (!isSubjectOfPeriod(gradeInfo(gradeCode)!.period, form.km)) throw badRequest(HomeworkMessages.subjectInvalid);

      const releaseType = form.releaseType ?? existing?.releaseType ?? prefer.releaseTime;
      check(checkWorkSchedule({
        workType: existing?.workType ?? kind.workType,
        startTime: form.startTime,
        endTime: form.endTime,
        releaseType,
        releaseTime: form.releaseTime,
        previousReleaseTime: existing?.releaseTime,
        previousStartTime: existing?.startTime,
      }, now));
      const defaults = defaultWorkTimes(now);
      const startTime = form.startTime ?? existing?.startTime ?? now;
      let endTime = form.endTime ?? existing?.endTime ?? defaults.endTime;
      if (endTime < startTime) endTime = startTime;

      const papers = [...new Set(form.papers)];
      const answers = [...new Set(form.answers)];
      const previous: WorkQuestionRow[] = basis ? await homeworkRepository.questionsOfWork(tx, actor.schoolId, basis.guid) : [];
      // A new work sent with a paper and no questions is published from the paper: its questions are the paper's items.
      const fromPaper = !existing && form.paperGuid && form.questions.length === 0
        ? await loadPaperQuestions(tx, actor, form.paperGuid)
        : undefined;
      if (fromPaper && fromPaper.paper.km !== form.km) throw badRequest(PaperWorkMessages.subjectMismatch);
      // A work of a paper needs no uploaded question files; an edit that sends no questions keeps the paper's.
      const isPaperWork = fromPaper !== undefined || previous.some((q) => q.itemGuid);
      await checkFiles(tx, actor.schoolId, papers, answers, isPaperWork);
      let questions: WorkQuestionRow[];
      if (fromPaper) questions = fromPaper.questions;
      else if (isPaperWork && existing && form.questions.length === 0) questions = previous;
      else {
        check(checkWorkQuestions(form.questions, form.startNumber));
        questions = buildQuestionRows(form.questions as WorkQuestionFormRow[], previous, prefer);
      }

      if (form.paperGuid && !fromPaper && !(await homeworkRepository.paperExists(tx, actor.schoolId, form.paperGuid))) {
        throw notFound(HomeworkMessages.paperNotFound);
      }
      let pendingRescore = 0;
      if (existing) {
        checkLocks(existing, { name: form.name, startTime, endTime, overdueable: form.overdueable === 1 }, before, classes.map((c) => c.guid), now);
        if ((await homeworkRepository.submitCount(tx, actor.schoolId, existing.guid)) > 0) {
          if (questionShapeChanged(previous, questions)) throw badRequest(HomeworkMessages.questionsLocked);
          pendingRescore = await countPendingRescore(tx, actor.schoolId, existing.guid, questions);
        }
      }

      const values = {
        name: form.name,
        km: form.km,
        periodCode: gradeInfo(gradeCode)!.period,
        gradeCode,
        source: form.source,
        startTime,
        endTime,
        releaseType,
        releaseTime: releaseType === 1 ? form.releaseTime ?? null : null,
        overdueable: form.overdueable === 1,
        showStudentInfo: form.showStudentInfo === 1,
        reviewType: form.reviewType,
        answerSheetType: form.answerSheetType,
        useType: form.use,
        jobType: form.jobType,
        scoreType: form.scoreType ?? existing?.scoreType ?? prefer.scoreType,
        showType: form.showType ?? existing?.showType ?? prefer.showType,
        witMarking: form.witMarking === 1,
        mathWitMarking: form.mathWitMarking === 1,
        syncToOthers: (form.syncToOthers ?? (existing ? Number(existing.syncToOthers) : prefer.syncToOthers)) === 1,
        allowOthersView: form.allowOthersView === 1,
        paperGuid: form.paperGuid ?? existing?.paperGuid ?? null,
      };
      let guid: string;
      let workCode: string | null;
      if (existing) {
        guid = existing.guid;
        workCode = existing.workCode;
        await homeworkRepository.updateWork(tx, actor.schoolId, guid, values);
      } else {
        guid = randomUUID();
        workCode = await newWorkCode(tx, actor.schoolId);
        await homeworkRepository.insertWork(tx, {
          ...values, guid, schoolId: actor.schoolId, creatorUserId: actor.userId, workCode, workType: kind.workType, oldWorkGuid: copied?.guid ?? null,
        });
      }
      await homeworkRepository.replaceClasses(tx, actor.schoolId, guid, classes.map((c) => c.guid));
      await homeworkRepository.replaceFiles(tx, actor.schoolId, guid, papers, answers);
      await homeworkRepository.replaceQuestions(tx, actor.schoolId, guid, questions);
      return { workInfoGuid: guid, workCode, paperGuid: values.paperGuid, pendingRescore };
    });
  },

  /**
   * A new teaching-aid work (workType 5) from a chapter of a teaching-guidance book the school sees: published from
   * the chapter's exercise paper like any paper work (its questions, scores and answer keys), to classes of the book's
   * grade, in the book's subject. Paper kinds need the createOffline grant (students work in the printed book).
   */
  async createTeachingAid(db: Db, actor: Actor, input: TCreateTeachingAidInput, now: Date = new Date()): Promise<TSaveWorkResult> {
    guardMember(actor, { service: true });
    const { teachingGuidanceGuid, chapterGuid, ...form } = input;
    const source = await teachGuidanceService.chapterPaper(db, actor, teachingGuidanceGuid, chapterGuid);
    if (source.book.km !== form.km) throw badRequest(TeachingAidMessages.otherSubject);
    const kind: SaveKind = { workType: WorkType.TeachingAid, editable: [], gradeCode: source.book.gradeCode };
    return homeworkSaveService.save(db, actor, kind, { ...form, paperGuid: source.paperGuid, questions: [], workInfoGuid: null, oldWorkInfoGuid: null }, now);
  },

  /** Teaching-aid works (workType 5) change only their classes, use and syncToOthers (spec 01 §7). */
  async editTeachingAid(db: Db, actor: Actor, input: TEditTeachingAidInput, now: Date = new Date()): Promise<TSaveWorkResult> {
    guardMember(actor, { service: true });
    return changeWork(db, input.workInfoGuid, async (tx) => {
      await assertRuCode(tx, actor, input.ruCode);
      const work = await loadEditableWork(tx, actor, input.workInfoGuid, { lock: true });
      if (work.workType !== WorkType.TeachingAid) throw badRequest(HomeworkMessages.workTypeMismatch);
      const before = (await homeworkRepository.classesOfWork(tx, actor.schoolId, work.guid)).map((c) => c.guid);
      const classes = await resolveWorkClasses(tx, actor, { clazzes: input.clazzes, gradeCode: input.gradeGuid ?? work.gradeCode, keep: before });
      const after = classes.map((c) => c.guid);
      checkLocks(work, { name: work.name, startTime: work.startTime, endTime: work.endTime, overdueable: work.overdueable }, before, after, now);
      await homeworkRepository.updateWork(tx, actor.schoolId, work.guid, { useType: input.use, syncToOthers: input.syncToOthers === 1 });
      await homeworkRepository.replaceClasses(tx, actor.schoolId, work.guid, after);
      return { workInfoGuid: work.guid, workCode: work.workCode, paperGuid: work.paperGuid, pendingRescore: 0 };
    });
  },
};
