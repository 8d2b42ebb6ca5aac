import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAllClassQuerySchema,
  ZAllClassSchema,
  ZClassBasicDataSchema,
  ZClassListSchema,
  ZClassSchema,
  ZClassSelectSchema,
  ZGetClassesRequestSchema,
  ZRemoveClassRequestSchema,
  ZSaveClassRequestSchema,
} from '@zuoyeben/shared';
import { ok, okSchema, ZNullData } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { classesService } from './classes.service.js';

const tags = ['班级'];

/** Grades and classes of the school (spec 03 §7.5, spec 01 §3 clazzes). */
export const classesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/Teacher/GetClassBasicData', {
    schema: { tags, summary: '本校学段的年级', response: okSchema(ZClassBasicDataSchema) },
  }, async (request) => ok(await classesService.basicData(app.db, actorOf(request))));

  app.post('/api/Teacher/GetClasses', {
    schema: { tags, summary: '我能看到的班级', body: ZGetClassesRequestSchema, response: okSchema(ZClassListSchema) },
  }, async (request) => ok({ list: await classesService.list(app.db, actorOf(request), request.body.gradeCode) }));

  app.post('/api/Teacher/GetClassSelect', {
    schema: { tags, summary: '班级下拉选项', body: ZGetClassesRequestSchema, response: okSchema(ZClassSelectSchema) },
  }, async (request) => {
    const list = await classesService.list(app.db, actorOf(request), request.body.gradeCode);
    return ok({ list: list.map(({ classGuid, className, gradeCode }) => ({ classGuid, className, gradeCode })) });
  });

  app.post('/api/Teacher/SaveTeacherClass', {
    schema: { tags, summary: '新建或重命名班级（管理员）', body: ZSaveClassRequestSchema, response: okSchema(ZClassSchema) },
  }, async (request) => ok(await classesService.save(app.db, actorOf(request), request.body)));

  app.post('/api/Teacher/RemoveClass', {
    schema: { tags, summary: '删除空班级（管理员）', body: ZRemoveClassRequestSchema, response: okSchema(ZNullData) },
  }, async (request) => {
    await classesService.remove(app.db, actorOf(request), request.body.classGuid);
    return ok(null);
  });

  app.get('/api/WorkInfo/GetAllClass', {
    schema: { tags, summary: '按年级分组的班级', querystring: ZAllClassQuerySchema, response: okSchema(ZAllClassSchema) },
  }, async (request) => ok(await classesService.allClass(app.db, actorOf(request), request.query.ruCode, request.query.scope)));
};
