import { z } from 'zod';
import {
  BankSource,
  CorrectionMessages,
  ZBankItemPageSchema,
  ZBankItemsRequestSchema,
  ZBasketAddBatchRequestSchema,
  ZBasketAddBatchResultSchema,
  ZBasketAddRequestSchema,
  ZBasketRemoveRequestSchema,
  ZBasketRemoveTypeRequestSchema,
  ZBasketReplaceRequestSchema,
  ZBasketSchema,
  ZBasketSortRequestSchema,
  ZCacheKnowledgeRequestSchema,
  ZCacheKnowledgeSchema,
  ZChaptersQuerySchema,
  ZCollectItemsRequestSchema,
  ZCollectionItemsRequestSchema,
  ZDismissItemCorrectionRequestSchema,
  ZFixItemCorrectionRequestSchema,
  ZItemCorrectionListRequestSchema,
  ZItemCorrectionPageSchema,
  ZItemCorrectionSchema,
  ZSaveItemCorrectionRequestSchema,
  ZSaveItemCorrectionSchema,
  ZSimilarItemPageSchema,
  ZSimilarItemsRequestSchema,
  ZSubjectScopeSchema,
  ZTextbookCascaderSchema,
  ZTreeSchema,
  ZUncollectItemRequestSchema,
  ZMyPaperPageSchema,
  ZMyPapersRequestSchema,
} from '@zuoyeben/shared';
import { PaperMessages, ZCollectionPaperPageSchema, ZCollectionPapersRequestSchema, ZPaperRefSchema, ZPaperShareStateSchema } from '@zuoyeben/shared';
import { ItemEditorMessages, ZDeleteItemRequestSchema, ZItemInfoQuerySchema, ZItemInfoSchema, ZSaveItemRequestSchema, ZSaveItemResultSchema } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../plugins/session.js';
import type { MemberGuard } from '../../lib/member-guard.js';
import { bankItemsService } from './bank-items.service.js';
import { BasketMessages, basketService } from './basket.service.js';
import { CollectMessages, collectionsService } from './collections.service.js';
import { itemEditorService } from './item-editor.service.js';
import { myPapersService } from './my-papers.service.js';
import { paperCollectionsService } from './paper-collections.service.js';
import { correctionsService } from './corrections.service.js';
import { similarItemsService } from './similar-items.service.js';
import { treesService } from './trees.service.js';
import { SCHOOL_BASED_OPERATIONS } from '../teach-guidance/teach-guidance.operations.js';
import { PAPER_LAYOUT_OPERATIONS } from '../paper-layout/paper-layout.operations.js';
import { PAPER_DETAIL_OPERATIONS } from '../paper-detail/paper-detail.operations.js';

/**
 * Every question-bank operation, defined once: the direct route (method + path) and the question-service call
 * family (POST /api/WorkInfo/UniversalInterface, url = one of `names`) both run it (spec 02 §7).
 */
export interface Operation<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  /** Inner service names, matched case-insensitively on the last segment of `url`. */
  names: string[];
  summary: string;
  input: I;
  output: O;
  /** Checked before run by guardMember (lib/member-guard.ts): e.g. questionPower for the teacher's banks (spec 02 §6). */
  guard?: MemberGuard;
  run(db: Db, actor: Actor, input: z.output<I>): Promise<{ data: z.input<O>; message?: string }>;
}

const op = <I extends z.ZodType, O extends z.ZodType>(o: Operation<I, O>) => o as unknown as Operation;
const basket = ZBasketSchema;
/** The banks and baskets of spec 02 §2 that the UI offers only with questionPower. */
const QUESTION_POWER: MemberGuard = { power: 'questionPower' };

/** The similar-question list; also what getPageItems answers for recommendType 200 with an itemGuid (see operationOf). */
const SIMILAR_ITEMS = op({ method: 'POST', path: '/api/QuestionBank/SimilarItems', guard: QUESTION_POWER, names: ['getSimilarItems'], summary: '相似题（同知识点、同题型）',
  input: ZSimilarItemsRequestSchema, output: ZSimilarItemPageSchema,
  run: async (db, actor, body) => ({ data: await similarItemsService.page(db, actor, body) }) });

export const QUESTION_BANK_OPERATIONS: Operation[] = [
  op({ method: 'GET', path: '/api/QuestionBank/Textbooks', names: ['getTextBooks', 'getTeachversionList'], summary: '教材版本与册别（级联）',
    input: ZSubjectScopeSchema, output: ZTextbookCascaderSchema,
    run: async (db, _actor, q) => ({ data: await treesService.textbooks(db, q.period, q.km) }) }),
  op({ method: 'GET', path: '/api/QuestionBank/Chapters', names: ['getChapters'], summary: '教材章节树',
    input: ZChaptersQuerySchema, output: ZTreeSchema,
    run: async (db, _actor, q) => ({ data: await treesService.chapters(db, q.textBookGuid) }) }),
  op({ method: 'GET', path: '/api/QuestionBank/Knowledges', names: ['getSubjectKnowledges', 'getKnowledges'], summary: '知识点树',
    input: ZSubjectScopeSchema, output: ZTreeSchema,
    run: async (db, _actor, q) => ({ data: await treesService.knowledge(db, q.period, q.km) }) }),
  op({ method: 'POST', path: '/api/TeachInfo/CacheKnowledge', names: ['cacheKnowledge'], summary: '记住所选章节',
    input: ZCacheKnowledgeRequestSchema, output: z.null(),
    run: async (db, actor, body) => { await treesService.cacheSelection(db, actor, body); return { data: null }; } }),
  op({ method: 'GET', path: '/api/TeachInfo/GetCacheKnowledge', names: ['getCacheKnowledge'], summary: '上次所选章节',
    input: ZSubjectScopeSchema, output: ZCacheKnowledgeSchema,
    run: async (db, actor, q) => ({ data: await treesService.cachedSelection(db, actor, q.period, q.km) }) }),

  op({ method: 'POST', path: '/api/QuestionBank/Items', names: ['getPageItems'], summary: '题库试题列表',
    input: ZBankItemsRequestSchema, output: ZBankItemPageSchema,
    run: async (db, actor, body) => { const r = await bankItemsService.page(db, actor, body); return { data: r.page, message: r.message }; } }),
  SIMILAR_ITEMS,
  op({ method: 'POST', path: '/api/QuestionBank/Collections', guard: QUESTION_POWER, names: ['getCollectionItems'], summary: '我收藏的试题',
    input: ZCollectionItemsRequestSchema, output: ZBankItemPageSchema,
    run: async (db, actor, body) => ({ data: (await bankItemsService.page(db, actor, { ...body, sourceType: BankSource.MyFavourites })).page }) }),
  op({ method: 'POST', path: '/api/QuestionBank/Collect', guard: QUESTION_POWER, names: ['collectItem'], summary: '收藏试题',
    input: ZCollectItemsRequestSchema, output: z.null(),
    run: async (db, actor, body) => { await collectionsService.collect(db, actor, body.itemJson); return { data: null, message: CollectMessages.collected }; } }),
  op({ method: 'POST', path: '/api/QuestionBank/Uncollect', guard: QUESTION_POWER, names: ['deleteCollectItem', 'cancelCollectItem'], summary: '取消收藏试题',
    input: ZUncollectItemRequestSchema, output: z.null(),
    run: async (db, actor, body) => { await collectionsService.uncollect(db, actor, body.itemGuid); return { data: null, message: CollectMessages.uncollected }; } }),

  // The question editor (/questionEditor): load, save as a new item or a new version, delete the school's own.
  op({ method: 'GET', path: '/api/QuestionBank/ItemInfo', names: ['GetItemInfo'], summary: '试题详情（编辑用）',
    input: ZItemInfoQuerySchema, output: ZItemInfoSchema,
    run: async (db, actor, q) => ({ data: await itemEditorService.info(db, actor, q.itemGuid) }) }),
  op({ method: 'POST', path: '/api/QuestionBank/SaveItem', guard: QUESTION_POWER, names: ['saveItem', 'SaveItemInfo'], summary: '保存试题（新建或保存为新版本）',
    input: ZSaveItemRequestSchema, output: ZSaveItemResultSchema,
    run: async (db, actor, body) => ({ data: await itemEditorService.save(db, actor, body), message: ItemEditorMessages.saved }) }),
  op({ method: 'POST', path: '/api/QuestionBank/DeleteItem', guard: QUESTION_POWER, names: ['deleteBankItem'], summary: '删除校本题库或我的题库中的试题',
    input: ZDeleteItemRequestSchema, output: z.null(),
    run: async (db, actor, body) => { await itemEditorService.remove(db, actor, body.itemGuid); return { data: null, message: ItemEditorMessages.deleted }; } }),

  // Collected papers and the school paper library's shares (spec 02 §2 collection screen, §4, §7).
  op({ method: 'POST', path: '/api/QuestionBank/Papers/Collections', guard: QUESTION_POWER, names: ['getCollectionPapers'], summary: '我收藏的试卷',
    input: ZCollectionPapersRequestSchema, output: ZCollectionPaperPageSchema,
    run: async (db, actor, body) => ({ data: await paperCollectionsService.page(db, actor, body) }) }),
  op({ method: 'POST', path: '/api/QuestionBank/Papers/Collect', guard: QUESTION_POWER, names: ['collectPaper'], summary: '收藏试卷',
    input: ZPaperRefSchema, output: z.null(),
    run: async (db, actor, body) => { await paperCollectionsService.collect(db, actor, body.paperGuid); return { data: null, message: PaperMessages.collected }; } }),
  op({ method: 'POST', path: '/api/QuestionBank/Papers/Uncollect', guard: QUESTION_POWER, names: ['delectCollectPaper', 'cancleCollectionPaper'], summary: '取消收藏试卷',
    input: ZPaperRefSchema, output: z.null(),
    run: async (db, actor, body) => { await paperCollectionsService.uncollect(db, actor, body.paperGuid); return { data: null, message: PaperMessages.uncollected }; } }),
  op({ method: 'POST', path: '/api/QuestionBank/Papers/Share', guard: QUESTION_POWER, names: ['sharePaper'], summary: '分享试卷到校本库',
    input: ZPaperRefSchema, output: ZPaperShareStateSchema,
    run: async (db, actor, body) => ({ data: await paperCollectionsService.share(db, actor, body.paperGuid), message: PaperMessages.shared }) }),
  op({ method: 'POST', path: '/api/QuestionBank/Papers/CancelShare', guard: QUESTION_POWER, names: ['cancelSharePaper'], summary: '取消分享试卷',
    input: ZPaperRefSchema, output: ZPaperShareStateSchema,
    run: async (db, actor, body) => ({ data: await paperCollectionsService.cancelShare(db, actor, body.paperGuid), message: PaperMessages.unshared }) }),
  op({ method: 'POST', path: '/api/QuestionBank/Papers/Delete', guard: QUESTION_POWER, names: ['deletePaper'], summary: '删除本校日常练习试卷',
    input: ZPaperRefSchema, output: z.null(),
    run: async (db, actor, body) => { await paperCollectionsService.remove(db, actor, body.paperGuid); return { data: null, message: PaperMessages.deleted }; } }),

  op({ method: 'GET', path: '/api/QuestionBank/Basket', guard: QUESTION_POWER, names: ['getZYItemBasket', 'getItemBasketSurvey'], summary: '试题篮（按题型分组）',
    input: ZSubjectScopeSchema, output: basket,
    run: async (db, actor, q) => ({ data: await basketService.get(db, actor, q) }) }),
  op({ method: 'POST', path: '/api/QuestionBank/Basket/Add', guard: QUESTION_POWER, names: ['addItemZY', 'addItem'], summary: '加入试题篮',
    input: ZBasketAddRequestSchema, output: basket,
    run: async (db, actor, body) => { const r = await basketService.add(db, actor, body); return { data: r.basket, message: r.message }; } }),
  op({ method: 'POST', path: '/api/QuestionBank/Basket/AddBatch', guard: QUESTION_POWER, names: ['addItemBatchZY', 'addItemBatch'], summary: '本页试题全部加入试题篮',
    input: ZBasketAddBatchRequestSchema, output: ZBasketAddBatchResultSchema,
    run: async (db, actor, body) => ({ data: await basketService.addBatch(db, actor, body), message: BasketMessages.done }) }),
  op({ method: 'POST', path: '/api/QuestionBank/Basket/Remove', guard: QUESTION_POWER, names: ['deleteItemZY', 'deleteItem'], summary: '移出试题篮',
    input: ZBasketRemoveRequestSchema, output: basket,
    run: async (db, actor, body) => ({ data: await basketService.remove(db, actor, body), message: BasketMessages.removed }) }),
  op({ method: 'POST', path: '/api/QuestionBank/Basket/RemoveType', guard: QUESTION_POWER, names: ['deleteItemTypeZY'], summary: '删除试题篮中某题型全部试题',
    input: ZBasketRemoveTypeRequestSchema, output: basket,
    run: async (db, actor, body) => ({ data: await basketService.removeType(db, actor, body), message: BasketMessages.done }) }),
  op({ method: 'POST', path: '/api/QuestionBank/Basket/Clear', guard: QUESTION_POWER, names: ['clearZYItemBasket'], summary: '清空试题篮',
    input: ZSubjectScopeSchema, output: basket,
    run: async (db, actor, body) => ({ data: await basketService.clear(db, actor, body), message: BasketMessages.done }) }),
  op({ method: 'POST', path: '/api/QuestionBank/Basket/Sort', guard: QUESTION_POWER, names: ['sortPaperItemZY', 'sortPaperItem'], summary: '试题篮排序与分值（空列表即清空）',
    input: ZBasketSortRequestSchema, output: basket,
    run: async (db, actor, body) => ({ data: await basketService.sort(db, actor, body), message: '更新成功！' }) }),

  // Question corrections (纠错): any member reports; the school's administrators list, dismiss and mark fixed.
  op({ method: 'POST', path: '/api/QuestionBank/Corrections/Save', guard: QUESTION_POWER, names: ['saveItemCorrection'], summary: '试题纠错（提交）',
    input: ZSaveItemCorrectionRequestSchema, output: ZSaveItemCorrectionSchema,
    run: async (db, actor, body) => ({ data: await correctionsService.report(db, actor, body), message: CorrectionMessages.submitted }) }),
  op({ method: 'POST', path: '/api/QuestionBank/Corrections/List', names: ['getItemCorrections'], summary: '试题纠错列表（管理员）',
    input: ZItemCorrectionListRequestSchema, output: ZItemCorrectionPageSchema,
    run: async (db, actor, body) => ({ data: await correctionsService.list(db, actor, body) }) }),
  op({ method: 'POST', path: '/api/QuestionBank/Corrections/Dismiss', names: ['dismissItemCorrection'], summary: '忽略试题纠错（管理员）',
    input: ZDismissItemCorrectionRequestSchema, output: ZItemCorrectionSchema,
    run: async (db, actor, body) => ({ data: await correctionsService.dismiss(db, actor, body), message: CorrectionMessages.dismissed }) }),
  op({ method: 'POST', path: '/api/QuestionBank/Corrections/Fixed', names: ['fixedItemCorrection'], summary: '试题纠错已修正（保存新版本后，管理员）',
    input: ZFixItemCorrectionRequestSchema, output: ZItemCorrectionSchema,
    run: async (db, actor, body) => ({ data: await correctionsService.markFixed(db, actor, body), message: CorrectionMessages.fixed }) }),
  op({ method: 'POST', path: '/api/QuestionBank/Basket/Replace', guard: QUESTION_POWER, names: ['replacePaperItemZY', 'replaceItem'], summary: '替换试题篮中的试题（位置与分值不变）',
    input: ZBasketReplaceRequestSchema, output: basket,
    run: async (db, actor, body) => ({ data: await basketService.replace(db, actor, body), message: BasketMessages.done }) }),
  op({ method: 'POST', path: '/api/QuestionBank/Papers/Mine', guard: QUESTION_POWER, names: ['getMyPapers'], summary: '我的试卷（备课 / 上传）',
    input: ZMyPapersRequestSchema, output: ZMyPaperPageSchema,
    run: async (db, actor, body) => ({ data: await myPapersService.page(db, actor, body) }) }),
  // School paper library, paper content and teaching-guidance books (modules/teach-guidance).
  ...SCHOOL_BASED_OPERATIONS,
  // The paper layout (组卷排版, modules/paper-layout).
  ...PAPER_LAYOUT_OPERATIONS,
  ...PAPER_DETAIL_OPERATIONS,
];

/**
 * The operation a UniversalInterface url names: '/Rock.OnLineService/ApiZYService/GetPageItems' or 'getPageItems'.
 * getPageItems with recommendType 200 and an itemGuid is the similar list (spec 02 §7).
 */
export function operationOf(url: string, data: Record<string, unknown> = {}): Operation | undefined {
  const name = url.split('/').pop()?.toLowerCase() ?? '';
  if (name === 'getpageitems' && Number(data.recommendType) === 200 && data.itemGuid) return SIMILAR_ITEMS;
  return QUESTION_BANK_OPERATIONS.find((o) => o.names.some((n) => n.toLowerCase() === name));
}
