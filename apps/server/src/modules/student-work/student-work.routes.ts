import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HomeworkLimits,
  ZStudentAnsweringTimeRequestSchema,
  ZStudentAnsweringTimeSchema,
  ZStudentSubmissionSchema,
  ZStudentSubmitRequestSchema,
  ZStudentUploadResultSchema,
  ZStudentWorkDetailSchema,
  ZStudentWorkListSchema,
  ZStudentWorkParamsSchema,
} from '@zuoyeben/shared';
import { ok, okSchema } from '../../lib/envelope.js';
import { readUploadParts } from '../files/upload-parts.js';
import { requireStudent, STUDENT_COOKIE, studentOf } from '../student-auth/student-session.js';
import { uploadAnswerImage } from './answer-image.service.js';
import { studentWorkService } from './student-work.service.js';

const tags = ['学生作业'];
/** Student routes skip the teacher check and use the student guard. */
const studentOnly = { config: { auth: 'none' as const }, onRequest: requireStudent };

/** Photos one student may upload per minute: a page of answers, not a flood that fills the database. */
const UPLOADS_PER_MINUTE = 60;

/** The student's homework: list, one homework, submit, and answer photos (spec 03 §9). */
export const studentWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/Student/Works', {
    ...studentOnly,
    schema: { tags, summary: '我的作业', response: okSchema(ZStudentWorkListSchema) },
  }, async (request) => ok(await studentWorkService.list(app.db, studentOf(request))));

  app.get('/api/Student/Work/:workGuid', {
    ...studentOnly,
    schema: { tags, summary: '作业详情（题目、我的答案；答案公布后含答案与得分）', params: ZStudentWorkParamsSchema, response: okSchema(ZStudentWorkDetailSchema) },
  }, async (request) => ok(await studentWorkService.detail(app.db, studentOf(request), request.params.workGuid)));

  app.post('/api/Student/Submit', {
    ...studentOnly,
    schema: { tags, summary: '提交作业（同一 requestId 重试返回同一结果）', body: ZStudentSubmitRequestSchema, response: okSchema(ZStudentSubmissionSchema) },
  }, async (request) => ok(await studentWorkService.submit(app.db, studentOf(request), request.body), '提交成功'));

  app.post('/api/Student/AnsweringTime', {
    ...studentOnly,
    schema: { tags, summary: '累计作答用时（页面每30秒及隐藏时上报）', body: ZStudentAnsweringTimeRequestSchema, response: okSchema(ZStudentAnsweringTimeSchema) },
  }, async (request) => ok(await studentWorkService.addAnsweringTime(app.db, studentOf(request), request.body)));

  app.post('/api/Student/UploadAnswerImage', {
    config: {
      auth: 'none',
      rateLimit: {
        max: UPLOADS_PER_MINUTE,
        timeWindow: 60_000,
        hook: 'preHandler',
        keyGenerator: (req) => req.cookies?.[STUDENT_COOKIE] ?? req.ip,
        errorResponseBuilder: () => ({ statusCode: 429, message: '上传过于频繁，请稍后再试' }),
      },
    },
    onRequest: requireStudent,
    schema: { tags, summary: '上传答题图片（multipart：字段 workGuid 与 file）', consumes: ['multipart/form-data'], response: okSchema(ZStudentUploadResultSchema) },
  }, async (request) => {
    const student = studentOf(request);
    const parts = await readUploadParts(request, HomeworkLimits.maxDocumentBytes + 1);
    return ok(await uploadAnswerImage(app.db, app.storage, student, parts));
  });
};
