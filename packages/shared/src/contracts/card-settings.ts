/**
 * The school's answer-card and machine-read settings (个人中心 答题卡 / 机阅设置, spec 03 §2.9) and the layout
 * configuration of a card (spec 03 §7.4 GetExportAnswerConfig). Administrators (Salesman, Collector) edit them;
 * teachers read them.
 */
import { z } from 'zod';
import { ANSWER_CARD_COLUMNS, answerCardOptionsProblem, STUDENT_ID_DIGITS } from '../rules/answer-card.js';

export const CardSettingsMessages = {
  saved: '保存成功',
  bandOrder: '复核区间的下限必须小于上限',
  bandRange: '复核区间应在 0～1 之间',
  templateNotFound: '答题卡不存在或不属于本校',
  notCardWork: '只有扫描作业或单独答题卡的作业可以设置答题卡',
  notAnArea: (th: string) => `第${th}题没有作答区，不能设置高度`,
} as const;

const zDigits = z.number({ error: '请填写学号位数' }).int('学号位数应为整数')
  .min(STUDENT_ID_DIGITS.min, `学号位数应在 ${STUDENT_ID_DIGITS.min}～${STUDENT_ID_DIGITS.max} 位之间`)
  .max(STUDENT_ID_DIGITS.max, `学号位数应在 ${STUDENT_ID_DIGITS.min}～${STUDENT_ID_DIGITS.max} 位之间`);

export const ZAnswerCardOptionsSchema = z.object({
  paperSize: z.enum(['A4', 'A3'], { error: '纸张只能是 A4 或 A3' }),
  columns: z.number().int().min(1).max(3),
  studentIdDigits: zDigits,
});

/** GET /api/AnswerCard/GetSettings: the school's card defaults and whether the actor may change them. */
export const ZAnswerCardSettingsSchema = ZAnswerCardOptionsSchema.extend({
  canEdit: z.boolean(),
  /** Columns each paper size allows. */
  columnChoices: z.object({ A4: z.array(z.number()), A3: z.array(z.number()) }),
});
export type TAnswerCardSettings = z.infer<typeof ZAnswerCardSettingsSchema>;

/** POST /api/AnswerCard/SaveSettings (administrators). */
export const ZSaveAnswerCardSettingsRequestSchema = ZAnswerCardOptionsSchema.superRefine((o, ctx) => {
  const problem = answerCardOptionsProblem(o);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['columns'] });
});
export type TSaveAnswerCardSettingsRequest = z.infer<typeof ZSaveAnswerCardSettingsRequestSchema>;

export const ANSWER_CARD_COLUMN_CHOICES = { A4: [...ANSWER_CARD_COLUMNS.A4], A3: [...ANSWER_CARD_COLUMNS.A3] };

/** GET /api/AnswerCard/Templates: the school's works printed with an answer card (machine-read or separate card). */
export const ZAnswerCardTemplatesRequestSchema = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  workName: z.string().trim().max(50).optional(),
});
export const ZAnswerCardTemplateSchema = z.object({
  workGuid: z.string(),
  workName: z.string(),
  workCode: z.string(),
  workType: z.number(),
  km: z.string(),
  paperGuid: z.string(),
  paperSize: z.enum(['A4', 'A3']),
  columns: z.number(),
  studentIdDigits: z.number(),
  /** Sheets the card prints on. */
  pages: z.number(),
  /** Layout version printed in every page's QR code. */
  version: z.number(),
  createdAt: z.string(),
});
export type TAnswerCardTemplate = z.infer<typeof ZAnswerCardTemplateSchema>;
export const ZAnswerCardTemplatesSchema = z.object({ total: z.number(), list: z.array(ZAnswerCardTemplateSchema) });
export type TAnswerCardTemplates = z.infer<typeof ZAnswerCardTemplatesSchema>;

/** GET /api/TemplateImage/GetExportAnswerConfig (spec 03 §7.4): jobKey (a work of the school) → configUrl. */
export const ZExportAnswerConfigRequestSchema = z.object({ jobKey: z.uuid('答题卡编号无效') });
export const ZExportAnswerConfigSchema = z.object({
  configUrl: z.string(),
  fileName: z.string(),
  version: z.number(),
  paperSize: z.enum(['A4', 'A3']),
  columns: z.number(),
  studentIdDigits: z.number(),
  pages: z.number(),
});
export type TExportAnswerConfig = z.infer<typeof ZExportAnswerConfigSchema>;

/** GET /api/MachineRead/GetScanSettings: the school's machine-read settings (机阅设置). */
export const ZScanSettingsValuesSchema = z.object({
  /** spec 01 §3 reviewType: 0 mark first then scan with marks; 1 scan first then mark online. */
  reviewType: z.union([z.literal(0), z.literal(1)], { error: '阅卷方式只能是 0 或 1' }),
  studentIdDigits: zDigits,
  /** The review band between an empty bubble (0) and a clear mark (1): darkness in [low, high) goes to review. */
  bandLow: z.number({ error: '请填写复核区间下限' }).min(0, CardSettingsMessages.bandRange).max(1, CardSettingsMessages.bandRange),
  bandHigh: z.number({ error: '请填写复核区间上限' }).min(0, CardSettingsMessages.bandRange).max(1, CardSettingsMessages.bandRange),
});
export type TScanSettingsValues = z.infer<typeof ZScanSettingsValuesSchema>;
export const ZScanSettingsSchema = ZScanSettingsValuesSchema.extend({ canEdit: z.boolean() });
export type TScanSettings = z.infer<typeof ZScanSettingsSchema>;

/** POST /api/MachineRead/SaveScanSettings (administrators). */
export const ZSaveScanSettingsRequestSchema = ZScanSettingsValuesSchema.refine((s) => s.bandLow < s.bandHigh, {
  message: CardSettingsMessages.bandOrder,
  path: ['bandHigh'],
});
export type TSaveScanSettingsRequest = z.infer<typeof ZSaveScanSettingsRequestSchema>;

/**
 * A homework's own answer card (issue 13 item 1): GET /api/AnswerCard/GetWorkCard?workGuid= and POST
 * /api/AnswerCard/SaveWorkCard. A machine-read homework, exam or a work with a separate card may override the school's
 * defaults; its card PDF and the reading of its scans both use them. Changing them changes the layout's fingerprint in
 * the QR code: a card printed before is not read (the page waits in review with a message), so print it again.
 */
export const ZWorkCardRequestSchema = z.object({ workGuid: z.uuid('作业编号无效') });
export const ZWorkCardSchema = ZAnswerCardOptionsSchema.extend({
  workGuid: z.string(),
  workName: z.string(),
  /** spec 01 §3: 1 questions and card combined; 2 a separate card. */
  answerSheetType: z.number(),
  /** 0: as many pages as the card needs; 1 or 2: the homework's choice. */
  pageCount: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** True when the homework has its own options (false: the school's defaults). */
  own: z.boolean(),
  defaults: ZAnswerCardOptionsSchema,
  /** The written-answer boxes: question number, height in mm, and whether the homework set it. */
  areas: z.array(z.object({ th: z.number(), heightMm: z.number(), own: z.boolean() })),
  /** Sheets the card prints on and its layout fingerprint (printed in the QR code). */
  pages: z.number(),
  fingerprint: z.string(),
  /** Pages of this homework already scanned (printed with the options of their time). */
  scannedPages: z.number(),
  columnChoices: z.object({ A4: z.array(z.number()), A3: z.array(z.number()) }),
});
export type TWorkCard = z.infer<typeof ZWorkCardSchema>;

export const ZSaveWorkCardRequestSchema = z.union([
  z.object({ workGuid: z.uuid('作业编号无效'), reset: z.literal(true) }),
  ZAnswerCardOptionsSchema.extend({
    workGuid: z.uuid('作业编号无效'),
    pageCount: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '答题卡只能是 1 页或 2 页' }).default(0),
    areaHeightsMm: z.record(z.string().regex(/^\d+$/, '题号无效'), z.number({ error: '请填写作答区高度' })).default({}),
    answerSheetType: z.union([z.literal(1), z.literal(2)], { error: '答题卡类型只能是 1 或 2' }).optional(),
  }),
]);
export type TSaveWorkCardRequest = z.input<typeof ZSaveWorkCardRequestSchema>;
