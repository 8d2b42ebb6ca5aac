import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuditLogQuerySchema, ZAuditLogSchema } from '@zuoyeben/shared';
import { ok, okSchema } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { auditService } from './audit.service.js';

const tags = ['操作日志'];

/** 操作日志 (issue 16 item 7): the administrator actions of the school, for its administrators. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/Teacher/AuditLog', {
    schema: { tags, summary: '操作日志（管理员；按操作和日期筛选，分页）', querystring: ZAuditLogQuerySchema, response: okSchema(ZAuditLogSchema) },
  }, async (request) => ok(await auditService.page(app.db, actorOf(request), request.query)));
};
