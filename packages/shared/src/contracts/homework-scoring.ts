/**
 * Multiple-choice rules, answer-key edits and explicit rescoring (issue items 6 and 8). Nothing here rescores on its
 * own: edits answer pendingRescore, and only POST /api/WorkInfo/Rescore changes submissions.
 */
import { z } from 'zod';
import { ZMultSettingInputSchema, ZWorkQuestionInputSchema } from './homework.js';

/** GET /api/WorkInfo/GetWorkMultSetting?workInfoGuid: one row per multiple-choice question. */
export const ZWorkMultSettingQuerySchema = z.object({ workInfoGuid: z.uuid(), ruCode: z.string().trim().max(32).optional() });
export const ZWorkMultSettingRowSchema = z.object({
  th: z.number().int(),
  score: z.number(),
  answer: z.string(),
  isDefault: z.boolean(),
  /** 1 a wrong option scores nothing; 2 right options still score. */
  someWrong: z.number().int(),
  /** 1 uniform score; 2 per option; 3 half. */
  someRight: z.number().int(),
  unifyScore: z.number(),
  /** Per-letter scores as a JSON string, e.g. '{"A":1,"C":1}' (spec 01 §3). */
  someScoceSetting: z.string(),
});
export type TWorkMultSettingRow = z.infer<typeof ZWorkMultSettingRowSchema>;
export const ZWorkMultSettingListSchema = z.object({ list: z.array(ZWorkMultSettingRowSchema) });

/** POST /api/WorkInfo/SaveWorkMultSetting: isDefault true restores the default rule of a question. */
export const ZSaveWorkMultSettingRequestSchema = z.object({
  workInfoGuid: z.uuid(),
  ruCode: z.string().trim().max(32).optional(),
  multSettingInputs: z
    .array(
      ZMultSettingInputSchema.extend({ th: z.number().int().min(1).max(199) }),
    )
    .min(1)
    .max(199),
});
export type TSaveWorkMultSettingRequest = z.input<typeof ZSaveWorkMultSettingRequestSchema>;

/** Data of an edit: submissions whose objective scores would change on an explicit rescore. */
export const ZPendingRescoreSchema = z.object({ pendingRescore: z.number().int() });

/**
 * POST /api/WorkInfo/UpdateWorkQuestion: new answers and scores (and, before anyone submitted, types, numbers and
 * option counts). Creator, Salesman or Collector only.
 */
export const ZUpdateWorkQuestionRequestSchema = z.object({
  workInfoGuid: z.uuid(),
  ruCode: z.string().trim().max(32).optional(),
  list: z.array(ZWorkQuestionInputSchema).max(199),
});

/** POST /api/WorkInfo/Rescore (重新计分): recompute every submission from the current questions and rules. */
export const ZRescoreRequestSchema = z.object({ workInfoGuid: z.uuid(), ruCode: z.string().trim().max(32).optional() });
/** changed: submissions whose scores changed; total: submissions looked at. */
export const ZRescoreResultSchema = z.object({ changed: z.number().int(), total: z.number().int() });
