import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountLimits,
  ApiStatus,
  ZCacheSelectPeriodKmRequestSchema,
  ZLoginRequestSchema,
  ZPeriodSubjectsSchema,
  ZRoleListSchema,
  ZSchoolSchema,
  ZSelectRuRequestSchema,
  ZSetRoleRequestSchema,
  ZUserInfoSchema,
  zEnvelope,
} from '@zuoyeben/shared';
import { ok, okSchema } from '../../lib/envelope.js';
import { unauthorized } from '../../lib/errors.js';
import { actorOf } from '../../plugins/session.js';
import { sessionRepository } from './session.repository.js';
import { defineSessionSweep } from './session-sweep.js';
import { accountService, type SessionTarget } from './account.service.js';
import { throttledLogin } from './login-throttle.js';

const tags = ['账号'];
const ZLoginAnswerSchema = { 200: zEnvelope(z.union([ZUserInfoSchema, ZRoleListSchema])) };

export interface AccountRoutesOptions {
  /** Login attempts per account and address per minute. */
  loginPerMinute: number;
}

/** Login, roles, school choice, user info and logout (spec 03 §4, §7.6). */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  defineSessionSweep(app);
  /** A user with several roles in the school answers body status 411 with the role list (spec 03 §8.1). */
  async function answer(target: SessionTarget) {
    if (!target.role) {
      return { status: ApiStatus.ChooseRole, message: '请选择角色', data: await accountService.roleList(app.db, target.userId, target.schoolId) };
    }
    return ok(await accountService.userInfo(app.db, target.userId, target.schoolId, target.role));
  }

  app.post('/api/Common/Login1', {
    schema: { tags, summary: '账号密码登录', body: ZLoginRequestSchema, response: ZLoginAnswerSchema },
    config: {
      auth: 'none',
      rateLimit: {
        max: options.loginPerMinute,
        timeWindow: 60_000,
        hook: 'preHandler',
        keyGenerator: (req) => `${req.ip}|${(req.body as { userCode?: string } | undefined)?.userCode ?? ''}`,
        errorResponseBuilder: () => ({ statusCode: 429, message: '登录尝试过于频繁，请1分钟后再试' }),
      },
    },
  }, async (request, reply) => {
    const { userCode, password } = request.body;
    const target = await throttledLogin(app.db, app.loginThrottle, { kind: 'staff', account: userCode, address: request.ip },
      () => accountService.login(app.db, userCode, password));
    if (request.session) await sessionRepository.remove(app.db, request.session.id);
    await app.startSession(reply, target.userId, target.schoolId, target.role);
    return answer(target);
  });

  app.post('/api/Common/GetRoles', {
    schema: { tags, summary: '当前学校的角色列表', response: okSchema(ZRoleListSchema) },
    config: { auth: 'user' },
  }, async (request) => {
    const s = request.session!;
    return ok(await accountService.roleList(app.db, s.userId, s.schoolId!));
  });

  app.post('/api/Common/SetRole', {
    schema: { tags, summary: '选择角色', body: ZSetRoleRequestSchema, response: okSchema(ZUserInfoSchema) },
    config: { auth: 'user' },
  }, async (request) => {
    const s = request.session!;
    await accountService.checkRole(app.db, s.userId, s.schoolId!, request.body.role);
    await sessionRepository.update(app.db, s.id, { role: request.body.role });
    return ok(await accountService.userInfo(app.db, s.userId, s.schoolId!, request.body.role));
  });

  app.get('/api/User/UserInfo', {
    schema: { tags, summary: '当前用户、学校与权限', response: okSchema(ZUserInfoSchema) },
  }, async (request) => {
    const actor = actorOf(request);
    return ok(await accountService.userInfo(app.db, actor.userId, actor.schoolId, actor.role));
  });

  app.get('/api/Teacher/GetSchools', {
    schema: { tags, summary: '我所属的学校', response: okSchema(z.object({ list: z.array(ZSchoolSchema) })) },
    config: { auth: 'user' },
  }, async (request) => {
    const info = await accountService.schoolsOf(app.db, request.session!.userId);
    return ok({ list: info });
  });

  app.post('/api/Teacher/SelectRu', {
    schema: { tags, summary: '切换学校', body: ZSelectRuRequestSchema, response: ZLoginAnswerSchema },
    config: { auth: 'user' },
  }, async (request) => {
    const s = request.session!;
    const target = await accountService.selectSchool(app.db, s.userId, request.body.ru, request.ip);
    await sessionRepository.update(app.db, s.id, { schoolId: target.schoolId, role: target.role });
    return answer(target);
  });

  app.post('/api/TeachInfo/CacheSelectPeriodKm', {
    schema: { tags, summary: '记住右上角的学段、科目', body: ZCacheSelectPeriodKmRequestSchema, response: okSchema(z.null()) },
  }, async (request) => {
    const actor = actorOf(request);
    await accountService.saveSelection(app.db, actor.userId, actor.schoolId, request.body.studyName, request.body.subject);
    return ok(null);
  });

  app.get('/api/WorkInfo/GetPeriodSubjects', {
    schema: { tags, summary: '本校学段与科目', response: okSchema(z.array(ZPeriodSubjectsSchema)) },
  }, async (request) => {
    const actor = actorOf(request);
    return ok((await accountService.userInfo(app.db, actor.userId, actor.schoolId, actor.role)).periods);
  });

  app.get('/api/Common/Exit', {
    schema: { tags, summary: '退出登录', response: okSchema(z.null()) },
    config: { auth: 'none' },
  }, async (request, reply) => {
    await app.endSession(request, reply);
    return ok(null);
  });

  app.get('/api/Common/GetSchoolConfigNew', {
    schema: {
      tags,
      summary: '学校配置（服务状态）',
      response: okSchema(z.object({ schoolName: z.string(), sessionHours: z.number(), services: z.array(z.object({ serviceType: z.number(), status: z.number() })) })),
    },
  }, async (request) => {
    const actor = actorOf(request);
    const info = await accountService.userInfo(app.db, actor.userId, actor.schoolId, actor.role);
    if (!info) throw unauthorized();
    return ok({ schoolName: info.school.schoolName, sessionHours: app.sessionLimits.staffMaxHours, services: info.services });
  });
};
