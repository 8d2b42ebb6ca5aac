import { z } from 'zod';
import { Paging } from '../enums/limits.js';
import { GRADE_CODES, PERIOD_CODES } from '../enums/periods.js';
import { BANK_FIRST_YEAR, BankSource, DIFFICULTY_LEVELS, DISCRIMINATION_BANDS, ITEM_TYPE_CODES } from '../enums/question.js';
import { zGuid } from '../validation/common.js';

/** Question bank: trees, the sidebar's cached chapter and the bank list (spec 02 §2, §3, §7, §9). */

/** The client sends '' or null for an "all" choice: both mean no filter. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
export const optionalOf = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
/** Lists the spec sends as a JSON string (itemJson, itemData) are accepted as a string or as an array. */
export const zJsonList = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try { return JSON.parse(v); } catch { return v; }
  }, schema);

export const zPeriod = () => z.enum(PERIOD_CODES);
export const zKm = () => z.string().trim().min(1).max(20);
/** Item type code (spec's itemTypeGuid): 1–5 plain types, 11–18 group types. */
export const zItemTypeCode = () =>
  z.coerce.number().int().refine((v) => (ITEM_TYPE_CODES as number[]).includes(v), { error: '题型不正确' });

/** A period and subject: the scope of trees, basket and list. */
export const ZSubjectScopeSchema = z.object({ period: zPeriod(), km: zKm() });
export type TSubjectScope = z.infer<typeof ZSubjectScopeSchema>;

/** A node of the chapter or knowledge-point tree, with the spec's field names (spec 02 §3: guid, name, childList). */
export interface TTreeNode { guid: string; name: string; childList: TTreeNode[] }
export const ZTreeNodeSchema: z.ZodType<TTreeNode> = z.lazy(() =>
  z.object({ guid: z.string(), name: z.string(), childList: z.array(ZTreeNodeSchema) }));
export const ZTreeSchema = z.object({ list: z.array(ZTreeNodeSchema) });

/** GET /api/QuestionBank/Textbooks: the cascader version (press) → grade volume, spec's keyGuid/valueName. */
export const ZTextbookCascaderSchema = z.object({
  list: z.array(z.object({
    keyGuid: z.string(),
    valueName: z.string(),
    pressName: z.string(),
    children: z.array(z.object({ keyGuid: z.string(), valueName: z.string(), gradeCode: z.string() })),
  })),
});
/** GET /api/QuestionBank/Chapters */
export const ZChaptersQuerySchema = z.object({ textBookGuid: zGuid() });

export const CacheKnowledgeMessages = {
  nothingToStore: '请选择章节',
  unknownField: '不支持的字段：',
} as const;

/**
 * POST /api/TeachInfo/CacheKnowledge: the chapter (and its textbook) last chosen in the sidebar. The spec's payload is
 * {ChapterGuid} (spec 02 §7); chapterGuid and textBookGuid / TextBookGuid are taken too, period and km default to the
 * chapter's or textbook's. Any other field is refused, so a misspelt key is never answered 200 and dropped.
 */
export const ZCacheKnowledgeRequestSchema = z.strictObject({
  period: zPeriod().optional(),
  km: zKm().optional(),
  /** Added to every question-service call by the client (km is read from it); not stored. */
  subject: z.string().max(20).optional(),
  userCode: z.string().max(50).optional(),
  chapterGuid: optionalOf(zGuid()),
  ChapterGuid: optionalOf(zGuid()),
  textBookGuid: optionalOf(zGuid()),
  TextBookGuid: optionalOf(zGuid()),
}, {
  error: (issue) => (issue.code === 'unrecognized_keys' ? `${CacheKnowledgeMessages.unknownField}${issue.keys.join('、')}` : undefined),
}).refine((v) => v.chapterGuid || v.ChapterGuid || v.textBookGuid || v.TextBookGuid, { error: CacheKnowledgeMessages.nothingToStore });
/** GET /api/TeachInfo/GetCacheKnowledge */
export const ZCacheKnowledgeSchema = z.object({ textBookGuid: z.string().nullable(), chapterGuid: z.string().nullable() });
export type TCacheKnowledge = z.infer<typeof ZCacheKnowledgeSchema>;

/** Sources the bank list answers today; the others answer an empty page with a message. */
export const BANK_LIST_SOURCES = [BankSource.SevenDay, BankSource.SchoolItems, BankSource.MyItems, BankSource.MyFavourites] as const;
const ALL_SOURCES = Object.values(BankSource) as number[];

/** A day of the calendar as YYYY-MM-DD; 2026-02-30 is refused rather than read as 3 March. */
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
function isCalendarDay(v: string): boolean {
  if (!DAY_PATTERN.test(v)) return true;
  const day = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
}
export const zDate = () => z.string().regex(DAY_PATTERN, { error: '日期格式应为YYYY-MM-DD' }).refine(isCalendarDay, { error: '日期不存在' });

/** At most this many knowledge points in getPageItems' options. */
export const MAX_KNOWLEDGE_OPTIONS = 50;

/**
 * getPageItems' `options` (spec 02 §7): knowledge point ids, comma-joined for several ('' or absent: no filter). An
 * array is taken too. Items tagged with any of them (or with a point below one) are listed.
 */
export const zKnowledgeOptions = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v === null ? undefined : v),
    z.array(z.uuid({ error: '知识点不正确' }))
      .max(MAX_KNOWLEDGE_OPTIONS, { error: `最多选择${MAX_KNOWLEDGE_OPTIONS}个知识点` })
      .transform((ids) => (ids.length ? [...new Set(ids)] : undefined))
      .optional(),
  );

/** POST /api/QuestionBank/Items and UniversalInterface url getPageItems (spec 02 §3 filters, §7 payload, §9 paging). */
export const ZBankItemsRequestSchema = ZSubjectScopeSchema.extend({
  sourceType: z.coerce.number().int().refine((v) => ALL_SOURCES.includes(v), { error: '题库来源不正确' }).default(BankSource.SevenDay),
  /** A chapter: its descendants' items are included. */
  chapterGuid: optionalOf(zGuid()),
  /** A knowledge point: its descendants' items are included. */
  knowledgeGuid: optionalOf(zGuid()),
  /** Knowledge points (getPageItems' options, comma-joined): items of any of them; with knowledgeGuid, of both. */
  options: zKnowledgeOptions(),
  /** 100 (default) for the bank list, 200 for the similar and knowledge-point lists (spec 02 §7); both filter alike. */
  recommendType: optionalOf(z.coerce.number().int().refine((v) => v === 100 || v === 200, { error: '推荐类型不正确' })),
  itemTypeGuid: optionalOf(zItemTypeCode()),
  difficultyGuid: optionalOf(z.coerce.number().int().min(1).max(DIFFICULTY_LEVELS.length)),
  discrimination: optionalOf(z.coerce.number().int().min(1).max(DISCRIMINATION_BANDS.length)),
  year: optionalOf(z.coerce.number().int().min(BANK_FIRST_YEAR).max(new Date().getFullYear() + 1)),
  gradeCode: optionalOf(z.enum(GRADE_CODES)),
  /** Exam area (GET /api/Region/ExamAreas): a 6-digit province code or a national paper QG1–QG3. */
  provinceCode: optionalOf(z.string().trim().regex(/^(\d{6}|QG[1-3])$/, { error: '考试地区不正确' })),
  startTime: optionalOf(zDate()),
  endTime: optionalOf(zDate()),
  /** Hide items this school already used in published work. */
  filterUsedItem: z.preprocess((v) => v === 1 || v === '1' || v === 'true' || v === true, z.boolean()).default(false),
  keyword: optionalOf(z.string().trim().max(50)),
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int()
    .refine((v) => (Paging.pageSizes as readonly number[]).includes(v), { error: `每页条数只能是${Paging.pageSizes.join('、')}` })
    .default(Paging.defaultPageSize),
});
export type TBankItemsRequest = z.input<typeof ZBankItemsRequestSchema>;
export type TBankItemsQuery = z.output<typeof ZBankItemsRequestSchema>;

const ZOptionSchema = z.object({ label: z.string(), text: z.string() });

/** One row of the bank list; answer and explanation are sent, the client toggles showing them. */
export const ZBankItemSchema = z.object({
  itemGuid: z.string(),
  itemVersion: z.number().int(),
  itemTypeGuid: z.number().int(),
  itemTypeName: z.string(),
  stem: z.string(),
  options: z.array(ZOptionSchema),
  answer: z.array(z.string()),
  subItems: z.array(z.object({ type: z.number(), stem: z.string(), options: z.array(ZOptionSchema), answer: z.array(z.string()),
    explanation: z.string().optional() })).nullable(),
  explanation: z.string(),
  difficulty: z.number().int(),
  difficultyName: z.string(),
  knowledges: z.array(z.object({ guid: z.string(), name: z.string(), isPrimary: z.boolean() })),
  /** Primary knowledge point first. */
  knowledgeNames: z.array(z.string()),
  provinceCodes: z.array(z.string()),
  provinceName: z.string(),
  scoreRate: z.number().nullable(),
  schoolRate: z.number().nullable(),
  discrimination: z.number().nullable(),
  useCount: z.number().int(),
  isCollection: z.boolean(),
  inBasket: z.boolean(),
  source: z.number().int(),
  sourceName: z.string(),
  /** A school's own item (200, 300) the caller may edit and delete in the question editor; absent means no. */
  canEdit: z.boolean().optional(),
  year: z.number().int(),
  gradeCode: z.string().nullable(),
  gradeName: z.string().nullable(),
  period: z.string(),
  km: z.string(),
});
export type TBankItem = z.infer<typeof ZBankItemSchema>;
export const ZBankItemPageSchema = z.object({ list: z.array(ZBankItemSchema), total: z.number().int() });
export type TBankItemPage = z.infer<typeof ZBankItemPageSchema>;

/** One item by guid and version (collect, basket, correction). */
export const ZItemRefSchema = z.object({ itemGuid: zGuid(), itemVersion: z.coerce.number().int().min(1).default(1) });
/** POST /api/QuestionBank/Collect (collectItem): itemJson is a list of {itemGuid, itemVersion}. */
export const ZCollectItemsRequestSchema = z.object({ itemJson: zJsonList(z.array(ZItemRefSchema).min(1).max(50)) });
/** POST /api/QuestionBank/Uncollect (delete collection). */
export const ZUncollectItemRequestSchema = ZItemRefSchema;
/** POST /api/QuestionBank/Collections (getCollectionItems): spec 02 §3 collection query. */
export const ZCollectionItemsRequestSchema = ZBankItemsRequestSchema.omit({ sourceType: true });

/** GET /api/QuestionBank/SubjectNetwork: where bank source 10 (学科网题库) opens; null when the school has none. */
export const ZSubjectNetworkSchema = z.object({ url: z.string().nullable() });
export type TSubjectNetwork = z.infer<typeof ZSubjectNetworkSchema>;
