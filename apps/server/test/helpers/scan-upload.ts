import type { FastifyInstance } from 'fastify';

/** POST /api/Scan/Upload as a browser sends it: the files as multipart field `files`. */
export function uploadScans(app: FastifyInstance, cookie: string, workGuid: string, files: readonly { body: Buffer; name: string; type: string }[]) {
  const boundary = '----scan' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`), f.body, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return app.inject({ method: 'POST', url: `/api/Scan/Upload?workGuid=${workGuid}`, payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie } });
}
