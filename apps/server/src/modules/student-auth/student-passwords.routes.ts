import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  StudentAuthMessages,
  ZExportStudentPasswordsRequestSchema,
  ZResetStudentPasswordRequestSchema,
  ZResetStudentPasswordResultSchema,
  ZStudentPasswordSettingSchema,
} from '@zuoyeben/shared';
import { sendFile, XLSX_MIME } from '../../lib/download.js';
import { ok, okSchema } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { studentPasswordsService } from './student-passwords.service.js';

const tags = ['学生'];

/** Initial student passwords, for teachers (their classes) and administrators (the school). */
export const studentPasswordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/Teacher/ResetStudentPassword', {
    schema: { tags, summary: '重置学生密码（生成新的初始密码）', body: ZResetStudentPasswordRequestSchema, response: okSchema(ZResetStudentPasswordResultSchema) },
  }, async (request) => ok(await studentPasswordsService.reset(app.db, actorOf(request), request.body.stuGuids)));

  app.post('/api/Teacher/ExportStudentPasswords', {
    schema: { tags, summary: '导出班级学生初始密码（.xlsx）', body: ZExportStudentPasswordsRequestSchema },
  }, async (request, reply) => {
    const file = await studentPasswordsService.exportWorkbook(app.db, actorOf(request), request.body.classGuid);
    return sendFile(reply, file.body, file.fileName, XLSX_MIME);
  });

  app.get('/api/Teacher/StudentPasswordSetting', {
    schema: { tags, summary: '学生初始密码位数', response: okSchema(ZStudentPasswordSettingSchema) },
  }, async (request) => ok(await studentPasswordsService.setting(app.db, actorOf(request))));

  app.post('/api/Teacher/SaveStudentPasswordSetting', {
    schema: { tags, summary: '设置学生初始密码位数（管理员）', body: ZStudentPasswordSettingSchema, response: okSchema(ZStudentPasswordSettingSchema) },
  }, async (request) => ok(await studentPasswordsService.saveSetting(app.db, actorOf(request), request.body), StudentAuthMessages.passwordSettingSaved));
};
