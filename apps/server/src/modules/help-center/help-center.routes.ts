import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAnswerFeedbackRequestSchema,
  ZFeedbackImageSchema,
  ZFeedbackListRequestSchema,
  ZFeedbackListSchema,
  ZHelpArticleListSchema,
  ZHelpArticleSchema,
  ZHelpCategoryListSchema,
  ZHelpfulRequestSchema,
  ZHelpfulResultSchema,
  ZHelpGuidQuerySchema,
  ZHelpListRequestSchema,
  ZHotQuestionListSchema,
  ZSaveFeedbackRequestSchema,
  ZXkRiskSchema,
  HelpCenterMessages,
} from '@zuoyeben/shared';
import { z } from 'zod';
import { ok, okSchema, ZNullData } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { readUploadParts } from '../files/upload-parts.js';
import { FEEDBACK_IMAGE_READ_LIMIT, helpCenterService } from './help-center.service.js';

const tags = ['帮助中心'];

/** Help centre (spec 03 §2.1, §7.5 HelpFile) and the subject-network notice (spec 02 §7 GetXkRisk). Signed-in staff. */
export const helpCenterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/HelpFile/GetCategories', {
    schema: { tags, summary: '帮助中心分类', response: okSchema(ZHelpCategoryListSchema) },
  }, async () => ok({ list: await helpCenterService.categories(app.db) }));

  app.get('/api/HelpFile/GetList', {
    schema: { tags, summary: '按分类列出或搜索问题（标题和正文）', querystring: ZHelpListRequestSchema, response: okSchema(ZHelpArticleListSchema) },
  }, async (request) => ok(await helpCenterService.list(app.db, request.query)));

  app.get('/api/HelpFile/GetHotQuestion', {
    schema: { tags, summary: '热门问题（按阅读次数）', response: okSchema(ZHotQuestionListSchema) },
  }, async () => ok(await helpCenterService.hot(app.db)));

  app.get('/api/HelpFile/GetQuestion', {
    schema: { tags, summary: '问题详情（计一次阅读）', querystring: ZHelpGuidQuerySchema, response: okSchema(ZHelpArticleSchema) },
  }, async (request) => ok(await helpCenterService.article(app.db, actorOf(request), request.query.guid)));

  app.post('/api/HelpFile/Helpful', {
    schema: { tags, summary: '这篇文章对您有帮助吗', body: ZHelpfulRequestSchema, response: okSchema(ZHelpfulResultSchema) },
  }, async (request) => ok(await helpCenterService.vote(app.db, actorOf(request), request.body.guid, request.body.helpful)));

  app.post('/api/HelpFile/UploadFeedbackImage', {
    schema: { tags, summary: '上传反馈截图（multipart，jpg/png，2MB以内）', response: okSchema(ZFeedbackImageSchema) },
  }, async (request) => ok(await helpCenterService.uploadImage(app.db, app.storage, actorOf(request), await readUploadParts(request, FEEDBACK_IMAGE_READ_LIMIT))));

  app.post('/api/HelpFile/SaveFeedback', {
    schema: { tags, summary: '提交意见反馈', body: ZSaveFeedbackRequestSchema, response: okSchema(z.object({ guid: z.string() })) },
  }, async (request) => ok(await helpCenterService.saveFeedback(app.db, actorOf(request), request.body), HelpCenterMessages.feedbackSaved));

  app.get('/api/HelpFile/MyFeedback', {
    schema: { tags, summary: '我的反馈及回复', querystring: ZFeedbackListRequestSchema, response: okSchema(ZFeedbackListSchema) },
  }, async (request) => ok(await helpCenterService.myFeedback(app.db, actorOf(request), request.query)));

  app.get('/api/HelpFile/SchoolFeedback', {
    schema: { tags, summary: '本校全部反馈（超级管理员）', querystring: ZFeedbackListRequestSchema, response: okSchema(ZFeedbackListSchema) },
  }, async (request) => ok(await helpCenterService.schoolFeedback(app.db, actorOf(request), request.query)));

  app.post('/api/HelpFile/AnswerFeedback', {
    schema: { tags, summary: '回复反馈（超级管理员）', body: ZAnswerFeedbackRequestSchema, response: okSchema(ZNullData) },
  }, async (request) => {
    await helpCenterService.answer(app.db, actorOf(request), request.body);
    return ok(null, '回复成功');
  });

  app.get('/api/HelpFile/GetXkRisk', {
    schema: { tags, summary: '学科网题库使用提示', response: okSchema(ZXkRiskSchema) },
  }, async () => ok(helpCenterService.xkRisk()));
};
