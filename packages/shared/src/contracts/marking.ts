import { z } from 'zod';
import { HomeworkLimits } from '../enums/homework.js';
import { zGuid } from '../validation/common.js';
import { ZStudentFileSchema } from './student-work.js';
import { ZMarkQuestionContentSchema } from './paper-work.js';

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
  /** The bank question and its reference answer, for a homework published from a paper. */
  content: ZMarkQuestionContentSchema.nullish(),
  /** Double marking (双评) of an exam question: marks given per round, answers waiting for the arbiter. */
  doubleMarking: z.object({
    tolerance: z.number(),
    firstCount: z.number().int(),
    secondCount: z.number().int(),
    arbitrationCount: z.number().int(),
    arbitratedCount: z.number().int(),
    /** Whether I am the arbiter of the question (the named one, or the creator when none is named). */
    canArbitrate: z.boolean(),
  }).nullish(),
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
  /** The homework's question files and reference-answer files, shown beside the student's answer while marking. */
  questionFiles: z.array(ZStudentFileSchema),
  answerFiles: z.array(ZStudentFileSchema),
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
  /** The score given so far: null for an answer not yet marked (Mark/Next), set when a marked one is revisited. */
  score: z.number().nullable(),
});
export type TMarkItem = z.infer<typeof ZMarkItemSchema>;
export const ZMarkNextSchema = z.object({
  done: z.boolean(),
  markedCount: z.number().int(),
  unmarkedCount: z.number().int(),
  /**
   * The marker's own part: their share of a question split between reviewers, or under double marking the answers
   * they marked and those still waiting for their mark; the question's counts otherwise.
   */
  mine: z.object({ markedCount: z.number().int(), unmarkedCount: z.number().int() }).optional(),
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
  /** Null for a double-marked question: the total would tell one reviewer the other's mark. */
  totalScore: z.number().nullable(),
  isFullyMarked: z.boolean(),
  /** Double marking: where the answer stands after this mark (done: its final score is written). */
  doubleMarkState: z.enum(['first', 'second', 'arbitration', 'done']).optional(),
});
export type TMarkSaveResult = z.infer<typeof ZMarkSaveResultSchema>;

/** GET /api/Mark/Marked: the answers of question th already scored, to revisit one and change its score. */
export const ZMarkMarkedRequestSchema = z.object({ workGuid: zGuid(), th: zTh() });
export const ZMarkedAnswerSchema = z.object({
  submissionGuid: z.string(),
  /** Null when the homework hides student information from markers. */
  studentName: z.string().nullable(),
  className: z.string().nullable(),
  score: z.number(),
  fullScore: z.number(),
});
export type TMarkedAnswer = z.infer<typeof ZMarkedAnswerSchema>;
export const ZMarkMarkedSchema = z.object({ list: z.array(ZMarkedAnswerSchema) });
export type TMarkMarked = z.infer<typeof ZMarkMarkedSchema>;

/** GET /api/Mark/Item: one answer of question th, marked or not, with the score given so far. */
export const ZMarkItemRequestSchema = z.object({ workGuid: zGuid(), th: zTh(), submissionGuid: zGuid() });

/** GET /api/Mark/Arbitration: the answers of a double-marked question whose two marks differ beyond the tolerance. */
export const ZMarkArbitrationRequestSchema = z.object({ workGuid: zGuid(), th: zTh() });
export const ZMarkArbitrationItemSchema = ZMarkItemSchema.extend({ firstScore: z.number(), secondScore: z.number() });
export type TMarkArbitrationItem = z.infer<typeof ZMarkArbitrationItemSchema>;
export const ZMarkArbitrationSchema = z.object({ tolerance: z.number(), list: z.array(ZMarkArbitrationItemSchema) });
export type TMarkArbitration = z.infer<typeof ZMarkArbitrationSchema>;
/** POST /api/Mark/Arbitrate: the arbiter's score, which becomes the answer's final score. */
export const ZMarkArbitrateRequestSchema = ZMarkSaveRequestSchema;
export type TMarkArbitrateRequest = z.infer<typeof ZMarkArbitrateRequestSchema>;

/**
 * GET /api/Mark/Backlog: the signed-in teacher's marking backlog (手机查看): answers still waiting for a mark in the
 * homework and exams they may mark (their own and their classes'; an administrator's whole school), most recent first.
 */
export const ZMarkBacklogSchema = z.object({
  /** Unmarked answers over every homework, not only those listed. */
  total: z.number().int(),
  list: z.array(z.object({ workGuid: z.string(), name: z.string(), endTime: z.string(), unmarkedCount: z.number().int() })),
});
export type TMarkBacklog = z.infer<typeof ZMarkBacklogSchema>;
/** The homework a backlog lists at most. */
export const MARK_BACKLOG_LIMIT = 50;
