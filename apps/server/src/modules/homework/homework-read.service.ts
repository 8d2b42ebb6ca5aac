import {
  ALL_SUBJECTS,
  cnDate,
  defaultWorkName,
  defaultWorkTimes,
  HomeworkMessages,
  workStateAt,
  type GradeCode,
  type TWorkDetail,
  type TWorkInfo,
  type TWorkListRow,
  type ZWorkListQuerySchema,
} from '@zuoyeben/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { classScopeOf, schoolScope } from '../classes/class-scope.js';
import { classesRepository } from '../classes/classes.repository.js';
import { filesRepository } from '../files/files.repository.js';
import { toFileRef } from '../files/files.service.js';
import { canEditWork, loadEditableWork, loadVisibleWork } from './homework-access.js';
import { homeworkListRepository, type WorkListFilter } from './homework-list.repository.js';
import { homeworkRepository, type WorkRow } from './homework.repository.js';
import { assertRuCode } from './ru-code.js';
import { toWorkQuestion } from './work-questions.js';
import { changeWork } from './answering-work-cache.js';

const flag = (v: boolean): 0 | 1 => (v ? 1 : 0);

/** The whole form of a work as GetWorkInfo and Detail give it. */
export async function toWorkInfo(db: DbOrTx, actor: Actor, work: WorkRow, now: Date): Promise<TWorkInfo & { studentTotal: number; submitCount: number }> {
  const [classes, links, questions, submitCount] = await Promise.all([
    homeworkRepository.classesOfWork(db, actor.schoolId, work.guid),
    homeworkRepository.filesOfWork(db, actor.schoolId, work.guid),
    homeworkRepository.questionsOfWork(db, actor.schoolId, work.guid),
    homeworkRepository.submitCount(db, actor.schoolId, work.guid),
  ]);
  const files = new Map((await filesRepository.findManyInSchool(db, actor.schoolId, links.map((l) => l.fileKey))).map((f) => [f.key, toFileRef(f)]));
  const refsOf = (role: 'question' | 'answer') => links.filter((l) => l.role === role && files.has(l.fileKey)).map((l) => files.get(l.fileKey)!);
  const topicFileList = refsOf('question');
  const answerFileList = refsOf('answer');
  return {
    workInfoGuid: work.guid,
    workCode: work.workCode,
    oldWorkInfoGuid: work.oldWorkGuid,
    paperGuid: work.paperGuid,
    workType: work.workType,
    source: work.source,
    km: work.km,
    name: work.name,
    gradeCode: work.gradeCode as GradeCode,
    clazzes: classes.map((c) => ({ code: c.classCode, name: c.name, classGuid: c.guid, isTeachClass: c.isTeachClass, number: c.number, studentCount: c.studentCount })),
    startTime: work.startTime.toISOString(),
    endTime: work.endTime.toISOString(),
    overdueable: flag(work.overdueable),
    showStudentInfo: flag(work.showStudentInfo),
    reviewType: work.reviewType,
    answerSheetType: work.answerSheetType,
    use: work.useType,
    jobType: work.jobType,
    scoreType: work.scoreType,
    showType: work.showType,
    releaseType: work.releaseType,
    releaseTime: work.releaseTime?.toISOString() ?? null,
    witMarking: flag(work.witMarking),
    mathWitMarking: flag(work.mathWitMarking),
    syncToOthers: flag(work.syncToOthers),
    allowOthersView: flag(work.allowOthersView),
    papers: topicFileList.map((f) => f.fileKey),
    answers: answerFileList.map((f) => f.fileKey),
    topicFileList,
    answerFileList,
    startNumber: questions[0]?.th ?? 1,
    questions: questions.map(toWorkQuestion),
    state: workStateAt(work.startTime, work.endTime, now),
    isCreate: canEditWork(actor, work),
    existSubmit: submitCount > 0,
    submitCount,
    studentTotal: classes.reduce((sum, c) => sum + c.studentCount, 0),
  };
}

/** A copy is a new, unsaved form: no guid or code, fresh default times, and nothing submitted. */
function asCopy(info: TWorkInfo, now: Date): TWorkInfo {
  const { startTime, endTime } = defaultWorkTimes(now);
  const releaseTime = info.releaseTime && new Date(info.releaseTime) > now ? info.releaseTime : null;
  return {
    ...info, workInfoGuid: null, workCode: null, oldWorkInfoGuid: info.workInfoGuid, startTime: startTime.toISOString(),
    endTime: endTime.toISOString(), releaseTime, state: 0, isCreate: true, existSubmit: false,
  };
}

/** dateRange 'from,to' (China dates, both included) and schoolYear N (1 August N to 1 August N+1) as a start-time window. */
function listWindow(query: { dateRange?: string; schoolYear?: number }): Pick<WorkListFilter, 'from' | 'to'> {
  let from: Date | undefined;
  let to: Date | undefined;
  if (query.dateRange) {
    const [a, b] = query.dateRange.split(',').map((d) => d.split('-').map(Number) as [number, number, number]);
    from = cnDate(...a!);
    to = cnDate(b![0], b![1], b![2] + 1);
    if (to <= from) throw badRequest('开始日期不能晚于结束日期');
  }
  if (query.schoolYear !== undefined) {
    const yearFrom = cnDate(query.schoolYear, 8, 1);
    const yearTo = cnDate(query.schoolYear + 1, 8, 1);
    from = from && from > yearFrom ? from : yearFrom;
    to = to && to < yearTo ? to : yearTo;
  }
  return { from, to };
}

export const homeworkReadService = {
  /** 11月22日数学作业: month-day, subject and 作业 in China time. */
  async defaultName(db: Db, actor: Actor, km: string, ruCode: string | undefined, now: Date = new Date()) {
    await assertRuCode(db, actor, ruCode);
    if (!ALL_SUBJECTS.includes(km)) throw badRequest(HomeworkMessages.subjectInvalid);
    return { name: defaultWorkName(km, now) };
  },

  /** The form of a work to edit, or (oldWorkInfoGuid) a copy of it to save as new. */
  async workInfo(db: Db, actor: Actor, query: { ruCode?: string; workInfoGuid?: string; oldWorkInfoGuid?: string }, now: Date = new Date()): Promise<TWorkInfo> {
    await assertRuCode(db, actor, query.ruCode);
    const guid = (query.workInfoGuid ?? query.oldWorkInfoGuid)!;
    const work = await loadVisibleWork(db, actor, guid);
    const { submitCount: _s, studentTotal: _t, ...info } = await toWorkInfo(db, actor, work, now);
    return query.workInfoGuid ? info : asCopy(info, now);
  },

  /** The detail page: settings, classes, files, answer key, creator and submission counts. */
  async detail(db: Db, actor: Actor, workGuid: string, ruCode?: string, now: Date = new Date()): Promise<TWorkDetail> {
    await assertRuCode(db, actor, ruCode);
    const work = await loadVisibleWork(db, actor, workGuid);
    const info = await toWorkInfo(db, actor, work, now);
    return { ...info, creatorName: await homeworkRepository.userName(db, work.creatorUserId) };
  },

  async paperGuid(db: Db, actor: Actor, workGuid: string, ruCode?: string) {
    await assertRuCode(db, actor, ruCode);
    const work = await loadVisibleWork(db, actor, workGuid);
    return { paperGuid: work.paperGuid, workCode: work.workCode };
  },

  async list(db: Db, actor: Actor, query: z.output<typeof ZWorkListQuerySchema>, now: Date = new Date()): Promise<{ list: TWorkListRow[]; total: number }> {
    await assertRuCode(db, actor, query.ruCode);
    if (query.classGuids?.length) {
      // A class guid of another school is a missing class, as everywhere else, not an empty filter result.
      const found = await classesRepository.list(db, schoolScope(actor.schoolId), { classGuids: query.classGuids });
      if (found.length !== new Set(query.classGuids).size) throw notFound(HomeworkMessages.classNotFound);
    }
    const filter: WorkListFilter = {
      km: query.km ?? query.subject,
      gradeCode: query.gradeCode,
      workType: query.workType,
      classGuids: query.classGuids,
      creatorUserId: query.mine ? actor.userId : undefined,
      isExam: query.exam,
      ...listWindow(query),
    };
    const { total, rows } = await homeworkListRepository.page(db, classScopeOf(actor), filter, {
      offset: (query.pageIndex - 1) * query.pageSize,
      limit: query.pageSize,
    });
    const list = rows.map((r) => ({
      workInfoGuid: r.guid,
      workCode: r.workCode,
      name: r.name,
      km: r.km,
      gradeCode: r.gradeCode,
      workType: r.workType,
      state: workStateAt(r.startTime, r.endTime, now),
      startTime: r.startTime.toISOString(),
      endTime: r.endTime.toISOString(),
      classNames: r.classNames,
      submitCount: r.submitCount,
      studentTotal: r.studentTotal,
      createdBy: r.creatorName,
      isCreate: canEditWork(actor, r),
      isExam: r.examDuration !== null,
    }));
    return { list, total };
  },

  /** Soft delete: the work leaves every list and lookup; submissions stay for the record. */
  async remove(db: Db, actor: Actor, workInfoGuid: string, ruCode?: string): Promise<void> {
    await assertRuCode(db, actor, ruCode);
    await changeWork(db, workInfoGuid, async (tx) => {
      await loadEditableWork(tx, actor, workInfoGuid, { lock: true });
      await homeworkRepository.softDelete(tx, actor.schoolId, workInfoGuid);
    });
  },
};
