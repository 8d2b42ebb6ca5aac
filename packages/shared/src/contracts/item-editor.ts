import { z } from 'zod';
import { ItemEditorLimits } from '../enums/item-editor.js';
import { BankSource } from '../enums/question.js';
import { zGuid } from '../validation/common.js';
import { ZBankItemSchema, zKm } from './question-bank.js';

/**
 * The question editor (/questionEditor, spec 02 §2): load one item (GetItemInfo), save it as a new item of the
 * school bank (200) or my bank (300) or as a new version of an existing one, and delete the school's own items.
 */

/** GET /api/QuestionBank/ItemInfo (GetItemInfo) */
export const ZItemInfoQuerySchema = z.object({ itemGuid: zGuid() });

const ZNamedRefSchema = z.object({ guid: z.string(), name: z.string() });

/** An item as the editor loads it: its content, placement and what the caller may do with it. */
export const ZItemInfoSchema = ZBankItemSchema.pick({
  itemGuid: true,
  itemVersion: true,
  itemTypeGuid: true,
  itemTypeName: true,
  stem: true,
  options: true,
  answer: true,
  subItems: true,
  explanation: true,
  difficulty: true,
  source: true,
  sourceName: true,
  year: true,
  gradeCode: true,
  provinceCodes: true,
  period: true,
  km: true,
}).extend({
  primaryKnowledge: ZNamedRefSchema.nullable(),
  otherKnowledges: z.array(ZNamedRefSchema),
  /** The chapter shown with the item and its textbook, so the chapter picker can open that book. */
  chapter: ZNamedRefSchema.extend({ textbookGuid: z.string() }).nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type TItemInfo = z.infer<typeof ZItemInfoSchema>;

/** Sources a new item may be created in: the school bank and my bank. */
export const ITEM_EDITOR_SOURCES = [BankSource.SchoolItems, BankSource.MyItems] as const;

const zOption = () => z.object({ label: z.string().max(1), text: z.string().max(ItemEditorLimits.optionMaxLength) });
const zOptions = () => z.array(zOption()).max(ItemEditorLimits.maxOptions + 1);
const zAnswer = () => z.array(z.string().max(ItemEditorLimits.referenceAnswerMaxLength)).max(ItemEditorLimits.maxOptions + 1);
const zRichText = () => z.string().max(ItemEditorLimits.richTextMaxLength);
const nullable = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

/**
 * POST /api/QuestionBank/SaveItem (saveItem). Without itemGuid a new item is created in `source` (200 or 300);
 * with it the item is saved as its next version. The shapes are checked here; completeness (spec 02 §5) is the
 * shared rule itemDraftProblems, whose Chinese messages the answer carries.
 */
export const ZSaveItemRequestSchema = z.object({
  itemGuid: nullable(zGuid()),
  /** The version the editor loaded; a different current version means someone saved in between. */
  itemVersion: nullable(z.coerce.number().int().min(1)),
  source: nullable(z.coerce.number().int()),
  itemTypeGuid: nullable(z.coerce.number().int()),
  stem: zRichText(),
  options: zOptions().default([]),
  answer: zAnswer().default([]),
  subItems: z.array(z.object({ type: z.coerce.number().int(), stem: zRichText(), options: zOptions(), answer: zAnswer(),
    explanation: zRichText().optional() })).max(ItemEditorLimits.maxSubItems + 1).nullish(),
  explanation: zRichText().default(''),
  difficulty: nullable(z.coerce.number().int()),
  period: z.string().trim().max(2),
  km: zKm(),
  gradeCode: nullable(z.string().trim().max(4)),
  primaryKnowledgeGuid: nullable(zGuid()),
  otherKnowledgeGuids: z.array(zGuid()).max(ItemEditorLimits.maxOtherKnowledge + 1).default([]),
  chapterGuid: nullable(zGuid()),
});
/** What a client sends: null (or absent) itemGuid creates a new item in `source`. */
export interface TSaveItemRequest {
  itemGuid?: string | null;
  itemVersion?: number | null;
  source?: number | null;
  itemTypeGuid: number | null;
  stem: string;
  options?: { label: string; text: string }[];
  answer?: string[];
  subItems?: { type: number; stem: string; options: { label: string; text: string }[]; answer: string[]; explanation?: string }[] | null;
  explanation?: string;
  difficulty: number | null;
  period: string;
  km: string;
  gradeCode: string | null;
  primaryKnowledgeGuid: string | null;
  otherKnowledgeGuids?: string[];
  chapterGuid?: string | null;
}
export type TSaveItemBody = z.output<typeof ZSaveItemRequestSchema>;

export const ZSaveItemResultSchema = z.object({ itemGuid: z.string(), itemVersion: z.number().int(), source: z.number().int() });
export type TSaveItemResult = z.infer<typeof ZSaveItemResultSchema>;

/** POST /api/QuestionBank/DeleteItem (deleteBankItem): a school item or one of mine, soft-deleted. */
export const ZDeleteItemRequestSchema = z.object({ itemGuid: zGuid() });
