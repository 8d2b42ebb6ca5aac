import { z } from 'zod';
import { MAX_GRIND_WORKS, WrongGrindMessages } from '../rules/wrong-grind.js';
import { zGuid } from '../validation/common.js';
import { ZBankItemSchema, optionalOf, zItemTypeCode, zJsonList, zKm, zPeriod } from './question-bank.js';

/**
 * 错题打磨 (spec 03 §2.5, §7.2) and 推荐练习 / 查看详情 (spec 03 §2.6, §7.3; spec 02 recommended-practice screen):
 * computed from the submitted answers of the school's ended homework and exams. Rates here are fractions 0–1.
 */

const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式不正确' });
const zRu = z.string().trim().max(32).optional();
const zPageIndex = z.coerce.number().int().min(1).default(1);
const zPageSize = z.coerce.number().int().min(1).max(50).default(10);
const zCode = z.string().trim().min(1).max(32);
/** Works as repeated query parameters or a comma-joined list; 1–10 of them. */
const zWorkGuids = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(zGuid()).min(1, { error: WrongGrindMessages.noWorks }).max(MAX_GRIND_WORKS, { error: WrongGrindMessages.maxWorks }),
);
const zGuidList = (max: number) => z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(zGuid()).max(max));
const zRate = z.coerce.number().min(0, { error: WrongGrindMessages.rateBounds }).max(1, { error: WrongGrindMessages.rateBounds });

/** GET /api/WrongQuestion/GetInitialData */
export const ZGrindInitialQuerySchema = z.object({ ruCode: zRu, km: zKm(), period: zPeriod(), startDay: zDay.optional(), endDay: zDay.optional() });
export const ZGrindInitialSchema = z.object({
  gradeCode: z.string(),
  gradeName: z.string(),
  /** The latest ended works of that grade (at most 10), newest first; [] when there is none. */
  workInfoGuids: z.array(z.string()),
});
export type TGrindInitial = z.infer<typeof ZGrindInitialSchema>;

/** GET /api/WrongQuestion/GetGradeCode */
export const ZGrindGradeCodeQuerySchema = z.object({ ruCode: zRu, km: zKm(), period: zPeriod() });
export const ZGrindGradeCodeSchema = z.object({ gradeCode: z.string() });

/** GET /api/WrongQuestion/GetGrades */
export const ZGrindGradesQuerySchema = z.object({ ruCode: zRu, period: zPeriod() });
export const ZGrindGradesSchema = z.array(z.object({ gradeCode: z.string(), gradeName: z.string() }));
export type TGrindGrades = z.infer<typeof ZGrindGradesSchema>;

/** GET /api/WrongQuestion/WorkInfoList: ended works for the 筛选作业 dialog. */
export const ZGrindWorkListQuerySchema = z.object({
  ruCode: zRu, km: zKm(), period: zPeriod(), gradeCode: optionalOf(zCode), startDay: optionalOf(zDay), endDay: optionalOf(zDay),
  pageIndex: zPageIndex, pageSize: zPageSize,
}).refine((q) => !q.startDay || !q.endDay || q.startDay <= q.endDay, { error: '开始日期不能晚于结束日期', path: ['endDay'] });
export const ZGrindWorkSchema = z.object({
  workGuid: z.string(),
  name: z.string(),
  startTime: z.string(),
  workType: z.number().int(),
  workTypeName: z.string(),
  gradeCode: z.string(),
  /** Average total score of the submitted students in the classes the user sees; null with no submission. */
  gradeAvg: z.number().nullable(),
  fullScore: z.number(),
  /** Questions on which at least one submitted student lost points. */
  wrongCount: z.number().int(),
});
export type TGrindWork = z.infer<typeof ZGrindWorkSchema>;
export const ZGrindWorkListSchema = z.object({ list: z.array(ZGrindWorkSchema), total: z.number().int() });
export type TGrindWorkList = z.infer<typeof ZGrindWorkListSchema>;

/** GET /api/WrongQuestion/GetClasses */
export const ZGrindClassesQuerySchema = z.object({ ruCode: zRu, gradeCode: optionalOf(zCode), workGuids: zWorkGuids });
export const ZGrindClassesSchema = z.array(z.object({ ClassCode: z.string(), ClassName: z.string() }));
export type TGrindClasses = z.infer<typeof ZGrindClassesSchema>;

/** GET /api/WrongQuestion/GetStudents: the class's students who submitted one of the works. */
export const ZGrindStudentsQuerySchema = z.object({ ruCode: zRu, classCode: zCode, gradeCode: optionalOf(zCode), workGuids: zWorkGuids });
export const ZGrindStudentsSchema = z.array(z.object({ guid: z.string(), buddies: z.string(), name: z.string() }));
export type TGrindStudents = z.infer<typeof ZGrindStudentsSchema>;

const zGrindFilter = z.object({
  ruCode: zRu,
  workGuids: zWorkGuids,
  classCode: zCode,
  /** Only these students' answers count (none: every submitted student of the class). */
  studentGuids: zGuidList(200).default([]),
  knowledgeGuids: zGuidList(50).default([]),
  minRate: zRate.default(0),
  maxRate: zRate.default(0.4),
});
const checkRates = (r: { minRate: number; maxRate: number }) => r.maxRate > r.minRate;
const ratesError = { error: WrongGrindMessages.maxAboveMin, path: ['maxRate'] };

/** POST /api/WrongQuestion/KnowledgePoints */
export const ZGrindKnowledgeRequestSchema = zGrindFilter.refine(checkRates, ratesError);
export const ZGrindKnowledgeSchema = z.object({
  list: z.array(z.object({
    knowledgeGuid: z.string(),
    knowledgeName: z.string(),
    /** Works of the selection testing the point. */
    workFrequency: z.number().int(),
    /** Questions of the point whose class rate lies in the range. */
    highFrequencyErrorNum: z.number().int(),
  })),
});
export type TGrindKnowledge = z.infer<typeof ZGrindKnowledgeSchema>;

export const GrindSort = { Time: 'time', Rate: 'rate' } as const;

/** POST /api/WrongQuestion/WorkKnowledgeItems: the grinding list. */
export const ZGrindItemsRequestSchema = zGrindFilter.extend({
  itemTypeGuid: optionalOf(zItemTypeCode()),
  /** time: newest work first; rate: lowest class rate first. */
  sortProp: z.enum([GrindSort.Time, GrindSort.Rate]).default(GrindSort.Time),
  pageIndex: zPageIndex,
  pageSize: zPageSize,
}).refine(checkRates, ratesError);
export type TGrindItemsRequest = z.input<typeof ZGrindItemsRequestSchema>;

/** One question of a work with the class's figures; `item` is the bank question it was published from (null for an uploaded paper). */
export const ZGrindItemSchema = z.object({
  workGuid: z.string(),
  workName: z.string(),
  paperGuid: z.string().nullable(),
  itemNumber: z.number().int(),
  itemTypeGuid: z.number().int(),
  itemTypeName: z.string(),
  fullScore: z.number(),
  clsScoreRate: z.number(),
  submitCount: z.number().int(),
  /** Students short of full marks. */
  wrongCount: z.number().int(),
  startTime: z.string(),
  item: ZBankItemSchema.nullable(),
});
export type TGrindItem = z.infer<typeof ZGrindItemSchema>;
export const ZGrindItemsSchema = z.object({
  list: z.array(ZGrindItemSchema),
  /** Questions matching the filters (the type included). */
  total: z.number().int(),
  /** Questions in the rate range before the type filter. */
  all: z.number().int(),
  /** Students whose answers were counted. */
  students: z.number().int(),
  /** Types among `all`, for the type dropdown. */
  itemTypes: z.array(z.object({ itemTypeGuid: z.number().int(), itemTypeName: z.string(), count: z.number().int() })),
});
export type TGrindItems = z.infer<typeof ZGrindItemsSchema>;

/** POST /api/WrongQuestion/WrongQuestionList: the bank questions behind chosen work questions. */
export const ZWrongQuestionListRequestSchema = z.object({
  ruCode: zRu,
  km: zKm(),
  gradeCode: optionalOf(zCode),
  classCode: optionalOf(zCode),
  itemData: zJsonList(z.array(z.object({
    workInfoGuid: zGuid(),
    paperGuid: z.string().nullish(),
    th: z.coerce.number().int().min(1),
    classScoreRate: z.coerce.number().min(0).max(1).optional(),
  })).min(1, { error: WrongGrindMessages.emptyList }).max(50)),
});
export const ZWrongQuestionListSchema = z.object({ list: z.array(ZGrindItemSchema) });

/** POST /api/WrongQuestion/WrongQStudentList: the 错题名单 of one question in one class. */
export const ZWrongStudentListRequestSchema = z.object({ ruCode: zRu, workGuid: zGuid(), th: z.coerce.number().int().min(1), classCode: zCode });
export const ZWrongStudentListSchema = z.object({
  thStr: z.string(),
  fullScore: z.number(),
  rightAnswer: z.string(),
  fullMarksCount: z.number().int(),
  loseMarksCount: z.number().int(),
  /** 0 objective, 1 subjective. */
  showType: z.union([z.literal(0), z.literal(1)]),
  /** Students short of full marks grouped by their answer (objective) or by their score (subjective). */
  optionArry: z.array(z.object({
    option: z.string(),
    answerDetail: z.array(z.object({ studentName: z.string(), buddies: z.string(), studentAnswer: z.string(), score: z.number().nullable() })),
  })),
});
export type TWrongStudentList = z.infer<typeof ZWrongStudentListSchema>;

/** POST /api/WrongQuestion/ViewWrongQuestionList: situation 2, the class's lost-point questions of a point. */
export const ZViewWrongQuestionsRequestSchema = z.object({
  ruCode: zRu,
  km: zKm(),
  period: zPeriod(),
  classCode: zCode,
  knowledgeGuid: zGuid(),
  /** None: every ended work of the class and subject. */
  workGuids: zGuidList(MAX_GRIND_WORKS).default([]),
});
export const ZViewWrongQuestionsSchema = z.object({
  knowledgeName: z.string(),
  className: z.string(),
  /** Newest first; the client sorts, filters and pages (spec 02 §4). */
  list: z.array(ZGrindItemSchema),
});
export type TViewWrongQuestions = z.infer<typeof ZViewWrongQuestionsSchema>;

/** POST /api/Recommend/KnowledgeItems: situation 1, bank questions for a class's weak knowledge point. */
export const ZRecommendItemsRequestSchema = z.object({
  ruCode: zRu,
  km: zKm(),
  period: zPeriod(),
  classCode: zCode,
  knowledgeGuid: zGuid(),
  itemTypeGuid: optionalOf(zItemTypeCode()),
  difficultyGuid: optionalOf(z.coerce.number().int().min(1).max(5)),
  pageIndex: zPageIndex,
  pageSize: zPageSize,
});
export type TRecommendItemsRequest = z.input<typeof ZRecommendItemsRequestSchema>;
export const ZRecommendItemSchema = ZBankItemSchema.extend({
  /** Plain reasons shown under the question (same point, difficulty near the class rate, not used by the school). */
  reasons: z.array(z.string()),
});
export type TRecommendItem = z.infer<typeof ZRecommendItemSchema>;
export const ZRecommendItemsSchema = z.object({
  knowledgeName: z.string(),
  className: z.string(),
  /** The class's score rate on the point over its ended works; null when none tested it. */
  classRate: z.number().nullable(),
  /** The difficulty that rate calls for (1–5), null with no rate. */
  targetDifficulty: z.number().int().nullable(),
  list: z.array(ZRecommendItemSchema),
  total: z.number().int(),
});
export type TRecommendItems = z.infer<typeof ZRecommendItemsSchema>;
