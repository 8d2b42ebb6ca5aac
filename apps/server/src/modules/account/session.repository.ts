import { ServiceType } from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';

export interface SessionRow {
  id: string;
  userId: number;
  schoolId: number | null;
  role: string | null;
  expiresAt: Date;
  /** The browser and address that logged in (the personal page's 登录设备). */
  userAgent?: string | null;
  ip?: string | null;
}

/** A session as the personal page lists it. */
export interface DeviceSessionRow {
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date | null;
}

/** What a member may do in the school, read with the session (one query): the guards of lib/member-guard.ts use it. */
export interface MemberAccess {
  isDisable: boolean;
  /** Status of the school's online-homework service: 0 usable, 1 not opened, 2 expired (no row counts as not opened). */
  serverStatus: number;
  questionPower: boolean;
  reviewPower: boolean;
  teachInfoPower: boolean;
}

/** A live session with the access of its membership (null until a school and role are chosen, or without one). */
export interface SessionWithAccess extends SessionRow {
  access: MemberAccess | null;
  /** The login: the session ends at most SessionLimits.staffMaxHours after it, however busy. */
  createdAt: Date;
  /** The last request that moved it (at most once a minute); null before the first. */
  lastSeenAt: Date | null;
}

/** Sessions are stored by the hash of their token, so a leaked table cannot be replayed. */
export const sessionRepository = {
  async create(db: DbOrTx, row: SessionRow): Promise<void> {
    await db.insertInto('sessions').values({ ...row, lastSeenAt: new Date() }).execute();
  },

  async findValid(db: DbOrTx, id: string, now: Date): Promise<SessionWithAccess | undefined> {
    const row = await db
      .selectFrom('sessions')
      .leftJoin('memberships', (j) =>
        j.onRef('memberships.userId', '=', 'sessions.userId')
          .onRef('memberships.schoolId', '=', 'sessions.schoolId')
          .onRef('memberships.role', '=', 'sessions.role'))
      .leftJoin('schoolServices', (j) =>
        j.onRef('schoolServices.schoolId', '=', 'sessions.schoolId').on('schoolServices.serviceType', '=', ServiceType.OnlineHomework))
      .select([
        'sessions.id', 'sessions.userId', 'sessions.schoolId', 'sessions.role', 'sessions.expiresAt', 'sessions.createdAt', 'sessions.lastSeenAt',
        'memberships.id as membershipId', 'memberships.isDisable', 'memberships.questionPower', 'memberships.reviewPower',
        'memberships.teachInfoPower', 'schoolServices.status as serviceStatus',
      ])
      .where('sessions.id', '=', id)
      .where('sessions.expiresAt', '>', now)
      .executeTakeFirst();
    if (!row) return undefined;
    const { membershipId, isDisable, questionPower, reviewPower, teachInfoPower, serviceStatus, ...session } = row;
    return {
      ...session,
      access: membershipId === null
        ? null
        : {
            isDisable: isDisable ?? false,
            serverStatus: serviceStatus ?? 1,
            questionPower: questionPower ?? false,
            reviewPower: reviewPower ?? false,
            teachInfoPower: teachInfoPower ?? false,
          },
    };
  },

  /** The access of one membership now (a background task re-checks its owner's rights when it runs); null without one. */
  async accessOfMember(db: DbOrTx, userId: number, schoolId: number, role: string): Promise<MemberAccess | null> {
    const row = await db
      .selectFrom('memberships')
      .leftJoin('schoolServices', (j) =>
        j.onRef('schoolServices.schoolId', '=', 'memberships.schoolId').on('schoolServices.serviceType', '=', ServiceType.OnlineHomework))
      .select(['memberships.isDisable', 'memberships.questionPower', 'memberships.reviewPower', 'memberships.teachInfoPower', 'schoolServices.status as serviceStatus'])
      .where('memberships.userId', '=', userId)
      .where('memberships.schoolId', '=', schoolId)
      .where('memberships.role', '=', role)
      .executeTakeFirst();
    if (!row) return null;
    return {
      isDisable: row.isDisable,
      serverStatus: row.serviceStatus ?? 1,
      questionPower: row.questionPower,
      reviewPower: row.reviewPower,
      teachInfoPower: row.teachInfoPower,
    };
  },

  async update(db: DbOrTx, id: string, patch: { schoolId?: number; role?: string | null }): Promise<void> {
    await db.updateTable('sessions').set(patch).where('id', '=', id).execute();
  },

  /** Moves a live session's expiry (the idle window renewed by a request) and its last use. */
  async renew(db: DbOrTx, id: string, patch: { expiresAt?: Date; lastSeenAt: Date }): Promise<void> {
    await db.updateTable('sessions').set(patch).where('id', '=', id).execute();
  },

  /** The user's live sessions, most recently used first (the personal page's 登录设备). */
  async liveOfUser(db: DbOrTx, userId: number, now: Date): Promise<DeviceSessionRow[]> {
    return db
      .selectFrom('sessions')
      .select(['id', 'userAgent', 'ip', 'createdAt', 'lastSeenAt'])
      .where('userId', '=', userId)
      .where('expiresAt', '>', now)
      .orderBy('lastSeenAt', 'desc')
      .orderBy('createdAt', 'desc')
      .execute();
  },

  /** Ends one of the user's sessions; false when it is not theirs (or already gone). */
  async removeOfUserById(db: DbOrTx, userId: number, id: string): Promise<boolean> {
    const result = await db.deleteFrom('sessions').where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /** Ends every session of the user but `keepId`; answers how many ended. */
  async removeOthersOfUser(db: DbOrTx, userId: number, keepId: string): Promise<number> {
    const result = await db.deleteFrom('sessions').where('userId', '=', userId).where('id', '<>', keepId).executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  async remove(db: DbOrTx, id: string): Promise<void> {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
  },

  /** Ends every session of a user (a disabled member, a password reset). */
  async removeOfUser(db: DbOrTx, userId: number): Promise<void> {
    await db.deleteFrom('sessions').where('userId', '=', userId).execute();
  },

  async removeExpired(db: DbOrTx, now: Date): Promise<void> {
    await db.deleteFrom('sessions').where('expiresAt', '<=', now).execute();
  },
};
