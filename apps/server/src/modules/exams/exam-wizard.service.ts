import { randomInt, randomUUID } from 'node:crypto';
import {
  ALL_SUBJECTS,
  checkExamBasic,
  checkExamQuestions,
  checkPublishedShape,
  checkWorkFiles,
  ExamMessages,
  examDeadline,
  examEndTime,
  gradeInfo,
  HomeworkMessages,
  isSchoolAdmin,
  isSubjectOfPeriod,
  isValidDelay,
  QuestionType,
  sanitizeName,
  SUBJECTS_BY_PERIOD,
  WorkType,
  type GradeCode,
  type PeriodCode,
  type TCheckExamResult,
  type TExamBasicParsed,
  type TExamBasicResult,
  type TExamForm,
  type TExamKmList,
  type TExamWorkQuestions,
  type TSaveExamParsed,
  type TSaveExamResult,
} from '@zuoyeben/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import { badRequest, forbidden, notFound, workNotFound } from '../../lib/errors.js';
import { guardMember } from '../../lib/member-guard.js';
import type { Actor } from '../../plugins/session.js';
import { accountRepository } from '../account/account.repository.js';
import { classesRepository, type ClassRow } from '../classes/classes.repository.js';
import { schoolScope } from '../classes/class-scope.js';
import { filesRepository } from '../files/files.repository.js';
import { toFileRef } from '../files/files.service.js';
import { changeWork } from '../homework/answering-work-cache.js';
import { canEditWork, loadVisibleWork } from '../homework/homework-access.js';
import { resolveWorkClasses } from '../homework/homework-classes.js';
import { homeworkRepository, type WorkRow } from '../homework/homework.repository.js';
import { preferService } from '../homework/prefer.service.js';
import { assertRuCode } from '../homework/ru-code.js';
import { teachInfoService } from '../teach-info/teach-info.service.js';
import { buildQuestionRows, countPendingRescore, multSettingOf, type WorkQuestionFormRow } from '../homework/work-questions.js';
import { examsRepository, type ExamQuestionRow } from './exams.repository.js';

const NAME_MAX = 30;
const flag = (v: boolean): 0 | 1 => (v ? 1 : 0);
const check = (problem: string | null) => {
  if (problem) throw badRequest(problem);
};
const sameMinute = (a: Date, b: Date) => Math.floor(a.getTime() / 60_000) === Math.floor(b.getTime() / 60_000);

/** A published exam of the school the actor may see; a homework or another school's work is status 100. */
export async function loadVisibleExam(db: DbOrTx, actor: Actor, guid: string, options: { lock?: boolean } = {}): Promise<WorkRow> {
  const work = await loadVisibleWork(db, actor, guid, options);
  if (work.examDuration === null) throw workNotFound();
  return work;
}

type Draft = NonNullable<Awaited<ReturnType<typeof examsRepository.findDraft>>>;
/** What the wizard edits: a draft (state 0) or a published exam (state 1). */
type Target = { kind: 'draft'; draft: Draft } | { kind: 'exam'; work: WorkRow };

/** The exam behind a workInfoGuid: a draft of the creator (or an administrator) or a published exam they may edit. */
async function loadTarget(db: DbOrTx, actor: Actor, guid: string, options: { edit: boolean; lock?: boolean }): Promise<Target> {
  const draft = await examsRepository.findDraft(db, actor.schoolId, guid);
  if (draft) {
    if (draft.creatorUserId !== actor.userId && !isSchoolAdmin(actor.role)) throw workNotFound();
    return { kind: 'draft', draft };
  }
  const work = await loadVisibleExam(db, actor, guid, { lock: options.lock });
  if (options.edit && !canEditWork(actor, work)) throw forbidden(HomeworkMessages.notEditor);
  return { kind: 'exam', work };
}

/** Setting exams needs the same grant as phone homework (createOnline and the online-homework permission). */
async function assertMayCreate(db: DbOrTx, actor: Actor) {
  const membership = await accountRepository.findMembership(db, actor.userId, actor.schoolId, actor.role);
  if (!membership?.createOnline) throw forbidden(HomeworkMessages.noPermissionCreate);
  if (!membership.onlineWork) throw forbidden(HomeworkMessages.noPermissionOnline);
}

/** The checked step one: name, times, classes of one grade whose period has the subject. */
interface CheckedBasic {
  km: string;
  name: string;
  gradeCode: string;
  startTime: Date;
  endTime: Date;
  duration: number;
  delay: number;
  classes: ClassRow[];
  showStudentInfo: boolean;
}

/** How long after its start a draft saved at step one may still be published unchanged (it then opens at once). */
const DRAFT_START_GRACE_MS = 15 * 60_000;

async function checkBasic(db: DbOrTx, actor: Actor, input: TExamBasicParsed, now: Date, target: Target | null): Promise<CheckedBasic> {
  const name = sanitizeName(input.examName ?? '');
  const published = target?.kind === 'exam' ? target.work : null;
  const startTime = input.startTime ?? null;
  // A published exam that has started keeps its start; an unchanged start is not checked against the clock again.
  const startUnchanged = !!published && !!startTime && sameMinute(startTime, published.startTime);
  // A draft's start was checked when step one saved it: a teacher who chose 'now' and then spent a few minutes on the
  // questions publishes an exam that opens at once, rather than being sent back to step one to pick a new minute.
  const draftStartKept = target?.kind === 'draft' && !!startTime && sameMinute(startTime, target.draft.startTime)
    && now.getTime() - startTime.getTime() <= DRAFT_START_GRACE_MS;
  check(checkExamBasic({ km: input.km, examName: name, startTime, duration: input.duration, classCount: input.clazzes.length }, now,
    { startLocked: startUnchanged || draftStartKept }));
  if (name.length > NAME_MAX) throw badRequest('考试名称不能超过30个字符');
  if (!isValidDelay(input.delayTime)) throw badRequest(ExamMessages.delayInvalid);
  const duration = Number(input.duration);
  const before = published ? (await homeworkRepository.classesOfWork(db, actor.schoolId, published.guid)).map((c) => c.guid) : [];
  const classes = await resolveWorkClasses(db, actor, { clazzes: input.clazzes, gradeCode: input.gradeCode ?? undefined, keep: before });
  const gradeCode = classes[0]!.gradeCode;
  if (!isSubjectOfPeriod(gradeInfo(gradeCode)!.period, input.km!)) throw badRequest(HomeworkMessages.subjectInvalid);
  if (published) {
    const started = now >= published.startTime;
    if (started && (name !== published.name || !startUnchanged || duration !== published.examDuration)) throw badRequest(ExamMessages.startedLocked);
    if (before.some((g) => !classes.some((c) => c.guid === g))) throw badRequest(ExamMessages.classesCannotRemove);
  }
  return {
    km: input.km!.trim(), name, gradeCode, startTime: startTime!, endTime: examEndTime(startTime!, duration), duration,
    delay: input.delayTime, classes, showStudentInfo: input.showStudentInfo === 1,
  };
}

/** File keys of the school as a set (spec 01 §5): images or one document, never both, 9/2 images at most. */
async function checkFiles(db: DbOrTx, schoolId: number, papers: string[], answers: string[]): Promise<void> {
  if (papers.some((k) => answers.includes(k))) throw badRequest(HomeworkMessages.fileReused);
  const rows = await filesRepository.findManyInSchool(db, schoolId, [...papers, ...answers]);
  const kindOf = new Map(rows.map((r) => [r.key, toFileRef(r).fileType]));
  if (kindOf.size !== papers.length + answers.length) throw notFound(HomeworkMessages.fileNotFound);
  check(checkWorkFiles(papers.map((k) => kindOf.get(k)!), answers.map((k) => kindOf.get(k)!)));
}

async function newWorkCode(db: DbOrTx, schoolId: number): Promise<string> {
  for (;;) {
    const code = String(randomInt(100_000, 1_000_000));
    if (!(await homeworkRepository.isWorkCodeTaken(db, schoolId, code))) return code;
  }
}

const toQuestion = (q: ExamQuestionRow) => ({
  th: q.th,
  type: q.type as 1 | 2 | 3,
  option: q.optionCount,
  score: q.score,
  answer: q.answer,
  guid: q.guid,
  multSetting: q.type === QuestionType.Multiple ? multSettingOf(q.multSetting) : null,
});

export const examWizardService = {
  /** GET /api/ExamInfo/GetKm: the subjects of the member's teaching info; without any, those of the school's periods. */
  async kmList(db: Db, actor: Actor, ruCode?: string): Promise<TExamKmList> {
    await assertRuCode(db, actor, ruCode);
    const taught = await teachInfoService.kmList(db, actor);
    if (taught.length > 0) return taught.map((t) => ({ km: t.km, period: t.period }));
    const periods = await examsRepository.periodsOfSchool(db, actor.schoolId);
    return periods.flatMap((p) => (SUBJECTS_BY_PERIOD[p as PeriodCode] ?? []).filter((km) => ALL_SUBJECTS.includes(km)).map((km) => ({ km, period: p })));
  },

  /** POST /api/ExamInfo/CheckExam: checks step one without saving; lists classes that sit another exam meanwhile. */
  async check(db: Db, actor: Actor, input: TExamBasicParsed, now = new Date()): Promise<TCheckExamResult> {
    guardMember(actor, { service: true });
    await assertRuCode(db, actor, input.ruCode);
    const target = input.workInfoGuid ? await loadTarget(db, actor, input.workInfoGuid, { edit: true }) : null;
    const basic = await checkBasic(db, actor, input, now, target);
    const overlaps = await examsRepository.overlapping(
      db, actor.schoolId, basic.classes.map((c) => c.guid), basic.startTime, examDeadline(basic.endTime, basic.delay), input.workInfoGuid ?? null,
    );
    return { endTime: basic.endTime.toISOString(), overlaps };
  },

  /**
   * POST /api/ExamInfo/SaveExamBasicInfo: a new exam becomes a draft (state 0) students never see; a draft is updated;
   * a published exam is only checked here (SaveExam writes it with its questions).
   */
  async saveBasic(db: Db, actor: Actor, input: TExamBasicParsed, now = new Date()): Promise<TExamBasicResult> {
    guardMember(actor, { service: true });
    return db.transaction().execute(async (tx) => {
      await assertRuCode(tx, actor, input.ruCode);
      const target = input.workInfoGuid ? await loadTarget(tx, actor, input.workInfoGuid, { edit: true, lock: true }) : null;
      if (!target) await assertMayCreate(tx, actor);
      const basic = await checkBasic(tx, actor, input, now, target);
      const values = {
        km: basic.km, name: basic.name, gradeCode: basic.gradeCode, startTime: basic.startTime, duration: basic.duration, delay: basic.delay,
        classGuids: basic.classes.map((c) => c.guid), showStudentInfo: basic.showStudentInfo,
      };
      const endTime = basic.endTime.toISOString();
      if (!target) {
        const guid = randomUUID();
        await examsRepository.insertDraft(tx, { ...values, guid, schoolId: actor.schoolId, creatorUserId: actor.userId });
        return { workInfoGuid: guid, state: 0 as const, endTime };
      }
      if (target.kind === 'draft') {
        await examsRepository.updateDraft(tx, actor.schoolId, target.draft.guid, values);
        return { workInfoGuid: target.draft.guid, state: 0 as const, endTime };
      }
      return { workInfoGuid: target.work.guid, state: 1 as const, endTime };
    });
  },

  /** GET /api/ExamInfo/GetExam: the whole exam form, a draft (state 0) or a published exam (state 1). */
  async get(db: Db, actor: Actor, guid: string, ruCode?: string): Promise<TExamForm> {
    await assertRuCode(db, actor, ruCode);
    const target = await loadTarget(db, actor, guid, { edit: false });
    if (target.kind === 'draft') {
      const d = target.draft;
      const classes = await classesRepository.list(db, schoolScope(actor.schoolId), { classGuids: d.classGuids });
      const clazzes = classes.map((c) => ({ code: c.classCode, name: c.name, classGuid: c.guid, isTeachClass: c.isTeachClass, number: c.number, studentCount: 0 }));
      return {
        workInfoGuid: d.guid, workCode: null, km: d.km, examName: d.name, gradeCode: d.gradeCode as GradeCode,
        startTime: d.startTime.toISOString(), endTime: examEndTime(d.startTime, d.duration).toISOString(), duration: d.duration, delayTime: d.delay,
        clazzes, clazzesName: clazzes.map((c) => c.name).join('、'), papers: [], answers: [], topicFileList: [], answerFileList: [],
        startNumber: 1, list: [], showStudentInfo: flag(d.showStudentInfo), state: 0, isCreate: true, existSubmit: false,
      };
    }
    const w = target.work;
    const [classes, links, questions, submitCount] = await Promise.all([
      homeworkRepository.classesOfWork(db, actor.schoolId, w.guid),
      homeworkRepository.filesOfWork(db, actor.schoolId, w.guid),
      examsRepository.questionsOf(db, actor.schoolId, w.guid),
      homeworkRepository.submitCount(db, actor.schoolId, w.guid),
    ]);
    const files = new Map((await filesRepository.findManyInSchool(db, actor.schoolId, links.map((l) => l.fileKey))).map((f) => [f.key, toFileRef(f)]));
    const refsOf = (role: 'question' | 'answer') => links.filter((l) => l.role === role && files.has(l.fileKey)).map((l) => files.get(l.fileKey)!);
    const clazzes = classes.map((c) => ({ code: c.classCode, name: c.name, classGuid: c.guid, isTeachClass: c.isTeachClass, number: c.number, studentCount: c.studentCount }));
    return {
      workInfoGuid: w.guid, workCode: w.workCode, km: w.km, examName: w.name, gradeCode: w.gradeCode as GradeCode,
      startTime: w.startTime.toISOString(), endTime: w.endTime.toISOString(), duration: w.examDuration!, delayTime: w.examDelay,
      clazzes, clazzesName: clazzes.map((c) => c.name).join('、'),
      papers: refsOf('question').map((f) => f.fileKey), answers: refsOf('answer').map((f) => f.fileKey),
      topicFileList: refsOf('question'), answerFileList: refsOf('answer'),
      startNumber: questions[0]?.th ?? 1, list: questions.map(toQuestion), showStudentInfo: flag(w.showStudentInfo), state: 1,
      isCreate: canEditWork(actor, w), existSubmit: submitCount > 0,
    };
  },

  /**
   * POST /api/ExamInfo/SaveExam: the whole form. A draft is published (state 1) as a work with its classes, files and
   * questions; a published exam keeps its question types, numbers, count and option counts (已发布的考试不能修改题型),
   * while answers and scores may change. delQuestionGuid names questions removed since GetExam.
   */
  async save(db: Db, actor: Actor, input: TSaveExamParsed, now = new Date()): Promise<TSaveExamResult> {
    guardMember(actor, { service: true });
    return changeWork(db, input.workInfoGuid, async (tx) => {
      await assertRuCode(tx, actor, input.ruCode);
      await homeworkRepository.lockSchool(tx, actor.schoolId);
      const target = await loadTarget(tx, actor, input.workInfoGuid, { edit: true, lock: true });
      const basic = await checkBasic(tx, actor, input, now, target);
      const papers = [...new Set(input.papers)];
      const answers = [...new Set(input.answers)];
      if (papers.length === 0) throw badRequest(ExamMessages.questionFilesRequired);
      check(checkExamQuestions(input.list.map((q) => ({ ...q, score: q.score ?? null })), input.startNumber));
      await checkFiles(tx, actor.schoolId, papers, answers);

      const previous = target.kind === 'exam' ? await examsRepository.questionsOf(tx, actor.schoolId, target.work.guid) : [];
      if (target.kind === 'exam') {
        check(checkPublishedShape(previous.map((q) => ({ th: q.th, type: q.type, option: q.optionCount })), input.list));
        if (input.delQuestionGuid.some((g) => previous.some((q) => q.guid === g))) throw badRequest(ExamMessages.publishedTypeLocked);
      }
      const prefer = await preferService.get(tx, actor);
      const defaultRule = input.multSetting && !input.multSetting.isDefault ? input.multSetting : undefined;
      const formRows: WorkQuestionFormRow[] = input.list.map((q) => ({
        th: q.th, type: q.type, option: q.type === QuestionType.Subjective ? 4 : q.option, score: q.score ?? null, answer: q.answer ?? '',
        ...(q.multSetting ? { multSetting: q.multSetting } : q.type === QuestionType.Multiple && defaultRule ? { multSetting: defaultRule } : {}),
      }));
      const rows = buildQuestionRows(formRows, previous, prefer);
      const guidOf = new Map(previous.map((q) => [q.th, q.guid]));

      const values = {
        name: basic.name, km: basic.km, periodCode: gradeInfo(basic.gradeCode)!.period, gradeCode: basic.gradeCode,
        startTime: basic.startTime, endTime: basic.endTime, examDuration: basic.duration, examDelay: basic.delay,
        showStudentInfo: basic.showStudentInfo,
      };
      let workCode: string | null;
      const guid = input.workInfoGuid;
      if (target.kind === 'exam') {
        workCode = target.work.workCode;
        await homeworkRepository.updateWork(tx, actor.schoolId, guid, values);
      } else {
        workCode = await newWorkCode(tx, actor.schoolId);
        await homeworkRepository.insertWork(tx, {
          ...values, guid, schoolId: actor.schoolId, creatorUserId: target.draft.creatorUserId, workCode, workType: WorkType.Online,
          source: 1, overdueable: false, releaseType: 0, jobType: 1, reviewType: 1,
        });
        await examsRepository.deleteDraft(tx, actor.schoolId, guid);
      }
      await homeworkRepository.replaceClasses(tx, actor.schoolId, guid, basic.classes.map((c) => c.guid));
      await homeworkRepository.replaceFiles(tx, actor.schoolId, guid, papers, answers);
      await examsRepository.replaceQuestions(tx, actor.schoolId, guid, rows.map((r) => ({ ...r, guid: guidOf.get(r.th) })));
      // A corrected answer key never rescores by itself (as for homework): the teacher is told how many sheets change.
      const pendingRescore = target.kind === 'exam' ? await countPendingRescore(tx, actor.schoolId, guid, rows) : 0;
      return { workInfoGuid: guid, workCode, state: 1 as const, pendingRescore };
    });
  },

  /** GET /api/ExamInfo/GetWorkQuestion: a published exam's questions with answers and scores (teachers only). */
  async questions(db: Db, actor: Actor, guid: string, ruCode?: string): Promise<TExamWorkQuestions> {
    await assertRuCode(db, actor, ruCode);
    const work = await loadVisibleExam(db, actor, guid);
    const list = (await examsRepository.questionsOf(db, actor.schoolId, work.guid)).map(toQuestion);
    return { list, fullScore: list.reduce((s, q) => s + q.score, 0) };
  },
};
