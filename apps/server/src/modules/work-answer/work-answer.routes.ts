import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAnalysisPdfByteQuerySchema,
  ZAnalysisPdfQueryRequestSchema,
  ZAnalysisPdfResultSchema,
  ZAnalysisPdfRunRequestSchema,
  ZItemStatisticsSchema,
  ZKnowledgeAnalysisSchema,
  ZObjectiveAnalysisSchema,
  ZObjectiveOptionAnalysisSchema,
  ZObjectiveOptionRequestSchema,
  ZQuestionAnalysisRequestSchema,
  ZQuestionAnalysisSchema,
  ZSubjectiveAnalysisSchema,
  ZTaskQueuedSchema,
  ZWorkAnswerRequestSchema,
} from '@zuoyeben/shared';
import { sendStream } from '../../lib/download.js';
import { ok, okSchema, queued } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { analysisPdfService } from './analysis-pdf.service.js';
import { defineBankItemStatsJob } from './bank-item-stats.js';
import { workAnswerService } from './work-answer.service.js';

const tags = ['答卷分析'];
const refOf = (b: { RuCode?: string; WorkGuid: string; ClassCode?: string }) => ({ ruCode: b.RuCode, workGuid: b.WorkGuid, classCode: b.ClassCode });

/** 答卷分析 of a homework (spec 03 §2.2, §7.1 WorkAnswer): by class, or every class the user may see. */
export const workAnswerRoutes: FastifyPluginAsyncZod = async (app) => {
  defineBankItemStatsJob(app);

  app.post('/api/WorkAnswer/KnowledgeAnalysis', {
    schema: { tags, summary: '知识点分析', body: ZWorkAnswerRequestSchema, response: okSchema(ZKnowledgeAnalysisSchema) },
  }, async (request) => ok(await workAnswerService.knowledge(app.db, actorOf(request), refOf(request.body))));

  app.post('/api/WorkAnswer/ObjectiveAnalysis', {
    schema: { tags, summary: '客观题分析', body: ZWorkAnswerRequestSchema, response: okSchema(ZObjectiveAnalysisSchema) },
  }, async (request) => ok(await workAnswerService.objective(app.db, actorOf(request), refOf(request.body))));

  app.post('/api/WorkAnswer/ObjectiveOptionAnalysis', {
    schema: { tags, summary: '客观题选项分析（分页）', body: ZObjectiveOptionRequestSchema, response: okSchema(ZObjectiveOptionAnalysisSchema) },
  }, async (request) => {
    const { PageIndex, PageSize } = request.body;
    return ok(await workAnswerService.objectiveOptions(app.db, actorOf(request), refOf(request.body), { pageIndex: PageIndex, pageSize: PageSize }));
  });

  app.post('/api/WorkAnswer/SubjectiveAnalysis', {
    schema: { tags, summary: '主观题分析', body: ZWorkAnswerRequestSchema, response: okSchema(ZSubjectiveAnalysisSchema) },
  }, async (request) => ok(await workAnswerService.subjective(app.db, actorOf(request), refOf(request.body))));

  app.post('/api/WorkAnswer/ItemStatistics', {
    schema: { tags, summary: '试题质量：难度、区分度、选项、信度', body: ZWorkAnswerRequestSchema, response: okSchema(ZItemStatisticsSchema) },
  }, async (request) => ok(await workAnswerService.itemStatistics(app.db, actorOf(request), refOf(request.body))));

  app.post('/api/WorkAnswer/QuestionAnalysis', {
    schema: { tags, summary: '小题得分表（分页）', body: ZQuestionAnalysisRequestSchema, response: okSchema(ZQuestionAnalysisSchema) },
  }, async (request) => {
    const { RuCode, WorkGuid, classCode, PageIndex, PageSize } = request.body;
    const ref = { ruCode: RuCode, workGuid: WorkGuid, classCode };
    return ok(await workAnswerService.questionTable(app.db, actorOf(request), ref, { pageIndex: PageIndex, pageSize: PageSize }));
  });

  app.post('/api/WorkAnswer/AnalysisPdfRunJob', {
    schema: { tags, summary: '导出答卷分析 PDF（后台任务，返回 key）', body: ZAnalysisPdfRunRequestSchema, response: okSchema(ZTaskQueuedSchema) },
  }, async (request) => queued(await analysisPdfService.run(app, actorOf(request), refOf(request.body))));

  app.post('/api/WorkAnswer/AnalysisPdfQueryJob', {
    schema: { tags, summary: '答卷分析 PDF 是否生成（未完成时 status 410，每秒再问）', body: ZAnalysisPdfQueryRequestSchema, response: okSchema(ZAnalysisPdfResultSchema.nullable()) },
  }, async (request) => ok(await analysisPdfService.query(app, actorOf(request), request.body.PdfRedisKey)));

  app.get('/api/WorkAnswer/AnalysisPdfByte', {
    schema: { tags, summary: '下载答卷分析 PDF', querystring: ZAnalysisPdfByteQuerySchema },
  }, async (request, reply) => {
    const opened = await analysisPdfService.open(app, actorOf(request), request.query.PdfAliyunKey);
    return sendStream(reply, opened.stream, opened.size, request.query.WorkName || opened.file.name, opened.file.mime);
  });
};
