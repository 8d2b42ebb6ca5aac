import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WorkType,
  ZDefaultWorkNameQuerySchema,
  ZDefaultWorkNameSchema,
  ZDeleteWorkRequestSchema,
  ZDownloadAnswerPdfQuerySchema,
  ZEditTeachingAidWorkRequestSchema,
  ZSaveTeachingAidWorkRequestSchema,
  ZPaperForWorkQuerySchema,
  ZPaperForWorkSchema,
  ZGetWorkInfoQuerySchema,
  ZSaveMachineReadWorkRequestSchema,
  ZSaveOnlineWorkRequestSchema,
  ZSaveTestPaperWorkRequestSchema,
  ZSaveWorkResultSchema,
  ZWorkDetailQuerySchema,
  ZWorkDetailSchema,
  ZWorkInfoSchema,
  ZWorkListQuerySchema,
  ZWorkListSchema,
  ZWorkPaperGuidQuerySchema,
  ZWorkPaperGuidSchema,
} from '@zuoyeben/shared';
import { sendFile } from '../../lib/download.js';
import { ok, okSchema, ZNullData } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { homeworkDownloadService } from './homework-download.service.js';
import { homeworkReadService } from './homework-read.service.js';
import { homeworkSaveService } from './homework-save.service.js';
import { paperWorkService } from './paper-work.service.js';

const tags = ['作业'];
const saved = okSchema(ZSaveWorkResultSchema);

/** Creating, editing, listing and reading homework (spec 01 §2–§7). */
export const homeworkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/WorkInfo/SaveOnlineWork', {
    schema: { tags, summary: '保存在线作业（新建或编辑）', body: ZSaveOnlineWorkRequestSchema, response: saved },
  }, async (request) => ok(await homeworkSaveService.save(app.db, actorOf(request), { workType: WorkType.Online, editable: [WorkType.Online] }, request.body)));

  app.post('/api/WorkInfo/SaveMachineReadWork', {
    schema: { tags, summary: '保存扫描作业（新建或编辑）', body: ZSaveMachineReadWorkRequestSchema, response: saved },
  }, async (request) => ok(await homeworkSaveService.save(app.db, actorOf(request), { workType: WorkType.MachineRead, editable: [WorkType.MachineRead] }, request.body)));

  app.post('/api/WorkInfo/SaveTestPaperWork', {
    schema: { tags, summary: '保存试卷/线下作业（新建或编辑）', body: ZSaveTestPaperWorkRequestSchema, response: saved },
  }, async (request) => {
    const kind = { workType: request.body.workType, editable: [WorkType.Offline, WorkType.TestPaper] };
    return ok(await homeworkSaveService.save(app.db, actorOf(request), kind, request.body));
  });

  app.post('/api/WorkInfo/SaveTeachingAidWork', {
    schema: { tags, summary: '从校本教辅的章节布置教辅作业（新建）', body: ZSaveTeachingAidWorkRequestSchema, response: saved },
  }, async (request) => ok(await homeworkSaveService.createTeachingAid(app.db, actorOf(request), request.body)));

  app.post('/api/WorkInfo/EditTeachingAidWork', {
    schema: { tags, summary: '修改教辅作业的班级与用途', body: ZEditTeachingAidWorkRequestSchema, response: saved },
  }, async (request) => ok(await homeworkSaveService.editTeachingAid(app.db, actorOf(request), request.body)));

  app.get('/api/WorkInfo/GetDefaultWorkName', {
    schema: { tags, summary: '默认作业名称', querystring: ZDefaultWorkNameQuerySchema, response: okSchema(ZDefaultWorkNameSchema) },
  }, async (request) => ok(await homeworkReadService.defaultName(app.db, actorOf(request), request.query.km, request.query.ruCode)));

  app.get('/api/WorkInfo/GetWorkInfo', {
    schema: { tags, summary: '作业表单（编辑或复制）', querystring: ZGetWorkInfoQuerySchema, response: okSchema(ZWorkInfoSchema) },
  }, async (request) => ok(await homeworkReadService.workInfo(app.db, actorOf(request), request.query)));

  app.get('/api/WorkInfo/Detail', {
    schema: { tags, summary: '作业详情', querystring: ZWorkDetailQuerySchema, response: okSchema(ZWorkDetailSchema) },
  }, async (request) => ok(await homeworkReadService.detail(app.db, actorOf(request), request.query.workGuid, request.query.ruCode)));

  app.get('/api/WorkInfo/List', {
    schema: { tags, summary: '作业列表', querystring: ZWorkListQuerySchema, response: okSchema(ZWorkListSchema) },
  }, async (request) => ok(await homeworkReadService.list(app.db, actorOf(request), request.query)));

  app.post('/api/WorkInfo/Delete', {
    schema: { tags, summary: '删除作业（创建者或管理员）', body: ZDeleteWorkRequestSchema, response: okSchema(ZNullData) },
  }, async (request) => {
    await homeworkReadService.remove(app.db, actorOf(request), request.body.workInfoGuid, request.body.ruCode);
    return ok(null);
  });

  app.get('/api/WorkInfo/GetPaperForWork', {
    schema: { tags, summary: '布置作业前的试卷概况（题数、总分、题型）', querystring: ZPaperForWorkQuerySchema, response: okSchema(ZPaperForWorkSchema) },
  }, async (request) => ok(await paperWorkService.paperForWork(app.db, actorOf(request), request.query)));

  app.get('/api/WorkInfo/GetWorkPaperGuid', {
    schema: { tags, summary: '作业的试卷标识与作业号', querystring: ZWorkPaperGuidQuerySchema, response: okSchema(ZWorkPaperGuidSchema) },
  }, async (request) => ok(await homeworkReadService.paperGuid(app.db, actorOf(request), request.query.workGuid, request.query.ruCode)));

  app.get('/api/WorkInfo/DownLoadPaperAnswerPdf', {
    schema: { tags, summary: '下载答案 PDF', querystring: ZDownloadAnswerPdfQuerySchema },
  }, async (request, reply) => {
    const { body, fileName } = await homeworkDownloadService.answerPdf(app.db, app.storage, actorOf(request), request.query);
    return sendFile(reply, body, fileName, 'application/pdf');
  });
};
