import { z } from 'zod';
import { ManualStatus, PaperDetailLimits, PaperDetailMessages } from '../enums/paper-detail.js';
import { zGuid } from '../validation/common.js';
import { optionalOf, zJsonList, ZSubjectScopeSchema } from './question-bank.js';
import { ZPaperInfoSchema } from './school-based.js';

/**
 * The paper detail screen (spec 02 "Paper detail screen", §4–§6; spec 03 §7.7): the paper with what its actions need,
 * adding it whole to the basket, AddNotice (a teacher reports a problem) and the transfer to manual handling.
 */

/** Question numbers (1-based, across sections), sent as a list or as its JSON string (thJson). */
const zQuestionNumbers = () => zJsonList(z.array(z.coerce.number({ error: PaperDetailMessages.questionNumberInvalid }).int(PaperDetailMessages.questionNumberInvalid)
  .min(1, PaperDetailMessages.questionNumberInvalid).max(500, PaperDetailMessages.questionNumberInvalid)).max(500)).default([]);

/** GET /api/QuestionBank/PaperDetail?paperGuid=. */
export const ZPaperDetailRequestSchema = z.object({ paperGuid: zGuid() });

/** A pending or finished transfer to manual handling. */
export const ZManualRequestSchema = z.object({
  id: z.number().int(),
  paperGuid: z.string(),
  paperName: z.string(),
  km: z.string(),
  period: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  remark: z.string(),
  questions: z.array(z.number().int()),
  requesterName: z.string(),
  requesterPhone: z.string(),
  createTime: z.string(),
  finishTime: z.string().nullable(),
  finisherName: z.string().nullable(),
  result: z.string(),
});
export type TManualRequest = z.infer<typeof ZManualRequestSchema>;

/** The paper with the facts its actions read. */
export const ZPaperDetailSchema = ZPaperInfoSchema.extend({
  /** The creator's phone (the spec's user code) for the layout-button rule; null for a platform paper. */
  creatorPhone: z.string().nullable(),
  creatorName: z.string().nullable(),
  isCollection: z.boolean(),
  /** Numbers (1-based, across sections) of questions without an answer: the answer-lack warning. */
  answerLackNumbers: z.array(z.number().int()),
  /** The transfer to manual handling that holds the paper now, or null when it can be used. */
  manual: ZManualRequestSchema.nullable(),
  /** Not held by manual handling: adding, publishing and layout are open. */
  isClickable: z.boolean(),
  paperType: z.number().int(),
  sideType: z.number().int(),
});
export type TPaperDetail = z.infer<typeof ZPaperDetailSchema>;

/** POST /api/QuestionBank/Papers/AddToBasket: every question of the paper, with its score, into the basket. */
export const ZPaperToBasketRequestSchema = ZSubjectScopeSchema.extend({ paperGuid: zGuid() });
export const ZPaperToBasketResultSchema = z.object({ added: z.number().int(), skipped: z.number().int() });
export type TPaperToBasketResult = z.infer<typeof ZPaperToBasketResultSchema>;

/** AddNotice (paperGuid, message, thJson): a teacher tells the school administrator about a problem with questions. */
export const ZAddNoticeRequestSchema = z.object({
  paperGuid: zGuid(),
  message: z.string().trim().min(1, PaperDetailMessages.noticeEmpty).max(PaperDetailLimits.maxNoticeLength,
    `问题描述不能超过${PaperDetailLimits.maxNoticeLength}个字`),
  thJson: zQuestionNumbers(),
});
export type TAddNoticeRequest = z.input<typeof ZAddNoticeRequestSchema>;

export const ZPaperNoticeSchema = z.object({
  id: z.number().int(),
  paperGuid: z.string(),
  paperName: z.string(),
  message: z.string(),
  questions: z.array(z.number().int()),
  reporterName: z.string(),
  reporterPhone: z.string(),
  createTime: z.string(),
});
export type TPaperNotice = z.infer<typeof ZPaperNoticeSchema>;
export const ZPaperNoticePageSchema = z.object({ list: z.array(ZPaperNoticeSchema), total: z.number().int() });
export type TPaperNoticePage = z.infer<typeof ZPaperNoticePageSchema>;

const zPaging = {
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
};
/** GET /api/QuestionBank/Papers/Notices (administrators): the school's problem reports, newest first. */
export const ZPaperNoticesRequestSchema = z.object(zPaging);

/** POST /api/QuestionBank/Papers/TransferManual: remark and question numbers are optional (spec 02 §5). */
export const ZManualTransferRequestSchema = z.object({
  paperGuid: zGuid(),
  remark: optionalOf(z.string().trim().max(PaperDetailLimits.maxRemarkLength, `备注不能超过${PaperDetailLimits.maxRemarkLength}个字`)),
  questions: zQuestionNumbers(),
});
export type TManualTransferRequest = z.input<typeof ZManualTransferRequestSchema>;

/** GET /api/QuestionBank/Papers/ManualRequests (administrators): status 1 pending (default), 2 finished. */
export const ZManualRequestsRequestSchema = z.object({
  status: z.coerce.number().int().refine((v) => v === ManualStatus.Pending || v === ManualStatus.Finished, { error: '处理状态不正确' })
    .default(ManualStatus.Pending),
  ...zPaging,
});
export type TManualRequestsRequest = z.input<typeof ZManualRequestsRequestSchema>;
export const ZManualRequestPageSchema = z.object({ list: z.array(ZManualRequestSchema), total: z.number().int() });
export type TManualRequestPage = z.infer<typeof ZManualRequestPageSchema>;

/** POST /api/QuestionBank/Papers/FinishManual (administrators): the paper is usable again. */
export const ZFinishManualRequestSchema = z.object({
  id: z.coerce.number().int().min(1),
  result: optionalOf(z.string().trim().max(PaperDetailLimits.maxResultLength, `处理说明不能超过${PaperDetailLimits.maxResultLength}个字`)),
});
export type TFinishManualRequest = z.input<typeof ZFinishManualRequestSchema>;
