import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFileKeyParamsSchema, ZUploadFileResultSchema } from '@zuoyeben/shared';
import { contentDisposition } from '../../lib/download.js';
import { ok, okSchema } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/session.js';
import { fileViewerOf } from './file-access.js';
import { filesService, UPLOAD_READ_LIMIT } from './files.service.js';
import { readUploadParts } from './upload-parts.js';

const tags = ['文件'];

/** Question and answer files of homework (spec 01 §7 upload), kept in the file storage and streamed back. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/Upload/UploadFile', {
    schema: { tags, summary: '上传题目或答案文件（multipart）', response: okSchema(ZUploadFileResultSchema) },
  }, async (request) => {
    const actor = actorOf(request);
    return ok(await filesService.upload(app.db, app.storage, actor, await readUploadParts(request, UPLOAD_READ_LIMIT)));
  });

  app.get('/api/Upload/File/:key', {
    // Students read question images too: the viewer check is fileViewerOf, not the staff-only default.
    config: { auth: 'none' },
    schema: { tags, summary: '读取已上传的文件', params: ZFileKeyParamsSchema },
  }, async (request, reply) => {
    const { file, stream, size } = await filesService.open(app.db, app.storage, await fileViewerOf(app.db, request), request.params.key);
    // Keys are random and never reused, so the bytes behind one never change; private keeps shared caches out.
    return reply
      .header('content-type', file.mime)
      .header('content-length', size)
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition(file.originalName).replace(/^attachment/, 'inline'))
      .send(stream);
  });
};
