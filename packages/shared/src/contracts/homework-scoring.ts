/**
 * Multiple-choice rules, answer-key edits and explicit rescoring (issue items 6 and 8). Nothing here rescores on its
 * own: edits answer pendingRescore, and only POST /api/WorkInfo/Rescore changes submissions.
 */
import { z } from 'zod';
import { ZWorkQuestionInputSchema } from './homework.js';

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

/** someScoceSetting: a JSON string of letter → score (an object is accepted too). */
const zSomeScoceSetting = z.union([z.string().max(2000), z.record(z.string(), z.number())]).transform((v, ctx) => {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(v);
    const checked = z.record(z.string().regex(/^[A-H]$/), z.number()).safeParse(parsed);
    if (checked.success) return checked.data;
  } catch {
    // falls through to the issue below
  }
  ctx.addIssue({ code: 'custom', message: '得分标准格式不正确' });
  return z.NEVER;
});

/** POST /api/WorkInfo/SaveWorkMultSetting: isDefault true restores the default rule of a question. */
export const ZSaveWorkMultSettingRequestSchema = z.object({
  workInfoGuid: z.uuid(),
  ruCode: z.string().trim().max(32).optional(),
  multSettingInputs: z
    .array(
      z.object({
        th: z.number().int().min(1).max(199),
        isDefault: z.boolean(),
        someWrong: z.union([z.literal(1), z.literal(2)]).default(1),
        someRight: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(3),
        unifyScore: z.number().default(0),
        someScoceSetting: zSomeScoceSetting.default({}),
      }),
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
