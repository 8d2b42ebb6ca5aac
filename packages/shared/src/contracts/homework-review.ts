import { z } from 'zod';
import { zGuid } from '../validation/common.js';

/**
 * Homework commentary (作业讲评, spec 03 §2.4, §3, §7.1), the students' score levels and submit times, and the link
 * to the analysis report. Every call names the work; a missing work or another school's answers body status 100.
 */

const zRuCode = z.string().trim().max(32).optional();
/** '' or absent: every class of the work the user may see. */
const zClassCode = z.string().trim().max(32).default('');
const zTh = z.coerce.number({ error: '题号不正确' }).int({ error: '题号不正确' }).min(1, { error: '题号不正确' }).max(199, { error: '题号不正确' });

/** POST /api/MPaper/HomeworkReview */
export const ZHomeworkReviewRequestSchema = z.object({ ruCode: zRuCode, workGuid: zGuid(), classCode: zClassCode });
export type THomeworkReviewRequest = z.input<typeof ZHomeworkReviewRequestSchema>;

export const ZCommentaryLevelSchema = z.object({
  key: z.enum(['unscored', 'veryPoor', 'poor', 'average', 'good']),
  name: z.string(),
  range: z.string(),
  /** How many questions of the chosen classes are in the level. */
  count: z.number().int(),
});
export type TCommentaryLevel = z.infer<typeof ZCommentaryLevelSchema>;

/** The commentary's head: the work, whether it has commentary (workType 2 or 4, or the oral type), and its levels. */
export const ZHomeworkReviewSchema = z.object({
  workGuid: z.string(),
  workName: z.string(),
  workType: z.number().int(),
  jobType: z.number().int(),
  /** Whether the 作业讲评 tab is offered for the work. */
  hasCommentary: z.boolean(),
  levels: z.array(ZCommentaryLevelSchema),
  questionCount: z.number().int(),
  /** Students of the chosen classes, and how many of them submitted. */
  studentCount: z.number().int(),
  submittedCount: z.number().int(),
});
export type THomeworkReview = z.infer<typeof ZHomeworkReviewSchema>;

/** GET /api/MPaper/HomeworkReviewList */
export const ZHomeworkReviewListQuerySchema = ZHomeworkReviewRequestSchema;
export type THomeworkReviewListQuery = z.input<typeof ZHomeworkReviewListQuerySchema>;

/** One question card of the commentary (spec 03 §3 Commentary question). */
export const ZCommentaryQuestionSchema = z.object({
  th: z.number().int(),
  /** 0 objective, 1 subjective. */
  type: z.number().int(),
  typeStr: z.string(),
  /** Knowledge points joined by '、'; '' when the question has none. */
  knowledge: z.string(),
  /** Class scoring rate as shown (two decimals), or '--' before anything is marked. */
  classScoringRate: z.string(),
  /** The same as a number for filtering and ordering; null before anything is marked. */
  scoringRate: z.number().nullable(),
  level: ZCommentaryLevelSchema.shape.key,
  fullMarksCount: z.number().int(),
  loseMarksCount: z.number().int(),
  fullScore: z.number(),
  /** -1 before anything is marked. */
  classAvgScore: z.number(),
});
export type TCommentaryQuestion = z.infer<typeof ZCommentaryQuestionSchema>;
export const ZHomeworkReviewListSchema = z.array(ZCommentaryQuestionSchema);

/** GET /api/MPaper/HomeworkReviewDetail */
export const ZHomeworkReviewDetailQuerySchema = ZHomeworkReviewRequestSchema.extend({ th: zTh });
export type THomeworkReviewDetailQuery = z.input<typeof ZHomeworkReviewDetailQuerySchema>;

/** A student's answer to the question (spec 03 §3 Student answer detail). */
export const ZReviewAnswerSchema = z.object({
  stuGuid: z.string(),
  studentName: z.string(),
  buddies: z.string(),
  /** Letters of a choice, or typed text; '' when not answered. */
  studentAnswer: z.string(),
  /** Image URLs joined by ';'; '' when none. */
  studentAnswerPic: z.string(),
  /** null before the answer is marked. */
  score: z.number().nullable(),
  /** 0 not answered, 1 text or letters, 2 images. */
  answerType: z.number().int(),
});
export type TReviewAnswer = z.infer<typeof ZReviewAnswerSchema>;

/** One bar of an objective question: an option (or 未作答) and the students who chose it. */
export const ZOptionBarSchema = z.object({
  option: z.string(),
  isRight: z.boolean(),
  count: z.number().int(),
  students: z.array(ZReviewAnswerSchema),
});
export type TOptionBar = z.infer<typeof ZOptionBarSchema>;

/** One slice of a subjective question: a score range and the students in it. */
export const ZScoreSliceSchema = z.object({ name: z.string(), count: z.number().int(), students: z.array(ZReviewAnswerSchema) });
export type TScoreSlice = z.infer<typeof ZScoreSliceSchema>;

export const ZHomeworkReviewDetailSchema = z.object({
  th: z.number().int(),
  type: z.number().int(),
  fullScore: z.number(),
  classAvgScore: z.number(),
  /** The right answer: letters of a choice, or the bank answer's text; '' when the work has none. */
  answer: z.string(),
  /** The question's stem (sanitised HTML) when it came from the bank; '' for uploaded papers. */
  content: z.string(),
  /** 解析 (sanitised HTML); '' when none. */
  analysis: z.string(),
  /** Bars of an objective question (each option, then 未作答); [] for a subjective one. */
  optionArry: z.array(ZOptionBarSchema),
  /** Slices of a subjective question's marked answers; [] for an objective one. */
  splitScoreArray: z.array(ZScoreSliceSchema),
  /** Every submitted student of the chosen classes, in class and number order. */
  answeerDetail: z.array(ZReviewAnswerSchema),
});
export type THomeworkReviewDetail = z.infer<typeof ZHomeworkReviewDetailSchema>;

/** GET /api/Speak/StudentThImg */
export const ZStudentThImgQuerySchema = z.object({ ruCode: zRuCode, workGuid: zGuid(), th: zTh, stuGuid: zGuid() });
export const ZStudentThImgSchema = z.object({
  /** Image URLs joined by ';', or '' when the answer has no image. */
  studentAnswerPic: z.string(),
  studentAnswer: z.string(),
  score: z.number().nullable(),
  answerType: z.number().int(),
});
export type TStudentThImg = z.infer<typeof ZStudentThImgSchema>;

/** GET /api/Speak/UserInfo: the student shown in the answer dialog. */
export const ZSpeakUserInfoQuerySchema = z.object({ ruCode: zRuCode, workGuid: zGuid(), stuGuid: zGuid() });
export const ZSpeakUserInfoSchema = z.object({ stuGuid: z.string(), studentName: z.string(), buddies: z.string(), className: z.string() });
export type TSpeakUserInfo = z.infer<typeof ZSpeakUserInfoSchema>;

/** GET /api/MPaper/StudentScoreLevel: buddiesLs repeated (or comma-separated); none means every submitted student. */
export const ZStudentScoreLevelQuerySchema = z.object({
  ruCode: zRuCode,
  workGuid: zGuid(),
  buddiesLs: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean)))
    .refine((v) => v.length <= 500, { error: '一次最多查询500名学生' }),
});
export const ZStudentScoreLevelSchema = z.array(
  z.object({
    buddies: z.string(),
    /** A–E by rank among the work's submitted students (spec 03 §9); '-' when not submitted. */
    level: z.string(),
    /** The score, or the level when the work shows grades; '-' when not submitted. */
    showScore: z.string(),
  }),
);
export type TStudentScoreLevel = z.infer<typeof ZStudentScoreLevelSchema>;

/** GET /api/Mpaper/StudentWorkSubTime and GET /api/Mpaper/getSubTime */
export const ZStudentWorkSubTimeQuerySchema = z.object({ ruCode: zRuCode, workGuid: zGuid(), classCode: zClassCode });
export const ZStudentSubTimeSchema = z.object({
  stuGuid: z.string(),
  name: z.string(),
  buddies: z.string(),
  className: z.string(),
  /** Submission type of spec 03 §9: 1 submitted, 2 overdue, 3 missing answer sheet, 0 not submitted. */
  status: z.number().int(),
  statusName: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss' China time, or the year-0001 time when not submitted. */
  subTime: z.string(),
});
export const ZStudentWorkSubTimeSchema = z.object({
  list: z.array(ZStudentSubTimeSchema),
  /** How many students have each submission type, keyed '0'–'3'. */
  counts: z.record(z.string(), z.number().int()),
});
export type TStudentWorkSubTime = z.infer<typeof ZStudentWorkSubTimeSchema>;

/** GET /api/User/GotoSite and POST /api/User/GoToSite: the project's own analysis report, opened in a new window. */
export const ZGoToSiteRequestSchema = z.object({ ruCode: zRuCode, role: z.string().trim().max(32).default('analysis'), workGuid: zGuid() });
export const ZGoToSiteSchema = z.object({ url: z.string() });
export type TGoToSite = z.infer<typeof ZGoToSiteSchema>;
