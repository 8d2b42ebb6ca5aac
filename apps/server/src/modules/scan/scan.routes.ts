import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ScanMessages,
  ZScanAlignRequestSchema,
  ZScanBatchDetailSchema,
  ZScanBatchesRequestSchema,
  ZScanBatchesSchema,
  ZScanBatchRequestSchema,
  ZScanCropRequestSchema,
  ZScanMovePageRequestSchema,
  ZScanPageImageRequestSchema,
  ZScanPageRequestSchema,
  ZScanResolveRequestSchema,
  ZScanSheetRequestSchema,
  ZScanSheetSchema,
  ZScanUploadQuerySchema,
  ZScanUploadResultSchema,
  ZScanWorkSummaryRequestSchema,
  ZScanWorkSummarySchema,
  ZScanWorksSchema,
} from '@zuoyeben/shared';
import { ok, okSchema, queued, ZNullData } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { readScanUpload } from './scan-upload.js';
import { defineScanJob, scanService } from './scan.service.js';
import { scanSheet } from './scan.sheet.js';

const tags = ['答题卡扫描'];

/** Scanned answer cards of machine-read homework (issue 13; spec 03 §2.1 scan-status, scan-detail, job-scanData). */
export const scanRoutes: FastifyPluginAsyncZod = async (app) => {
  defineScanJob(app);

  app.post('/api/Scan/Upload', {
    schema: { tags, summary: '上传扫描的答题卡（multipart，字段 files：一个 PDF 或若干 JPG/PNG），排入任务中心逐页读取', querystring: ZScanUploadQuerySchema, consumes: ['multipart/form-data'], response: okSchema(ZScanUploadResultSchema) },
  }, async (request) => {
    const actor = actorOf(request);
    const files = await readScanUpload(request);
    return queued(await scanService.upload(app, actor, request.query.workGuid, files));
  });

  app.get('/api/Scan/Works', {
    schema: { tags, summary: '可上传答题卡的扫描作业', response: okSchema(ZScanWorksSchema) },
  }, async (request) => ok(await scanService.works(app.db, actorOf(request))));

  app.get('/api/Scan/Batches', {
    schema: { tags, summary: '本校扫描批次（新的在前）', querystring: ZScanBatchesRequestSchema, response: okSchema(ZScanBatchesSchema) },
  }, async (request) => ok(await scanService.batches(app.db, actorOf(request), request.query.workGuid)));

  app.get('/api/Scan/Batch', {
    schema: { tags, summary: '一个批次的各页、读取结果与待复核项', querystring: ZScanBatchRequestSchema, response: okSchema(ZScanBatchDetailSchema) },
  }, async (request) => ok(await scanService.detail(app.db, actorOf(request), request.query.batchGuid)));

  app.get('/api/Scan/PageImage', {
    schema: { tags, summary: '扫描页图像（thumb=1 为缩略图）', querystring: ZScanPageImageRequestSchema },
  }, async (request, reply) => {
    const img = await scanService.pageImage(app, actorOf(request), request.query.pageGuid, request.query.thumb === '1');
    return reply.header('content-type', img.mime).header('content-length', img.size).header('cache-control', 'private, max-age=300').send(img.body);
  });

  app.get('/api/Scan/Crop', {
    schema: { tags, summary: '待复核题目（th=0 为学号）的截图', querystring: ZScanCropRequestSchema },
  }, async (request, reply) => {
    const crop = await scanService.crop(app, actorOf(request), request.query.pageGuid, request.query.th);
    return reply.header('content-type', 'image/png').header('content-length', crop.size).header('cache-control', 'private, max-age=300').send(crop.stream);
  });

  app.post('/api/Scan/Reread', {
    schema: { tags, summary: '重新读取一页（保留教师的更正）', body: ZScanPageRequestSchema, response: okSchema(ZNullData) },
  }, async (request) => {
    await scanService.reread(app, actorOf(request), request.body.pageGuid);
    return ok(null, '已重新读取');
  });

  app.post('/api/Scan/Align', {
    schema: { tags, summary: '手动对齐：按老师点选的四个角定位方块重新读取一页（之后的重新读取也按它）', body: ZScanAlignRequestSchema, response: okSchema(ZNullData) },
  }, async (request) => {
    await scanService.align(app, actorOf(request), request.body);
    return ok(null, ScanMessages.aligned);
  });

  app.post('/api/Scan/DeletePage', {
    schema: { tags, summary: '删除一页（撤回它写入的答案）', body: ZScanPageRequestSchema, response: okSchema(ZNullData) },
  }, async (request) => {
    await scanService.deletePage(app, actorOf(request), request.body.pageGuid);
    return ok(null, '删除成功');
  });

  app.post('/api/Scan/MovePage', {
    schema: { tags, summary: '把一页改为另一名学生的答题卡', body: ZScanMovePageRequestSchema, response: okSchema(ZNullData) },
  }, async (request) => {
    await scanService.movePage(app, actorOf(request), request.body.pageGuid, request.body.stuGuid);
    return ok(null, '已更改学生');
  });

  app.post('/api/Scan/Resolve', {
    schema: { tags, summary: '复核：选择学生、确认填涂答案', body: ZScanResolveRequestSchema, response: okSchema(ZNullData) },
  }, async (request) => {
    await scanService.resolve(app, actorOf(request), request.body);
    return ok(null, '保存成功');
  });

  app.get('/api/Scan/Sheet', {
    schema: { tags, summary: '批阅：一名学生的答题卡各页、识别结果与各题得分（不带 stuGuid 为第一名）', querystring: ZScanSheetRequestSchema, response: okSchema(ZScanSheetSchema) },
  }, async (request) => ok(await scanSheet(app.db, actorOf(request), request.query)));

  app.get('/api/Scan/WorkSummary', {
    schema: { tags, summary: '作业的扫描统计：各班已扫描、缺卡学生、重复', querystring: ZScanWorkSummaryRequestSchema, response: okSchema(ZScanWorkSummarySchema) },
  }, async (request) => ok(await scanService.workSummary(app.db, actorOf(request), request.query.workGuid)));
};
