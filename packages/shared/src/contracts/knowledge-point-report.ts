import { z } from 'zod';
import { zGuid } from '../validation/common.js';

/**
 * 知识点分析 (spec 03 §2.1 /reports/knowlege-point): the knowledge tree of one subject with the score rate of the
 * chosen classes over a date range, and one point's questions and students. Rates are percentages with two decimals.
 */

const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式不正确' });

const zKnowledgePointFilter = z.object({
  /** When sent it must be the session's school. */
  ruCode: z.string().trim().max(32).optional(),
  km: z.string().trim().min(1, { error: '请选择科目' }).max(32),
  /** Limits "all my classes" to one grade; ignored when classCodes are given. */
  gradeCode: z.string().trim().max(32).default(''),
  /** The classes to compare; none means every class the user may see (of the grade). */
  classCodes: z.array(z.string().trim().min(1).max(32)).max(100, { error: '最多选择100个班级' }).default([]),
  startDay: zDay,
  endDay: zDay,
});
const checkRange = (r: { startDay: string; endDay: string }) => r.startDay <= r.endDay;
const rangeError = { error: '开始日期不能晚于结束日期', path: ['endDay'] };

/** POST /api/WorkReport/KnowledgePoint */
export const ZKnowledgePointRequestSchema = zKnowledgePointFilter.refine(checkRange, rangeError);
export type TKnowledgePointRequest = z.input<typeof ZKnowledgePointRequestSchema>;

const ZKnowledgeClassRateSchema = z.object({ classCode: z.string(), rate: z.number().nullable() });

/** One knowledge point of the tree, its figures rolled up over the points under it. */
export const ZKnowledgePointRowSchema = z.object({
  knowledgeGuid: zGuid(),
  parentGuid: zGuid().nullable(),
  knowledgeName: z.string(),
  /** Questions of the range that test it or a point under it. */
  questionCount: z.number().int(),
  /** Points got ÷ points possible over all chosen classes, percent. */
  rate: z.number().nullable(),
  /** Per chosen class, in the order of `classes`. */
  classes: z.array(ZKnowledgeClassRateSchema),
});
export type TKnowledgePointRow = z.infer<typeof ZKnowledgePointRowSchema>;

export const ZKnowledgePointSchema = z.object({
  classes: z.array(z.object({ classCode: z.string(), className: z.string() })),
  /** Depth first in the bank's order; only points with questions in the range and the points above them. */
  points: z.array(ZKnowledgePointRowSchema),
});
export type TKnowledgePoint = z.infer<typeof ZKnowledgePointSchema>;

/** POST /api/WorkReport/KnowledgePointDetail */
export const ZKnowledgePointDetailRequestSchema = zKnowledgePointFilter.extend({ knowledgeGuid: zGuid() }).refine(checkRange, rangeError);
export type TKnowledgePointDetailRequest = z.input<typeof ZKnowledgePointDetailRequestSchema>;

export const ZKnowledgePointDetailSchema = z.object({
  /** Each question testing the point or a point under it, oldest homework first. */
  questions: z.array(z.object({
    workGuid: zGuid(),
    workName: z.string(),
    /** 'YYYY-MM-DD' China time. */
    day: z.string(),
    th: z.number().int(),
    fullScore: z.number(),
    submitCount: z.number().int(),
    rate: z.number().nullable(),
    /** Students who got less than full marks. */
    lostCount: z.number().int(),
  })),
  /** Every student of the chosen classes who submitted homework with these questions, lowest rate on the point first. */
  students: z.array(z.object({
    studentGuid: zGuid(),
    studentName: z.string(),
    classCode: z.string(),
    className: z.string(),
    questionCount: z.number().int(),
    got: z.number(),
    possible: z.number(),
    rate: z.number().nullable(),
  })),
});
export type TKnowledgePointDetail = z.infer<typeof ZKnowledgePointDetailSchema>;
