import { z } from 'zod';
import { HomeworkLimits } from '../enums/homework.js';
import { zGuid } from '../validation/common.js';

/** Longest answering time recorded for one submission (a week); longer clocks are a client error. */
export const MAX_DURATION_SECONDS = 7 * 24 * 3600;

/**
 * Longest answer a student may send for one question: choice letters, or a typed answer to a subjective question (a
 * worked solution of a few lines; longer working is photographed).
 */
export const SubmissionLimits = { maxTextAnswer: 500 } as const;

/** One answer of a submission: letters for a choice question ('' when blank), photo keys for a subjective one. */
export const ZSubmitAnswerSchema = z.object({
  th: z.number().int().min(HomeworkLimits.minTh).max(HomeworkLimits.maxTh),
  answer: z.string().max(SubmissionLimits.maxTextAnswer).default(''),
  imageKeys: z.array(z.string().min(1).max(100)).max(HomeworkLimits.maxStudentImagesPerQuestion).default([]),
});
export type TSubmitAnswer = z.input<typeof ZSubmitAnswerSchema>;

/**
 * POST /api/Student/Submit. requestId is made once per attempt by the client and reused by its retries, so a retry
 * after a lost answer returns the first result instead of submitting twice.
 */
export const ZStudentSubmitRequestSchema = z.object({
  workGuid: zGuid(),
  requestId: zGuid(),
  /**
   * Seconds spent answering on this visit not yet reported through POST /api/Student/AnsweringTime; the server adds
   * the time of earlier visits, so the submission's 用时 covers every visit.
   */
  durationSeconds: z.number().int().min(0).max(MAX_DURATION_SECONDS),
  answers: z.array(ZSubmitAnswerSchema).max(HomeworkLimits.maxQuestions * 2),
});
export type TStudentSubmitRequest = z.input<typeof ZStudentSubmitRequestSchema>;

/** The scoring rule of one question as a submission stored it (submissions.rules). */
export const ZRuleSnapshotSchema = z.object({
  th: z.number().int(),
  type: z.number().int(),
  score: z.number(),
  answer: z.string(),
  optionCount: z.number().int(),
  multSetting: z.unknown().nullable(),
});
export type TRuleSnapshot = z.infer<typeof ZRuleSnapshotSchema>;

/** Most seconds one POST /api/Student/AnsweringTime may add: the page reports every 30 s and when it is hidden. */
export const MAX_ANSWERING_REPORT_SECONDS = 120;

/** POST /api/Student/AnsweringTime: seconds the student spent answering (page open and visible) since the last report. */
export const ZStudentAnsweringTimeRequestSchema = z.object({
  workGuid: zGuid(),
  seconds: z.number().int().min(1).max(MAX_ANSWERING_REPORT_SECONDS),
});
export type TStudentAnsweringTimeRequest = z.input<typeof ZStudentAnsweringTimeRequestSchema>;
/** The student's answering time of the homework so far, over every visit. */
export const ZStudentAnsweringTimeSchema = z.object({ seconds: z.number().int() });
export type TStudentAnsweringTime = z.infer<typeof ZStudentAnsweringTimeSchema>;
