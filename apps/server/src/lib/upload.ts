import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.js';
import { assertSafeText } from './safe-text.js';

export interface UploadedFile {
  fileName: string;
  body: Buffer;
}

const codeOf = (error: unknown) => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined);

/**
 * Reads the one file of a multipart request into memory. @fastify/multipart enforces the size limit set in app.ts;
 * its errors (413, 406) become Chinese 400 envelopes here so an upload form has one kind of failure to show.
 */
export async function readUploadedFile(request: FastifyRequest, options: { field: string; maxBytes: number }): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest('请以文件上传的方式提交');
  const tooLarge = `文件过大，不能超过${Math.round(options.maxBytes / 1024 / 1024)}MB`;
  try {
    const part = await request.file({ limits: { fileSize: options.maxBytes } });
    if (!part) throw badRequest('请选择要上传的文件');
    if (part.fieldname !== options.field) {
      part.file.resume();
      throw badRequest(`请在「${options.field}」字段上传文件`);
    }
    const body = await part.toBuffer();
    assertSafeText(part.filename, ['fileName']);
    return { fileName: part.filename, body };
  } catch (error) {
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(tooLarge);
    if (codeOf(error) === 'FST_FILES_LIMIT') throw badRequest('一次只能上传一个文件');
    if (codeOf(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('请以文件上传的方式提交');
    if (error instanceof AppError) throw error;
    // Everything else here comes from parsing the request body (busboy: unexpected end of form, bad part header).
    throw badRequest('上传的内容不完整或格式不正确，请重新上传');
  }
}
