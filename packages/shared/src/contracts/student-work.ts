import { z } from 'zod';
import { zGuid } from '../validation/common.js';

/** A stored file as the student pages show it: filePath is the URL to load it from. */
export const ZStudentFileSchema = z.object({ fileKey: z.string(), filePath: z.string(), mime: z.string() });
export type TStudentFile = z.infer<typeof ZStudentFileSchema>;

/** One homework in the student's list (GET /api/Student/Works). Times are ISO strings. */
export const ZStudentWorkItemSchema = z.object({
  workGuid: z.string(),
  name: z.string(),
  km: z.string(),
  workType: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  /** 1 started, 2 ended (unstarted homework is not listed). */
  state: z.number().int(),
  /** Submission status of spec 03 §9: 0 not submitted, 1 submitted, 2 overdue, 3 missing answer sheet. */
  status: z.number().int(),
  /** Sum of the question scores. */
  fullScore: z.number(),
  /** The student's total, only once the answer publish time allows it. */
  score: z.number().nullable(),
  /** Online homework is answered on the phone; the other kinds on paper. */
  isOnline: z.boolean(),
});
export type TStudentWorkItem = z.infer<typeof ZStudentWorkItemSchema>;
export const ZStudentWorkListSchema = z.object({ list: z.array(ZStudentWorkItemSchema) });
export type TStudentWorkList = z.infer<typeof ZStudentWorkListSchema>;

/** A question as the student sees it: the answer key is null until the answers are published. */
export const ZStudentQuestionSchema = z.object({
  th: z.number().int(),
  /** 1 single choice, 2 multiple choice, 3 subjective. */
  type: z.number().int(),
  optionCount: z.number().int(),
  score: z.number(),
  answer: z.string().nullable(),
});
export type TStudentQuestion = z.infer<typeof ZStudentQuestionSchema>;

export const ZStudentAnswerSchema = z.object({
  th: z.number().int(),
  answer: z.string(),
  images: z.array(ZStudentFileSchema),
  /** Null until the answers are published, or while a teacher has not marked it. */
  score: z.number().nullable(),
});
export type TStudentAnswer = z.infer<typeof ZStudentAnswerSchema>;

/** The student's submission of one homework; scores are null until the answers are published. */
export const ZStudentSubmissionSchema = z.object({
  submissionGuid: z.string(),
  status: z.number().int(),
  isOverdue: z.boolean(),
  submittedAt: z.string().nullable(),
  durationSeconds: z.number().int(),
  totalScore: z.number().nullable(),
  isFullyMarked: z.boolean(),
  answers: z.array(ZStudentAnswerSchema),
});
export type TStudentSubmission = z.infer<typeof ZStudentSubmissionSchema>;

/** GET /api/Student/Work/:workGuid */
export const ZStudentWorkParamsSchema = z.object({ workGuid: zGuid() });
export const ZStudentWorkDetailSchema = z.object({
  workGuid: z.string(),
  name: z.string(),
  km: z.string(),
  workType: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  state: z.number().int(),
  overdueable: z.boolean(),
  fullScore: z.number(),
  isAnswerVisible: z.boolean(),
  /** Whether a (re)submission would be accepted now; reason says why not. */
  canSubmit: z.boolean(),
  submitBlockedReason: z.string().nullable(),
  questionFiles: z.array(ZStudentFileSchema),
  /** Answer files of the teacher, once the answers are published. */
  answerFiles: z.array(ZStudentFileSchema),
  questions: z.array(ZStudentQuestionSchema),
  submission: ZStudentSubmissionSchema.nullable(),
});
export type TStudentWorkDetail = z.infer<typeof ZStudentWorkDetailSchema>;

/** Data of POST /api/Student/UploadAnswerImage (multipart: field workGuid, then file). */
export const ZStudentUploadResultSchema = z.object({ fileKey: z.string(), filePath: z.string() });
export type TStudentUploadResult = z.infer<typeof ZStudentUploadResultSchema>;
