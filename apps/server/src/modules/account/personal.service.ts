import { createHash } from 'node:crypto';
import {
  describeUserAgent,
  PersonalMessages,
  type TDeviceSessions,
  type TProfile,
  type TSaveProfileRequest,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { accountRepository } from './account.repository.js';
import { sessionRepository } from './session.repository.js';

/**
 * The key a session is shown under: derived from its stored id (itself the hash of the cookie's token), so the page
 * can name a session to end without the client ever seeing what the server looks sessions up by.
 */
export function sessionKey(id: string): string {
  return createHash('sha256').update(`device:${id}`).digest('hex').slice(0, 24);
}

/** A unique-constraint violation on PostgreSQL and PGlite (SQLSTATE 23505). */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/**
 * 个人信息 (issue 15 item 2): the signed-in user's own name, phone and sessions. Everything is the actor's own: no
 * endpoint takes another user's id, and a session key of someone else's session is simply not found.
 */
export const personalService = {
  async profile(db: Db, actor: Actor): Promise<TProfile> {
    const user = await accountRepository.findUserById(db, actor.userId);
    if (!user) throw unauthorized();
    return { userName: user.name, userPhone: user.phone };
  },

  /** A new name and phone; the phone is the login account, so another account's phone is refused. */
  async saveProfile(db: Db, actor: Actor, input: TSaveProfileRequest): Promise<TProfile> {
    const holder = await accountRepository.findUserByPhone(db, input.userPhone);
    if (holder && holder.id !== actor.userId) throw conflict(PersonalMessages.phoneTaken);
    try {
      await accountRepository.updateProfile(db, actor.userId, { name: input.userName, phone: input.userPhone });
    } catch (error) {
      // Another account took the phone between the check and the write.
      if (isUniqueViolation(error)) throw conflict(PersonalMessages.phoneTaken);
      throw error;
    }
    return { userName: input.userName, userPhone: input.userPhone };
  },

  /** The user's live sessions in every school, this browser's first. */
  async sessions(db: Db, actor: Actor): Promise<TDeviceSessions> {
    const rows = await sessionRepository.liveOfUser(db, actor.userId, new Date());
    const list = rows.map((r) => ({
      key: sessionKey(r.id),
      current: r.id === actor.sessionId,
      device: describeUserAgent(r.userAgent),
      ip: r.ip,
      createdAt: r.createdAt.toISOString(),
      lastActiveAt: (r.lastSeenAt ?? r.createdAt).toISOString(),
    }));
    return { list: [...list.filter((s) => s.current), ...list.filter((s) => !s.current)] };
  },

  /** Signs out one other session of the user: its cookie stops working at its next request. */
  async endSession(db: Db, actor: Actor, key: string): Promise<void> {
    if (key === sessionKey(actor.sessionId)) throw badRequest(PersonalMessages.notCurrent);
    const target = (await sessionRepository.liveOfUser(db, actor.userId, new Date())).find((r) => sessionKey(r.id) === key);
    if (!target || !(await sessionRepository.removeOfUserById(db, actor.userId, target.id))) throw notFound(PersonalMessages.sessionNotFound);
  },

  /** Signs out every other session of the user; this one stays. */
  async endOtherSessions(db: Db, actor: Actor): Promise<{ ended: number }> {
    return { ended: await sessionRepository.removeOthersOfUser(db, actor.userId, actor.sessionId) };
  },
};
