import type { FastifyRequest } from 'fastify';
import { ScanLimits, ScanMessages } from '@zuoyeben/shared';
import { AppError, badRequest } from '../../lib/errors.js';
import { assertSafeText } from '../../lib/safe-text.js';
import type { ScanUpload } from './scan.service.js';

const codeOf = (error: unknown) => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined);

/** What a file is by its first bytes (never by its name alone). */
function kindOf(head: Buffer): Pick<ScanUpload, 'kind' | 'ext'> | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return { kind: 'pdf', ext: 'pdf' };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { kind: 'image', ext: 'jpg' };
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { kind: 'image', ext: 'png' };
  return null;
}
const extensionOk = (name: string) => /\.(pdf|jpe?g|png)$/i.test(name);

/**
 * Reads the files of a scan upload (field `files`): one PDF, or up to ScanLimits.maxImages JPEG/PNG images. Each file
 * is streamed and stopped as soon as it passes the limit of its kind (known from its first bytes) or the upload passes
 * its total, so an oversized file or batch is never held in memory whole.
 */
export async function readScanUpload(request: FastifyRequest): Promise<ScanUpload[]> {
  if (!request.isMultipart()) throw badRequest('请以文件上传的方式提交');
  const files: ScanUpload[] = [];
  let total = 0;
  try {
    for await (const part of request.parts({ limits: { fileSize: ScanLimits.maxPdfBytes, files: ScanLimits.maxImages + 1, fields: 5 } })) {
      if (part.type === 'field') continue;
      assertSafeText(part.filename, ['fileName']);
      const chunks: Buffer[] = [];
      let size = 0;
      let kind: Pick<ScanUpload, 'kind' | 'ext'> | null = null;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        if (size === 0) {
          kind = kindOf(chunk);
          if (!kind || !extensionOk(part.filename)) {
            part.file.resume();
            throw badRequest(ScanMessages.fileType);
          }
        }
        size += chunk.length;
        total += chunk.length;
        if (total > ScanLimits.maxTotalBytes) {
          part.file.resume();
          throw badRequest(ScanMessages.totalTooLarge);
        }
        const limit = kind!.kind === 'pdf' ? ScanLimits.maxPdfBytes : ScanLimits.maxImageBytes;
        if (size > limit) {
          part.file.resume();
          throw badRequest(kind!.kind === 'pdf' ? ScanMessages.pdfTooLarge : ScanMessages.imageTooLarge);
        }
        chunks.push(chunk);
      }
      if ((part.file as { truncated?: boolean }).truncated) throw badRequest(ScanMessages.pdfTooLarge);
      if (size === 0 || !kind) throw badRequest(ScanMessages.fileType);
      files.push({ fileName: (part.filename.split(/[\\/]/).pop() ?? '').slice(0, 200), ...kind, body: Buffer.concat(chunks) });
      if (files.length > ScanLimits.maxImages) throw badRequest(ScanMessages.tooManyImages);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(ScanMessages.pdfTooLarge);
    if (codeOf(error) === 'FST_FILES_LIMIT') throw badRequest(ScanMessages.tooManyImages);
    if (codeOf(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('请以文件上传的方式提交');
    throw badRequest('上传的内容不完整或格式不正确，请重新上传');
  }
  if (files.length === 0) throw badRequest(ScanMessages.noFiles);
  if (files.some((f) => f.kind === 'pdf') && files.length > 1) throw badRequest(ScanMessages.onePdf);
  return files;
}
