import { z } from 'zod';
import { GRADE_CODES, PERIOD_CODES, type PeriodCode } from '../enums/periods.js';
import { TEXTBOOK_VERSIONS } from '../enums/subjects.js';
import { zGuid } from '../validation/common.js';

/** A teaching info's Guid (spec 03 §3): Studyname + Subject, e.g. C语文; one per period and subject per teacher. */
export function teachInfoGuidOf(period: PeriodCode, km: string): string {
  return `${period}${km}`;
}
/** The period and subject a teaching info's Guid names; null when it names none. */
export function parseTeachInfoGuid(guid: string): { period: PeriodCode; km: string } | null {
  const period = guid.charAt(0) as PeriodCode;
  const km = guid.slice(1);
  return (PERIOD_CODES as readonly string[]).includes(period) && km.length > 0 ? { period, km } : null;
}
const zTeachInfoGuid = () =>
  z.string().trim().max(21, { abort: true }).refine((v) => parseTeachInfoGuid(v) !== null, { error: '教学信息格式不正确' });

/** Teaching info of spec 03 §3: what a teacher teaches (period, subject, textbook, grades, classes). */
export const ZTeachInfoSchema = z.object({
  /** Studyname + Subject, e.g. C语文. */
  Guid: z.string(),
  Studyname: z.enum(PERIOD_CODES),
  Subject: z.string(),
  textbookVersion: z.string(),
  grades: z.array(z.string()),
  gradeGuids: z.array(z.enum(GRADE_CODES)),
  /** Classes the teacher teaches (approved). */
  classGuids: z.array(z.string()),
  classNames: z.array(z.string()),
  /** Classes waiting for an administrator's approval (see ClassJoinStatus below). */
  pendingClasses: z.array(z.object({ classGuid: z.string(), className: z.string() })).default([]),
  /** Classes an administrator refused; saving the form without them clears them, with them asks again. */
  refusedClasses: z.array(z.object({ classGuid: z.string(), className: z.string() })).default([]),
  isSelect: z.boolean(),
});
export type TTeachInfo = z.infer<typeof ZTeachInfoSchema>;
export const ZTeachInfoListSchema = z.object({ list: z.array(ZTeachInfoSchema) });

/** POST /api/TeachInfo/SaveOrUpdate: with Guid, the entry of that period and subject is updated (and may change them). */
export const ZSaveTeachInfoRequestSchema = z.object({
  Guid: zTeachInfoGuid().optional(),
  studyname: z.enum(PERIOD_CODES),
  subject: z.string().trim().min(1).max(20),
  textbookVersion: z.enum(TEXTBOOK_VERSIONS),
  gradeCodes: z.array(z.enum(GRADE_CODES)).min(1).max(12),
  classGuids: z.array(zGuid()).max(100).default([]),
});
export type TSaveTeachInfoRequest = z.input<typeof ZSaveTeachInfoRequestSchema>;

/** POST /api/TeachInfo/DeleteTeachInfo */
export const ZDeleteTeachInfoRequestSchema = z.object({ Guid: zTeachInfoGuid() });

/** GET /api/TeachInfo/GetTeachversions: query of one period and subject. */
export const ZTeachVersionsQuerySchema = z.object({ period: z.enum(PERIOD_CODES), km: z.string().trim().min(1).max(20) });
/** GET /api/TeachInfo/GetTeachversions */
export const ZTeachVersionsSchema = z.object({ list: z.array(z.string()) });

/** GET /api/Teacher/GetTeacherKmList: the periods and subjects in the user's teaching info. */
export const ZTeacherKmListSchema = z.array(z.object({ period: z.enum(PERIOD_CODES), km: z.string() }));

/**
 * Class joining (issue 9): a class a teacher adds to their teaching info is pending until a school administrator
 * approves it, unless the teacher holds teachInfoPower (administrators' own teaching info is approved at once).
 * Until approved the class is not the teacher's: no students, marking or password resets there. Once approved the
 * teacher sees the class's homework published from then on (and homework they created themselves, as before).
 */
export const ClassJoinStatus = { Pending: 0, Approved: 1, Refused: 2 } as const;
export type ClassJoinStatusValue = (typeof ClassJoinStatus)[keyof typeof ClassJoinStatus];

export const ClassJoinMessages = {
  pendingSaved: '已提交，新加入的班级需学校管理员审批后生效',
  approved: '已同意',
  refused: '已拒绝',
  notFound: '该申请不存在或已处理',
} as const;

/** A class of a teaching info that is not (yet) the teacher's: pending or refused. */
export const ZClassRequestRefSchema = z.object({ classGuid: z.string(), className: z.string() });

/** GET /api/TeachInfo/ClassRequests (administrators): the school's requests waiting for approval. */
export const ZClassRequestSchema = z.object({
  teachInfoGuid: z.string(),
  classGuid: z.string(),
  className: z.string(),
  teacherName: z.string(),
  teacherPhone: z.string(),
  Studyname: z.enum(PERIOD_CODES),
  Subject: z.string(),
  requestedAt: z.string(),
});
export type TClassRequest = z.infer<typeof ZClassRequestSchema>;
export const ZClassRequestListSchema = z.object({ list: z.array(ZClassRequestSchema) });

/** POST /api/TeachInfo/ReviewClassRequest (administrators): approve or refuse one request. */
export const ZReviewClassRequestSchema = z.object({ teachInfoGuid: zGuid(), classGuid: zGuid(), approve: z.boolean() });
export type TReviewClassRequest = z.infer<typeof ZReviewClassRequestSchema>;
