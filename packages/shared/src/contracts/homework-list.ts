/** The homework list and deletion (spec 01 §2 /jobManager/job, spec 03 §3 'Homework list filters'). */
import { z } from 'zod';
import { GRADE_CODES } from '../enums/periods.js';
import { zPaging } from '../validation/common.js';

/** A comma-separated query value or a repeated key, as a list. */
const zCsv = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
    z.array(item).max(100),
  );

/**
 * GET /api/WorkInfo/List. dateRange is 'YYYY-MM-DD,YYYY-MM-DD' (China dates, both included) on the start time;
 * schoolYear N means 1 August N to 31 July N+1; workType picks the tab (e.g. 3 offline).
 */
export const ZWorkListQuerySchema = z.object({
  ruCode: z.string().trim().max(32).optional(),
  km: z.string().trim().max(20).optional(),
  /** Alias of km used by the analysis filters. */
  subject: z.string().trim().max(20).optional(),
  dateRange: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/, { error: '日期范围格式不正确' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  gradeCode: z.enum(GRADE_CODES).optional().or(z.literal('').transform(() => undefined)),
  classGuids: zCsv(z.uuid()).optional(),
  schoolYear: z.coerce.number().int().min(2000).max(2100).optional(),
  workType: z.coerce.number().int().min(1).max(7).optional(),
  /** Only works the user created. */
  mine: z.enum(['0', '1']).transform((v) => v === '1').optional(),
  /** 1 only exams, 0 only homework (issue 11); omitted both. */
  exam: z.enum(['0', '1']).transform((v) => v === '1').optional(),
  ...zPaging,
});
export type TWorkListQuery = z.input<typeof ZWorkListQuerySchema>;

export const ZWorkListRowSchema = z.object({
  workInfoGuid: z.string(),
  workCode: z.string().nullable(),
  name: z.string(),
  km: z.string(),
  gradeCode: z.string(),
  workType: z.number().int(),
  /** 0 not started, 1 started, 2 ended. */
  state: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  /** Class names in class order. */
  classNames: z.array(z.string()),
  /** Students who submitted (any submitted status) and students in the work's classes. */
  submitCount: z.number().int(),
  studentTotal: z.number().int(),
  createdBy: z.string(),
  /** The user may edit and delete it. */
  isCreate: z.boolean(),
  /** An exam (issue 11): its own kind and actions in the list. */
  isExam: z.boolean().optional(),
});
export type TWorkListRow = z.infer<typeof ZWorkListRowSchema>;
export const ZWorkListSchema = z.object({ list: z.array(ZWorkListRowSchema), total: z.number().int() });

/** POST /api/WorkInfo/Delete: soft delete by the creator or an administrator; the confirm text is the client's. */
export const ZDeleteWorkRequestSchema = z.object({ workInfoGuid: z.uuid(), ruCode: z.string().trim().max(32).optional() });
