import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCorrectionBookDetailQuerySchema,
  ZCorrectionBookDetailSchema,
  ZCorrectionBookListRequestSchema,
  ZCorrectionBookListSchema,
  ZCorrectionClassStudentsQuerySchema,
  ZCorrectionClassStudentsSchema,
  ZCorrectionCreatedSchema,
  ZCreateCorrectionRequestSchema,
  ZEndCorrectionRequestSchema,
  ZMarkCorrectionRequestSchema,
  ZStudentCorrectionListSchema,
  ZStudentCorrectionParamsSchema,
  ZStudentCorrectionSchema,
  ZSubmitCorrectionRequestSchema,
  ZWrongBookMasteredRequestSchema,
  ZWrongBookQuerySchema,
  ZWrongBookSchema,
  ZSimilarPracticeCheckRequestSchema,
  ZSimilarPracticeCheckSchema,
  ZSimilarPracticeQuerySchema,
  ZSimilarPracticeSchema,
} from '@zuoyeben/shared';
import { ok, okSchema, ZNullData } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { requireStudent, studentOf } from '../student-auth/student-session.js';
import { correctionsService } from './corrections.service.js';
import { wrongBookPracticeService } from './wrong-book-practice.service.js';

const tags = ['订正'];
const studentOnly = { config: { auth: 'none' as const }, onRequest: requireStudent };

/** Corrections (订正), the correction book and the student's wrong-question book (spec 03 §3, §4, §7.2; issue 14). */
export const correctionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/CorrectionBook/Create', {
    schema: { tags, summary: '布置订正（作业结束后，学生订正各自失分的题）', body: ZCreateCorrectionRequestSchema, response: okSchema(ZCorrectionCreatedSchema) },
  }, async (request) => ok(await correctionsService.create(app.db, actorOf(request), request.body.workGuid), '已布置订正'));

  app.post('/api/CorrectionBook/End', {
    schema: { tags, summary: '结束订正', body: ZEndCorrectionRequestSchema, response: okSchema(ZNullData) },
  }, async (request) => ok(await correctionsService.end(app.db, actorOf(request), request.body.workGuid), '订正已结束'));

  app.post('/api/CorrectionBook/GetCorrectionBookList', {
    schema: { tags, summary: '订正本列表（默认近6个月）', body: ZCorrectionBookListRequestSchema, response: okSchema(ZCorrectionBookListSchema) },
  }, async (request) => ok(await correctionsService.list(app.db, actorOf(request), request.body)));

  app.post('/api/WorkInfo/GetRevisedList', {
    schema: { tags, summary: '订正作业列表（getRevisedList，默认近6个月）', body: ZCorrectionBookListRequestSchema, response: okSchema(ZCorrectionBookListSchema) },
  }, async (request) => ok(await correctionsService.list(app.db, actorOf(request), request.body)));

  app.get('/api/CorrectionBook/GetCorrectionBookDetail', {
    schema: { tags, summary: '订正详情：谁已订正、谁未订正、谁订正有误', querystring: ZCorrectionBookDetailQuerySchema, response: okSchema(ZCorrectionBookDetailSchema) },
  }, async (request) => ok(await correctionsService.detail(app.db, actorOf(request), request.query.workGuid, request.query.classGuid)));

  app.get('/api/CorrectionBook/GetCorrectionBookClassStudents', {
    schema: { tags, summary: '一个班的订正进度', querystring: ZCorrectionClassStudentsQuerySchema, response: okSchema(ZCorrectionClassStudentsSchema) },
  }, async (request) => ok(await correctionsService.classStudents(app.db, actorOf(request), request.query.workGuid, request.query.classGuid)));

  app.post('/api/CorrectionBook/Mark', {
    schema: { tags, summary: '批阅主观题订正（已订正／未订正）', body: ZMarkCorrectionRequestSchema, response: okSchema(ZNullData) },
  }, async (request) => ok(await correctionsService.mark(app.db, actorOf(request), request.body), '批阅成功'));

  app.get('/api/Student/Corrections', {
    ...studentOnly,
    schema: { tags, summary: '我的订正任务', response: okSchema(ZStudentCorrectionListSchema) },
  }, async (request) => ok(await correctionsService.studentList(app.db, studentOf(request))));

  app.get('/api/Student/Correction/:workGuid', {
    ...studentOnly,
    schema: { tags, summary: '订正任务：我失分的题', params: ZStudentCorrectionParamsSchema, response: okSchema(ZStudentCorrectionSchema) },
  }, async (request) => ok(await correctionsService.studentDetail(app.db, studentOf(request), request.params.workGuid)));

  app.post('/api/Student/Correction/Submit', {
    ...studentOnly,
    schema: { tags, summary: '提交订正', body: ZSubmitCorrectionRequestSchema, response: okSchema(ZStudentCorrectionSchema) },
  }, async (request) => ok(await correctionsService.studentSubmit(app.db, studentOf(request), request.body), '提交成功'));

  app.get('/api/Student/WrongBook', {
    ...studentOnly,
    schema: { tags, summary: '错题本', querystring: ZWrongBookQuerySchema, response: okSchema(ZWrongBookSchema) },
  }, async (request) => ok(await correctionsService.wrongBook(app.db, studentOf(request), request.query.km)));

  app.post('/api/Student/WrongBook/Mastered', {
    ...studentOnly,
    schema: { tags, summary: '标记错题已掌握', body: ZWrongBookMasteredRequestSchema, response: okSchema(z.object({ mastered: z.boolean() })) },
  }, async (request) => ok(await correctionsService.setMastered(app.db, studentOf(request), request.body)));

  app.get('/api/Student/WrongBook/Practice', {
    ...studentOnly,
    schema: { tags, summary: '举一反三：错题本中一个知识点的同类题（题库中没做过的客观题，说明选题理由）', querystring: ZSimilarPracticeQuerySchema, response: okSchema(ZSimilarPracticeSchema) },
  }, async (request) => ok(await wrongBookPracticeService.practice(app.db, studentOf(request), request.query.knowledgeGuid)));

  app.post('/api/Student/WrongBook/Practice/Check', {
    ...studentOnly,
    schema: { tags, summary: '举一反三：判一道题（即时给出答案与解析，不记录）', body: ZSimilarPracticeCheckRequestSchema, response: okSchema(ZSimilarPracticeCheckSchema) },
  }, async (request) => ok(await wrongBookPracticeService.check(app.db, studentOf(request), request.body)));
};
