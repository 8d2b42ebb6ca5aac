import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiStatus } from '@zuoyeben/shared';

/**
 * Content-Security-Policy of every answer (issue 16 item 7). Scripts only from this origin (the built app has no
 * inline script); styles may be inline because antd and KaTeX write style attributes and <style> elements at run
 * time; images also from data:, blob: (photo previews, question figures imported from Word) and https: (pictures an
 * item links to: an image cannot run code); the PDF viewer's worker and previews use blob:; no plugins; nothing
 * may frame the app but itself. The one frame from elsewhere is the school's subject-network bank
 * (SUBJECT_NETWORK_URL, shown on /zxxk-iframe): its origin is added to frame-src when configured.
 */
export function contentSecurityPolicy(frameOrigin: string | null = null): string {
  return BASE_POLICY.map((d) => (frameOrigin && d.startsWith('frame-src ') ? `${d} ${frameOrigin}` : d)).join('; ');
}

const BASE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self' blob:",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
];

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export const CROSS_SITE_MESSAGE = '请求来自其他网站，已拒绝';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** GETs that change state (the spec's logout is a GET): they get the same check. */
const STATE_CHANGING_GETS = new Set(['/api/Common/Exit']);

/**
 * Whether a browser sent this request from another site: Sec-Fetch-Site says so (every current browser sends it),
 * or the Origin names another host than the one asked. Requests without either header (scripts, the scanner's
 * uploader, server-to-server) are not a browser's cross-site forgery and pass; the session cookie's SameSite=Lax
 * already keeps it off cross-site POSTs, this is the second line.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return origin === 'null';
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/** HSTS for a year, sent only on answers to HTTPS requests (browsers ignore it over http, and the demo runs on http). */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer, pages, files and API alike: CSP, no MIME sniffing, no framing by other sites,
 * a referrer that never leaves the origin with its path, no cross-window access, and HSTS behind HTTPS (Fastify
 * gives every answer with a body its Content-Type; the tests check it). State-changing API requests a browser sends
 * from another site are refused (403) before any handler runs.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const policy = contentSecurityPolicy(originOf(app.subjectNetworkUrl));
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const changesState = STATE_CHANGING.has(request.method) || (request.method === 'GET' && STATE_CHANGING_GETS.has(path));
    if (changesState && path.startsWith('/api/') && isCrossSite(request)) {
      return reply.code(403).send({ status: ApiStatus.Forbidden, message: CROSS_SITE_MESSAGE, data: null });
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', policy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    return payload;
  });
});
