import { z } from 'zod';
import { GRADE_CODES, PERIOD_CODES } from '../enums/periods.js';
import { ROLES } from '../enums/roles.js';

/**
 * GET /api/Teacher/GetTeacherTeachInfo (spec 03 §7.5): the signed-in teacher's teaching in the session's school, one row
 * per class taught (approved), with the teaching info's Guid (Studyname + Subject, as elsewhere).
 */
export const ZTeacherTeachInfoRowSchema = z.object({
  Guid: z.string(),
  Studyname: z.enum(PERIOD_CODES),
  Subject: z.string(),
  gradeCode: z.enum(GRADE_CODES),
  gradeName: z.string(),
  classGuid: z.string(),
  className: z.string(),
});
export type TTeacherTeachInfoRow = z.infer<typeof ZTeacherTeachInfoRowSchema>;
export const ZTeacherTeachInfoSchema = z.object({ list: z.array(ZTeacherTeachInfoRowSchema) });

/** GET /api/Teacher/GetGradeClassKm: grade → classes → the subjects the teacher teaches there (school order). */
export const ZGradeClassKmSchema = z.object({
  list: z.array(z.object({
    gradeCode: z.enum(GRADE_CODES),
    gradeName: z.string(),
    period: z.enum(PERIOD_CODES),
    classes: z.array(z.object({ classGuid: z.string(), className: z.string(), subjects: z.array(z.string()) })),
  })),
});
export type TGradeClassKm = z.infer<typeof ZGradeClassKmSchema>;

/**
 * A teaching scope (our reading of spec 03 §7.5 SaveTeachingScope, docs/product-decisions.md): per subject the teacher
 * teaches, the grade they prepare for; the question bank opens filtered to it. Stored per teacher per school.
 */
export const ZTeachingScopeItemSchema = z.object({
  period: z.enum(PERIOD_CODES),
  km: z.string().trim().min(1).max(20),
  gradeCode: z.enum(GRADE_CODES),
});
export type TTeachingScopeItem = z.infer<typeof ZTeachingScopeItemSchema>;
export const ZTeachingScopeSchema = z.object({ list: z.array(ZTeachingScopeItemSchema) });
export type TTeachingScope = z.infer<typeof ZTeachingScopeSchema>;
/** POST /api/Teacher/SaveTeachingScope: the whole scope (an empty list clears it). */
// `list` is labelled 题目 in the shared field labels; here it is the scope, so its own message names it.
export const ZSaveTeachingScopeRequestSchema = z.object({ list: z.array(ZTeachingScopeItemSchema, { error: '备课范围格式不正确' }).max(60, { error: '备课范围最多60项' }) });

export const TeachingScopeMessages = {
  notTaught: '只能为自己任教的学科设置备课范围',
  gradeNotTaught: '只能选择自己任教的年级',
  duplicate: '同一学科只能设置一个年级',
} as const;

/** A guarded action of the permission guards and whether the session may do it now, with the refusal it would get. */
const zAllowed = z.object({ allowed: z.boolean(), reason: z.string().nullable() });

/**
 * GET /api/Teacher/GetAllowedPermissions: the session's effective permissions in this school, computed by the guards
 * that enforce them (apps/server/src/lib/member-guard.ts).
 */
export const ZAllowedPermissionsSchema = z.object({
  role: z.enum(ROLES),
  roles: z.array(z.enum(ROLES)),
  isdisable: z.boolean(),
  serverstatus: z.number().int(),
  questionPower: z.boolean(),
  reviewPower: z.boolean(),
  teachInfoPower: z.boolean(),
  actions: z.object({
    /** Any guarded action (the account is usable). */
    member: zAllowed,
    /** Actions of the online-homework service: publishing, editing a work, entering answers. */
    service: zAllowed,
    /** The teacher's question banks, collections, basket and papers. */
    questionBank: zAllowed,
    /** Choosing a review type other than the default when publishing. */
    chooseReview: zAllowed,
    /** Joining classes without an administrator's approval. */
    joinClassFreely: zAllowed,
    /** The school administrator's operations. */
    admin: zAllowed,
  }),
});
export type TAllowedPermissions = z.infer<typeof ZAllowedPermissionsSchema>;
