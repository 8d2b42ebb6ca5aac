import { randomUUID } from 'node:crypto';
import {
  PeriodNames,
  TEXTBOOK_VERSIONS,
  gradeInfo,
  gradesOfPeriod,
  isSubjectOfPeriod,
  type GradeCode,
  type PeriodCode,
  type TTeachInfo,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { teachInfoRepository, type TeachInfoRow } from './teach-info.repository.js';

export interface SaveTeachInfoInput {
  guid?: string;
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

function toTeachInfo(row: TeachInfoRow, classes: { classGuid: string; className: string }[]): TTeachInfo {
  return {
    guid: row.guid,
    Studyname: row.periodCode as PeriodCode,
    Subject: row.km,
    textbookVersion: row.textbookVersion,
    grades: row.gradeCodes.map((code) => gradeInfo(code)?.name ?? code),
    gradeGuids: row.gradeCodes as GradeCode[],
    classGuids: classes.map((c) => c.classGuid),
    classNames: classes.map((c) => c.className),
    isSelect: row.isSelect,
  };
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
  async save(db: Db, actor: Actor, input: SaveTeachInfoInput): Promise<TTeachInfo> {
    const { schoolId, userId } = actor;
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
      const guid = await db.transaction().execute(async (tx) => {
        if (input.guid && !(await teachInfoRepository.findOfUser(tx, schoolId, userId, input.guid))) throw notFound(NOT_FOUND);
        const same = await teachInfoRepository.findByPeriodKm(tx, schoolId, userId, period, input.subject);
        if (same && same.guid !== input.guid) throw conflict(DUPLICATE);
        let saved = input.guid;
        if (saved) {
          await teachInfoRepository.update(tx, schoolId, userId, saved, fields);
        } else {
          saved = randomUUID();
          const isFirst = (await teachInfoRepository.listOfUser(tx, schoolId, userId)).length === 0;
          await teachInfoRepository.insert(tx, { guid: saved, schoolId, userId, isSelect: isFirst, ...fields });
        }
        await teachInfoRepository.replaceClasses(tx, schoolId, saved, classGuids);
        return saved;
      });
      return (await teachInfoService.list(db, actor)).find((t) => t.guid === guid)!;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(DUPLICATE);
      throw error;
    }
  },

  /** Deletes one of the user's teaching info; when it was the selected one, the first remaining takes its place. */
  async remove(db: Db, actor: Actor, guid: string): Promise<void> {
    const { schoolId, userId } = actor;
    await db.transaction().execute(async (tx) => {
      const current = await teachInfoRepository.findOfUser(tx, schoolId, userId, guid);
      if (!current) throw notFound(NOT_FOUND);
      await teachInfoRepository.remove(tx, schoolId, userId, guid);
      const [next] = await teachInfoRepository.listOfUser(tx, schoolId, userId);
      if (current.isSelect && next) await teachInfoRepository.select(tx, schoolId, userId, next.guid);
    });
  },
};
