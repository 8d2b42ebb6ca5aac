import { z } from 'zod';
import { DEFAULT_ITEM_SCORE } from '../enums/question.js';
import { zGuid } from '../validation/common.js';
import { ZBankItemPageSchema, ZBankItemsRequestSchema, ZSubjectScopeSchema, zItemTypeCode, zJsonList } from './question-bank.js';

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
  /** Rich text of the stem, so the drawer can show the question. */
  stem: z.string(),
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

/**
 * POST /api/QuestionBank/Basket/Replace (replaceItem / ReplacePaperItemZY): swaps a basket item for another in place,
 * keeping its position and score. before* name the item in the basket, select* the new one; the spec's extra fields
 * (type names, ZYSource, knowledgeName, …) are accepted and ignored.
 */
export const ZBasketReplaceRequestSchema = ZSubjectScopeSchema.extend({
  beforeItemGuid: zGuid(),
  /** Informative: the basket's own type, score and position are kept. */
  beforeItemTypeGuid: zItemTypeCode().optional(),
  beforeItemScore: z.coerce.number().min(0).max(1000).optional(),
  beforeIndex: z.coerce.number().int().min(0).optional(),
  selectItemGuid: zGuid(),
  selectItemVersion: z.coerce.number().int().min(1).default(1),
  selectItemTypeGuid: zItemTypeCode(),
  answerAreaHeight: z.coerce.number().int().min(0).max(2000).optional(),
});
export type TBasketReplaceRequest = z.input<typeof ZBasketReplaceRequestSchema>;

/** Paging of the similar-question dialog (spec 02 §2, §9): 10 to 40 per page. */
export const SimilarPaging = { pageSizes: [10, 20, 30, 40] as const, defaultPageSize: 10 } as const;

/**
 * POST /api/QuestionBank/SimilarItems (getSimilarItems; getPageItems with recommendType 200 and itemGuid): items of
 * the original's primary knowledge point and type, optionally of one difficulty, without the original.
 */
export const ZSimilarItemsRequestSchema = ZSubjectScopeSchema.extend({
  itemGuid: zGuid(),
  recommendType: z.coerce.number().int().optional(),
  /** Knowledge points (comma-joined) to look in instead of the original's primary one. */
  options: ZBankItemsRequestSchema.shape.options,
  difficultyGuid: ZBankItemsRequestSchema.shape.difficultyGuid,
  pageIndex: ZBankItemsRequestSchema.shape.pageIndex,
  pageSize: z.coerce.number().int()
    .refine((v) => (SimilarPaging.pageSizes as readonly number[]).includes(v), { error: `每页条数只能是${SimilarPaging.pageSizes.join('、')}` })
    .default(SimilarPaging.defaultPageSize),
});
export type TSimilarItemsRequest = z.input<typeof ZSimilarItemsRequestSchema>;

/** One page of similar items (inBasket marks those that cannot be chosen) with what the dialog shows read-only. */
export const ZSimilarItemPageSchema = ZBankItemPageSchema.extend({
  knowledge: z.object({ guid: z.string(), name: z.string() }).nullable(),
  itemTypeGuid: z.number().int(),
  itemTypeName: z.string(),
});
export type TSimilarItemPage = z.infer<typeof ZSimilarItemPageSchema>;
