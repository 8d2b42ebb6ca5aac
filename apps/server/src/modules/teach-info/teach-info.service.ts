import { randomUUID } from 'node:crypto';
import {
  ClassJoinMessages,
  ClassJoinStatus,
  PeriodNames,
  TEXTBOOK_VERSIONS,
  gradeInfo,
  gradesOfPeriod,
  isSubjectOfPeriod,
  parseTeachInfoGuid,
  teachInfoGuidOf,
  type GradeCode,
  type PeriodCode,
  type TClassRequest,
  type TReviewClassRequest,
  type TTeachInfo,
} from '@zuoyeben/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import { guardMember, joinsClassesFreely } from '../../lib/member-guard.js';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { teachInfoRepository, type TeachInfoRow } from './teach-info.repository.js';
import { auditService } from '../audit/audit.service.js';

export interface SaveTeachInfoInput {
  /** The entry to update, by its Guid (Studyname + Subject). */
  Guid?: string;
  studyname: PeriodCode;
  subject: string;
  textbookVersion: string;
  gradeCodes: GradeCode[];
  classGuids: string[];
}

const DUPLICATE = '已存在该学段科目的教学信息';
const NOT_FOUND = '教学信息不存在';

function checkSubject(period: PeriodCode, km: string) {
  if (!isSubjectOfPeriod(period, km)) throw badRequest(`${PeriodNames[period]}没有科目「${km}」`);
}

type ClassOfInfo = { classGuid: string; className: string; status: number };

/**
 * The answer's Guid is the spec's Studyname + Subject (spec 03 §3), unique per teacher and school; the row's uuid stays
 * the table's own key (teach_info_classes refers to it) and is never sent as the teaching info's Guid.
 */
function toTeachInfo(row: TeachInfoRow, all: ClassOfInfo[]): TTeachInfo {
  const classes = all.filter((c) => c.status === ClassJoinStatus.Approved);
  const ref = (status: number) => all.filter((c) => c.status === status).map(({ classGuid, className }) => ({ classGuid, className }));
  return {
    Guid: teachInfoGuidOf(row.periodCode as PeriodCode, row.km),
    Studyname: row.periodCode as PeriodCode,
    Subject: row.km,
    textbookVersion: row.textbookVersion,
    grades: row.gradeCodes.map((code) => gradeInfo(code)?.name ?? code),
    gradeGuids: row.gradeCodes as GradeCode[],
    classGuids: classes.map((c) => c.classGuid),
    classNames: classes.map((c) => c.className),
    pendingClasses: ref(ClassJoinStatus.Pending),
    refusedClasses: ref(ClassJoinStatus.Refused),
    isSelect: row.isSelect,
  };
}

/** The user's entry a Guid (Studyname + Subject) names in the school. */
async function findByGuid(db: DbOrTx, schoolId: number, userId: number, guid: string) {
  const key = parseTeachInfoGuid(guid);
  return key ? teachInfoRepository.findByPeriodKm(db, schoolId, userId, key.period, key.km) : undefined;
}

export const teachInfoService = {
  textbookVersions(period: PeriodCode, km: string) {
    checkSubject(period, km);
    return { list: [...TEXTBOOK_VERSIONS] };
  },

  /** The current user's teaching info in the current school. */
  async list(db: Db, actor: Actor): Promise<TTeachInfo[]> {
    const rows = await teachInfoRepository.listOfUser(db, actor.schoolId, actor.userId);
    const classes = await teachInfoRepository.classesOf(db, actor.schoolId, rows.map((r) => r.guid));
    return rows.map((row) => toTeachInfo(row, classes.filter((c) => c.teachInfoGuid === row.guid)));
  },

  /** The periods and subjects the user teaches in the school. */
  async kmList(db: Db, actor: Actor) {
    const rows = await teachInfoRepository.listOfUser(db, actor.schoolId, actor.userId);
    return rows.map((r) => ({ period: r.periodCode as PeriodCode, km: r.km }));
  },

  /**
   * Creates or updates one teaching info: a period of the school, a subject of that period, grades of that period,
   * and classes of the school in those grades. One entry per period and subject per user.
   */
  async save(db: Db, actor: Actor, input: SaveTeachInfoInput): Promise<TTeachInfo & { pendingCount: number }> {
    guardMember(actor);
    const { schoolId, userId } = actor;
    // Administrators and members with teachInfoPower join classes at once; other teachers ask an administrator.
    const approveNew = joinsClassesFreely(actor);
    const period = input.studyname;
    if (!(await teachInfoRepository.periodsOfSchool(db, schoolId)).includes(period)) throw badRequest(`本校没有${PeriodNames[period]}学段`);
    checkSubject(period, input.subject);
    const gradeCodes = [...new Set(input.gradeCodes)];
    const periodGrades = new Set<string>(gradesOfPeriod(period).map((g) => g.code));
    const foreignGrade = gradeCodes.find((g) => !periodGrades.has(g));
    if (foreignGrade) throw badRequest(`年级「${gradeInfo(foreignGrade)?.name ?? foreignGrade}」不属于${PeriodNames[period]}`);
    const classGuids = [...new Set(input.classGuids)];
    const classes = await teachInfoRepository.classesInSchool(db, schoolId, classGuids);
    if (classes.length !== classGuids.length) throw notFound('班级不存在');
    const outside = classes.find((c) => !gradeCodes.includes(c.gradeCode as GradeCode));
    if (outside) throw badRequest(`班级「${outside.name}」不在所选年级中`);

    const fields = { periodCode: period, km: input.subject, textbookVersion: input.textbookVersion, gradeCodes };
    try {
      let pendingCount = 0;
      await db.transaction().execute(async (tx) => {
        const current = input.Guid ? await findByGuid(tx, schoolId, userId, input.Guid) : undefined;
        if (input.Guid && !current) throw notFound(NOT_FOUND);
        const same = await teachInfoRepository.findByPeriodKm(tx, schoolId, userId, period, input.subject);
        if (same && same.guid !== current?.guid) throw conflict(DUPLICATE);
        let saved = current?.guid;
        if (saved) {
          await teachInfoRepository.update(tx, schoolId, userId, saved, fields);
        } else {
          saved = randomUUID();
          const isFirst = (await teachInfoRepository.listOfUser(tx, schoolId, userId)).length === 0;
          await teachInfoRepository.insert(tx, { guid: saved, schoolId, userId, isSelect: isFirst, ...fields });
        }
        pendingCount = await teachInfoRepository.syncClasses(tx, schoolId, saved, classGuids, approveNew, new Date());
      });
      const guid = teachInfoGuidOf(period, input.subject);
      return { ...(await teachInfoService.list(db, actor)).find((t) => t.Guid === guid)!, pendingCount };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(DUPLICATE);
      throw error;
    }
  },

  /** The school's class requests waiting for approval (administrators). */
  async classRequests(db: Db, actor: Actor): Promise<TClassRequest[]> {
    guardMember(actor, { admin: true });
    const rows = await teachInfoRepository.pendingRequests(db, actor.schoolId);
    return rows.map((r) => ({
      teachInfoGuid: r.teachInfoGuid,
      classGuid: r.classGuid,
      className: r.className,
      teacherName: r.teacherName,
      teacherPhone: r.teacherPhone,
      Studyname: r.periodCode as PeriodCode,
      Subject: r.km,
      requestedAt: new Date(r.requestedAt).toISOString(),
    }));
  },

  /** Approves (the teacher teaches the class from now on) or refuses one request (administrators). */
  async reviewClassRequest(db: Db, actor: Actor, input: TReviewClassRequest): Promise<string> {
    guardMember(actor, { admin: true });
    const request = (await teachInfoRepository.pendingRequests(db, actor.schoolId))
      .find((r) => r.teachInfoGuid === input.teachInfoGuid && r.classGuid === input.classGuid);
    await db.transaction().execute(async (tx) => {
      if (!request || !(await teachInfoRepository.review(tx, actor.schoolId, input.teachInfoGuid, input.classGuid, input.approve, new Date()))) {
        throw notFound(ClassJoinMessages.notFound);
      }
      await auditService.record(tx, actor, {
        action: 'class.review',
        target: `${request.teacherName}（${request.teacherPhone}）`,
        detail: `${input.approve ? '同意' : '拒绝'}加入${request.className}`,
      });
    });
    return input.approve ? ClassJoinMessages.approved : ClassJoinMessages.refused;
  },

  /** Deletes one of the user's teaching info (by Guid); when it was the selected one, the first remaining takes its place. */
  async remove(db: Db, actor: Actor, guid: string): Promise<void> {
    const { schoolId, userId } = actor;
    await db.transaction().execute(async (tx) => {
      const current = await findByGuid(tx, schoolId, userId, guid);
      if (!current) throw notFound(NOT_FOUND);
      await teachInfoRepository.remove(tx, schoolId, userId, current.guid);
      const [next] = await teachInfoRepository.listOfUser(tx, schoolId, userId);
      if (current.isSelect && next) await teachInfoRepository.select(tx, schoolId, userId, next.guid);
    });
  },
};
