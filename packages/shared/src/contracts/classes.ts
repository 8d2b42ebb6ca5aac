import { z } from 'zod';
import { GRADE_CODES } from '../enums/periods.js';
import { AccountLimits } from '../enums/limits.js';
import { zGuid, zName } from '../validation/common.js';

export const ZClassSchema = z.object({
  classGuid: z.string(),
  classCode: z.string(),
  className: z.string(),
  gradeCode: z.enum(GRADE_CODES),
  gradeName: z.string(),
  isTeachClass: z.boolean(),
  studentCount: z.number().int(),
});
export type TClass = z.infer<typeof ZClassSchema>;

/** POST /api/Teacher/GetClasses: the classes the user may see, optionally of one grade. */
export const ZGetClassesRequestSchema = z.object({ gradeCode: z.enum(GRADE_CODES).optional() });
export const ZClassListSchema = z.object({ list: z.array(ZClassSchema) });

/** POST /api/Teacher/SaveTeacherClass: create a class, or rename it when classGuid is given. */
export const ZSaveClassRequestSchema = z.object({
  classGuid: zGuid().optional(),
  className: zName(AccountLimits.className),
  gradeCode: z.enum(GRADE_CODES),
  isTeachClass: z.boolean().default(false),
});
export type TSaveClassRequest = z.input<typeof ZSaveClassRequestSchema>;

/** POST /api/Teacher/RemoveClass */
export const ZRemoveClassRequestSchema = z.object({ classGuid: zGuid() });

/** One class as the homework forms list it (spec 01 §3 clazzes). */
export const ZClazzSchema = z.object({
  code: z.string(),
  name: z.string(),
  classGuid: z.string(),
  isTeachClass: z.boolean(),
  number: z.number().int(),
});
/** GET /api/WorkInfo/GetAllClass: classes grouped by grade. */
export const ZAllClassSchema = z.array(
  z.object({ gradeCode: z.enum(GRADE_CODES), gradeName: z.string(), clazzes: z.array(ZClazzSchema) }),
);
export type TAllClass = z.infer<typeof ZAllClassSchema>;

/** GET /api/Teacher/GetClassBasicData: the grades of the school's periods. */
export const ZClassBasicDataSchema = z.object({
  grades: z.array(z.object({ gradeCode: z.enum(GRADE_CODES), gradeName: z.string(), period: z.string() })),
});

/** GET /api/WorkInfo/GetAllClass: ruCode, when sent, must be the session's school. */
export const ZAllClassQuerySchema = z.object({
  ruCode: z.string().trim().max(32).optional(),
  /**
   * 'school' lists every class of the school (names only, no students) so a teacher can pick the classes they
   * teach in teaching info; the default lists the classes the user may already see.
   */
  scope: z.enum(['visible', 'school']).default('visible'),
});

/** POST /api/Teacher/GetClassSelect: the visible classes, slimmed for pickers. */
export const ZClassSelectSchema = z.object({
  list: z.array(z.object({ classGuid: z.string(), className: z.string(), gradeCode: z.enum(GRADE_CODES) })),
});
