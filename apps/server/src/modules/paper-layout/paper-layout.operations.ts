import { z } from 'zod';
import {
  ZAdjustPaperConfigRequestSchema,
  ZAdjustPaperItemDataRequestSchema,
  ZLayoutRemoveItemRequestSchema,
  ZLayoutReplaceItemRequestSchema,
  ZNewPaperGuidSchema,
  ZPaperLayoutSchema,
  ZPaperLayoutViewRequestSchema,
  ZPaperStructureRequestSchema,
  ZSavePaperRequestSchema,
  ZSavePaperResultSchema,
  ZSortLayoutRequestSchema,
} from '@zuoyeben/shared';
import type { MemberGuard } from '../../lib/member-guard.js';
import type { Operation } from '../question-bank/question-bank.operations.js';
import { newPaperGuid, paperLayoutService } from './paper-layout.service.js';

const op = <I extends z.ZodType, O extends z.ZodType>(o: Operation<I, O>) => o as unknown as Operation;
/** Laying out a paper is part of the teacher's question bank (spec 02 §6: questionPower). */
const QUESTION_POWER: MemberGuard = { power: 'questionPower' };
const layout = ZPaperLayoutSchema;

/**
 * The paper layout's calls (spec 02 §7 ApiWorkService), each at a REST path with the spec's name and through the
 * question-service family (POST /api/WorkInfo/UniversalInterface with url …/ApiWorkService/<name>).
 */
export const PAPER_LAYOUT_OPERATIONS: Operation[] = [
  op({ method: 'GET', path: '/api/WorkInfo/GetNewPaperGuid', guard: QUESTION_POWER, names: ['GetNewPaperGuid'], summary: '新试卷编号',
    input: z.object({}), output: ZNewPaperGuidSchema,
    run: async () => ({ data: { paperGuid: newPaperGuid() } }) }),
  op({ method: 'GET', path: '/api/PaperLayout/GetPaperStructureJson', guard: QUESTION_POWER, names: ['GetPaperStructureJson'], summary: '组卷排版：试卷结构（草稿）',
    input: ZPaperStructureRequestSchema, output: layout,
    run: async (db, actor, q) => ({ data: await paperLayoutService.layout(db, actor, q) }) }),
  op({ method: 'GET', path: '/api/PaperLayout/PaperLayoutView', guard: QUESTION_POWER, names: ['PaperLayoutView'], summary: '查看排版（已保存试卷，只读）',
    input: ZPaperLayoutViewRequestSchema, output: layout,
    run: async (db, actor, q) => ({ data: await paperLayoutService.view(db, actor, q.paperGuid) }) }),
  op({ method: 'POST', path: '/api/PaperLayout/AdjustPaperConfig', guard: QUESTION_POWER, names: ['AdjustPaperConfig'], summary: '组卷排版：标题与版式设置',
    input: ZAdjustPaperConfigRequestSchema, output: layout,
    run: async (db, actor, body) => ({ data: await paperLayoutService.adjustConfig(db, actor, body) }) }),
  op({ method: 'POST', path: '/api/PaperLayout/AdjustPaperItemData', guard: QUESTION_POWER, names: ['AdjustPaperItemData'], summary: '组卷排版：分值、答题区高度与多选得分规则',
    input: ZAdjustPaperItemDataRequestSchema, output: layout,
    run: async (db, actor, body) => ({ data: await paperLayoutService.adjustItems(db, actor, body) }) }),
  op({ method: 'POST', path: '/api/PaperLayout/SortPaperItem', guard: QUESTION_POWER, names: ['SortLayoutItem'], summary: '组卷排版：题型与试题顺序',
    input: ZSortLayoutRequestSchema, output: layout,
    run: async (db, actor, body) => ({ data: await paperLayoutService.sort(db, actor, body) }) }),
  op({ method: 'POST', path: '/api/PaperLayout/RemoveItem', guard: QUESTION_POWER, names: ['RemoveLayoutItem'], summary: '组卷排版：删除试题',
    input: ZLayoutRemoveItemRequestSchema, output: layout,
    run: async (db, actor, body) => ({ data: await paperLayoutService.remove(db, actor, body), message: '删除成功' }) }),
  op({ method: 'POST', path: '/api/PaperLayout/ReplaceItem', guard: QUESTION_POWER, names: ['ReplaceLayoutItem'], summary: '组卷排版：换一题（原位替换）',
    input: ZLayoutReplaceItemRequestSchema, output: layout,
    run: async (db, actor, body) => ({ data: await paperLayoutService.replace(db, actor, body), message: '替换成功' }) }),
  op({ method: 'POST', path: '/api/PaperLayout/SaveZYPaperAndJson', guard: QUESTION_POWER, names: ['SaveZYPaperAndJson'], summary: '组卷排版：保存试卷（新建或更新）',
    input: ZSavePaperRequestSchema, output: ZSavePaperResultSchema,
    run: async (db, actor, body) => paperLayoutService.save(db, actor, body) }),
];
