import { z } from 'zod';
import { zGuid, zPaging } from '../validation/common.js';

/**
 * The reports menu (报表, spec 03 §2.1 /reports and /report, §7.1 work statistics and WorkReport): figures over many
 * homework of the session's school, limited for a teacher to the classes they teach and the homework they made.
 * Rates are percentages rounded to two decimals; a figure with nothing to average is null (shown as --).
 */

/** ruCode is optional; when sent it must be the session's school. */
const zRuCode = z.string().trim().max(32).optional();
/** A calendar day in China time. */
const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式不正确' });
const zOptionalText = z.string().trim().max(32).default('');

const zDayRange = {
  ruCode: zRuCode,
  startDay: zDay,
  endDay: zDay,
};
const checkRange = (r: { startDay: string; endDay: string }) => r.startDay <= r.endDay;
const rangeError = { error: '开始日期不能晚于结束日期', path: ['endDay'] };

/** The filter of 作业统计: homework started in [startDay, endDay], optionally of one grade, class, subject or creator. */
const zWorkStatisticsFilter = z.object({
  ...zDayRange,
  gradeCode: zOptionalText,
  classCode: zOptionalText,
  km: zOptionalText,
  /** The teacher who published the homework; 0 means any. */
  teacherId: z.coerce.number().int().min(0).default(0),
});

/** POST /api/WorkInfo/ExportWorkStatistics */
export const ZWorkStatisticsFilterSchema = zWorkStatisticsFilter.refine(checkRange, rangeError);
export type TWorkStatisticsFilter = z.input<typeof ZWorkStatisticsFilterSchema>;

/** POST /api/WorkInfo/WorkStatisticsList */
export const ZWorkStatisticsRequestSchema = zWorkStatisticsFilter.extend(zPaging).refine(checkRange, rangeError);
export type TWorkStatisticsRequest = z.input<typeof ZWorkStatisticsRequestSchema>;

/** One teacher, class and subject over the range. */
export const ZWorkStatisticsRowSchema = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  gradeCode: z.string(),
  classCode: z.string(),
  className: z.string(),
  km: z.string(),
  /** Homework the teacher published to the class in the range, online and uploaded 线下作业 together. */
  workCount: z.number().int(),
  /** Of workCount, the 线下作业 uploaded through UploadWorkStatistics. */
  offlineCount: z.number().int(),
  /** Students of the class times its homework: the submissions expected. */
  expectedCount: z.number().int(),
  /** Submissions made (on time, overdue or lacking an answer sheet). */
  submitCount: z.number().int(),
  /** submitCount ÷ expectedCount, percent. */
  submitRate: z.number().nullable(),
  /** Submissions whose every question is marked. */
  markedCount: z.number().int(),
  /** markedCount ÷ submitCount, percent. */
  markRate: z.number().nullable(),
  /** Mean total score of the submissions. */
  avgScore: z.number().nullable(),
  /** Mean of score ÷ full score of the submissions, percent: comparable across homework of different full marks. */
  avgRate: z.number().nullable(),
});
export type TWorkStatisticsRow = z.infer<typeof ZWorkStatisticsRowSchema>;

export const ZWorkStatisticsSchema = z.object({ list: z.array(ZWorkStatisticsRowSchema), total: z.number().int() });
export type TWorkStatistics = z.infer<typeof ZWorkStatisticsSchema>;

/** The columns of the statistics table and its workbook, in order. */
export const WORK_STATISTICS_COLUMNS = ['教师', '班级', '科目', '作业数', '应交人次', '提交人次', '提交率', '批改完成', '批改完成率', '平均分', '平均得分率'] as const;

/** GET /api/WorkInfo/GetWorkCalcQueryData: the choices of the statistics filter, within what the user may see. */
export const ZWorkCalcQuerySchema = z.object({ ruCode: zRuCode });
export const ZWorkCalcQueryDataSchema = z.object({
  grades: z.array(z.object({ gradeCode: z.string(), gradeName: z.string() })),
  classes: z.array(z.object({ classCode: z.string(), className: z.string(), gradeCode: z.string() })),
  subjects: z.array(z.string()),
  /** Teachers who published homework in the school; a teacher sees only themself. */
  teachers: z.array(z.object({ teacherId: z.number().int(), teacherName: z.string() })),
});
export type TWorkCalcQueryData = z.infer<typeof ZWorkCalcQueryDataSchema>;

/** GET /api/WorkInfo/GetCommentList: the homework behind one row of the statistics. */
export const ZWorkStatisticsDetailQuerySchema = z
  .object({ ...zDayRange, teacherId: z.coerce.number().int().min(1), classCode: z.string().trim().min(1).max(32), km: z.string().trim().min(1).max(32) })
  .refine(checkRange, rangeError);
export type TWorkStatisticsDetailQuery = z.input<typeof ZWorkStatisticsDetailQuerySchema>;

export const ZWorkStatisticsDetailRowSchema = z.object({
  workGuid: zGuid(),
  name: z.string(),
  /** 'YYYY-MM-DD HH:mm' China time. */
  startTime: z.string(),
  endTime: z.string(),
  fullScore: z.number(),
  studentCount: z.number().int(),
  submitCount: z.number().int(),
  markedCount: z.number().int(),
  avgScore: z.number().nullable(),
  /** A 线下作业 uploaded through UploadWorkStatistics: it has no analysis and cannot be recalculated. */
  offline: z.boolean(),
});
export const ZWorkStatisticsDetailSchema = z.array(ZWorkStatisticsDetailRowSchema);
export type TWorkStatisticsDetailRow = z.infer<typeof ZWorkStatisticsDetailRowSchema>;

/** POST /api/WorkInfo/UploadWorkStatistics (multipart, field file): 线下作业 rows; the answer is ZImportResultSchema. */
export const WORK_STATISTICS_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/* ---------- 报告列表 and 分析报告 (WorkReport) ---------- */

/** Which works the report list shows. */
export const ReportKind = { All: 0, Homework: 1, Exam: 2 } as const;

/** GET /api/WorkReport/List */
export const ZWorkReportListQuerySchema = z.object({
  ruCode: zRuCode,
  gradeCode: zOptionalText,
  km: zOptionalText,
  kind: z.coerce.number().int().min(0).max(2, { error: '类型不正确' }).default(0),
  ...zPaging,
});
export type TWorkReportListQuery = z.input<typeof ZWorkReportListQuerySchema>;

export const ZWorkReportRowSchema = z.object({
  workGuid: zGuid(),
  name: z.string(),
  km: z.string(),
  gradeCode: z.string(),
  gradeName: z.string(),
  isExam: z.boolean(),
  startTime: z.string(),
  endTime: z.string(),
  classNames: z.array(z.string()),
  studentCount: z.number().int(),
  submitCount: z.number().int(),
});
export type TWorkReportRow = z.infer<typeof ZWorkReportRowSchema>;
export const ZWorkReportListSchema = z.object({ list: z.array(ZWorkReportRowSchema), total: z.number().int() });

/** GET /api/WorkReport/GetGradeList: grades with a class the user may see. */
export const ZReportGradeListSchema = z.array(z.object({ gradeCode: z.string(), gradeName: z.string() }));

/** The calls of one report: a work, and optionally one of its classes ('' all). */
export const ZReportWorkQuerySchema = z.object({ ruCode: zRuCode, workGuid: zGuid(), classCode: zOptionalText });
export type TReportWorkQuery = z.input<typeof ZReportWorkQuerySchema>;

/** GET /api/WorkReport/GetAnalysisInfo: the report's heading. */
export const ZAnalysisInfoSchema = z.object({
  workGuid: zGuid(),
  name: z.string(),
  km: z.string(),
  gradeName: z.string(),
  isExam: z.boolean(),
  creatorName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  fullScore: z.number(),
  questionCount: z.number().int(),
  classes: z.array(z.object({ classCode: z.string(), className: z.string() })),
});
export type TAnalysisInfo = z.infer<typeof ZAnalysisInfoSchema>;

const ZGroupFiguresSchema = z.object({
  submitCount: z.number().int(),
  avgScore: z.number().nullable(),
  rate: z.number().nullable(),
  /** Students who lost a point on it. */
  lostCount: z.number().int(),
});
const ZClassFiguresSchema = ZGroupFiguresSchema.extend({ classCode: z.string() });

/** GET /api/WorkReport/AnalysisReport: each question's score rate, overall and per class. */
export const ZAnalysisReportSchema = z.object({
  questions: z.array(z.object({ th: z.number().int(), fullScore: z.number(), all: ZGroupFiguresSchema, classes: z.array(ZClassFiguresSchema) })),
});
export type TAnalysisReport = z.infer<typeof ZAnalysisReportSchema>;

/** GET /api/WorkReport/KnowledgeTitle: the knowledge points the homework tests and by which questions. */
export const ZKnowledgeTitleSchema = z.array(z.object({ knowledgeGuid: zGuid(), knowledgeName: z.string(), ths: z.array(z.number().int()), fullScore: z.number() }));
export type TKnowledgeTitle = z.infer<typeof ZKnowledgeTitleSchema>;

/** GET /api/WorkReport/KnowledgeAvgScore: each knowledge point's mean and rate, overall and per class. */
export const ZKnowledgeAvgScoreRowSchema = z.object({
  knowledgeGuid: zGuid(),
  knowledgeName: z.string(),
  ths: z.array(z.number().int()),
  fullScore: z.number(),
  all: ZGroupFiguresSchema,
  classes: z.array(ZClassFiguresSchema),
});
export const ZKnowledgeAvgScoreSchema = z.array(ZKnowledgeAvgScoreRowSchema);
export type TKnowledgeAvgScoreRow = z.infer<typeof ZKnowledgeAvgScoreRowSchema>;

const ZKnowledgeRateSchema = z.object({ knowledgeGuid: zGuid(), knowledgeName: z.string(), rate: z.number().nullable() });
/** GET /api/WorkReport/KnowledgeWell: well mastered (score rate ≥ 60 %) and weak points of the chosen classes. */
export const ZKnowledgeWellSchema = z.object({ well: z.array(ZKnowledgeRateSchema), weak: z.array(ZKnowledgeRateSchema) });
export type TKnowledgeWell = z.infer<typeof ZKnowledgeWellSchema>;

/** POST /api/WorkReport/KnowledgeHot: knowledge points most lost, weakest first. */
export const ZKnowledgeHotRequestSchema = ZReportWorkQuerySchema.extend({ top: z.coerce.number().int().min(1).max(50).default(10) });
export const ZKnowledgeHotRowSchema = z.object({
  knowledgeGuid: zGuid(),
  knowledgeName: z.string(),
  ths: z.array(z.number().int()),
  rate: z.number().nullable(),
  lostCount: z.number().int(),
  submitCount: z.number().int(),
});
export const ZKnowledgeHotSchema = z.array(ZKnowledgeHotRowSchema);
export type TKnowledgeHotRow = z.infer<typeof ZKnowledgeHotRowSchema>;

/* ---------- 学情分析 dashboard ---------- */

/** GET /api/LearningAnalysis/Dashboard: one class and subject over a range (the term by default). */
export const ZDashboardQuerySchema = z
  .object({ ...zDayRange, classCode: z.string().trim().min(1, { error: '请选择班级' }).max(32), km: z.string().trim().min(1, { error: '请选择科目' }).max(32) })
  .refine(checkRange, rangeError);
export type TDashboardQuery = z.input<typeof ZDashboardQuerySchema>;

/** One homework of the class in the range, oldest first. */
export const ZDashboardPointSchema = z.object({
  workGuid: zGuid(),
  name: z.string(),
  /** 'YYYY-MM-DD' China time. */
  day: z.string(),
  fullScore: z.number(),
  studentCount: z.number().int(),
  submitCount: z.number().int(),
  submitRate: z.number().nullable(),
  avgScore: z.number().nullable(),
  /** Mean score ÷ full score, percent. */
  avgRate: z.number().nullable(),
});
export type TDashboardPoint = z.infer<typeof ZDashboardPointSchema>;

export const ZDashboardKnowledgeSchema = z.object({
  knowledgeGuid: zGuid(),
  knowledgeName: z.string(),
  /** Points got ÷ points possible on its questions over the range, percent. */
  rate: z.number().nullable(),
  /** Homework in the range that tested it. */
  workCount: z.number().int(),
});
export type TDashboardKnowledge = z.infer<typeof ZDashboardKnowledgeSchema>;

export const ZDashboardSchema = z.object({
  classCode: z.string(),
  className: z.string(),
  gradeCode: z.string(),
  km: z.string(),
  trend: z.array(ZDashboardPointSchema),
  /** Submissions ÷ expected over the range, percent. */
  submitRate: z.number().nullable(),
  /** Mean of the homework's mean rates, percent. */
  avgRate: z.number().nullable(),
  /** Knowledge points below 60 %, weakest first, at most ten. */
  weakKnowledge: z.array(ZDashboardKnowledgeSchema),
});
export type TDashboard = z.infer<typeof ZDashboardSchema>;

/* ---------- 数据看板 board (school administrators) ---------- */

/** GET /api/LearningAnalysis/Board */
export const ZBoardQuerySchema = z.object({ ...zDayRange, gradeCode: zOptionalText }).refine(checkRange, rangeError);
export type TBoardQuery = z.input<typeof ZBoardQuerySchema>;

const ZBoardFiguresSchema = z.object({
  workCount: z.number().int(),
  expectedCount: z.number().int(),
  submitCount: z.number().int(),
  submitRate: z.number().nullable(),
  avgRate: z.number().nullable(),
});
export type TBoardFigures = z.infer<typeof ZBoardFiguresSchema>;

export const ZBoardSchema = z.object({
  subjects: z.array(z.string()),
  /** Each grade, all its classes and subjects together. */
  grades: z.array(ZBoardFiguresSchema.extend({ gradeCode: z.string(), gradeName: z.string() })),
  /** Each class, one cell per subject it had homework in. */
  classes: z.array(z.object({
    gradeCode: z.string(),
    classCode: z.string(),
    className: z.string(),
    all: ZBoardFiguresSchema,
    cells: z.array(ZBoardFiguresSchema.extend({ km: z.string() })),
  })),
});
export type TBoard = z.infer<typeof ZBoardSchema>;
