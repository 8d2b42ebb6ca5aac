import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TeachProgressMessages,
  ZGradeKmListSchema,
  ZGuidePageSchema,
  ZGradeKmQuerySchema,
  ZHaveOtherProgressSchema,
  ZProgressTeachInfoListSchema,
  ZSaveTeachProgressRequestSchema,
  ZSyncTeachProgressRequestSchema,
  ZTeachProgressItemListSchema,
  ZTeachProgressItemQuerySchema,
  ZTeachProgressListSchema,
  ZTeachProgressSchema,
  ZUpdateTeachProgressItemRequestSchema,
} from '@zuoyeben/shared';
import { ok, okSchema, ZNullData } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { guideService } from './guide.service.js';
import { teachProgressService as service } from './teach-progress.service.js';

const tags = ['教学进度'];
const base = '/api/TeachinfoProgress';

/** Teaching progress per grade and subject (spec 03 §7.5 TeachinfoProgress). */
export const teachProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(`${base}/TeachInfoList`, {
    schema: { tags, summary: '任教年级学科与可选教材', response: okSchema(ZProgressTeachInfoListSchema) },
  }, async (request) => ok({ list: await service.teachInfoList(app.db, actorOf(request)) }));

  app.get(`${base}/AllGradeKmList`, {
    schema: { tags, summary: '任教的全部年级学科', response: okSchema(ZGradeKmListSchema) },
  }, async (request) => ok({ list: await service.allGradeKms(app.db, actorOf(request)) }));

  app.get(`${base}/ProgressGradeKmList`, {
    schema: { tags, summary: '已设置教学进度的年级学科', response: okSchema(ZGradeKmListSchema) },
  }, async (request) => ok({ list: await service.progressGradeKms(app.db, actorOf(request)) }));

  app.get(`${base}/TeachinfoProgressList`, {
    schema: { tags, summary: '我的教学进度', response: okSchema(ZTeachProgressListSchema) },
  }, async (request) => ok({ list: await service.ownList(app.db, actorOf(request)) }));

  app.get(`${base}/TeachinfoProgressItemList`, {
    schema: { tags, summary: '教学进度的章节（状态与计划日期）', querystring: ZTeachProgressItemQuerySchema, response: okSchema(ZTeachProgressItemListSchema) },
  }, async (request) => ok(await service.items(app.db, actorOf(request), request.query.guid)));

  app.get(`${base}/IsHaveOtherProgress`, {
    schema: { tags, summary: '同年级同学科是否有其他老师的进度', querystring: ZGradeKmQuerySchema, response: okSchema(ZHaveOtherProgressSchema) },
  }, async (request) => ok(await service.hasOthers(app.db, actorOf(request), request.query)));

  app.get(`${base}/OtherTeachinfoProgressList`, {
    schema: { tags, summary: '同年级同学科其他老师的进度', querystring: ZGradeKmQuerySchema, response: okSchema(ZTeachProgressListSchema) },
  }, async (request) => ok({ list: await service.othersList(app.db, actorOf(request), request.query) }));

  app.post(`${base}/SaveOrUpdateTeachinfoProgress`, {
    schema: { tags, summary: '设置教学进度（教材与当前章节）', body: ZSaveTeachProgressRequestSchema, response: okSchema(ZTeachProgressSchema) },
  }, async (request) => ok(await service.save(app.db, actorOf(request), request.body)));

  app.post(`${base}/SyncTeachinfoProgress`, {
    schema: { tags, summary: '同步同年级同学科其他老师的进度', body: ZSyncTeachProgressRequestSchema, response: okSchema(ZTeachProgressSchema) },
  }, async (request) => ok(await service.sync(app.db, actorOf(request), request.body), TeachProgressMessages.synced));

  app.post(`${base}/UpdateTeachinfoProgressItem`, {
    schema: { tags, summary: '修改章节的计划日期与备注', body: ZUpdateTeachProgressItemRequestSchema, response: okSchema(ZNullData) },
  }, async (request) => {
    await service.updateItem(app.db, actorOf(request), request.body);
    return ok(null);
  });

  app.get('/api/Teacher/IsShowGuidePage', {
    schema: { tags, summary: '是否显示新手引导（尚未设置教学信息且未关闭引导的教师）', response: okSchema(ZGuidePageSchema) },
  }, async (request) => ok(await guideService.isShown(app.db, actorOf(request))));

  app.post('/api/Teacher/CloseGuidePage', {
    schema: { tags, summary: '关闭新手引导（不再显示）', response: okSchema(ZNullData) },
  }, async (request) => {
    await guideService.close(app.db, actorOf(request));
    return ok(null);
  });
};
