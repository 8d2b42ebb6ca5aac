import { z } from 'zod';
import { Paging } from '../enums/limits.js';
import { zGuid } from '../validation/common.js';
import { ZTableHeaderSchema } from './exam.js';

/**
 * 答卷分析 (jobpaper) of spec 03 §2.2, §3 and §7.1: POST WorkAnswer/… with PascalCase bodies as the spec spells them.
 * Every figure is computed from the submitted answers at the time of the call.
 */
const zRuCode = z.string().trim().max(32).optional();
/** '' or absent: every class of the work the user may see. */
const zClassCode = z.string().trim().max(32).default('');
const zPageIndex = z.coerce.number().int().min(1).default(1);
const zPageSize = z.coerce.number().int().min(1).max(Paging.maxPageSize).default(Paging.defaultPageSize);

export const ZWorkAnswerRequestSchema = z.object({ RuCode: zRuCode, WorkGuid: zGuid(), ClassCode: zClassCode });
export type TWorkAnswerRequest = z.input<typeof ZWorkAnswerRequestSchema>;

export const ZObjectiveOptionRequestSchema = ZWorkAnswerRequestSchema.extend({ PageIndex: zPageIndex, PageSize: zPageSize });
export type TObjectiveOptionRequest = z.input<typeof ZObjectiveOptionRequestSchema>;

/** QuestionAnalysis spells its class field classCode (spec 03 §7.1). */
export const ZQuestionAnalysisRequestSchema = z.object({
  RuCode: zRuCode,
  WorkGuid: zGuid(),
  classCode: zClassCode,
  PageIndex: zPageIndex,
  PageSize: zPageSize,
});
export type TQuestionAnalysisRequest = z.input<typeof ZQuestionAnalysisRequestSchema>;

/** One knowledge point of the work's questions. Rates are shares 0–1; a work without bank questions has none. */
export const ZKnowledgeAnalysisRowSchema = z.object({
  KnowledgeName: z.string(),
  /** Sum of the full scores of the questions on this point. */
  FullScore: z.number(),
  /** FullScore as a share of the work's full marks. */
  ScorePercentage: z.number(),
  /** Mean score of the submitted students on those questions. */
  ClassAvg: z.number(),
  /** ClassAvg ÷ FullScore. */
  ClassRate: z.number(),
  /** The question numbers, e.g. 1,3,5. */
  CorrespondingTh: z.string(),
});
export type TKnowledgeAnalysisRow = z.infer<typeof ZKnowledgeAnalysisRowSchema>;
export const ZKnowledgeAnalysisSchema = z.array(ZKnowledgeAnalysisRowSchema);

export const ZObjectiveAnalysisRowSchema = z.object({
  Th: z.number().int(),
  /** Full score of the question. */
  Score: z.number(),
  ClassRate: z.number(),
  RightAnswer: z.string(),
  /** The wrong answer given most often (ties joined by 、), '' when nobody answered wrongly. */
  ErrorAnswer: z.string(),
});
export type TObjectiveAnalysisRow = z.infer<typeof ZObjectiveAnalysisRowSchema>;
export const ZObjectiveAnalysisSchema = z.array(ZObjectiveAnalysisRowSchema);

/** An option of an objective question: how many chose it (a multiple-choice answer counts for each of its letters). */
export const ZOptionCountSchema = z.object({ Option: z.string(), Count: z.number().int(), Rate: z.number(), IsRight: z.boolean() });
export const ZObjectiveOptionRowSchema = z.object({
  Th: z.number().int(),
  RightAnswer: z.string(),
  Options: z.array(ZOptionCountSchema),
  /** Students who left it blank. */
  Unanswered: z.number().int(),
  /** Submitted students counted. */
  StudentCount: z.number().int(),
});
export type TObjectiveOptionRow = z.infer<typeof ZObjectiveOptionRowSchema>;
export const ZObjectiveOptionAnalysisSchema = z.object({ list: z.array(ZObjectiveOptionRowSchema), total: z.number().int() });
export type TObjectiveOptionAnalysis = z.infer<typeof ZObjectiveOptionAnalysisSchema>;

/**
 * A subjective question: Rate40 … Rate100 are the shares of students whose score on it is below 40 % of its full
 * score, 40–60 %, 60–80 % and at least 80 %; -1 (shown as --) while none of its answers is marked.
 */
export const ZSubjectiveAnalysisRowSchema = z.object({
  Th: z.number().int(),
  Score: z.number(),
  /** -1 while unmarked. */
  ClassRate: z.number(),
  Rate40: z.number(),
  Rate60: z.number(),
  Rate80: z.number(),
  Rate100: z.number(),
});
export type TSubjectiveAnalysisRow = z.infer<typeof ZSubjectiveAnalysisRowSchema>;
export const ZSubjectiveAnalysisSchema = z.array(ZSubjectiveAnalysisRowSchema);

/** Per-question score table: nested headers, one row per submitted student (best first), paged. */
export const ZQuestionAnalysisSchema = z.object({
  Header: z.array(ZTableHeaderSchema),
  Items: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  total: z.number().int(),
});
export type TQuestionAnalysis = z.infer<typeof ZQuestionAnalysisSchema>;

/** Item statistics of a homework (rules/item-statistics): per question P, D, band, options; for the whole α and SEM. */
export const ZOptionStatisticsSchema = z.object({
  option: z.string(),
  isRight: z.boolean(),
  share: z.number(),
  upperShare: z.number().nullable(),
  lowerShare: z.number().nullable(),
  pointBiserial: z.number().nullable(),
  attractsStrong: z.boolean(),
});
export const ZQuestionStatisticsSchema = z.object({
  th: z.number().int(),
  fullScore: z.number(),
  mean: z.number(),
  difficulty: z.number(),
  discrimination: z.number().nullable(),
  band: z.string().nullable(),
  upperMean: z.number().nullable(),
  lowerMean: z.number().nullable(),
  options: z.array(ZOptionStatisticsSchema),
  verdicts: z.array(z.string()),
});
export const ZHomeworkStatisticsSchema = z.object({
  students: z.number().int(),
  groupSize: z.number().int(),
  mean: z.number(),
  sd: z.number(),
  alpha: z.number().nullable(),
  sem: z.number().nullable(),
  verdicts: z.array(z.string()),
});
export const ZItemStatisticsSchema = z.object({ homework: ZHomeworkStatisticsSchema, questions: z.array(ZQuestionStatisticsSchema) });
export type TItemStatistics = z.infer<typeof ZItemStatisticsSchema>;
export type TQuestionStatistics = z.infer<typeof ZQuestionStatisticsSchema>;

/** AnalysisPdfRunJob: the tab of one class (or all) as a PDF task; answers the task (key) with body status 201. */
export const ZAnalysisPdfRunRequestSchema = ZWorkAnswerRequestSchema;
/** AnalysisPdfQueryJob: body status 410 while the task is pending or running; then the file's key and name. */
export const ZAnalysisPdfQueryRequestSchema = z.object({ PdfRedisKey: z.uuid({ error: '任务不存在' }), WorkGuid: zGuid().optional() });
export const ZAnalysisPdfResultSchema = z.object({ PdfAliyunKey: z.string(), WorkName: z.string() });
export type TAnalysisPdfResult = z.infer<typeof ZAnalysisPdfResultSchema>;
/** AnalysisPdfByte (GET): the PDF of a finished task. */
export const ZAnalysisPdfByteQuerySchema = z.object({ PdfAliyunKey: z.string().trim().min(1, { error: '文件不存在' }).max(64), WorkName: z.string().trim().max(200).optional() });
export const AnalysisPdfTexts = {
  pending: '答卷分析PDF生成中，请稍候',
  failed: '答卷分析PDF生成失败，请稍后重试',
  gone: '任务不存在或已删除',
} as const;
