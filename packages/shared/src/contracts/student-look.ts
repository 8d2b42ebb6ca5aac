import { z } from 'zod';
import { zGuid } from '../validation/common.js';

/**
 * 学生学情 (spec 03 §2.1 /reports/studentLook): one student's homework and exams of a subject, their trend against the
 * class, knowledge-point mastery and lost questions, for a parent meeting. Rates are percentages with two decimals;
 * a figure with nothing to divide by is null (shown as --).
 */

const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式不正确' });
const zCode = (error: string) => z.string().trim().min(1, { error }).max(32);

/** GET /api/WorkReport/StudentLookStudents: the students of a class the user may see. */
export const ZStudentLookStudentsQuerySchema = z.object({ ruCode: z.string().trim().max(32).optional(), classCode: zCode('请选择班级') });
export type TStudentLookStudentsQuery = z.input<typeof ZStudentLookStudentsQuerySchema>;

export const ZStudentLookStudentsSchema = z.array(z.object({ stuGuid: zGuid(), name: z.string() }));
export type TStudentLookStudents = z.infer<typeof ZStudentLookStudentsSchema>;

/** GET /api/WorkReport/StudentLook: the range is optional on either side (China days, both ends included). */
export const ZStudentLookQuerySchema = z
  .object({
    ruCode: z.string().trim().max(32).optional(),
    classCode: zCode('请选择班级'),
    stuGuid: z.uuid({ error: '请选择学生' }),
    km: zCode('请选择科目'),
    startDay: zDay.optional(),
    endDay: zDay.optional(),
  })
  .refine((q) => !q.startDay || !q.endDay || q.startDay <= q.endDay, { error: '开始日期不能晚于结束日期', path: ['endDay'] });
export type TStudentLookQuery = z.input<typeof ZStudentLookQuerySchema>;

/** One homework or exam of the class in the range, newest first. */
export const ZStudentLookWorkSchema = z.object({
  workGuid: zGuid(),
  name: z.string(),
  isExam: z.boolean(),
  /** 'YYYY-MM-DD' China time, the day it started. */
  day: z.string(),
  fullScore: z.number(),
  isSubmitted: z.boolean(),
  /** The student's total; null when not submitted. */
  score: z.number().nullable(),
  rate: z.number().nullable(),
  classSubmitCount: z.number().int(),
  classAvgScore: z.number().nullable(),
  classAvgRate: z.number().nullable(),
  /** 1 + classmates who scored more (ties share a rank); null when not submitted. */
  rank: z.number().int().nullable(),
});
export type TStudentLookWork = z.infer<typeof ZStudentLookWorkSchema>;

/** A knowledge point of the submitted works: the student's points got ÷ possible beside the class's, weakest first. */
export const ZStudentLookKnowledgeSchema = z.object({
  knowledgeGuid: zGuid(),
  knowledgeName: z.string(),
  got: z.number(),
  possible: z.number(),
  rate: z.number().nullable(),
  classRate: z.number().nullable(),
  /** Works that tested it. */
  workCount: z.number().int(),
});
export type TStudentLookKnowledge = z.infer<typeof ZStudentLookKnowledgeSchema>;

/** A marked question of a submitted work on which the student lost points (left out counts 0). */
export const ZStudentLookWrongSchema = z.object({
  workGuid: zGuid(),
  workName: z.string(),
  day: z.string(),
  th: z.number().int(),
  score: z.number(),
  fullScore: z.number(),
  knowledgeNames: z.array(z.string()),
});
export type TStudentLookWrong = z.infer<typeof ZStudentLookWrongSchema>;

export const ZStudentLookSchema = z.object({
  stuGuid: zGuid(),
  studentName: z.string(),
  classCode: z.string(),
  className: z.string(),
  km: z.string(),
  works: z.array(ZStudentLookWorkSchema),
  knowledge: z.array(ZStudentLookKnowledgeSchema),
  wrongQuestions: z.array(ZStudentLookWrongSchema),
});
export type TStudentLook = z.infer<typeof ZStudentLookSchema>;
