import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAPER_IMPORT_MAX_BYTES,
  ZPaperImportDeleteRequestSchema,
  ZPaperImportDraftQuerySchema,
  ZPaperImportDraftSchema,
  ZPaperImportSaveRequestSchema,
  ZPaperImportSaveResultSchema,
  ZPaperImportUploadQuerySchema,
} from '@zuoyeben/shared';
import { ok, okSchema } from '../../lib/envelope.js';
import { readUploadedFile } from '../../lib/upload.js';
import { actorOf } from '../../plugins/session.js';
import { paperImportService } from './paper-import.service.js';

const tags = ['Word 试卷导入'];

/** Word paper import: upload a .docx (parsed into a draft), read the draft, save it as items and a paper, delete it. */
export const paperImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/PaperImport/Upload', {
    schema: { tags, summary: '上传 Word 试卷（multipart，字段 file），解析为待确认的草稿', querystring: ZPaperImportUploadQuerySchema,
      consumes: ['multipart/form-data'], response: okSchema(ZPaperImportDraftSchema) },
  }, async (request) => {
    const actor = actorOf(request);
    const file = await readUploadedFile(request, { field: 'file', maxBytes: PAPER_IMPORT_MAX_BYTES });
    return ok(await paperImportService.upload(app.db, app.storage, actor, request.query, file));
  });

  app.get('/api/PaperImport/Detail', {
    schema: { tags, summary: '导入草稿（解析出的题目、无法解析的部分）', querystring: ZPaperImportDraftQuerySchema, response: okSchema(ZPaperImportDraftSchema) },
  }, async (request) => ok(await paperImportService.detail(app.db, actorOf(request), request.query.draftGuid)));

  app.post('/api/PaperImport/Save', {
    schema: { tags, summary: '保存为我的题库中的试题和我的试卷中的一份试卷', body: ZPaperImportSaveRequestSchema, response: okSchema(ZPaperImportSaveResultSchema) },
  }, async (request) => ok(await paperImportService.save(app.db, actorOf(request), request.body), '保存成功'));

  app.post('/api/PaperImport/Delete', {
    schema: { tags, summary: '删除导入草稿', body: ZPaperImportDeleteRequestSchema, response: okSchema(z.null()) },
  }, async (request) => {
    await paperImportService.remove(app.db, app.storage, actorOf(request), request.body.draftGuid);
    return ok(null, '删除成功');
  });
};
