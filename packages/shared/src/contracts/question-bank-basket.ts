import { z } from 'zod';
import { DEFAULT_ITEM_SCORE } from '../enums/question.js';
import { zGuid } from '../validation/common.js';
import { ZSubjectScopeSchema, zItemTypeCode, zJsonList } from './question-bank.js';

/** The question basket (试题篮) of a teacher per period and subject (spec 02 §2, §4, §5, §7). */

const zScore = () => z.coerce.number().min(0).max(1000).multipleOf(0.5).default(DEFAULT_ITEM_SCORE);

/** POST /api/QuestionBank/Basket/Add (addItemZY). */
export const ZBasketAddRequestSchema = ZSubjectScopeSchema.extend({
  itemGuid: zGuid(),
  itemVersion: z.coerce.number().int().min(1).default(1),
  itemTypeGuid: zItemTypeCode(),
  score: zScore(),
  answerAreaHeight: z.coerce.number().int().min(0).max(2000).optional(),
});
export type TBasketAddRequest = z.input<typeof ZBasketAddRequestSchema>;

/** POST /api/QuestionBank/Basket/AddBatch (addItemBatch): a whole page. */
export const ZBasketAddBatchRequestSchema = ZSubjectScopeSchema.extend({
  itemData: zJsonList(z.array(ZBasketAddRequestSchema.omit({ period: true, km: true })).max(50)),
});

/** POST /api/QuestionBank/Basket/Remove (deleteItemZY). */
export const ZBasketRemoveRequestSchema = ZSubjectScopeSchema.extend({ itemGuid: zGuid() });
/** POST /api/QuestionBank/Basket/RemoveType: every item of one type. */
export const ZBasketRemoveTypeRequestSchema = ZSubjectScopeSchema.extend({ itemTypeGuid: zItemTypeCode() });

/** POST /api/QuestionBank/Basket/Sort (sortPaperItem): order and scores per type group; an empty list clears. */
export const ZBasketSortRequestSchema = ZSubjectScopeSchema.extend({
  structureData: z.array(z.object({
    itemTypeGuid: zItemTypeCode(),
    items: z.array(z.object({ itemGuid: zGuid(), score: zScore() })).min(1).max(200),
  })).max(20),
});

export const ZBasketItemSchema = z.object({
  itemGuid: z.string(),
  itemVersion: z.number().int(),
  itemTypeGuid: z.number().int(),
  score: z.number(),
  difficulty: z.number().int(),
  answerAreaHeight: z.number().int().nullable(),
});
/** GET /api/QuestionBank/Basket (getZYItemBasket): groups by type in order, with counts for the hover popover. */
export const ZBasketSchema = z.object({
  groups: z.array(z.object({
    itemTypeGuid: z.number().int(),
    itemTypeName: z.string(),
    total: z.number().int(),
    score: z.number(),
    items: z.array(ZBasketItemSchema),
  })),
  total: z.number().int(),
  totalScore: z.number(),
  /** Paper difficulty of spec 02 §9; null when empty. */
  difficulty: z.object({ value: z.number(), level: z.number().int(), name: z.string() }).nullable(),
});
export type TBasket = z.infer<typeof ZBasketSchema>;

/** Result of a whole-page add: how many were added and skipped as duplicates. */
export const ZBasketAddBatchResultSchema = z.object({ added: z.number().int(), skipped: z.number().int(), basket: ZBasketSchema });
