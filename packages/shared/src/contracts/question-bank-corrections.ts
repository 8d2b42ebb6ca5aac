import { z } from 'zod';
import {
  CORRECTION_REASON_CODES,
  CORRECTION_REASONS,
  CORRECTION_STATUSES,
  CorrectionLimits,
  CorrectionMessages,
} from '../enums/corrections.js';
import { zGuid, zPaging } from '../validation/common.js';
import { ZBankItemSchema, zKm, zPeriod } from './question-bank.js';

/** Question corrections (纠错): a teacher's report and the school administrators' review (spec 02 §2, §5, §7, §9). */

/** A reason as sent: its code (1–7, also as text) or its Chinese name. */
function reasonCodeOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  return CORRECTION_REASONS.find((r) => r.name === text)?.code ?? text;
}

/**
 * The reasons: one or more, "joined with commas on submit" (spec 02 §5) — so '1,3' — or a list. Repeats count once;
 * nothing chosen reads 请选择纠错原因.
 */
const zReasons = () =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null) return [];
      const list = typeof v === 'string' ? v.split(/[,，]/).map((s) => s.trim()).filter(Boolean) : v;
      return Array.isArray(list) ? [...new Set(list.map(reasonCodeOf))] : list;
    },
    z.array(
      z.number({ error: CorrectionMessages.reasonInvalid }).int()
        .refine((code) => CORRECTION_REASON_CODES.includes(code), { error: CorrectionMessages.reasonInvalid }),
      { error: CorrectionMessages.reasonRequired },
    ).min(1, { error: CorrectionMessages.reasonRequired }),
  );

/** An optional text of at most `max` characters; null and absent are ''. */
const zNote = (max: number, message: string) =>
  z.preprocess((v) => v ?? '', z.string().trim().max(max, { error: message }));

/** POST /api/QuestionBank/Corrections/Save (saveItemCorrection): itemGuid, itemVersion, reason, remark. */
export const ZSaveItemCorrectionRequestSchema = z.object({
  itemGuid: zGuid(),
  itemVersion: z.coerce.number().int().min(1).default(1),
  reason: zReasons(),
  remark: zNote(CorrectionLimits.remarkMaxLength, CorrectionMessages.remarkTooLong),
});
/** What a client sends: reason as '1,3' (codes joined with commas) or as a list of codes. */
export interface TSaveItemCorrectionRequest {
  itemGuid: string;
  itemVersion: number;
  reason: string | number[];
  remark?: string;
}
export const ZSaveItemCorrectionSchema = z.object({ id: z.number().int() });

const zCorrectionStatus = () =>
  z.coerce.number().int().refine((v) => (CORRECTION_STATUSES as number[]).includes(v), { error: '处理状态不正确' });

/** POST /api/QuestionBank/Corrections/List: the school's corrections, by status, period and subject. */
export const ZItemCorrectionListRequestSchema = z.object({
  /** Absent or null: every status. */
  status: zCorrectionStatus().nullish(),
  period: zPeriod().nullish(),
  km: zKm().nullish(),
  ...zPaging,
});
export type TItemCorrectionListRequest = z.input<typeof ZItemCorrectionListRequestSchema>;
export type TItemCorrectionListQuery = z.output<typeof ZItemCorrectionListRequestSchema>;

/** The reported item as it is now, enough to show it (stem, options, answer, explanation) and label it. */
export const ZCorrectionItemSchema = ZBankItemSchema.pick({
  itemGuid: true,
  itemTypeGuid: true,
  itemTypeName: true,
  stem: true,
  options: true,
  answer: true,
  subItems: true,
  explanation: true,
  difficultyName: true,
  knowledgeNames: true,
  source: true,
  sourceName: true,
  period: true,
  km: true,
}).extend({ version: z.number().int() });
export type TCorrectionItem = z.infer<typeof ZCorrectionItemSchema>;

export const ZItemCorrectionSchema = z.object({
  id: z.number().int(),
  itemGuid: z.string(),
  /** The version the teacher reported. */
  itemVersion: z.number().int(),
  item: ZCorrectionItemSchema,
  reasons: z.array(z.number().int()),
  reasonNames: z.array(z.string()),
  remark: z.string(),
  reporterName: z.string(),
  createdAt: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  handlerName: z.string().nullable(),
  handledAt: z.string().nullable(),
  handledNote: z.string(),
  /** The item version that fixed it (status 1). */
  fixedVersion: z.number().int().nullable(),
});
export type TItemCorrection = z.infer<typeof ZItemCorrectionSchema>;

export const ZItemCorrectionPageSchema = z.object({
  list: z.array(ZItemCorrectionSchema),
  total: z.number().int(),
  /** Counts per status under the same period and subject, for the status tabs. */
  counts: z.object({ pending: z.number().int(), fixed: z.number().int(), dismissed: z.number().int() }),
});
export type TItemCorrectionPage = z.infer<typeof ZItemCorrectionPageSchema>;

const zCorrectionId = () => z.coerce.number({ error: CorrectionMessages.notFound }).int().min(1, { error: CorrectionMessages.notFound });

/** POST /api/QuestionBank/Corrections/Dismiss: 忽略, with an optional note. */
export const ZDismissItemCorrectionRequestSchema = z.object({
  id: zCorrectionId(),
  note: zNote(CorrectionLimits.noteMaxLength, CorrectionMessages.noteTooLong),
});
export type TDismissItemCorrectionRequest = z.input<typeof ZDismissItemCorrectionRequestSchema>;

/**
 * POST /api/QuestionBank/Corrections/Fixed: the question editor calls it after saving the new version that fixes the
 * report; fixedVersion must be newer than the reported one and already saved. Repeating it changes nothing.
 */
export const ZFixItemCorrectionRequestSchema = z.object({
  id: zCorrectionId(),
  fixedVersion: z.coerce.number({ error: '修正版本不正确' }).int({ error: '修正版本不正确' }).min(1, { error: '修正版本不正确' }),
  note: zNote(CorrectionLimits.noteMaxLength, CorrectionMessages.noteTooLong),
});
export type TFixItemCorrectionRequest = z.input<typeof ZFixItemCorrectionRequestSchema>;
