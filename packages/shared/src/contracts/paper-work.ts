import { z } from 'zod';

/** GET /api/WorkInfo/GetPaperForWork: the paper the publish settings page (job-basic?paperGuid=…) publishes. */
export const ZPaperForWorkQuerySchema = z.object({
  paperGuid: z.uuid({ error: '试卷不存在' }),
  ruCode: z.string().trim().max(32).optional(),
});
export type TPaperForWorkQuery = z.infer<typeof ZPaperForWorkQuerySchema>;

/** One question the work will have: its number, type (1 single, 2 multiple, 3 subjective) and score. */
export const ZPaperWorkQuestionSchema = z.object({ th: z.number().int(), type: z.number().int(), score: z.number() });

export const ZPaperForWorkSchema = z.object({
  paperGuid: z.string(),
  name: z.string(),
  km: z.string(),
  periodCode: z.string(),
  gradeCode: z.string().nullable(),
  /** Questions the work will have (a group item counts once per sub-question). */
  questionCount: z.number().int(),
  objectiveCount: z.number().int(),
  subjectiveCount: z.number().int(),
  totalScore: z.number(),
  questions: z.array(ZPaperWorkQuestionSchema),
});
export type TPaperForWork = z.infer<typeof ZPaperForWorkSchema>;

/** A bank question as the student's phone shows it (stem and options are rich text: HTML with `$…$` TeX and SVG). */
export const ZStudentQuestionContentSchema = z.object({
  /** The bank's name of the question's type (单选题, 判断题, 填空题, 解答题, …). */
  typeName: z.string(),
  /** The shared passage of a group item, shown before its first sub-question. */
  material: z.string().nullable(),
  stem: z.string(),
  options: z.array(z.object({ label: z.string(), text: z.string() })),
  /** The explanation, once the answers are published to the student. */
  explanation: z.string().nullable(),
});
export type TStudentQuestionContent = z.infer<typeof ZStudentQuestionContentSchema>;

/** A question from the bank beside the answers being marked: its stem and the bank's reference answer (rich text). */
export const ZMarkQuestionContentSchema = z.object({
  typeName: z.string(),
  material: z.string().nullable(),
  stem: z.string(),
  /** The bank's answer: one entry per blank of a fill-in question, or the worked answer. */
  answer: z.array(z.string()),
  explanation: z.string().nullable(),
});
export type TMarkQuestionContent = z.infer<typeof ZMarkQuestionContentSchema>;
