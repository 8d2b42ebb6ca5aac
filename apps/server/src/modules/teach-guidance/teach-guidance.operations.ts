import { z } from 'zod';
import {
  ZCacheTeachingGuidanceRequestSchema,
  ZGuidanceChapterItemsRequestSchema,
  ZGuidanceChapterItemsSchema,
  ZHasTeachGuidanceRequestSchema,
  ZHasTeachGuidanceSchema,
  ZPaperInfoRequestSchema,
  ZPaperInfoSchema,
  ZSchoolPaperPageSchema,
  ZSchoolPapersRequestSchema,
  ZTeachingGuidanceRequestSchema,
  ZTeachingGuidanceSchema,
  ZTeachingGuidanceSelectionRequestSchema,
  ZTeachingGuidanceSelectionSchema,
  ZTeachingListRequestSchema,
  ZTeachingListSchema,
} from '@zuoyeben/shared';
import type { Operation } from '../question-bank/question-bank.operations.js';
import { schoolPapersService } from './school-papers.service.js';
import { teachGuidanceService } from './teach-guidance.service.js';

const op = <I extends z.ZodType, O extends z.ZodType>(o: Operation<I, O>) => o as unknown as Operation;

/**
 * School-based work (校本作业): the school paper library, a paper's content and the teaching-guidance books, each at
 * its fixed path and through the question-service family (POST /api/WorkInfo/UniversalInterface; spec 02 §7).
 */
export const SCHOOL_BASED_OPERATIONS: Operation[] = [
  op({ method: 'POST', path: '/api/WorkInfo/GetSchoolQuestionLib', guard: { power: 'questionPower' }, names: ['getSchoolQuestionLib', 'getSchoolPaperList'], summary: '校本试卷库（日常练习与教师共享）',
    input: ZSchoolPapersRequestSchema, output: ZSchoolPaperPageSchema,
    run: async (db, actor, body) => ({ data: await schoolPapersService.library(db, actor, body) }) }),
  op({ method: 'GET', path: '/api/QuestionBank/PaperInfo', names: ['getPaperInfo'], summary: '试卷内容（按题型分组）',
    input: ZPaperInfoRequestSchema, output: ZPaperInfoSchema,
    run: async (db, actor, q) => ({ data: await schoolPapersService.info(db, actor, q.paperGuid, q.isItemTypeStructure) }) }),

  op({ method: 'GET', path: '/api/TeachGuidance/HasTeachGuidance', names: ['hasTeachGuidance'], summary: '学校是否有教辅',
    input: ZHasTeachGuidanceRequestSchema, output: ZHasTeachGuidanceSchema,
    run: async (db, actor, q) => ({ data: await teachGuidanceService.hasTeachGuidance(db, actor, q.ruCode) }) }),
  op({ method: 'GET', path: '/api/TeachGuidance/GetList', names: ['getTeachingList'], summary: '教辅列表（按年级）',
    input: ZTeachingListRequestSchema, output: ZTeachingListSchema,
    run: async (db, actor, q) => ({ data: await teachGuidanceService.list(db, actor, q) }) }),
  op({ method: 'GET', path: '/api/TeachGuidance/GetTeachingGuidence', names: ['getTeachingGuidence', 'getTeachingGuidance'], summary: '教辅详情与章节树',
    input: ZTeachingGuidanceRequestSchema, output: ZTeachingGuidanceSchema,
    run: async (db, actor, q) => ({ data: await teachGuidanceService.detail(db, actor, q.teachingGuidanceGuid) }) }),
  op({ method: 'GET', path: '/api/TeachGuidance/ViewTeachingGuidanceChapter', names: ['viewTeachingGuidanceChapter'], summary: '教辅章节试题',
    input: ZGuidanceChapterItemsRequestSchema, output: ZGuidanceChapterItemsSchema,
    run: async (db, actor, q) => ({ data: await teachGuidanceService.chapterItems(db, actor, q) }) }),
  op({ method: 'POST', path: '/api/TeachGuidance/CacheSelectTeachingGuidence', names: ['cacheSelectTeachingGuidence'], summary: '记住所选教辅',
    input: ZCacheTeachingGuidanceRequestSchema, output: z.null(),
    run: async (db, actor, body) => { await teachGuidanceService.cacheSelection(db, actor, body); return { data: null }; } }),
  op({ method: 'GET', path: '/api/TeachGuidance/GetSelectTeachingGuidence', names: ['getSelectTeachingGuidence'], summary: '上次所选教辅',
    input: ZTeachingGuidanceSelectionRequestSchema, output: ZTeachingGuidanceSelectionSchema,
    run: async (db, actor, q) => ({ data: await teachGuidanceService.selection(db, actor, q) }) }),
];
