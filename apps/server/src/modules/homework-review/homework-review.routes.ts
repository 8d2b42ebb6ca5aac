import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZGoToSiteRequestSchema,
  ZGoToSiteSchema,
  ZHomeworkReviewDetailQuerySchema,
  ZHomeworkReviewDetailSchema,
  ZHomeworkReviewListQuerySchema,
  ZHomeworkReviewListSchema,
  ZHomeworkReviewRequestSchema,
  ZHomeworkReviewSchema,
  ZSpeakUserInfoQuerySchema,
  ZSpeakUserInfoSchema,
  ZStudentScoreLevelQuerySchema,
  ZStudentScoreLevelSchema,
  ZStudentThImgQuerySchema,
  ZStudentThImgSchema,
  ZStudentWorkSubTimeQuerySchema,
  ZStudentWorkSubTimeSchema,
} from '@zuoyeben/shared';
import { ok, okSchema } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { homeworkReviewService as service } from './homework-review.service.js';

const tags = ['作业讲评'];

/** Homework commentary, score levels, submit times and the analysis report link (spec 03 §2.4, §7.1). Paths as the spec spells them. */
export const homeworkReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/MPaper/HomeworkReview', {
    schema: { tags, summary: '作业讲评：作业与各得分率等级的题数', body: ZHomeworkReviewRequestSchema, response: okSchema(ZHomeworkReviewSchema) },
  }, async (request) => ok(await service.review(app.db, actorOf(request), request.body)));

  app.get('/api/MPaper/HomeworkReviewList', {
    schema: { tags, summary: '作业讲评：逐题的班级得分率、满分与失分人数', querystring: ZHomeworkReviewListQuerySchema, response: okSchema(ZHomeworkReviewListSchema) },
  }, async (request) => ok(await service.list(app.db, actorOf(request), request.query)));

  app.get('/api/MPaper/HomeworkReviewDetail', {
    schema: { tags, summary: '作业讲评：一道题的答案、解析、选项或分数段与学生作答', querystring: ZHomeworkReviewDetailQuerySchema, response: okSchema(ZHomeworkReviewDetailSchema) },
  }, async (request) => ok(await service.detail(app.db, actorOf(request), request.query)));

  app.get('/api/Speak/StudentThImg', {
    schema: { tags, summary: '一名学生一道题的作答（图片以分号分隔）', querystring: ZStudentThImgQuerySchema, response: okSchema(ZStudentThImgSchema) },
  }, async (request) => ok(await service.studentAnswer(app.db, actorOf(request), request.query)));

  app.get('/api/Speak/UserInfo', {
    schema: { tags, summary: '作答弹窗中的学生', querystring: ZSpeakUserInfoQuerySchema, response: okSchema(ZSpeakUserInfoSchema) },
  }, async (request) => ok(await service.userInfo(app.db, actorOf(request), request.query)));

  app.get('/api/MPaper/StudentScoreLevel', {
    schema: { tags, summary: '学生的等级（A–E）与显示分数', querystring: ZStudentScoreLevelQuerySchema, response: okSchema(ZStudentScoreLevelSchema) },
  }, async (request) => ok(await service.scoreLevels(app.db, actorOf(request), request.query)));

  for (const path of ['/api/Mpaper/StudentWorkSubTime', '/api/Mpaper/getSubTime']) {
    app.get(path, {
      schema: { tags, summary: '学生的提交类型与提交时间', querystring: ZStudentWorkSubTimeQuerySchema, response: okSchema(ZStudentWorkSubTimeSchema) },
    }, async (request) => ok(await service.submitTimes(app.db, actorOf(request), request.query)));
  }

  app.get('/api/User/GotoSite', {
    schema: { tags, summary: '本作业的分析报告地址（/report/analysis）', querystring: ZGoToSiteRequestSchema, response: okSchema(ZGoToSiteSchema) },
  }, async (request) => ok(await service.goToSite(app.db, actorOf(request), request.query)));

  app.post('/api/User/GoToSite', {
    schema: { tags, summary: '本作业的分析报告地址（/report/analysis）', body: ZGoToSiteRequestSchema, response: okSchema(ZGoToSiteSchema) },
  }, async (request) => ok(await service.goToSite(app.db, actorOf(request), request.body)));
};
