import { z } from 'zod';

/**
 * 精准教学 (/microdj, spec 03 §2.1; issue 14 item 7): one class and subject, the loop in one page. Every figure is a
 * statistic with its rule stated (MICRODJ_RULES): nothing here is a prediction.
 */

/** How many of the class's latest ended homework of the subject the weak points are read from. */
export const MICRODJ_LOOK_BACK_WORKS = 10;
/** A point (or a student on a point) below this score rate is weak, as in 组合练习 and 薄弱点练习. */
export const MICRODJ_WEAK_RATE = 0.6;
/** At most this many knowledge points are listed, weakest first. */
export const MICRODJ_MAX_POINTS = 10;
/** Homework of the class started within these days counts as a practice already sent. */
export const MICRODJ_RECENT_DAYS = 30;

/** The rules as the page states them. */
export const MICRODJ_RULES = {
  points: `取本班本科目最近 ${MICRODJ_LOOK_BACK_WORKS} 次已结束作业，按知识点统计得分率（得分 ÷ 满分，未作答或未批阅计 0 分），从低到高列出前 ${MICRODJ_MAX_POINTS} 个；低于 ${MICRODJ_WEAK_RATE * 100}% 为薄弱。`,
  students: `学生在该知识点上的得分率低于 ${MICRODJ_WEAK_RATE * 100}% 即列为需要加强。`,
  practices: `最近 ${MICRODJ_RECENT_DAYS} 天布置给本班的本科目作业（包括从本页布置的练习），以及它们考查了上面哪些知识点；还没结束、尚未计入得分率的，记为该知识点「练习中」。`,
} as const;

/** GET /api/Microdj/Overview */
export const ZMicrodjOverviewQuerySchema = z.object({
  classCode: z.string().trim().min(1, { error: '请选择班级' }).max(32),
  km: z.string().trim().min(1, { error: '请选择科目' }).max(32),
});
export type TMicrodjOverviewQuery = z.input<typeof ZMicrodjOverviewQuerySchema>;

export const ZMicrodjStudentSchema = z.object({
  studentGuid: z.uuid(),
  name: z.string(),
  buddies: z.string(),
  /** The student's own rate on the point, 0–1 (4 decimals). */
  rate: z.number(),
});
export type TMicrodjStudent = z.infer<typeof ZMicrodjStudentSchema>;

export const ZMicrodjPointSchema = z.object({
  knowledgeGuid: z.uuid(),
  knowledgeName: z.string(),
  /** The class's rate on the point, 0–1 (4 decimals). */
  rate: z.number(),
  weak: z.boolean(),
  /** Homework (of the look-back) that tested the point, and its questions there. */
  workCount: z.number().int(),
  questionCount: z.number().int(),
  /** Students below the weak rate on the point, weakest first. */
  students: z.array(ZMicrodjStudentSchema),
  /** Recent homework of the class that tests the point and is not yet counted in the rates (still open). */
  practicedBy: z.array(z.string()),
});
export type TMicrodjPoint = z.infer<typeof ZMicrodjPointSchema>;

export const ZMicrodjPracticeSchema = z.object({
  workGuid: z.uuid(),
  name: z.string(),
  /** 'YYYY-MM-DD HH:mm' China time. */
  startTime: z.string(),
  endTime: z.string(),
  ended: z.boolean(),
  studentCount: z.number().int(),
  submitCount: z.number().int(),
  /** Names of the listed points its questions test. */
  knowledgeNames: z.array(z.string()),
});
export type TMicrodjPractice = z.infer<typeof ZMicrodjPracticeSchema>;

export const ZMicrodjOverviewSchema = z.object({
  classCode: z.string(),
  className: z.string(),
  gradeCode: z.string(),
  period: z.string(),
  km: z.string(),
  studentCount: z.number().int(),
  /** The homework the points were read from, newest first. */
  works: z.array(z.object({ workGuid: z.uuid(), name: z.string(), startTime: z.string() })),
  points: z.array(ZMicrodjPointSchema),
  practices: z.array(ZMicrodjPracticeSchema),
});
export type TMicrodjOverview = z.infer<typeof ZMicrodjOverviewSchema>;
