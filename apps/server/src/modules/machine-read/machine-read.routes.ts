import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountLimits,
  ZImportResultSchema,
  ZMachineReadImportQuerySchema,
  ZMachineReadSaveRequestSchema,
  ZMachineReadSaveResultSchema,
  ZMachineReadSheetRequestSchema,
  ZMachineReadSheetSchema,
  ZMachineReadTemplateRequestSchema,
} from '@zuoyeben/shared';
import { sendFile, XLSX_MIME } from '../../lib/download.js';
import { ok, okSchema } from '../../lib/envelope.js';
import { readUploadedFile } from '../../lib/upload.js';
import { actorOf } from '../../plugins/session.js';
import { machineReadService } from './machine-read.service.js';

const tags = ['扫描作业录入'];

/** Teachers type in or import the objective answers of machine-read homework (workType 4). */
export const machineReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/MachineRead/Sheet', {
    schema: { tags, summary: '班级学生 × 选择题答案表', querystring: ZMachineReadSheetRequestSchema, response: okSchema(ZMachineReadSheetSchema) },
  }, async (request) => ok(await machineReadService.sheet(app.db, actorOf(request), request.query.workGuid, request.query.classGuid)));

  app.post('/api/MachineRead/Save', {
    schema: { tags, summary: '保存录入的答案（按同一规则判分）', body: ZMachineReadSaveRequestSchema, response: okSchema(ZMachineReadSaveResultSchema) },
  }, async (request) => ok(await machineReadService.save(app.db, actorOf(request), request.body.workGuid, request.body.entries), '保存成功'));

  app.get('/api/MachineRead/Template', {
    schema: { tags, summary: '下载答案录入模板（.xlsx，含已录入的答案）', querystring: ZMachineReadTemplateRequestSchema },
  }, async (request, reply) => {
    const file = await machineReadService.template(app.db, actorOf(request), request.query.workGuid, request.query.classGuid);
    return sendFile(reply, file.body, file.fileName, XLSX_MIME);
  });

  app.post('/api/MachineRead/Import', {
    schema: { tags, summary: '导入答案（multipart，字段 file；有错误时整份不导入）', querystring: ZMachineReadImportQuerySchema, consumes: ['multipart/form-data'], response: okSchema(ZImportResultSchema) },
  }, async (request) => {
    const actor = actorOf(request);
    const file = await readUploadedFile(request, { field: 'file', maxBytes: AccountLimits.importMaxBytes });
    return ok(await machineReadService.importWorkbook(app.db, actor, request.query.workGuid, file), '导入成功');
  });
};
