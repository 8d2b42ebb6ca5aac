import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAllowedPermissionsSchema,
  ZGradeClassKmSchema,
  ZSaveTeachingScopeRequestSchema,
  ZTeacherTeachInfoSchema,
  ZTeachingScopeSchema,
} from '@zuoyeben/shared';
import { ok, okSchema } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { teacherService as service } from './teacher.service.js';

const tags = ['教师'];

/** The signed-in teacher's own teaching, teaching scope and permissions in the session's school (spec 03 §7.5 Teacher). */
export const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/Teacher/GetTeacherTeachInfo', {
    schema: { tags, summary: '我任教的年级、班级与学科', response: okSchema(ZTeacherTeachInfoSchema) },
  }, async (request) => ok({ list: await service.teachInfo(app.db, actorOf(request)) }));

  app.get('/api/Teacher/GetGradeClassKm', {
    schema: { tags, summary: '任教的年级 → 班级 → 学科', response: okSchema(ZGradeClassKmSchema) },
  }, async (request) => ok({ list: await service.gradeClassKm(app.db, actorOf(request)) }));

  app.get('/api/Teacher/GetTeachingScope', {
    schema: { tags, summary: '备课范围（每个任教学科的备课年级）', response: okSchema(ZTeachingScopeSchema) },
  }, async (request) => ok(await service.scope(app.db, actorOf(request))));

  app.post('/api/Teacher/SaveTeachingScope', {
    schema: { tags, summary: '保存备课范围', body: ZSaveTeachingScopeRequestSchema, response: okSchema(ZTeachingScopeSchema) },
  }, async (request) => ok(await service.saveScope(app.db, actorOf(request), request.body.list), '保存成功'));

  app.get('/api/Teacher/GetAllowedPermissions', {
    schema: { tags, summary: '本校当前可用的权限与受控操作', response: okSchema(ZAllowedPermissionsSchema) },
  }, async (request) => ok(await service.allowedPermissions(app.db, actorOf(request))));
};
