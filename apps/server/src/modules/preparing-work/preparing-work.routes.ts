import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PreparingMessages,
  ZPreparingCreateRequestSchema,
  ZPreparingListRequestSchema,
  ZPreparingOpenSchema,
  ZPreparingPageSchema,
  ZPreparingRefSchema,
  ZPreparingRetrieveRequestSchema,
  ZPreparingUpdateRequestSchema,
  ZPreparingUploadRequestSchema,
  ZPreparingWorkSchema,
} from '@zuoyeben/shared';
import { ok, okSchema } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { preparingWorkService as service } from './preparing-work.service.js';

const tags = ['备课'];

/** 备课 (spec 02 §7 fixed paths under /api/PreparingWork/ and getPreparingWork). */
export const preparingWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/PreparingWork/Create', { schema: { tags, summary: '新建备课', body: ZPreparingCreateRequestSchema, response: okSchema(ZPreparingWorkSchema) } },
    async (request) => ok(await service.create(app.db, actorOf(request), request.body), PreparingMessages.created));
  app.post('/api/PreparingWork/Update', { schema: { tags, summary: '修改备课', body: ZPreparingUpdateRequestSchema, response: okSchema(ZPreparingWorkSchema) } },
    async (request) => ok(await service.update(app.db, actorOf(request), request.body), PreparingMessages.updated));
  app.post('/api/PreparingWork/Save', { schema: { tags, summary: '保存备课（完成）', body: ZPreparingRefSchema, response: okSchema(ZPreparingWorkSchema) } },
    async (request) => ok(await service.save(app.db, actorOf(request), request.body.guid), PreparingMessages.saved));
  app.get('/api/PreparingWork/Detail', { schema: { tags, summary: '备课详情', querystring: ZPreparingRefSchema, response: okSchema(ZPreparingWorkSchema) } },
    async (request) => ok(await service.detail(app.db, actorOf(request), request.query.guid)));
  app.get('/api/PreparingWork/Retrieve', { schema: { tags, summary: '我对某试卷的最近一次备课', querystring: ZPreparingRetrieveRequestSchema,
    response: okSchema(ZPreparingWorkSchema.nullable()) } },
  async (request) => ok(await service.retrieve(app.db, actorOf(request), request.query.paperGuid)));
  app.post('/api/PreparingWork/Delete', { schema: { tags, summary: '删除备课', body: ZPreparingRefSchema, response: okSchema(z.null()) } },
    async (request) => { await service.remove(app.db, actorOf(request), request.body.guid); return ok(null, PreparingMessages.deleted); });
  app.get('/api/PreparingWork/OpenPaper', { schema: { tags, summary: '打开备课的试卷', querystring: ZPreparingRefSchema, response: okSchema(ZPreparingOpenSchema) } },
    async (request) => ok(await service.openPaper(app.db, actorOf(request), request.query.guid)));
  app.post('/api/PreparingWork/Upload', { schema: { tags, summary: '为备课添加资料（先经 /api/Upload/UploadFile 上传）', body: ZPreparingUploadRequestSchema,
    response: okSchema(ZPreparingWorkSchema) } },
  async (request) => ok(await service.upload(app.db, actorOf(request), request.body), PreparingMessages.uploaded));
  app.get('/api/PreparingWork/List', { schema: { tags, summary: '备课列表（getPreparingWork）', querystring: ZPreparingListRequestSchema,
    response: okSchema(ZPreparingPageSchema) } },
  async (request) => ok(await service.list(app.db, actorOf(request), request.query)));
};
