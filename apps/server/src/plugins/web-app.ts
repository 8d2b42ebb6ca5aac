import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ApiStatus } from '@zuoyeben/shared';

export interface WebAppOptions {
  webDist?: string;
}

/**
 * Serves the built web app and answers unknown paths: an envelope under /api, index.html elsewhere so the
 * client router can resolve (or redirect) the path.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const dist = options.webDist;
  const hasWeb = !!dist && existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      // The web build writes .br and .gz copies of its text files (apps/web/vite.config.ts): a browser that accepts
      // them gets the copy, compressed once at the best ratio (issue 9 item 23: a cold load of the homework list).
      preCompressed: true,
      // Vite names every file under assets/ by its content hash, so a browser may keep it for a year without asking
      // again; index.html and the other unhashed files are revalidated on each load so a new release is seen at once.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(path.join(dist, 'assets') + path.sep);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || !hasWeb || request.method !== 'GET') {
      return reply.code(404).send({ status: ApiStatus.NotFound, message: '接口不存在', data: null });
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
  });
});
