import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZStudentChangePasswordRequestSchema, ZStudentLoginRequestSchema, ZStudentMeSchema } from '@zuoyeben/shared';
import { z } from 'zod';
import { ok, okSchema } from '../../lib/envelope.js';
import { throttledLogin } from '../account/login-throttle.js';
import { studentAuthService } from './student-auth.service.js';
import { endStudentSession, requireStudent, startStudentSession, studentOf } from './student-session.js';

const tags = ['学生账号'];

export interface StudentAuthRoutesOptions {
  /** Login attempts per account and address per minute (the teachers' limit). */
  loginPerMinute: number;
  cookieSecure: boolean;
}

/** The student's own account. Every route skips the teacher check (auth 'none') and uses the student guard instead. */
export const studentAuthRoutes: FastifyPluginAsyncZod<StudentAuthRoutesOptions> = async (app, options) => {
  app.post('/api/Student/Login', {
    schema: { tags, summary: '学生登录（学号或手机号）', body: ZStudentLoginRequestSchema, response: okSchema(ZStudentMeSchema) },
    config: {
      auth: 'none',
      rateLimit: {
        max: options.loginPerMinute,
        timeWindow: 60_000,
        hook: 'preHandler',
        keyGenerator: (req) => `student|${req.ip}|${(req.body as { account?: string } | undefined)?.account ?? ''}`,
        errorResponseBuilder: () => ({ statusCode: 429, message: '登录尝试过于频繁，请1分钟后再试' }),
      },
    },
  }, async (request, reply) => {
    const student = await throttledLogin(app.db, app.loginThrottle, { kind: 'student', account: request.body.account, address: request.ip },
      () => studentAuthService.login(app.db, request.body));
    await endStudentSession(app.db, request, reply);
    await startStudentSession(app.db, reply, student, options.cookieSecure || request.protocol === 'https');
    return ok(await studentAuthService.profile(app.db, { studentGuid: student.guid, schoolId: student.schoolId }));
  });

  app.get('/api/Student/Me', {
    schema: { tags, summary: '当前学生', response: okSchema(ZStudentMeSchema) },
    config: { auth: 'none' },
    onRequest: requireStudent,
  }, async (request) => ok(await studentAuthService.profile(app.db, studentOf(request))));

  app.post('/api/Student/ChangePassword', {
    schema: { tags, summary: '学生修改密码', body: ZStudentChangePasswordRequestSchema, response: okSchema(z.null()) },
    config: { auth: 'none' },
    onRequest: requireStudent,
  }, async (request) => {
    await studentAuthService.changePassword(app.db, studentOf(request), request.body);
    return ok(null, '修改成功');
  });

  app.get('/api/Student/Logout', {
    schema: { tags, summary: '学生退出登录', response: okSchema(z.null()) },
    config: { auth: 'none' },
  }, async (request, reply) => {
    await endStudentSession(app.db, request, reply);
    return ok(null);
  });
};
