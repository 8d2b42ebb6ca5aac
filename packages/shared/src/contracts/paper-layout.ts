import { z } from 'zod';
import {
  ANSWER_AREA_HEIGHT_RANGE,
  PAPER_FONT_SIZES,
  PAPER_LINE_HEIGHTS,
  PaperType,
  SideType,
  StructureStatus,
} from '../enums/paper-layout.js';
import { AccountLimits } from '../enums/limits.js';
import { LAYOUT_MAX_ITEM_SCORE, PaperLayoutMessages } from '../rules/paper-layout.js';
import { zGuid } from '../validation/common.js';
import { ZMultSettingInputSchema } from './homework.js';
import { ZBankItemSchema, ZSubjectScopeSchema, zItemTypeCode, zJsonList } from './question-bank.js';

/**
 * The paper layout (组卷排版, /groupTypesetting; spec 02 §2, §3, §5, §7 ApiWorkService): the teacher's basket laid out
 * as a paper, kept server-side as a draft per teacher, school, period and subject until it is saved as 我的试卷.
 */

const zOneOfNumbers = <T extends readonly number[]>(values: T, message: string) =>
  z.coerce.number().refine((v) => (values as readonly number[]).includes(v), { error: message });

/** A question's score: 0 to 100 in half points (spec 02 §5). */
export const zLayoutScore = () => z.coerce.number({ error: PaperLayoutMessages.scoreRange })
  .min(0, { error: PaperLayoutMessages.scoreRange }).max(LAYOUT_MAX_ITEM_SCORE, { error: PaperLayoutMessages.scoreRange })
  .multipleOf(0.5, { error: PaperLayoutMessages.scoreStep });
const zAnswerAreaHeight = () => z.coerce.number().int().min(ANSWER_AREA_HEIGHT_RANGE.min, { error: '答题区高度不能小于0' })
  .max(ANSWER_AREA_HEIGHT_RANGE.max, { error: `答题区高度不能超过${ANSWER_AREA_HEIGHT_RANGE.max}` });
export const zPaperTitle = () => z.string().trim().min(1, { error: PaperLayoutMessages.titleRequired })
  .max(AccountLimits.defaultMaxLength, { error: `试卷标题不能超过${AccountLimits.defaultMaxLength}个字符` });

/** The print settings as requests send them (enums/paper-layout.ts). */
export const ZPaperPrintSettingsSchema = z.object({
  paperType: zOneOfNumbers(Object.values(PaperType), '试卷类型不正确'),
  sideType: zOneOfNumbers(Object.values(SideType), '纸张版式不正确'),
  fontSize: zOneOfNumbers(PAPER_FONT_SIZES, '字号不正确'),
  lineHeight: zOneOfNumbers(PAPER_LINE_HEIGHTS, '行距不正确'),
  structureStatus: zOneOfNumbers(Object.values(StructureStatus), '试题与答题卡结构不正确'),
});

/** A multi-select rule as stored and shown (rules/scoring.ts MultSetting). */
export const ZLayoutMultSettingSchema = z.object({
  isDefault: z.boolean(),
  someWrong: z.union([z.literal(1), z.literal(2)]),
  someRight: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  unifyScore: z.number(),
  someScoceSetting: z.record(z.string(), z.number()),
});

/** One question of the layout: the bank item as the list shows it, with its number, score, answer area and rule. */
export const ZLayoutItemSchema = ZBankItemSchema.extend({
  th: z.number().int(),
  score: z.number(),
  /** Height in px of the answer area under a subjective question; null prints the default. */
  answerAreaHeight: z.number().int().nullable(),
  /** Multiple-choice questions only; null is the default rule. */
  multSetting: ZLayoutMultSettingSchema.nullable(),
});
export type TLayoutItem = z.infer<typeof ZLayoutItemSchema>;

/** GET /api/PaperLayout/GetPaperStructureJson (and the result of every adjustment). */
export const ZPaperLayoutSchema = z.object({
  paperGuid: z.string(),
  /** Set when the draft edits a saved paper: saving updates it. */
  isSaved: z.boolean(),
  title: z.string(),
  period: z.string(),
  km: z.string(),
  settings: z.object({
    paperType: z.number().int(),
    sideType: z.number().int(),
    fontSize: z.number().int(),
    lineHeight: z.number(),
    structureStatus: z.number().int(),
  }),
  groups: z.array(z.object({
    itemTypeGuid: z.number().int(),
    itemTypeName: z.string(),
    total: z.number().int(),
    score: z.number(),
    items: z.array(ZLayoutItemSchema),
  })),
  total: z.number().int(),
  totalScore: z.number(),
  difficulty: z.object({ value: z.number(), level: z.number().int(), name: z.string() }).nullable(),
});
export type TPaperLayout = z.infer<typeof ZPaperLayoutSchema>;

/**
 * GET /api/PaperLayout/GetPaperStructureJson (getPaperStructureJson, isItemTypeStructure 100): the draft of the
 * period and subject; with paperGuid, one of the teacher's own saved papers is loaded into the basket to edit.
 */
export const ZPaperStructureRequestSchema = ZSubjectScopeSchema.extend({
  paperGuid: zGuid().optional(),
  isItemTypeStructure: z.coerce.number().int().optional(),
});

/** GET /api/PaperLayout/PaperLayoutView?paperGuid: a saved paper laid out read-only (查看排版). */
export const ZPaperLayoutViewRequestSchema = z.object({ paperGuid: zGuid() });

/** POST /api/PaperLayout/AdjustPaperConfig: title and print settings; what is omitted stays. */
export const ZAdjustPaperConfigRequestSchema = ZSubjectScopeSchema.extend({ title: zPaperTitle().optional() })
  .extend(ZPaperPrintSettingsSchema.partial().shape);
export type TAdjustPaperConfigRequest = z.input<typeof ZAdjustPaperConfigRequestSchema>;

/**
 * POST /api/PaperLayout/AdjustPaperItemData: per question its score, answer-area height and multi-select rule
 * (null restores the default). A section score is every question of the section with the same score.
 */
export const ZAdjustPaperItemDataRequestSchema = ZSubjectScopeSchema.extend({
  items: zJsonList(z.array(z.object({
    itemGuid: zGuid(),
    score: zLayoutScore().optional(),
    answerAreaHeight: zAnswerAreaHeight().nullable().optional(),
    multSetting: ZMultSettingInputSchema.nullable().optional(),
  })).min(1, { error: PaperLayoutMessages.selectFirst }).max(200)),
});
export type TAdjustPaperItemDataRequest = z.input<typeof ZAdjustPaperItemDataRequestSchema>;

/** POST /api/PaperLayout/SortPaperItem: the order of sections and of questions in them (drag and drop). */
export const ZSortLayoutRequestSchema = ZSubjectScopeSchema.extend({
  structureData: zJsonList(z.array(z.object({
    itemTypeGuid: zItemTypeCode(),
    items: z.array(z.object({ itemGuid: zGuid() })).min(1).max(200),
  })).min(1, { error: PaperLayoutMessages.selectFirst }).max(20)),
});
export type TSortLayoutRequest = z.input<typeof ZSortLayoutRequestSchema>;

/** POST /api/PaperLayout/RemoveItem and ReplaceItem: delete a question, or swap it for a similar one in place. */
export const ZLayoutRemoveItemRequestSchema = ZSubjectScopeSchema.extend({ itemGuid: zGuid() });
export const ZLayoutReplaceItemRequestSchema = ZSubjectScopeSchema.extend({
  beforeItemGuid: zGuid(),
  selectItemGuid: zGuid(),
  selectItemVersion: z.coerce.number().int().min(1).default(1),
});

/** Multi-select settings of the save payload (spec 02 §3): per question number, someScoceSetting a JSON string. */
export const ZSaveMultSettingSchema = ZMultSettingInputSchema.extend({
  th: z.coerce.number().int().min(1).max(500),
  score: z.coerce.number().optional(),
  answer: z.string().optional(),
});

/**
 * POST /api/PaperLayout/SaveZYPaperAndJson (SaveZYPaperAndJson / sortPaperItem with the save payload, spec 02 §3
 * "Paper structure for saving"): creates the teacher's paper (我的试卷, source 4, 备课) or updates it (same paperGuid).
 */
export const ZSavePaperRequestSchema = ZSubjectScopeSchema.extend({
  paperGuid: zGuid(),
  title: zPaperTitle(),
  /** Informative (question count); the server counts. */
  number: z.coerce.number().int().optional(),
  /** Informative (容易 / 中等 / 困难); the server derives it from the questions. */
  difficulty: z.string().max(10).optional(),
  /** The total the teacher saw; refused when it is not the sum of the scores. */
  mark: z.coerce.number().min(0),
  gradeCode: z.string().trim().max(8).optional(),
  ruCode: z.string().trim().max(32).optional(),
  structureData: zJsonList(z.array(z.object({
    itemTypeGuid: zItemTypeCode(),
    items: z.array(z.object({
      th: z.coerce.number().int().min(1),
      itemGuid: zGuid(),
      itemVersion: z.coerce.number().int().min(1).default(1),
      Score: zLayoutScore(),
      source: z.coerce.number().int().optional(),
      answerAreaHeight: zAnswerAreaHeight().nullable().optional(),
    })).min(1).max(200),
  })).min(1, { error: PaperLayoutMessages.selectFirst }).max(20)),
  multSettings: zJsonList(z.array(ZSaveMultSettingSchema).max(200)).default([]),
}).extend(ZPaperPrintSettingsSchema.shape);
export type TSavePaperRequest = z.input<typeof ZSavePaperRequestSchema>;

export const ZSavePaperResultSchema = z.object({ paperGuid: z.string(), itemCount: z.number().int(), totalScore: z.number() });
export type TSavePaperResult = z.infer<typeof ZSavePaperResultSchema>;

/** GET /api/WorkInfo/GetNewPaperGuid. */
export const ZNewPaperGuidSchema = z.object({ paperGuid: z.string() });
