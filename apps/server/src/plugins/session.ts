import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { ApiStatus, MEMBER_DISABLED_ADVICE, RoleNames, type RoleValue } from '@zuoyeben/shared';
import { sessionRepository, type MemberAccess, type SessionRow, type SessionWithAccess } from '../modules/account/session.repository.js';
import { accountRepository } from '../modules/account/account.repository.js';
import { AppError, forbidden, unauthorized } from '../lib/errors.js';
import { absoluteEnd, firstExpiry, renewedExpiry, staffWindow, type SessionLimits } from './session-limits.js';

export const SESSION_COOKIE = 'zyb_session';

/** Who is calling, once a school and a role are chosen. Every service takes this and scopes by schoolId. */
export interface Actor {
  userId: number;
  schoolId: number;
  role: RoleValue;
  sessionId: string;
  /** The membership's flags and the school's service status, read with the session (see lib/member-guard.ts). */
  access: MemberAccess;
  /** The client's address (through the trusted proxy), kept in the audit log of administrator actions. */
  ip?: string;
}

/**
 * How much of a session a route needs: none (public), user (logged in, role maybe not chosen yet),
 * member (school and role chosen; the default for /api routes).
 */
export type AuthLevel = 'none' | 'user' | 'member';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
  }
  interface FastifyRequest {
    session: SessionWithAccess | null;
    actor: Actor | null;
  }
}

/** API routes need a member unless they say otherwise; the web app's files and the API docs are public. */
function defaultLevel(url: string): AuthLevel {
  return url.startsWith('/api/') && !url.startsWith('/api/docs') ? 'member' : 'none';
}

/** The User-Agent kept with a session is cut to this many characters. */
const USER_AGENT_MAX = 300;
/** A session's last use is written at most this often. */
const LAST_SEEN_STEP_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionPluginOptions {
  cookieSecure: boolean;
  limits: SessionLimits;
}

/** Loads the session from the HttpOnly cookie and enforces each route's auth level. */
export const sessionPlugin = fp(async (app: FastifyInstance, options: SessionPluginOptions) => {
  await app.register(cookie);
  app.decorateRequest('session', null);
  app.decorateRequest('actor', null);

  app.decorate('startSession', async (reply: FastifyReply, userId: number, schoolId: number, role: string | null) => {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const window = staffWindow(options.limits);
    const expiresAt = firstExpiry(now, window);
    const userAgent = reply.request.headers['user-agent']?.slice(0, USER_AGENT_MAX) ?? null;
    const row: SessionRow = { id: hashToken(token), userId, schoolId, role, expiresAt, userAgent, ip: reply.request.ip ?? null };
    await sessionRepository.create(app.db, row);
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      // Secure whenever the browser came over HTTPS (directly or through the trusted proxy), or always when configured.
      secure: options.cookieSecure || reply.request.protocol === 'https',
      path: '/',
      // The browser keeps the cookie to the session's maximum; the idle window is the server's to enforce.
      expires: absoluteEnd(now, window),
    });
    return row;
  });

  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.session) await sessionRepository.remove(app.db, request.session.id);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  });

  // On the request's arrival, before its body is read or checked: a visitor without a session is asked to log in
  // (401) whatever they sent, and learns nothing of what a route expects from its validation messages.
  app.addHook('onRequest', async (request, reply) => {
    const level: AuthLevel = request.routeOptions.config?.auth ?? defaultLevel(request.url);
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const now = new Date();
      request.session = (await sessionRepository.findValid(app.db, hashToken(token), now)) ?? null;
      // Any request is use: the idle window starts again, up to the session's maximum, and the last use moves on
      // (both at most once a minute, so a page's burst of requests writes the row once).
      const session = request.session;
      if (session) {
        const renewed = renewedExpiry(session, now, staffWindow(options.limits));
        const seenStale = !session.lastSeenAt || now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS;
        if (renewed || seenStale) {
          await sessionRepository.renew(app.db, session.id, { ...(renewed ? { expiresAt: renewed } : {}), lastSeenAt: now });
          if (renewed) session.expiresAt = renewed;
          session.lastSeenAt = now;
        }
      }
    }
    if (level === 'none') return;
    const session = request.session;
    // A visitor who never logged in is asked to log in; only a session that existed has 'expired'.
    if (!token) throw unauthorized('请先登录');
    if (!session || session.schoolId === null) throw unauthorized();
    if (level === 'user') return;
    if (!session.role) {
      const roles = await accountRepository.enabledRolesInSchool(app.db, session.userId, session.schoolId);
      throw new AppError('请选择角色', ApiStatus.ChooseRole, 200, {
        roles: roles.map((role) => ({ role, roleName: RoleNames[role] })),
      });
    }
    if (!session.access) throw unauthorized();
    // A disabled member is refused at once, and the session ends: the next call asks for a login, which refuses too.
    if (session.access.isDisable) {
      await sessionRepository.remove(app.db, session.id);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      throw forbidden(MEMBER_DISABLED_ADVICE);
    }
    request.actor = {
      userId: session.userId,
      schoolId: session.schoolId,
      role: session.role as RoleValue,
      sessionId: session.id,
      access: session.access,
      ip: request.ip,
    };
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    startSession(reply: FastifyReply, userId: number, schoolId: number, role: string | null): Promise<SessionRow>;
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** The actor of a member route (the onRequest hook guarantees it is there). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
