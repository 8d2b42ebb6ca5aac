import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** RFC 5987 value: percent-encoded UTF-8, including the characters encodeURIComponent leaves alone. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Content-Disposition for a download whose name is Chinese: an ASCII fallback for old clients, then the
 * UTF-8 name (filename*=UTF-8''…) that every current browser prefers.
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/** Answers with a file instead of an envelope. */
export function sendFile(reply: FastifyReply, body: Buffer, fileName: string, mime: string) {
  return reply.header('content-type', mime).header('content-disposition', contentDisposition(fileName)).send(body);
}

/** Answers with a stored file, streamed (never read whole into memory). */
export function sendStream(reply: FastifyReply, stream: Readable, size: number, fileName: string, mime: string) {
  return reply
    .header('content-type', mime)
    .header('content-length', size)
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .send(stream);
}
