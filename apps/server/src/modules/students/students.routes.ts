import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountLimits,
  ZExportResultSchema,
  ZExportStudentRequestSchema,
  ZImportResultSchema,
  ZRemoveStudentRequestSchema,
  ZRemoveStudentResultSchema,
  ZRepeatNameListSchema,
  ZRepeatNameRequestSchema,
  ZRepeatNameShowSchema,
  ZSaveStudentRequestSchema,
  ZStudentListRequestSchema,
  ZStudentPageSchema,
  ZStudentSchema,
} from '@zuoyeben/shared';
import { sendFile, XLSX_MIME } from '../../lib/download.js';
import { ok, okSchema } from '../../lib/envelope.js';
import { readUploadedFile } from '../../lib/upload.js';
import { actorOf } from '../../plugins/session.js';
import { defineExport } from '../tasks/index.js';
import { studentTransferService } from './student-transfer.service.js';
import { studentsService } from './students.service.js';

const tags = ['学生'];

/** Students, same-name students and student workbooks (spec 03 §2.8, §7.5). */
export const studentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/Teacher/StudentList', {
    schema: { tags, summary: '学生列表（分页）', body: ZStudentListRequestSchema, response: okSchema(ZStudentPageSchema) },
  }, async (request) => {
    const { pageIndex, pageSize, ...filter } = request.body;
    return ok(await studentsService.page(app.db, actorOf(request), filter, { pageIndex, pageSize }));
  });

  app.post('/api/Teacher/SaveStudent', {
    schema: { tags, summary: '添加或修改学生', body: ZSaveStudentRequestSchema, response: okSchema(ZStudentSchema) },
  }, async (request) => ok(await studentsService.save(app.db, actorOf(request), request.body)));

  app.post('/api/Teacher/RemoveStudent', {
    schema: { tags, summary: '移除学生', body: ZRemoveStudentRequestSchema, response: okSchema(ZRemoveStudentResultSchema) },
  }, async (request) => ok(await studentsService.remove(app.db, actorOf(request), request.body.stuGuids)));

  app.post('/api/Teacher/IsRepeatNameExist', {
    schema: { tags, summary: '是否有同名学生', body: ZRepeatNameRequestSchema, response: okSchema(ZRepeatNameShowSchema) },
  }, async (request) => ok({ show: await studentsService.hasRepeatNames(app.db, actorOf(request), request.body.classCodes) }));

  app.post('/api/Teacher/GetRepeatName', {
    schema: { tags, summary: '同名学生', body: ZRepeatNameRequestSchema, response: okSchema(ZRepeatNameListSchema) },
  }, async (request) => ok(await studentsService.repeatNames(app.db, actorOf(request), request.body.classCodes)));

  app.get('/api/Teacher/StudentTemplate', {
    schema: { tags, summary: '下载学生导入模板（.xlsx）' },
  }, async (request, reply) => {
    const file = await studentTransferService.template(app.db, actorOf(request));
    return sendFile(reply, file.body, file.fileName, XLSX_MIME);
  });

  app.post('/api/Teacher/ImportStudent', {
    schema: { tags, summary: '导入学生（multipart，字段 file）', consumes: ['multipart/form-data'], response: okSchema(ZImportResultSchema) },
  }, async (request) => {
    const actor = actorOf(request);
    const file = await readUploadedFile(request, { field: 'file', maxBytes: AccountLimits.importMaxBytes });
    return ok(await studentTransferService.importWorkbook(app.db, actor, file));
  });

  const exportStudents = defineExport<{ classGuid?: string }>(app, {
    job: 'export.students',
    plan: (actor, params) => studentTransferService.exportPlan(app.db, actor, params.classGuid),
    make: async (actor, params) => ({ ...(await studentTransferService.exportWorkbook(app.db, actor, params.classGuid)), mime: XLSX_MIME }),
  });

  app.post('/api/Teacher/ExportStudent', {
    schema: { tags, summary: '导出学生（data.url；人数多时转为后台任务）', body: ZExportStudentRequestSchema, response: okSchema(ZExportResultSchema) },
  }, async (request) => exportStudents(actorOf(request), { classGuid: request.body.classGuid }));
};
