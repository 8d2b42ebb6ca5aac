import { z } from 'zod';
import { GRADE_CODES, PERIOD_CODES } from '../enums/periods.js';
import { zGuid } from '../validation/common.js';

/**
 * Teaching progress (教学进度, spec 03 §7.5 TeachinfoProgress): per grade and subject a teacher follows one textbook
 * volume of the question bank (the teaching info's version) and stands at one chapter or section of it. Chapters
 * before it are done, the current one and its parents are in progress, the rest not yet. Each chapter may carry
 * planned dates. The question bank's chapter tree opens at the current chapter.
 */
export const ProgressItemState = { NotYet: 0, Current: 1, Done: 2 } as const;
export type ProgressItemStateValue = (typeof ProgressItemState)[keyof typeof ProgressItemState];
export const ProgressItemStateNames: Record<ProgressItemStateValue, string> = { 0: '未开始', 1: '进行中', 2: '已完成' };

export const TeachProgressMessages = {
  notTeaching: '您未任教该年级学科，请先在教学信息中添加',
  notFound: '教学进度不存在',
  textbookNotFound: '教材不存在或不属于该年级学科',
  chapterNotFound: '章节不存在或不属于所选教材',
  otherGradeKm: '只能同步同年级同学科的教学进度',
  ownProgress: '不能同步自己的教学进度',
  dateOrder: '计划结束日期不能早于开始日期',
  synced: '已同步',
} as const;

const zKm = () => z.string().trim().min(1, { error: '科目不能为空' }).max(20, { error: '科目不能超过20个字符' });
const zDate = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式不正确' });

/** One grade and subject (with its period) a teacher teaches. */
export const ZGradeKmSchema = z.object({
  period: z.enum(PERIOD_CODES),
  km: z.string(),
  gradeCode: z.enum(GRADE_CODES),
  gradeName: z.string(),
});
export type TGradeKm = z.infer<typeof ZGradeKmSchema>;
/** GET TeachinfoProgress/AllGradeKmList and ProgressGradeKmList. */
export const ZGradeKmListSchema = z.object({ list: z.array(ZGradeKmSchema) });

/** Query naming one grade and subject. */
export const ZGradeKmQuerySchema = z.object({ period: z.enum(PERIOD_CODES), km: zKm(), gradeCode: z.enum(GRADE_CODES) });
export type TGradeKmQuery = z.infer<typeof ZGradeKmQuerySchema>;

/** GET TeachinfoProgress/TeachInfoList: per grade and subject, the textbook version and its volumes of that grade. */
export const ZProgressTeachInfoSchema = ZGradeKmSchema.extend({
  textbookVersion: z.string(),
  textbooks: z.array(z.object({ textbookGuid: z.string(), name: z.string() })),
});
export type TProgressTeachInfo = z.infer<typeof ZProgressTeachInfoSchema>;
export const ZProgressTeachInfoListSchema = z.object({ list: z.array(ZProgressTeachInfoSchema) });

/** A progress: whose, which grade, subject and textbook, and where the teacher stands. */
export const ZTeachProgressSchema = ZGradeKmSchema.extend({
  guid: z.string(),
  teacherName: z.string(),
  textbookGuid: z.string(),
  textbookName: z.string(),
  currentChapterGuid: z.string().nullable(),
  /** The current chapter's path, e.g. 第三章 一元一次方程 / 3.3 解一元一次方程（二）. */
  currentChapterName: z.string().nullable(),
  doneCount: z.number().int(),
  totalCount: z.number().int(),
  updatedAt: z.string(),
});
export type TTeachProgress = z.infer<typeof ZTeachProgressSchema>;
/** GET TeachinfoProgress/TeachinfoProgressList (the teacher's own) and OtherTeachinfoProgressList (colleagues'). */
export const ZTeachProgressListSchema = z.object({ list: z.array(ZTeachProgressSchema) });

/** GET TeachinfoProgress/TeachinfoProgressItemList: the textbook's chapter tree with each node's state and dates. */
export interface TTeachProgressItem {
  chapterGuid: string;
  chapterName: string;
  state: ProgressItemStateValue;
  planStart: string | null;
  planEnd: string | null;
  remark: string;
  childList: TTeachProgressItem[];
}
export const ZTeachProgressItemSchema: z.ZodType<TTeachProgressItem> = z.lazy(() => z.object({
  chapterGuid: z.string(),
  chapterName: z.string(),
  state: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  planStart: z.string().nullable(),
  planEnd: z.string().nullable(),
  remark: z.string(),
  childList: z.array(ZTeachProgressItemSchema),
}));
export const ZTeachProgressItemListSchema = z.object({ progress: ZTeachProgressSchema, list: z.array(ZTeachProgressItemSchema) });
export const ZTeachProgressItemQuerySchema = z.object({ guid: zGuid() });

/** GET TeachinfoProgress/IsHaveOtherProgress */
export const ZHaveOtherProgressSchema = z.object({ hasOther: z.boolean(), count: z.number().int() });

/** POST TeachinfoProgress/SaveOrUpdateTeachinfoProgress: one progress per teacher, grade and subject. */
export const ZSaveTeachProgressRequestSchema = ZGradeKmQuerySchema.extend({
  textbookGuid: zGuid(),
  /** A chapter or section of the textbook; null before the first lesson. */
  currentChapterGuid: zGuid().nullable().default(null),
});
export type TSaveTeachProgressRequest = z.input<typeof ZSaveTeachProgressRequestSchema>;

/** POST TeachinfoProgress/SyncTeachinfoProgress: copy a colleague's progress of the same grade and subject. */
export const ZSyncTeachProgressRequestSchema = ZGradeKmQuerySchema.extend({ sourceGuid: zGuid() });
export type TSyncTeachProgressRequest = z.input<typeof ZSyncTeachProgressRequestSchema>;

/** POST TeachinfoProgress/UpdateTeachinfoProgressItem: one chapter's planned dates and note. */
export const ZUpdateTeachProgressItemRequestSchema = z.object({
  guid: zGuid(),
  chapterGuid: zGuid(),
  planStart: zDate().nullable().default(null),
  planEnd: zDate().nullable().default(null),
  remark: z.string().trim().max(100, { error: '备注不能超过100个字符' }).default(''),
}).refine((v) => !v.planStart || !v.planEnd || v.planStart <= v.planEnd, { error: TeachProgressMessages.dateOrder, path: ['planEnd'] });
export type TUpdateTeachProgressItemRequest = z.input<typeof ZUpdateTeachProgressItemRequestSchema>;

/**
 * GET /api/Teacher/IsShowGuidePage (spec 03 §7.5): whether the first-use guide (teaching info, teaching progress,
 * homework, marking and analysis) is offered: to a teacher who has not closed it and has no teaching info in the
 * school yet. POST /api/Teacher/CloseGuidePage records that it was closed.
 */
export const ZGuidePageSchema = z.object({ isShow: z.boolean() });
export const FIRST_USE_GUIDE = 'first-use';
