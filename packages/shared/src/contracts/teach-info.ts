import { z } from 'zod';
import { GRADE_CODES, PERIOD_CODES } from '../enums/periods.js';
import { TEXTBOOK_VERSIONS } from '../enums/subjects.js';
import { zGuid } from '../validation/common.js';

/** Teaching info of spec 03 §3: what a teacher teaches (period, subject, textbook, grades, classes). */
export const ZTeachInfoSchema = z.object({
  guid: z.string(),
  Studyname: z.enum(PERIOD_CODES),
  Subject: z.string(),
  textbookVersion: z.string(),
  grades: z.array(z.string()),
  gradeGuids: z.array(z.enum(GRADE_CODES)),
  classGuids: z.array(z.string()),
  classNames: z.array(z.string()),
  isSelect: z.boolean(),
});
export type TTeachInfo = z.infer<typeof ZTeachInfoSchema>;
export const ZTeachInfoListSchema = z.object({ list: z.array(ZTeachInfoSchema) });

/** POST /api/TeachInfo/SaveOrUpdate */
export const ZSaveTeachInfoRequestSchema = z.object({
  guid: zGuid().optional(),
  studyname: z.enum(PERIOD_CODES),
  subject: z.string().trim().min(1).max(20),
  textbookVersion: z.enum(TEXTBOOK_VERSIONS),
  gradeCodes: z.array(z.enum(GRADE_CODES)).min(1).max(12),
  classGuids: z.array(zGuid()).max(100).default([]),
});
export type TSaveTeachInfoRequest = z.input<typeof ZSaveTeachInfoRequestSchema>;

/** POST /api/TeachInfo/DeleteTeachInfo */
export const ZDeleteTeachInfoRequestSchema = z.object({ guid: zGuid() });

/** GET /api/TeachInfo/GetTeachversions: query of one period and subject. */
export const ZTeachVersionsQuerySchema = z.object({ period: z.enum(PERIOD_CODES), km: z.string().trim().min(1).max(20) });
/** GET /api/TeachInfo/GetTeachversions */
export const ZTeachVersionsSchema = z.object({ list: z.array(z.string()) });

/** GET /api/Teacher/GetTeacherKmList: the periods and subjects in the user's teaching info. */
export const ZTeacherKmListSchema = z.array(z.object({ period: z.enum(PERIOD_CODES), km: z.string() }));
