import { z } from 'zod';
import { Paging } from '../enums/limits.js';
import { MyPaperEntry, PAPER_FIRST_YEAR } from '../enums/paper.js';
import { GRADE_CODES } from '../enums/periods.js';
import { DIFFICULTY_LEVELS } from '../enums/question.js';
import { zGuid } from '../validation/common.js';
import { ZCollectionPaperSchema } from './paper-collections.js';
import { optionalOf, ZBankItemSchema, zDate, zItemTypeCode, ZSubjectScopeSchema } from './question-bank.js';

/**
 * School-based work (校本作业): the school paper library (source 2), a paper with its type groups (getPaperInfo),
 * and teaching-guidance books (教辅, source 3) with their chapters and items (spec 02 §2, §3, §7, §9).
 */

/** The library's source filter (spec 02 §2): 日常练习 is the school's own practice, 教师共享 what teachers shared. */
export const SchoolPaperOrigin = { DailyPractice: 1, TeacherShared: 2 } as const;
export type SchoolPaperOriginCode = (typeof SchoolPaperOrigin)[keyof typeof SchoolPaperOrigin];
export const SchoolPaperOriginNames: Record<SchoolPaperOriginCode, string> = { 1: '日常练习', 2: '教师共享' };
const ORIGIN_CODES = Object.values(SchoolPaperOrigin) as number[];

/** isItemTypeStructure 100: a paper's groups are merged by item type (spec 02 §7). */
export const ITEM_TYPE_STRUCTURE = 100;

/** Page sizes of the library and the chapter list (10–50, default 10) and of the teaching-material dialog (10). */
const zPageSize = () => z.coerce.number().int()
  .refine((v) => (Paging.pageSizes as readonly number[]).includes(v), { error: `每页条数只能是${Paging.pageSizes.join('、')}` })
  .default(Paging.defaultPageSize);
const zPageIndex = () => z.coerce.number().int().min(1).default(1);
/** The spec's calls carry the school code; when sent it must be the session's school. */
const zRuCode = () => optionalOf(z.string().trim().max(20));

/** POST /api/WorkInfo/GetSchoolQuestionLib: the school paper library with year, grade and source filters. */
export const ZSchoolPapersRequestSchema = ZSubjectScopeSchema.extend({
  year: optionalOf(z.coerce.number().int().min(PAPER_FIRST_YEAR).max(new Date().getFullYear() + 1)),
  gradeCode: optionalOf(z.enum(GRADE_CODES)),
  origin: optionalOf(z.coerce.number().int().refine((v) => ORIGIN_CODES.includes(v), { error: '试卷来源不正确' })),
  pageIndex: zPageIndex(),
  pageSize: zPageSize(),
});
export type TSchoolPapersRequest = z.input<typeof ZSchoolPapersRequestSchema>;
export type TSchoolPapersQuery = z.output<typeof ZSchoolPapersRequestSchema>;

/** One paper card of the library (spec 02 §3 paper items in lists): a collected paper's facts, its origin and maker. */
export const ZSchoolPaperSchema = ZCollectionPaperSchema.pick({
  paperGuid: true, name: true, period: true, km: true, gradeCode: true, gradeName: true, year: true, itemCount: true, totalScore: true,
  source: true, recommendDate: true, isNew: true, isCollection: true,
}).extend({
  origin: z.number().int(),
  originName: z.string(),
  /** Who made or shared it, when a teacher did. */
  creator: z.string().nullable(),
});
export type TSchoolPaper = z.infer<typeof ZSchoolPaperSchema>;
export const ZSchoolPaperPageSchema = z.object({ list: z.array(ZSchoolPaperSchema), total: z.number().int() });
export type TSchoolPaperPage = z.infer<typeof ZSchoolPaperPageSchema>;

/** getPaperInfo (GET /api/QuestionBank/PaperInfo): groups by item type for 100, else the paper's own groups. */
export const ZPaperInfoRequestSchema = z.object({
  paperGuid: zGuid(),
  isItemTypeStructure: z.coerce.number().int().default(ITEM_TYPE_STRUCTURE),
});
export type TPaperInfoRequest = z.input<typeof ZPaperInfoRequestSchema>;

/** A question of a paper: a bank-list row with its score in the paper. */
export const ZPaperItemSchema = ZBankItemSchema.extend({ score: z.number() });
export type TPaperItem = z.infer<typeof ZPaperItemSchema>;
export const ZPaperGroupSchema = z.object({
  itemTypeGuid: z.number().int(),
  itemTypeName: z.string(),
  total: z.number().int(),
  score: z.number(),
  list: z.array(ZPaperItemSchema),
});
export type TPaperGroup = z.infer<typeof ZPaperGroupSchema>;
export const ZPaperInfoSchema = ZSchoolPaperSchema.pick({
  paperGuid: true, name: true, period: true, km: true, gradeCode: true, gradeName: true, source: true, itemCount: true, totalScore: true,
}).extend({
  /** 2 question and answer card separated, otherwise combined (spec 02 §3). */
  structureStatus: z.number().int(),
  isAi: z.boolean(),
  groups: z.array(ZPaperGroupSchema),
});
export type TPaperInfo = z.infer<typeof ZPaperInfoSchema>;

/** GET /api/TeachGuidance/HasTeachGuidance: whether the school has teaching-guidance books (spec 02 §6). */
export const ZHasTeachGuidanceRequestSchema = z.object({ ruCode: zRuCode() });
export const ZHasTeachGuidanceSchema = z.object({ hasTeachGuidance: z.boolean() });
export type THasTeachGuidance = z.infer<typeof ZHasTeachGuidanceSchema>;

/** GET /api/TeachGuidance/GetList (getTeachingList): books of a period and subject, optionally one grade. */
export const ZTeachingListRequestSchema = ZSubjectScopeSchema.extend({
  gradeCode: optionalOf(z.enum(GRADE_CODES)),
  ruCode: zRuCode(),
  pageIndex: zPageIndex(),
  pageSize: zPageSize(),
});
export type TTeachingListRequest = z.input<typeof ZTeachingListRequestSchema>;

/** A teaching material (spec 02 §3): the book's card in the picker and the head of its detail. */
export const ZTeachingMaterialSchema = z.object({
  guid: z.string(),
  name: z.string(),
  period: z.string(),
  /** The subject (km). */
  subject: z.string(),
  gradeCode: z.string(),
  gradeName: z.string(),
  textBookPressName: z.string(),
  coverImage: z.string().nullable(),
  /** The first chapter paper, for a direct paper link. */
  paperGuid: z.string().nullable(),
});
export type TTeachingMaterial = z.infer<typeof ZTeachingMaterialSchema>;
export const ZTeachingListSchema = z.object({ list: z.array(ZTeachingMaterialSchema), total: z.number().int() });
export type TTeachingList = z.infer<typeof ZTeachingListSchema>;

/** A chapter of a guidance book (spec 02 §3 chapter tree node). */
export interface TGuidanceChapter {
  chapterGuid: string;
  chapterName: string;
  paperGuids: string[];
  chapterList: TGuidanceChapter[];
}
export const ZGuidanceChapterSchema: z.ZodType<TGuidanceChapter> = z.lazy(() => z.object({
  chapterGuid: z.string(),
  chapterName: z.string(),
  paperGuids: z.array(z.string()),
  chapterList: z.array(ZGuidanceChapterSchema),
}));

/** A chapter anywhere in a book's tree, with the chapters from the root down to it; undefined when absent. */
export function findGuidanceChapter(nodes: readonly TGuidanceChapter[], guid: string, above: TGuidanceChapter[] = []):
  { chapter: TGuidanceChapter; path: TGuidanceChapter[] } | undefined {
  for (const n of nodes) {
    if (n.chapterGuid === guid) return { chapter: n, path: [...above, n] };
    const below = findGuidanceChapter(n.chapterList, guid, [...above, n]);
    if (below) return below;
  }
  return undefined;
}

/** GET /api/TeachGuidance/GetTeachingGuidence: one book with its chapter tree. */
export const ZTeachingGuidanceRequestSchema = z.object({ teachingGuidanceGuid: zGuid() });
export const ZTeachingGuidanceSchema = ZTeachingMaterialSchema.extend({ chapters: z.array(ZGuidanceChapterSchema) });
export type TTeachingGuidance = z.infer<typeof ZTeachingGuidanceSchema>;

/**
 * GET /api/TeachGuidance/ViewTeachingGuidanceChapter: the items of a chapter (all chapters when none), narrowed by
 * question type, difficulty and a subtitle (a section of the chapter).
 */
export const ZGuidanceChapterItemsRequestSchema = z.object({
  teachingGuidanceGuid: zGuid(),
  chapterGuid: optionalOf(zGuid()),
  guidanceSubtitleGuid: optionalOf(zGuid()),
  itemTypeGuid: optionalOf(zItemTypeCode()),
  difficultyGuid: optionalOf(z.coerce.number().int().min(1).max(DIFFICULTY_LEVELS.length)),
  pageIndex: zPageIndex(),
  pageSize: zPageSize(),
});
export type TGuidanceChapterItemsRequest = z.input<typeof ZGuidanceChapterItemsRequestSchema>;
export type TGuidanceChapterItemsQuery = z.output<typeof ZGuidanceChapterItemsRequestSchema>;
export const ZGuidanceChapterItemsSchema = z.object({
  list: z.array(ZBankItemSchema),
  total: z.number().int(),
  /** Sections of the chosen chapter, shown as tags. */
  subtitles: z.array(z.object({ guid: z.string(), name: z.string() })),
  /** Question types the chapter holds, for the type filter. */
  itemTypes: z.array(z.object({ itemTypeGuid: z.number().int(), itemTypeName: z.string() })),
});
export type TGuidanceChapterItems = z.infer<typeof ZGuidanceChapterItemsSchema>;

/** The spec spells the cached book teachingGuidenceGuid; teachingGuidanceGuid is accepted as well. */
const guidenceAlias = (v: unknown) => {
  if (typeof v !== 'object' || v === null) return v;
  const r = v as Record<string, unknown>;
  return r.teachingGuidenceGuid === undefined && r.teachingGuidanceGuid !== undefined ? { ...r, teachingGuidenceGuid: r.teachingGuidanceGuid } : r;
};

const ZCacheTeachingGuidanceBodySchema = ZSubjectScopeSchema.extend({
  teachingGuidenceGuid: zGuid(),
  chapterGuid: optionalOf(zGuid()),
  ruCode: zRuCode(),
});
/** POST /api/TeachGuidance/CacheSelectTeachingGuidence: remembers the book (and chapter) per period and subject. */
export const ZCacheTeachingGuidanceRequestSchema = z.preprocess(guidenceAlias, ZCacheTeachingGuidanceBodySchema);
export type TCacheTeachingGuidanceRequest = z.input<typeof ZCacheTeachingGuidanceBodySchema>;

/**
 * GET /api/TeachGuidance/GetSelectTeachingGuidence: the remembered book of the period and subject, else the first
 * book of the given grades (comma-separated gradeCodes), else the first book; null when there is none.
 */
export const ZTeachingGuidanceSelectionRequestSchema = ZSubjectScopeSchema.extend({
  gradeCodes: optionalOf(z.string().trim().max(100)),
  ruCode: zRuCode(),
});
export const ZTeachingGuidanceSelectionSchema = z.object({
  teachingGuidanceGuid: z.string().nullable(),
  chapterGuid: z.string().nullable(),
});
export type TTeachingGuidanceSelection = z.infer<typeof ZTeachingGuidanceSelectionSchema>;

/** Texts of the school-based screens (spec 02 §8); the page guards' texts are PageAddMessages, a paper's PaperMessages. */
export const SchoolBasedMessages = {
  guidanceNotFound: '教辅不存在',
  chapterNotFound: '教辅章节不存在',
  noGuidance: '暂无教辅数据',
  noData: '暂无数据',
  addPaperConfirm: '确定全部加入试题篮？',
  collected: '收藏成功！',
} as const;

export const MyPaperMessages = {
  badTimes: '时间范围应为“YYYY-MM-DD,YYYY-MM-DD”（开始日期与结束日期以英文逗号分隔）',
  startAfterEnd: '开始日期不能晚于结束日期',
} as const;

/**
 * The spec's `times`, 'from,to' (spec 01 §7), as two days in China time; either side may be left empty, and a day may
 * carry a time of day (2026-11-01 00:00:00), which is dropped.
 */
const zTimeRange = () =>
  z.string().trim().max(50)
    .transform((v, ctx) => {
      const parts = v.split(',').map((s) => s.trim().slice(0, 10));
      if (parts.length !== 2) {
        ctx.addIssue({ code: 'custom', message: MyPaperMessages.badTimes });
        return z.NEVER;
      }
      const [from, to] = parts as [string, string];
      for (const day of [from, to]) {
        if (day && !zDate().safeParse(day).success) {
          ctx.addIssue({ code: 'custom', message: MyPaperMessages.badTimes });
          return z.NEVER;
        }
      }
      if (from && to && from > to) {
        ctx.addIssue({ code: 'custom', message: MyPaperMessages.startAfterEnd });
        return z.NEVER;
      }
      return { from: from || undefined, to: to || undefined };
    });

/**
 * getMyPapers (POST /api/QuestionBank/Papers/Mine): 我的试卷 of one period and subject, by year and 备课 / 上传 (spec 02
 * §2), and as the homework wizard's 我的试卷库 asks (spec 01 §7): by name and by the days it was made ('from,to').
 */
export const ZMyPapersRequestSchema = ZSubjectScopeSchema.extend({
  year: optionalOf(z.coerce.number().int().min(PAPER_FIRST_YEAR).max(new Date().getFullYear() + 1)),
  entry: optionalOf(z.enum([MyPaperEntry.Prepare, MyPaperEntry.Upload], { error: '试卷来源不正确' })),
  /** Part of the paper's name, matched literally. */
  name: optionalOf(z.string().trim().max(50)),
  /** 'from,to', e.g. 2026-09-01,2026-11-30: papers made on those days (inclusive, China time). */
  times: optionalOf(zTimeRange()),
  pageIndex: zPageIndex(),
  pageSize: zPageSize(),
});
export type TMyPapersRequest = z.input<typeof ZMyPapersRequestSchema>;
export type TMyPapersQuery = z.output<typeof ZMyPapersRequestSchema>;

/** A paper of 我的试卷: the library card's facts with how it came to be. */
export const ZMyPaperSchema = ZSchoolPaperSchema.omit({ origin: true, originName: true, creator: true }).extend({
  entry: z.enum([MyPaperEntry.Prepare, MyPaperEntry.Upload]),
  entryName: z.string(),
});
export type TMyPaper = z.infer<typeof ZMyPaperSchema>;
/** url: the 我的试卷 page of the question bank, where the teacher sees all their papers (spec 01 §7 data.url). */
export const ZMyPaperPageSchema = z.object({ list: z.array(ZMyPaperSchema), total: z.number().int(), url: z.string() });
export type TMyPaperPage = z.infer<typeof ZMyPaperPageSchema>;
