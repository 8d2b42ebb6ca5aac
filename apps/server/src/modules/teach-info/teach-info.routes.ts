import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClassJoinMessages,
  ZClassRequestListSchema,
  ZReviewClassRequestSchema,
  ZDeleteTeachInfoRequestSchema,
  ZSaveTeachInfoRequestSchema,
  ZTeachInfoListSchema,
  ZTeachInfoSchema,
  ZTeachVersionsQuerySchema,
  ZTeachVersionsSchema,
  ZTeacherKmListSchema,
} from '@zuoyeben/shared';
import { ok, okSchema, ZNullData } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { teachInfoService } from './teach-info.service.js';

const tags = ['教学信息'];

/** What a teacher teaches: period, subject, textbook, grades and classes (spec 03 §3, §7.5). */
export const teachInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/TeachInfo/GetTeachversions', {
    schema: { tags, summary: '教材版本', querystring: ZTeachVersionsQuerySchema, response: okSchema(ZTeachVersionsSchema) },
  }, async (request) => ok(teachInfoService.textbookVersions(request.query.period, request.query.km)));

  app.get('/api/TeachInfo/GetTeachInfoList', {
    schema: { tags, summary: '我的教学信息', response: okSchema(ZTeachInfoListSchema) },
  }, async (request) => ok({ list: await teachInfoService.list(app.db, actorOf(request)) }));

  app.post('/api/TeachInfo/SaveOrUpdate', {
    schema: { tags, summary: '新建或修改教学信息（新加入的班级需管理员审批，除非有 teachInfoPower）', body: ZSaveTeachInfoRequestSchema, response: okSchema(ZTeachInfoSchema) },
  }, async (request) => {
    const { pendingCount, ...saved } = await teachInfoService.save(app.db, actorOf(request), request.body);
    return ok(saved, pendingCount > 0 ? ClassJoinMessages.pendingSaved : 'success');
  });

  app.get('/api/TeachInfo/ClassRequests', {
    schema: { tags, summary: '待审批的加入班级申请（管理员）', response: okSchema(ZClassRequestListSchema) },
  }, async (request) => ok({ list: await teachInfoService.classRequests(app.db, actorOf(request)) }));

  app.post('/api/TeachInfo/ReviewClassRequest', {
    schema: { tags, summary: '同意或拒绝加入班级申请（管理员）', body: ZReviewClassRequestSchema, response: okSchema(ZNullData) },
  }, async (request) => ok(null, await teachInfoService.reviewClassRequest(app.db, actorOf(request), request.body)));

  app.post('/api/TeachInfo/DeleteTeachInfo', {
    schema: { tags, summary: '删除教学信息', body: ZDeleteTeachInfoRequestSchema, response: okSchema(ZNullData) },
  }, async (request) => {
    await teachInfoService.remove(app.db, actorOf(request), request.body.Guid);
    return ok(null);
  });

  app.get('/api/Teacher/GetTeacherKmList', {
    schema: { tags, summary: '我任教的学段与科目', response: okSchema(ZTeacherKmListSchema) },
  }, async (request) => ok(await teachInfoService.kmList(app.db, actorOf(request))));
};
