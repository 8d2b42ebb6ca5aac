import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAnalysisInfoSchema,
  ZBoardQuerySchema,
  ZBoardSchema,
  ZDashboardQuerySchema,
  ZDashboardSchema,
  ZAnalysisReportSchema,
  ZKnowledgeAvgScoreSchema,
  ZKnowledgeHotRequestSchema,
  ZKnowledgeHotSchema,
  ZKnowledgeTitleSchema,
  ZKnowledgeWellSchema,
  ZKnowledgePointRequestSchema,
  ZKnowledgePointSchema,
  ZKnowledgePointDetailRequestSchema,
  ZKnowledgePointDetailSchema,
  ZReportGradeListSchema,
  ZReportWorkQuerySchema,
  ZWorkCalcQuerySchema as ZRuCodeQuerySchema,
  ZWorkReportListQuerySchema,
  ZWorkReportListSchema,
  ZExportResultSchema,
  ZWorkCalcQueryDataSchema,
  ZWorkCalcQuerySchema,
  ZWorkStatisticsDetailQuerySchema,
  ZWorkStatisticsDetailSchema,
  ZWorkStatisticsFilterSchema,
  ZWorkStatisticsRequestSchema,
  ZWorkStatisticsSchema,
  ZStudentLookQuerySchema,
  ZStudentLookSchema,
  ZStudentLookStudentsQuerySchema,
  ZStudentLookStudentsSchema,
  ZImportResultSchema,
  WORK_STATISTICS_UPLOAD_MAX_BYTES,
} from '@zuoyeben/shared';
import { sendFile, XLSX_MIME } from '../../lib/download.js';
import { readUploadedFile } from '../../lib/upload.js';
import { ok, okSchema } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { defineExport } from '../tasks/index.js';
import { boardService } from './board.service.js';
import { dashboardService } from './dashboard.service.js';
import { studentLookService } from './student-look.service.js';
import { knowledgePointService } from './knowledge-point.service.js';
import { offlineWorksService } from './offline-works.service.js';
import { workReportService } from './work-report.service.js';
import { workStatisticsService, type StatisticsFilter } from './work-statistics.service.js';

const tags = ['报表'];

/** The reports menu (spec 03 §2.1 /reports, /report; §7.1 work statistics and WorkReport). Paths as the spec spells them. */
export const schoolReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const exportStatistics = defineExport<StatisticsFilter>(app, {
    job: 'export.work-statistics',
    plan: (actor, filter) => workStatisticsService.exportPlan(app.db, actor, filter),
    make: async (actor, filter) => ({ ...(await workStatisticsService.workbook(app.db, actor, filter)), mime: XLSX_MIME }),
  });

  app.post('/api/WorkInfo/WorkStatisticsList', {
    schema: { tags, summary: '作业统计：每位教师、班级、科目的作业数、提交率、批改完成率、平均分', body: ZWorkStatisticsRequestSchema, response: okSchema(ZWorkStatisticsSchema) },
  }, async (request) => {
    const { pageIndex, pageSize, ...filter } = request.body;
    return ok(await workStatisticsService.page(app.db, actorOf(request), filter, { pageIndex, pageSize }));
  });

  app.post('/api/WorkInfo/ExportWorkStatistics', {
    schema: { tags, summary: '导出作业统计（data.url；行数多时转为后台任务）', body: ZWorkStatisticsFilterSchema, response: okSchema(ZExportResultSchema) },
  }, async (request) => exportStatistics(actorOf(request), request.body));

  app.get('/api/WorkInfo/GetWorkCalcQueryData', {
    schema: { tags, summary: '作业统计的筛选项：年级、班级、科目、教师', querystring: ZWorkCalcQuerySchema, response: okSchema(ZWorkCalcQueryDataSchema) },
  }, async (request) => ok(await workStatisticsService.queryData(app.db, actorOf(request), request.query.ruCode)));

  app.get('/api/WorkInfo/WorkStatisticsTemplate', {
    schema: { tags, summary: '下载线下作业上传模板（.xlsx）' },
  }, async (request, reply) => {
    const file = await offlineWorksService.template(app.db, actorOf(request));
    return sendFile(reply, file.body, file.fileName, XLSX_MIME);
  });

  app.post('/api/WorkInfo/UploadWorkStatistics', {
    schema: { tags, summary: '上传线下作业（multipart，字段 file）：计入作业统计', consumes: ['multipart/form-data'], response: okSchema(ZImportResultSchema) },
  }, async (request) => {
    const actor = actorOf(request);
    const file = await readUploadedFile(request, { field: 'file', maxBytes: WORK_STATISTICS_UPLOAD_MAX_BYTES });
    return ok(await offlineWorksService.upload(app.db, actor, file));
  });

  app.get('/api/WorkInfo/GetCommentList', {
    schema: { tags, summary: '作业统计一行的作业明细', querystring: ZWorkStatisticsDetailQuerySchema, response: okSchema(ZWorkStatisticsDetailSchema) },
  }, async (request) => ok(await workStatisticsService.detail(app.db, actorOf(request), request.query)));

  app.get('/api/WorkReport/List', {
    schema: { tags, summary: '报告列表：已开始的作业和考试', querystring: ZWorkReportListQuerySchema, response: okSchema(ZWorkReportListSchema) },
  }, async (request) => ok(await workReportService.list(app.db, actorOf(request), request.query)));

  app.get('/api/WorkReport/GetGradeList', {
    schema: { tags, summary: '报告列表的年级', querystring: ZRuCodeQuerySchema, response: okSchema(ZReportGradeListSchema) },
  }, async (request) => ok(await workReportService.grades(app.db, actorOf(request), request.query.ruCode)));

  app.get('/api/WorkReport/GetAnalysisInfo', {
    schema: { tags, summary: '分析报告的标题信息', querystring: ZReportWorkQuerySchema, response: okSchema(ZAnalysisInfoSchema) },
  }, async (request) => ok(await workReportService.info(app.db, actorOf(request), request.query)));

  app.get('/api/WorkReport/AnalysisReport', {
    schema: { tags, summary: '分析报告：每题得分率（各班对比）', querystring: ZReportWorkQuerySchema, response: okSchema(ZAnalysisReportSchema) },
  }, async (request) => ok(await workReportService.questions(app.db, actorOf(request), request.query)));

  app.get('/api/WorkReport/KnowledgeTitle', {
    schema: { tags, summary: '作业考查的知识点及对应题号', querystring: ZReportWorkQuerySchema, response: okSchema(ZKnowledgeTitleSchema) },
  }, async (request) => ok(await workReportService.knowledgeTitle(app.db, actorOf(request), request.query)));

  app.get('/api/WorkReport/KnowledgeAvgScore', {
    schema: { tags, summary: '各知识点的平均分与得分率（各班对比）', querystring: ZReportWorkQuerySchema, response: okSchema(ZKnowledgeAvgScoreSchema) },
  }, async (request) => ok(await workReportService.knowledgeAvgScore(app.db, actorOf(request), request.query)));

  app.get('/api/WorkReport/KnowledgeWell', {
    schema: { tags, summary: '掌握较好（得分率不低于60%）与薄弱的知识点', querystring: ZReportWorkQuerySchema, response: okSchema(ZKnowledgeWellSchema) },
  }, async (request) => ok(await workReportService.knowledgeWell(app.db, actorOf(request), request.query)));

  app.post('/api/WorkReport/KnowledgeHot', {
    schema: { tags, summary: '高频失分知识点', body: ZKnowledgeHotRequestSchema, response: okSchema(ZKnowledgeHotSchema) },
  }, async (request) => {
    const { top, ...ref } = request.body;
    return ok(await workReportService.knowledgeHot(app.db, actorOf(request), ref, top));
  });

  app.post('/api/WorkReport/KnowledgePoint', {
    schema: { tags, summary: '知识点分析：一个科目的知识点树，各班在日期范围内的得分率', body: ZKnowledgePointRequestSchema, response: okSchema(ZKnowledgePointSchema) },
  }, async (request) => ok(await knowledgePointService.tree(app.db, actorOf(request), request.body)));

  app.post('/api/WorkReport/KnowledgePointDetail', {
    schema: { tags, summary: '知识点分析：一个知识点的题目与学生得分率（低者在前）', body: ZKnowledgePointDetailRequestSchema, response: okSchema(ZKnowledgePointDetailSchema) },
  }, async (request) => ok(await knowledgePointService.detail(app.db, actorOf(request), request.body)));

  app.get('/api/LearningAnalysis/Dashboard', {
    schema: { tags, summary: '学情分析：一个班级一个科目在本学期的成绩与提交走势、薄弱知识点', querystring: ZDashboardQuerySchema, response: okSchema(ZDashboardSchema) },
  }, async (request) => ok(await dashboardService.dashboard(app.db, actorOf(request), request.query)));

  app.get('/api/LearningAnalysis/Board', {
    schema: { tags, summary: '数据看板：各年级、班级、科目的作业数、提交率与平均得分率（学校管理员）', querystring: ZBoardQuerySchema, response: okSchema(ZBoardSchema) },
  }, async (request) => ok(await boardService.board(app.db, actorOf(request), request.query)));

  app.get('/api/WorkReport/StudentLookStudents', {
    schema: { tags, summary: '学生学情：可查看班级的学生', querystring: ZStudentLookStudentsQuerySchema, response: okSchema(ZStudentLookStudentsSchema) },
  }, async (request) => ok(await studentLookService.students(app.db, actorOf(request), request.query)));

  app.get('/api/WorkReport/StudentLook', {
    schema: { tags, summary: '学生学情：一名学生某科目的作业与考试成绩、班级对比、知识点掌握与失分题', querystring: ZStudentLookQuerySchema, response: okSchema(ZStudentLookSchema) },
  }, async (request) => ok(await studentLookService.look(app.db, actorOf(request), request.query)));
};
