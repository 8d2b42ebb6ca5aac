import { z } from 'zod';
import { zGuid } from '../validation/common.js';
import { ZStudentQuestionContentSchema } from './paper-work.js';

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
  /** An exam (issue 11): endTime is then the last moment answers are taken (end + delay + any extension). */
  isExam: z.boolean().optional(),
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
  /** The bank question (stem, options) of a work published from a paper; absent for works of uploaded files. */
  content: ZStudentQuestionContentSchema.nullish(),
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
  /** When the answers are published (答案 / 答案解读 pages): 0 after the end and scoring, 1 at releaseTime (ISO). */
  answerRelease: z.object({ releaseType: z.number().int(), releaseTime: z.string().nullable() }).optional(),
  /** Whether a (re)submission would be accepted now; reason says why not. */
  canSubmit: z.boolean(),
  submitBlockedReason: z.string().nullable(),
  questionFiles: z.array(ZStudentFileSchema),
  /** Answer files of the teacher, once the answers are published. */
  answerFiles: z.array(ZStudentFileSchema),
  questions: z.array(ZStudentQuestionSchema),
  submission: ZStudentSubmissionSchema.nullable(),
  /** Set for an exam (issue 11): the clock the phone counts down, and the answers saved on the server as they go. */
  exam: z
    .object({
      /** Minutes of the exam, the extra delay for photo upload, and any extension the class was given. */
      duration: z.number().int(),
      delay: z.number().int(),
      extension: z.number().int(),
      /** The exam's end (start + duration) and the last moment answers are taken (end + delay + extension). */
      endTime: z.string(),
      deadline: z.string(),
      /** The server's clock when answering, so a phone with a wrong clock still counts down right. */
      serverNow: z.string(),
      /** Answers saved as the student went, newer than the submission (null when none). */
      progress: z
        .object({ savedAt: z.string(), answers: z.array(z.object({ th: z.number().int(), answer: z.string(), images: z.array(ZStudentFileSchema) })) })
        .nullable(),
    })
    .nullable()
    .optional(),
});
export type TStudentWorkDetail = z.infer<typeof ZStudentWorkDetailSchema>;

/** Data of POST /api/Student/UploadAnswerImage (multipart: field workGuid, then file). */
export const ZStudentUploadResultSchema = z.object({ fileKey: z.string(), filePath: z.string() });
export type TStudentUploadResult = z.infer<typeof ZStudentUploadResultSchema>;

/** POST /api/Student/SaveExamProgress: the answers so far, kept on the server while the exam runs (issue 11). */
export const ZSaveExamProgressRequestSchema = z.object({
  workGuid: zGuid(),
  answers: z
    .array(z.object({ th: z.number().int().min(1).max(199), answer: z.string().max(200).optional(), imageKeys: z.array(z.string().max(64)).max(6).optional() }))
    .max(199),
});
export type TSaveExamProgressRequest = z.input<typeof ZSaveExamProgressRequestSchema>;
export const ZSaveExamProgressResultSchema = z.object({ savedAt: z.string(), deadline: z.string() });
export type TSaveExamProgressResult = z.infer<typeof ZSaveExamProgressResultSchema>;
