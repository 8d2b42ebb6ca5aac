import { z } from 'zod';
import { GRADE_CODES } from '../enums/periods.js';
import { AccountLimits } from '../enums/limits.js';
import { zGuid, zName, zPaging, zPhone } from '../validation/common.js';

/** Student of spec 03 §3. */
export const ZStudentSchema = z.object({
  stuGuid: z.string(),
  stuName: z.string(),
  stuPhone: z.string().nullable(),
  buddies: z.string(),
  classCode: z.string(),
  className: z.string(),
  classGuid: z.string(),
  gradeGuid: z.string(),
});
export type TStudent = z.infer<typeof ZStudentSchema>;

/** Student number (学号): letters and digits only, so it survives Excel and answer sheets. */
export const zBuddies = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(AccountLimits.buddies)
    .regex(/^[0-9A-Za-z]+$/, { error: '学号只能包含数字和字母' });

/** POST /api/Teacher/StudentList */
export const ZStudentListRequestSchema = z.object({
  classGuid: zGuid().optional(),
  gradeCode: z.enum(GRADE_CODES).optional(),
  keyword: z.string().trim().max(AccountLimits.defaultMaxLength).optional(),
  ...zPaging,
});
export const ZStudentPageSchema = z.object({ list: z.array(ZStudentSchema), total: z.number().int() });

/** POST /api/Teacher/SaveStudent: add, or edit when stuGuid is given. */
export const ZSaveStudentRequestSchema = z.object({
  stuGuid: zGuid().optional(),
  stuName: zName(AccountLimits.studentName),
  stuPhone: z.union([z.literal(''), zPhone()]).optional(),
  buddies: zBuddies(),
  classGuid: zGuid(),
});
export type TSaveStudentRequest = z.input<typeof ZSaveStudentRequestSchema>;

/** POST /api/Teacher/RemoveStudent */
export const ZRemoveStudentRequestSchema = z.object({ stuGuids: z.array(zGuid()).min(1).max(500) });

/** POST /api/Teacher/ExportStudent */
export const ZExportStudentRequestSchema = z.object({ classGuid: zGuid().optional() });

/** One rejected row of a student workbook; rows are numbered as Excel shows them. */
export const ZImportRowErrorSchema = z.object({ row: z.number().int(), reason: z.string() });
export type TImportRowError = z.infer<typeof ZImportRowErrorSchema>;
/** POST /api/Teacher/ImportStudent: data on success; on rejection data.errors lists every bad row. */
export const ZImportResultSchema = z.object({ imported: z.number().int(), errors: z.array(ZImportRowErrorSchema) });
export type TImportResult = z.infer<typeof ZImportResultSchema>;
/** Column headers of the student import template, in order. */
export const STUDENT_IMPORT_COLUMNS = ['姓名', '学号', '班级', '手机号'] as const;

/** POST /api/Teacher/IsRepeatNameExist and GetRepeatName (spec 03 §2.8, §7.5). */
export const ZRepeatNameRequestSchema = z.object({
  ru: z.string().optional(),
  schoolGuid: z.string().optional(),
  classCodes: z.array(z.string().max(32)).max(200).default([]),
});
export const ZRepeatNameShowSchema = z.object({ show: z.boolean() });
export const ZRepeatNameListSchema = z.object({
  list: z.array(z.object({ classCode: z.string(), className: z.string(), students: z.array(ZStudentSchema) })),
});
export type TRepeatNameList = z.infer<typeof ZRepeatNameListSchema>;

/** Data of POST /api/Teacher/RemoveStudent: how many students were removed. */
export const ZRemoveStudentResultSchema = z.object({ removed: z.number().int() });
