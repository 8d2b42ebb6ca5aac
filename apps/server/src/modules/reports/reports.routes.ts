import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZClassesOfWorkQuerySchema,
  ZExportResultSchema,
  ZClassesOfWorkSchema,
  ZMaxMinScoreSchema,
  ZScoreDistributionQuerySchema,
  ZScoreDistributionSchema,
  ZScoreEntityQuerySchema,
  ZScoreEntitySchema,
  ZScoreSummarySchema,
  ZWorkClassQuerySchema,
} from '@zuoyeben/shared';
import { XLSX_MIME } from '../../lib/download.js';
import { ok, okSchema } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { defineExport } from '../tasks/index.js';
import { reportsService, type WorkRef } from './reports.service.js';

const tags = ['作业分析'];

/** Homework analysis: score report, its workbook and score distribution (spec 03 §2.2, §7.1). Paths as the spec spells them. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const exportScore = defineExport<WorkRef>(app, {
    job: 'export.score',
    plan: (actor, ref) => reportsService.scoreWorkbookPlan(app.db, actor, ref),
    make: async (actor, ref) => ({ ...(await reportsService.scoreWorkbook(app.db, actor, ref)), mime: XLSX_MIME }),
  });

  app.get('/api/WorkInfo/GetClassesOfWork', {
    schema: { tags, summary: '作业的班级', querystring: ZClassesOfWorkQuerySchema, response: okSchema(ZClassesOfWorkSchema) },
  }, async (request) => {
    const { ruCode, workInfoGuid } = request.query;
    return ok(await reportsService.classesOfWork(app.db, actorOf(request), { ruCode, workGuid: workInfoGuid }));
  });

  app.get('/api/Mpaper/ScoreEntity', {
    schema: { tags, summary: '成绩单（分页）', querystring: ZScoreEntityQuerySchema, response: okSchema(ZScoreEntitySchema) },
  }, async (request) => {
    const { ruCode, workGuid, classCode, pageIndex, pageSize, orderType } = request.query;
    return ok(await reportsService.scorePage(app.db, actorOf(request), { ruCode, workGuid, classCode }, { pageIndex, pageSize, orderType }));
  });

  app.get('/api/MPaper/ImportScore', {
    schema: { tags, summary: '导出成绩单（data.url；人数多时转为后台任务）', querystring: ZWorkClassQuerySchema, response: okSchema(ZExportResultSchema) },
  }, async (request) => exportScore(actorOf(request), request.query));

  app.get('/api/Mpaper/GetMaxMinScore', {
    schema: { tags, summary: '成绩分布的默认最高分与最低分', querystring: ZWorkClassQuerySchema, response: okSchema(ZMaxMinScoreSchema) },
  }, async (request) => ok(await reportsService.maxMinScore(app.db, actorOf(request), request.query)));

  app.get('/api/Mpaper/ScoreDistribution', {
    schema: { tags, summary: '成绩分布', querystring: ZScoreDistributionQuerySchema, response: okSchema(ZScoreDistributionSchema) },
  }, async (request) => {
    const { ruCode, workGuid, classCode, maxScore, minScore, stepSize } = request.query;
    return ok(await reportsService.distribution(app.db, actorOf(request), { ruCode, workGuid, classCode }, { maxScore, minScore, stepSize }));
  });

  app.get('/api/Mpaper/ScoreSummary', {
    schema: { tags, summary: '各班平均分、最高分、最低分、及格率、优秀率', querystring: ZWorkClassQuerySchema, response: okSchema(ZScoreSummarySchema) },
  }, async (request) => ok(await reportsService.summary(app.db, actorOf(request), request.query)));
};
