import { z } from 'zod';
import { HomeworkLimits } from '../enums/homework.js';
import { zGuid } from '../validation/common.js';
import { ZStudentFileSchema } from './student-work.js';

const zTh = () => z.coerce.number().int().min(HomeworkLimits.minTh).max(HomeworkLimits.maxTh);

/** GET /api/Mark/Questions: the subjective questions of a homework with their marking progress. */
export const ZMarkQuestionsRequestSchema = z.object({ workGuid: zGuid() });
export const ZMarkQuestionSchema = z.object({
  th: z.number().int(),
  score: z.number(),
  /** 已阅: answers with a score (blank answers are scored 0 on submission). */
  markedCount: z.number().int(),
  /** 未阅: answers still waiting for a teacher. */
  unmarkedCount: z.number().int(),
});
export type TMarkQuestion = z.infer<typeof ZMarkQuestionSchema>;
/** Spec 01 §3 'marking list': commentNumber (marked) and noCommentNumber (unmarked) over all questions, and list. */
export const ZMarkQuestionsSchema = z.object({
  workGuid: z.string(),
  name: z.string(),
  workType: z.number().int(),
  showStudentInfo: z.boolean(),
  commentNumber: z.number().int(),
  noCommentNumber: z.number().int(),
  list: z.array(ZMarkQuestionSchema),
});
export type TMarkQuestions = z.infer<typeof ZMarkQuestionsSchema>;

/** GET /api/Mark/Next: the next unmarked answer of question th after the submission `after` (wrapping round). */
export const ZMarkNextRequestSchema = z.object({ workGuid: zGuid(), th: zTh(), after: zGuid().optional() });
export const ZMarkItemSchema = z.object({
  submissionGuid: z.string(),
  th: z.number().int(),
  fullScore: z.number(),
  /** Null when the homework hides student information from markers (showStudentInfo off). */
  studentName: z.string().nullable(),
  className: z.string().nullable(),
  answer: z.string(),
  images: z.array(ZStudentFileSchema),
  isOverdue: z.boolean(),
});
export type TMarkItem = z.infer<typeof ZMarkItemSchema>;
export const ZMarkNextSchema = z.object({
  done: z.boolean(),
  markedCount: z.number().int(),
  unmarkedCount: z.number().int(),
  item: ZMarkItemSchema.nullable(),
});
export type TMarkNext = z.infer<typeof ZMarkNextSchema>;

/** POST /api/Mark/Save: a score of 0 to the question's score in steps of 0.5. */
export const ZMarkSaveRequestSchema = z.object({
  workGuid: zGuid(),
  th: z.number().int().min(HomeworkLimits.minTh).max(HomeworkLimits.maxTh),
  submissionGuid: zGuid(),
  score: z.number().min(0).max(HomeworkLimits.maxScore),
});
export type TMarkSaveRequest = z.infer<typeof ZMarkSaveRequestSchema>;
export const ZMarkSaveResultSchema = z.object({
  submissionGuid: z.string(),
  th: z.number().int(),
  score: z.number(),
  totalScore: z.number(),
  isFullyMarked: z.boolean(),
});
export type TMarkSaveResult = z.infer<typeof ZMarkSaveResultSchema>;
