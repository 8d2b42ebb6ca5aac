import { z } from 'zod';
import { zGuid } from '../validation/common.js';
import { ZStudentQuestionContentSchema } from './paper-work.js';

/**
 * 举一反三 in the student's wrong-question book (issue 14 item 5): for a knowledge point of the book, bank questions
 * the student can answer on the phone, scored at once. Every question says why it was chosen (the rules below).
 */

/** How many similar questions one practice holds. */
export const SIMILAR_PRACTICE_SIZE = 5;

/** The rules as the page states them. */
export const SIMILAR_PRACTICE_RULE =
  `从题库中选出考查该知识点（含下级知识点）的单选、多选、判断题，排除你在作业中做过的题，难度最接近你在该知识点得分率对应难度的优先，最多 ${SIMILAR_PRACTICE_SIZE} 道。`;

export const SimilarPracticeMessages = {
  notInBook: '错题本中没有这个知识点',
  notCandidate: '这道题不在该知识点的练习中',
  emptyAnswer: '请先作答',
} as const;

/** GET /api/Student/WrongBook/Practice?knowledgeGuid= */
export const ZSimilarPracticeQuerySchema = z.object({ knowledgeGuid: z.uuid({ error: '请选择知识点' }) });
export type TSimilarPracticeQuery = z.input<typeof ZSimilarPracticeQuerySchema>;

export const ZSimilarPracticeItemSchema = z.object({
  itemGuid: zGuid(),
  /** As answered on the phone: 1 single choice (true/false is A 对 / B 错), 2 multiple choice. */
  type: z.number().int(),
  optionCount: z.number().int(),
  difficulty: z.number().int(),
  difficultyName: z.string(),
  /** Stem and options; the explanation is withheld until the student answers. */
  content: ZStudentQuestionContentSchema,
  /** Why the question was chosen, one sentence each. */
  reasons: z.array(z.string()),
});
export type TSimilarPracticeItem = z.infer<typeof ZSimilarPracticeItemSchema>;

export const ZSimilarPracticeSchema = z.object({
  knowledgeGuid: zGuid(),
  knowledgeName: z.string(),
  km: z.string(),
  /** The student's score rate on the point over their ended homework; null without marked answers on it. */
  myRate: z.number().nullable(),
  /** How many questions of the point the student lost. */
  lostCount: z.number().int(),
  list: z.array(ZSimilarPracticeItemSchema),
});
export type TSimilarPractice = z.infer<typeof ZSimilarPracticeSchema>;

/** POST /api/Student/WrongBook/Practice/Check: one answer, scored at once (nothing is stored). */
export const ZSimilarPracticeCheckRequestSchema = z.object({
  knowledgeGuid: z.uuid({ error: '请选择知识点' }),
  itemGuid: z.uuid({ error: '题目不存在' }),
  answer: z.string().trim().min(1, { error: SimilarPracticeMessages.emptyAnswer }).max(20),
});
export type TSimilarPracticeCheckRequest = z.input<typeof ZSimilarPracticeCheckRequestSchema>;
export const ZSimilarPracticeCheckSchema = z.object({
  isCorrect: z.boolean(),
  /** The key as letters (true/false: A 对, B 错). */
  answerKey: z.string(),
  explanation: z.string().nullable(),
});
export type TSimilarPracticeCheck = z.infer<typeof ZSimilarPracticeCheckSchema>;
