import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  StaffMessages,
  ZChangePasswordRequestSchema,
  ZResetStaffPasswordRequestSchema,
  ZResetStaffPasswordSchema,
  ZSetStaffAccessRequestSchema,
  ZStaffListSchema,
} from '@zuoyeben/shared';
import { ok, okSchema, ZNullData } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { staffService } from './staff.service.js';

const tags = ['教师管理'];

/** 教师管理 for administrators, and a member's own password (issue 9 item 22). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/Teacher/StaffList', {
    schema: { tags, summary: '本校教师与管理员（管理员）', response: okSchema(ZStaffListSchema) },
  }, async (request) => ok({ list: await staffService.list(app.db, actorOf(request)) }));

  app.post('/api/Teacher/SetStaffAccess', {
    schema: { tags, summary: '停用或启用账号、允许自行加入班级（管理员）', body: ZSetStaffAccessRequestSchema, response: okSchema(ZNullData) },
  }, async (request) => {
    await staffService.setAccess(app.db, actorOf(request), request.body);
    return ok(null, StaffMessages.saved);
  });

  app.post('/api/Teacher/ResetStaffPassword', {
    schema: { tags, summary: '重置教师密码（管理员；新密码只显示一次）', body: ZResetStaffPasswordRequestSchema, response: okSchema(ZResetStaffPasswordSchema) },
  }, async (request) => ok(await staffService.resetPassword(app.db, actorOf(request), request.body.userId), StaffMessages.passwordReset));

  app.post('/api/User/ChangePassword', {
    schema: { tags, summary: '修改自己的密码（需原密码）', body: ZChangePasswordRequestSchema, response: okSchema(ZNullData) },
  }, async (request) => {
    await staffService.changeOwnPassword(app.db, actorOf(request), request.body);
    return ok(null, StaffMessages.passwordChanged);
  });
};
