import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.js';
import { assertSafeText } from '../../lib/safe-text.js';
import { declaresTooLarge } from '../../lib/upload.js';

export interface UploadParts {
  fields: Record<string, string>;
  file: { fileName: string; body: Buffer } | null;
  /** The file was larger than maxBytes (its bytes are dropped). */
  tooLarge: boolean;
}

const codeOf = (error: unknown) => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined);

/**
 * Reads every part of a homework upload: the text fields may come before or after the file (the spec's client sends
 * them in any order), so this walks all parts instead of taking the first file like lib/upload.ts. A file over
 * maxBytes is reported, not thrown, because its message depends on whether it is an image or a document.
 */
export async function readUploadParts(request: FastifyRequest, maxBytes: number): Promise<UploadParts> {
  if (!request.isMultipart()) throw badRequest('请以文件上传的方式提交');
  const result: UploadParts = { fields: {}, file: null, tooLarge: false };
  // A body announced larger than the file may be is not read at all (its name is unknown, so no extension to tell by).
  if (declaresTooLarge(request, maxBytes)) return { ...result, tooLarge: true };
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
      if (part.type === 'field') {
        result.fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      result.file = { fileName: part.filename, body: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') {
      // Parsing stops here, so fields after the file are lost; the name is all the size message needs.
      const part = (error as { part?: { filename?: string } }).part;
      return { ...result, file: { fileName: part?.filename ?? '', body: Buffer.alloc(0) }, tooLarge: true };
    }
    if (codeOf(error) === 'FST_FILES_LIMIT') throw badRequest('一次只能上传一个文件');
    if (codeOf(error) === 'FST_FIELDS_LIMIT' || codeOf(error) === 'FST_PARTS_LIMIT') throw badRequest('上传的字段过多');
    if (codeOf(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('请以文件上传的方式提交');
    throw badRequest('上传的内容不完整或格式不正确，请重新上传');
  }
  assertSafeText(result.fields);
  assertSafeText(result.file?.fileName, ['fileName']);
  return result;
}
