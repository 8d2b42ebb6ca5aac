import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZPracticeBuildRequestSchema,
  ZPracticeBuildSchema,
  ZGrindClassesQuerySchema,
  ZGrindClassesSchema,
  ZGrindGradeCodeQuerySchema,
  ZGrindGradeCodeSchema,
  ZGrindGradesQuerySchema,
  ZGrindGradesSchema,
  ZGrindInitialQuerySchema,
  ZGrindInitialSchema,
  ZGrindItemsRequestSchema,
  ZGrindItemsSchema,
  ZGrindKnowledgeRequestSchema,
  ZGrindKnowledgeSchema,
  ZGrindStudentsQuerySchema,
  ZGrindStudentsSchema,
  ZGrindWorkListQuerySchema,
  ZGrindWorkListSchema,
  ZRecommendItemsRequestSchema,
  ZRecommendItemsSchema,
  ZViewWrongQuestionsRequestSchema,
  ZViewWrongQuestionsSchema,
  ZWrongQuestionListRequestSchema,
  ZWrongQuestionListSchema,
  ZWrongStudentListRequestSchema,
  ZWrongStudentListSchema,
} from '@zuoyeben/shared';
import { ok, okSchema } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { practiceBuilderService } from './practice-builder.service.js';
import { wrongQuestionService as service } from './wrong-question.service.js';

const tags = ['错题打磨'];

/** 错题打磨 (spec 03 §2.5, §7.2) and 推荐练习 (spec 03 §2.6, §7.3): paths as the spec spells them. */
export const wrongQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/WrongQuestion/GetInitialData', {
    schema: { tags, summary: '错题打磨的初始筛选：最近结束作业的年级与该年级最近的作业（至多10场）', querystring: ZGrindInitialQuerySchema, response: okSchema(ZGrindInitialSchema) },
  }, async (request) => {
    const { data, message } = await service.initialData(app.db, actorOf(request), request.query);
    return ok(data, message);
  });

  app.get('/api/WrongQuestion/GetGradeCode', {
    schema: { tags, summary: '最近结束作业的年级', querystring: ZGrindGradeCodeQuerySchema, response: okSchema(ZGrindGradeCodeSchema) },
  }, async (request) => ok(await service.gradeCode(app.db, actorOf(request), request.query)));

  app.get('/api/WrongQuestion/WorkInfoList', {
    schema: { tags, summary: '筛选作业：已结束的作业（年级平均分、错题数）', querystring: ZGrindWorkListQuerySchema, response: okSchema(ZGrindWorkListSchema) },
  }, async (request) => ok(await service.workList(app.db, actorOf(request), request.query)));

  app.get('/api/WrongQuestion/GetGrades', {
    schema: { tags, summary: '学段内有任教班级的年级', querystring: ZGrindGradesQuerySchema, response: okSchema(ZGrindGradesSchema) },
  }, async (request) => ok(await service.grades(app.db, actorOf(request), request.query)));

  app.get('/api/WrongQuestion/GetClasses', {
    schema: { tags, summary: '所选作业布置到的、可查看的班级', querystring: ZGrindClassesQuerySchema, response: okSchema(ZGrindClassesSchema) },
  }, async (request) => ok(await service.classes(app.db, actorOf(request), request.query)));

  app.get('/api/WrongQuestion/GetStudents', {
    schema: { tags, summary: '班级中提交了所选作业的学生', querystring: ZGrindStudentsQuerySchema, response: okSchema(ZGrindStudentsSchema) },
  }, async (request) => ok(await service.students(app.db, actorOf(request), request.query)));

  app.post('/api/WrongQuestion/KnowledgePoints', {
    schema: { tags, summary: '得分率区间内的题目涉及的知识点', body: ZGrindKnowledgeRequestSchema, response: okSchema(ZGrindKnowledgeSchema) },
  }, async (request) => ok(await service.knowledgePoints(app.db, actorOf(request), request.body)));

  app.post('/api/WrongQuestion/WorkKnowledgeItems', {
    schema: { tags, summary: '错题打磨列表：班级得分率在区间内的题目', body: ZGrindItemsRequestSchema, response: okSchema(ZGrindItemsSchema) },
  }, async (request) => ok(await service.items(app.db, actorOf(request), request.body)));

  app.post('/api/WrongQuestion/WrongQuestionList', {
    schema: { tags, summary: '所选作业题目对应的题库试题', body: ZWrongQuestionListRequestSchema, response: okSchema(ZWrongQuestionListSchema) },
  }, async (request) => ok(await service.wrongQuestionList(app.db, actorOf(request), request.body)));

  app.post('/api/WrongQuestion/WrongQStudentList', {
    schema: { tags, summary: '错题名单：一道题在班级中失分的学生', body: ZWrongStudentListRequestSchema, response: okSchema(ZWrongStudentListSchema) },
  }, async (request) => ok(await service.wrongStudents(app.db, actorOf(request), request.body)));

  app.post('/api/WrongQuestion/ViewWrongQuestionList', {
    schema: { tags, summary: '查看详情：班级在一个知识点上失分的题目', body: ZViewWrongQuestionsRequestSchema, response: okSchema(ZViewWrongQuestionsSchema) },
  }, async (request) => ok(await service.viewWrongQuestions(app.db, actorOf(request), request.body)));

  app.post('/api/Recommend/KnowledgeItems', {
    schema: { tags, summary: '推荐练习：针对班级薄弱知识点的题库试题（同一知识点、难度接近班级得分率、本校未使用）', body: ZRecommendItemsRequestSchema, response: okSchema(ZRecommendItemsSchema) },
  }, async (request) => ok(await service.recommend(app.db, actorOf(request), request.body)));

  app.post('/api/Recommend/Practice', {
    schema: { tags, summary: '组合练习／薄弱点练习：班级的知识点得分率、所选（或全部薄弱）知识点，按全班或按学生水平分组的推荐试题与选题理由', body: ZPracticeBuildRequestSchema, response: okSchema(ZPracticeBuildSchema) },
  }, async (request) => ok(await practiceBuilderService.build(app.db, actorOf(request), request.body)));
};
