import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, payloadTooLarge } from './errors.js';
import { assertSafeText } from './safe-text.js';

export interface UploadedFile {
  fileName: string;
  body: Buffer;
}

/** Room for the multipart boundaries, part headers and the text fields around a file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * True when the request says (Content-Length) that its body is larger than a file of maxBytes could make it. Checked
 * before a single part is read, so a client announcing 500MB is answered at once; a body sent without a length (chunked)
 * is still cut off by the parser's per-route fileSize limit.
 */
export function declaresTooLarge(request: FastifyRequest, maxBytes: number): boolean {
  const declared = Number(request.headers['content-length']);
  return Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES;
}

const codeOf = (error: unknown) => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined);

/**
 * Reads the one file of a multipart request into memory, at most maxBytes of it: a larger file is refused with 413
 * 文件过大… (from its Content-Length before reading, or when the parser passes the limit); the parser's other errors
 * become Chinese 400 envelopes so an upload form has one kind of failure to show.
 */
export async function readUploadedFile(request: FastifyRequest, options: { field: string; maxBytes: number }): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest('请以文件上传的方式提交');
  const tooLarge = `文件过大，不能超过${Math.round(options.maxBytes / 1024 / 1024)}MB`;
  if (declaresTooLarge(request, options.maxBytes)) throw payloadTooLarge(tooLarge);
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
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(tooLarge);
    if (codeOf(error) === 'FST_FILES_LIMIT') throw badRequest('一次只能上传一个文件');
    if (codeOf(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('请以文件上传的方式提交');
    if (error instanceof AppError) throw error;
    // Everything else here comes from parsing the request body (busboy: unexpected end of form, bad part header).
    throw badRequest('上传的内容不完整或格式不正确，请重新上传');
  }
}
