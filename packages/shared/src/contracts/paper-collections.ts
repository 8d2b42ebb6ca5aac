import { z } from 'zod';
import { PAPER_FIRST_YEAR } from '../enums/paper.js';
import { zGuid } from '../validation/common.js';
import { optionalOf, ZBankItemsRequestSchema } from './question-bank.js';

/** Collected papers and sharing to the school paper library (spec 02 §2 collection screen, §4, §7). */

/** collectPaper, delectCollectPaper / CancleCollectionPaper, SharePaper, CancelSharePaper, deletePaper: one paper. */
export const ZPaperRefSchema = z.object({ paperGuid: zGuid() });
export type TPaperRef = z.infer<typeof ZPaperRefSchema>;

/** POST /api/QuestionBank/Papers/Collections (GetCollectionPapers): grade, year, search and paging 10–50. */
export const ZCollectionPapersRequestSchema = ZBankItemsRequestSchema
  .pick({ period: true, km: true, gradeCode: true, keyword: true, pageIndex: true, pageSize: true })
  .extend({ year: optionalOf(z.coerce.number().int().min(PAPER_FIRST_YEAR).max(new Date().getFullYear() + 1)) });
export type TCollectionPapersRequest = z.input<typeof ZCollectionPapersRequestSchema>;
export type TCollectionPapersQuery = z.output<typeof ZCollectionPapersRequestSchema>;

/** What every paper card shows (spec 02 §3 paper items in lists); each list extends it with its own facts. */
export const ZPaperSummarySchema = z.object({
  paperGuid: z.string(),
  name: z.string(),
  period: z.string(),
  km: z.string(),
  gradeCode: z.string().nullable(),
  gradeName: z.string().nullable(),
  year: z.number().int(),
  itemCount: z.number().int(),
  totalScore: z.number(),
  source: z.number().int(),
  /** The day the paper was recommended, YYYY-MM-DD in China time. */
  recommendDate: z.string(),
  isNew: z.boolean(),
});
export type TPaperSummary = z.infer<typeof ZPaperSummarySchema>;

/** One collected paper as its card shows it. */
export const ZCollectionPaperSchema = ZPaperSummarySchema.extend({
  sourceName: z.string(),
  isCollection: z.boolean(),
  /** 100 shared to the session school's paper library, 0 not. */
  isShareStatus: z.number().int(),
  /** The actor may share it: any collected paper but the school's own daily practice, already in the library. */
  canShare: z.boolean(),
  /** The actor may cancel the share: the teacher who shared it or a school administrator. */
  canCancelShare: z.boolean(),
  /** Daily practice of the session school, deletable by its creator or a school administrator. */
  canDelete: z.boolean(),
});
export type TCollectionPaper = z.infer<typeof ZCollectionPaperSchema>;
export const ZCollectionPaperPageSchema = z.object({ list: z.array(ZCollectionPaperSchema), total: z.number().int() });
export type TCollectionPaperPage = z.infer<typeof ZCollectionPaperPageSchema>;

/** Answer of SharePaper / CancelSharePaper. */
export const ZPaperShareStateSchema = z.object({ paperGuid: z.string(), isShareStatus: z.number().int() });
export type TPaperShareState = z.infer<typeof ZPaperShareStateSchema>;
