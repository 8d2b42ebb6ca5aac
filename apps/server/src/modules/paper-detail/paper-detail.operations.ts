import { z } from 'zod';
import {
  PaperDetailMessages,
  ZAddNoticeRequestSchema,
  ZFinishManualRequestSchema,
  ZManualRequestPageSchema,
  ZManualRequestSchema,
  ZManualRequestsRequestSchema,
  ZManualTransferRequestSchema,
  ZPaperDetailRequestSchema,
  ZPaperDetailSchema,
  ZPaperNoticePageSchema,
  ZPaperNoticesRequestSchema,
  ZPaperToBasketRequestSchema,
  ZPaperToBasketResultSchema,
} from '@zuoyeben/shared';
import type { MemberGuard } from '../../lib/member-guard.js';
import type { Operation } from '../question-bank/question-bank.operations.js';
import { paperDetailService } from './paper-detail.service.js';

const op = <I extends z.ZodType, O extends z.ZodType>(o: Operation<I, O>) => o as unknown as Operation;
const QUESTION_POWER: MemberGuard = { power: 'questionPower' };
const ADMIN: MemberGuard = { admin: true };

/**
 * The paper detail screen's calls (spec 02 "Paper detail screen", §7 AddNotice under ApiWorkService; spec 03 §7.7), at
 * fixed paths and through the question-service family. Reading notices and finishing manual handling is for the
 * school's administrators.
 */
export const PAPER_DETAIL_OPERATIONS: Operation[] = [
  op({ method: 'GET', path: '/api/QuestionBank/PaperDetail', names: ['getPaperDetail'], summary: '试卷详情（题型分组、收藏、答案缺失、人工处理状态）',
    input: ZPaperDetailRequestSchema, output: ZPaperDetailSchema,
    run: async (db, actor, q) => ({ data: await paperDetailService.detail(db, actor, q.paperGuid) }) }),
  op({ method: 'POST', path: '/api/QuestionBank/Papers/AddToBasket', guard: QUESTION_POWER, names: ['addPaperToBasket'], summary: '试卷全部加入试题篮',
    input: ZPaperToBasketRequestSchema, output: ZPaperToBasketResultSchema,
    run: async (db, actor, body) => ({ data: await paperDetailService.addToBasket(db, actor, body), message: PaperDetailMessages.done }) }),
  op({ method: 'POST', path: '/api/QuestionBank/Papers/AddNotice', names: ['AddNotice'], summary: '反馈试卷问题（告知学校管理员）',
    input: ZAddNoticeRequestSchema, output: z.null(),
    run: async (db, actor, body) => { await paperDetailService.addNotice(db, actor, body); return { data: null, message: PaperDetailMessages.noticeSent }; } }),
  op({ method: 'GET', path: '/api/QuestionBank/Papers/Notices', guard: ADMIN, names: ['getPaperNotices'], summary: '试卷问题反馈列表（学校管理员）',
    input: ZPaperNoticesRequestSchema, output: ZPaperNoticePageSchema,
    run: async (db, actor, q) => ({ data: await paperDetailService.notices(db, actor, q) }) }),
  op({ method: 'POST', path: '/api/QuestionBank/Papers/TransferManual', names: ['transferManual'], summary: '整卷转人工处理',
    input: ZManualTransferRequestSchema, output: ZManualRequestSchema,
    run: async (db, actor, body) => ({ data: await paperDetailService.transferManual(db, actor, body), message: PaperDetailMessages.manualSubmitted }) }),
  op({ method: 'GET', path: '/api/QuestionBank/Papers/ManualRequests', guard: ADMIN, names: ['getManualRequests'], summary: '转人工处理申请列表（学校管理员）',
    input: ZManualRequestsRequestSchema, output: ZManualRequestPageSchema,
    run: async (db, actor, q) => ({ data: await paperDetailService.manualRequests(db, actor, q) }) }),
  op({ method: 'POST', path: '/api/QuestionBank/Papers/FinishManual', guard: ADMIN, names: ['finishManual'], summary: '完成人工处理（试卷恢复可用）',
    input: ZFinishManualRequestSchema, output: ZManualRequestSchema,
    run: async (db, actor, body) => ({ data: await paperDetailService.finishManual(db, actor, body), message: PaperDetailMessages.manualFinished }) }),
];
