import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PersonalMessages,
  ZDeviceSessionsSchema,
  ZEndOtherSessionsSchema,
  ZEndSessionRequestSchema,
  ZProfileSchema,
  ZSaveProfileRequestSchema,
} from '@zuoyeben/shared';
import { ok, okSchema, ZNullData } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { personalService } from './personal.service.js';

const tags = ['账号'];

/** 个人信息 (issue 15 item 2): the user's own name, phone and signed-in sessions. 修改密码 is staff.routes.ts. */
export const personalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/User/Profile', {
    schema: { tags, summary: '我的姓名与手机号', response: okSchema(ZProfileSchema) },
  }, async (request) => ok(await personalService.profile(app.db, actorOf(request))));

  app.post('/api/User/SaveProfile', {
    schema: { tags, summary: '修改我的姓名与手机号（手机号即登录账号）', body: ZSaveProfileRequestSchema, response: okSchema(ZProfileSchema) },
  }, async (request) => ok(await personalService.saveProfile(app.db, actorOf(request), request.body), PersonalMessages.saved));

  app.get('/api/User/Sessions', {
    schema: { tags, summary: '我的登录设备（浏览器、地址、最近活动）', response: okSchema(ZDeviceSessionsSchema) },
  }, async (request) => ok(await personalService.sessions(app.db, actorOf(request))));

  app.post('/api/User/EndSession', {
    schema: { tags, summary: '退出我的另一台设备', body: ZEndSessionRequestSchema, response: okSchema(ZNullData) },
  }, async (request) => {
    await personalService.endSession(app.db, actorOf(request), request.body.key);
    return ok(null, PersonalMessages.sessionEnded);
  });

  app.post('/api/User/EndOtherSessions', {
    schema: { tags, summary: '退出我的其他全部设备（当前设备保留）', response: okSchema(ZEndOtherSessionsSchema) },
  }, async (request) => ok(await personalService.endOtherSessions(app.db, actorOf(request)), PersonalMessages.othersEnded));
};
