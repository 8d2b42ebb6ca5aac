import { z } from 'zod';
import { SubmissionStatus } from '../enums/homework.js';
import { checkDistributionRange, type DistributionFieldErrors } from '../rules/score-distribution.js';
import { zGuid, zPaging } from '../validation/common.js';

/**
 * Homework analysis: classes of a work, score report (成绩单), its workbook, and score distribution (成绩分布)
 * (spec 03 §2.2, §2.3, §3, §7.1). Every call names the work; a work that is missing or of another school answers
 * body status 100 (作业或考试不存在！) with HTTP 404, so the client returns to the homework list (§8.1).
 */

/** ruCode is optional; when sent it must be the session's school. */
const zRuCode = z.string().trim().max(32).optional();
/** A class of the work by its code (GetClassesOfWork's ClassCode); '' or absent means every class of the work. */
const zClassCode = z.string().trim().max(32).default('');

/** GET /api/WorkInfo/GetClassesOfWork */
export const ZClassesOfWorkQuerySchema = z.object({ ruCode: zRuCode, workInfoGuid: z.uuid({ error: '作业格式不正确' }) });
/**
 * One class of a work. ClassCode is the class's code, unique within the school (e.g. A701): readable in URLs and
 * logs, and the classCode every other report call takes.
 */
export const ZClassOfWorkSchema = z.object({ ClassCode: z.string(), ClassName: z.string() });
/** Data of GetClassesOfWork: the classes of the work the user may see, in grade and class-number order. */
export const ZClassesOfWorkSchema = z.array(ZClassOfWorkSchema);
export type TClassOfWork = z.infer<typeof ZClassOfWorkSchema>;

/** orderType of the score report (spec 03 §3). */
export const ScoreOrderType = { None: 0, ScoreAsc: 1, ScoreDesc: 2, DurationAsc: 3, DurationDesc: 4 } as const;
export type ScoreOrderTypeValue = (typeof ScoreOrderType)[keyof typeof ScoreOrderType];

/** GET /api/Mpaper/ScoreEntity */
export const ZScoreEntityQuerySchema = z.object({
  ruCode: zRuCode,
  workGuid: zGuid(),
  classCode: zClassCode,
  ...zPaging,
  orderType: z.coerce.number().int().min(0).max(4, { error: '排序方式不正确' }).default(0),
  /** Sent by one client variant (spec 03 §7.1); every student is always listed, so it changes nothing. */
  containEx: z.string().optional(),
});
export type TScoreEntityQuery = z.input<typeof ZScoreEntityQuerySchema>;

/** One student of the score report (spec 03 §3 Score row). */
export const ZScoreRowSchema = z.object({
  stuGuid: z.string(),
  name: z.string(),
  buddies: z.string(),
  classCode: z.string(),
  className: z.string(),
  /** Total score; 0 for a student who has not submitted. */
  score: z.number(),
  /** What the 得分 column shows: the score, or the level when the work shows grades (showType 1); '-' when not submitted. */
  showScore: z.string(),
  /** Answering time in seconds; 0 when not submitted. */
  duration: z.number().int(),
  /** A–E by rank among the work's submitted students (rules/score-level); '-' when not submitted. */
  level: z.string(),
  /** Submission status 0–3 (SubmissionStatus). */
  status: z.number().int(),
  /** Status text; an abnormal submission carries its reason after a hyphen, e.g. 逾期提交-逾期2小时. */
  desc: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss' China time; NOT_SUBMITTED_TIME (year 0001) when not submitted. */
  subTime: z.string(),
  /** The work's showType: 0 score, 1 grade. */
  showType: z.number().int(),
});
export type TScoreRow = z.infer<typeof ZScoreRowSchema>;

/** Data of ScoreEntity: one page of every student of the work's (chosen) classes. */
export const ZScoreEntitySchema = z.object({
  list: z.array(ZScoreRowSchema),
  total: z.number().int(),
  /** Mean answering time of the submitted students, in whole seconds; 0 when nobody submitted. */
  avgDuration: z.number().int(),
});
export type TScoreEntity = z.infer<typeof ZScoreEntitySchema>;

/** GET /api/Mpaper/GetMaxMinScore and GET /api/MPaper/ImportScore */
export const ZWorkClassQuerySchema = z.object({ ruCode: zRuCode, workGuid: zGuid(), classCode: zClassCode });
export type TWorkClassQuery = z.input<typeof ZWorkClassQuerySchema>;

/**
 * Data of GetMaxMinScore: the distribution form's defaults, which 重置 restores. maxScore is the work's full marks
 * rounded up to a whole number (the form takes whole numbers), minScore 0, for every class alike so that per-class
 * lines share their bands.
 */
export const ZMaxMinScoreSchema = z.object({ maxScore: z.number().int(), minScore: z.number().int() });
export type TMaxMinScore = z.infer<typeof ZMaxMinScoreSchema>;

/** A form or query value: text from an input or a query string, or a number. */
const zRawScore = z.union([z.string().max(20), z.number()]).optional();
/** The order the server reports the first bad field in, like a form stopping at its first error. */
const FIELD_ORDER = ['stepSize', 'maxScore', 'minScore'] as const;

/** GET /api/Mpaper/ScoreDistribution: the range is checked with the form's rules and messages (spec 03 §5). */
export const ZScoreDistributionQuerySchema = z
  .object({ ruCode: zRuCode, workGuid: zGuid(), classCode: zClassCode, maxScore: zRawScore, minScore: zRawScore, stepSize: zRawScore })
  .superRefine((q, ctx) => {
    const errors: DistributionFieldErrors = checkDistributionRange(q);
    const field = FIELD_ORDER.find((f) => errors[f]);
    if (field) ctx.addIssue({ code: 'custom', path: [field], message: errors[field]! });
  })
  .transform((q) => ({ ...q, maxScore: Number(q.maxScore), minScore: Number(q.minScore), stepSize: Number(q.stepSize) }));
export type TScoreDistributionQuery = z.input<typeof ZScoreDistributionQuerySchema>;

/** One line of the chart: a class and one value per band. */
export const ZDistributionSeriesSchema = z.object({ classCode: z.string(), className: z.string(), data: z.array(z.number()) });
export type TDistributionSeries = z.infer<typeof ZDistributionSeriesSchema>;

/**
 * Data of ScoreDistribution. XData are the bands ('0-5', '5-10', …, the last one closed); YData and num hold one
 * series per class of the request (every class of the work when classCode is empty, else that one), in the same
 * order: YData the percentage of the class's submitted students in each band (two decimals), num the head counts.
 */
export const ZScoreDistributionSchema = z.object({
  XData: z.array(z.string()),
  YData: z.array(ZDistributionSeriesSchema),
  num: z.array(ZDistributionSeriesSchema),
  maxScore: z.number(),
  minScore: z.number(),
  stepSize: z.number(),
});
export type TScoreDistribution = z.infer<typeof ZScoreDistributionSchema>;

/** subTime of a student who has not submitted (spec 03 §3: year 0001 means empty). */
export const NOT_SUBMITTED_TIME = '0001-01-01 00:00:00';
/** Whether a subTime stands for 'not submitted'. */
export const isEmptySubTime = (subTime: string) => subTime.startsWith('0001');

/** Answering time as people read it: 45秒, 12分5秒, 1小时3分. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}秒`;
  if (s < 3600) return `${Math.floor(s / 60)}分${s % 60 ? `${s % 60}秒` : ''}`;
  const minutes = Math.floor((s % 3600) / 60);
  return `${Math.floor(s / 3600)}小时${minutes ? `${minutes}分` : ''}`;
}

/** Column headers of the score workbook and the score table, in order. */
export const SCORE_REPORT_COLUMNS = ['姓名', '学号', '班级', '得分', '等级', '用时', '状态', '提交时间'] as const;

/** A row's cells as both the score table and the workbook show them, column by column (SCORE_REPORT_COLUMNS). */
export function scoreRowCells(row: TScoreRow): string[] {
  const submitted = row.status !== SubmissionStatus.NotSubmitted;
  return [
    row.name,
    row.buddies,
    row.className,
    row.showScore,
    row.level,
    submitted ? formatDuration(row.duration) : '-',
    row.desc,
    isEmptySubTime(row.subTime) ? '' : row.subTime,
  ];
}

/** One row of GET /api/Mpaper/ScoreSummary: a class (or all chosen classes together) and its figures. */
export const ZClassScoreSummarySchema = z.object({
  /** '' for the row of all chosen classes together. */
  classCode: z.string(),
  className: z.string(),
  studentCount: z.number().int(),
  submitCount: z.number().int(),
  average: z.number().nullable(),
  highest: z.number().nullable(),
  lowest: z.number().nullable(),
  passRate: z.number().nullable(),
  excellentRate: z.number().nullable(),
});
export type TClassScoreSummary = z.infer<typeof ZClassScoreSummarySchema>;

/**
 * GET /api/Mpaper/ScoreSummary (ours; the spec is silent): 平均分、最高分、最低分、及格率、优秀率 per class of the request,
 * with the lines they use (60 % and 90 % of full marks, rules/score-summary) and, for several classes, a row of all.
 */
export const ZScoreSummarySchema = z.object({
  fullScore: z.number(),
  passLine: z.number(),
  excellentLine: z.number(),
  list: z.array(ZClassScoreSummarySchema),
  all: ZClassScoreSummarySchema.nullable(),
});
export type TScoreSummary = z.infer<typeof ZScoreSummarySchema>;
