import { z } from 'zod';
import { GRADE_CODES } from '../enums/periods.js';
import { PreparingLimits, PreparingSource } from '../enums/preparing-work.js';
import { zGuid } from '../validation/common.js';
import { ZFileRefSchema } from './files.js';
import { optionalOf, zDate, zJsonList, zKm, zPeriod } from './question-bank.js';

/**
 * 备课 (PreparingWork, spec 02 §7, spec 03 §7.3): a teacher's lesson preparation that ties a paper to a grade (and
 * classes) and a lesson day, with notes and materials. Create makes a draft, Update edits it, Save marks it done.
 */

const SOURCE_CODES = Object.values(PreparingSource) as number[];
const zNotes = () => z.string().trim().max(PreparingLimits.maxNotesLength, `备课笔记不能超过${PreparingLimits.maxNotesLength}个字`);
const zTitle = () => z.string().trim().min(1, '请填写备课名称').max(PreparingLimits.maxNameLength, `备课名称不能超过${PreparingLimits.maxNameLength}个字`);
const zClassGuids = () => zJsonList(z.array(zGuid()).max(PreparingLimits.maxClasses, `最多选择${PreparingLimits.maxClasses}个班级`)).default([]);
const zRuCode = () => optionalOf(z.string().trim().max(20));

/** POST /api/PreparingWork/Create. */
export const ZPreparingCreateRequestSchema = z.object({
  paperGuid: zGuid(),
  /** Where the teacher took the paper from: 4 我的试卷 (default), 2 校本试卷, 5 我的收藏. */
  paperSource: z.coerce.number().int().refine((v) => SOURCE_CODES.includes(v), { error: '试卷来源不正确' }).default(PreparingSource.MyPapers),
  name: optionalOf(zTitle()),
  gradeCode: z.enum(GRADE_CODES, { error: '请选择年级' }),
  classGuids: zClassGuids(),
  lessonDate: zDate(),
  notes: zNotes().default(''),
});
export type TPreparingCreateRequest = z.input<typeof ZPreparingCreateRequestSchema>;

/** POST /api/PreparingWork/Update: any of the fields; fileKeys, when sent, is the whole list of materials kept. */
export const ZPreparingUpdateRequestSchema = z.object({
  guid: zGuid(),
  name: optionalOf(zTitle()),
  gradeCode: optionalOf(z.enum(GRADE_CODES, { error: '年级不正确' })),
  classGuids: zJsonList(z.array(zGuid()).max(PreparingLimits.maxClasses, `最多选择${PreparingLimits.maxClasses}个班级`)).optional(),
  lessonDate: optionalOf(zDate()),
  notes: zNotes().optional(),
  fileKeys: zJsonList(z.array(z.string().regex(/^[0-9a-f]{32}$/, '文件不正确')).max(PreparingLimits.maxFiles)).optional(),
});
export type TPreparingUpdateRequest = z.input<typeof ZPreparingUpdateRequestSchema>;

/** A preparation by guid (Save, Delete, Detail, OpenPaper). */
export const ZPreparingRefSchema = z.object({ guid: zGuid() });
/** GET /api/PreparingWork/Retrieve?paperGuid=: my latest preparation of a paper, or null. */
export const ZPreparingRetrieveRequestSchema = z.object({ paperGuid: zGuid() });
/** POST /api/PreparingWork/Upload: attaches a file stored by /api/Upload/UploadFile. */
export const ZPreparingUploadRequestSchema = z.object({ guid: zGuid(), fileKey: z.string().regex(/^[0-9a-f]{32}$/, '文件不正确') });

/** getPreparingWork (GET /api/PreparingWork/List): ruCode, km, paperSource (0 all), gradeCode, lesson days startTime–endTime. */
export const ZPreparingListRequestSchema = z.object({
  ruCode: zRuCode(),
  km: optionalOf(zKm()),
  paperSource: z.coerce.number().int().refine((v) => v === 0 || SOURCE_CODES.includes(v), { error: '试卷来源不正确' }).default(0),
  gradeCode: optionalOf(z.enum(GRADE_CODES, { error: '年级不正确' })),
  /** Days, optionally with the time the spec's client appends ('2026-11-01 00:00:00'). */
  startTime: optionalOf(z.string().trim().transform((s) => s.slice(0, 10)).pipe(zDate())),
  endTime: optionalOf(z.string().trim().transform((s) => s.slice(0, 10)).pipe(zDate())),
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type TPreparingListRequest = z.input<typeof ZPreparingListRequestSchema>;

export const ZPreparingWorkSchema = z.object({
  guid: z.string(),
  name: z.string(),
  paperGuid: z.string(),
  paperName: z.string(),
  paperSource: z.number().int(),
  paperSourceName: z.string(),
  period: zPeriod(),
  km: z.string(),
  gradeCode: z.string(),
  gradeName: z.string(),
  classes: z.array(z.object({ guid: z.string(), name: z.string() })),
  lessonDate: z.string(),
  notes: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  itemCount: z.number().int(),
  totalScore: z.number(),
  files: z.array(ZFileRefSchema),
  openCount: z.number().int(),
  lastOpenTime: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TPreparingWork = z.infer<typeof ZPreparingWorkSchema>;
export const ZPreparingPageSchema = z.object({ list: z.array(ZPreparingWorkSchema), total: z.number().int() });
export type TPreparingPage = z.infer<typeof ZPreparingPageSchema>;
/** GET /api/PreparingWork/OpenPaper: the paper to open (its detail page), counted as an opening. */
export const ZPreparingOpenSchema = z.object({ paperGuid: z.string(), period: z.string(), km: z.string() });


