import type { DbOrTx } from '../../db/database.js';

/** Members of one school (users with their memberships there); every query is scoped by school_id. */
export const staffRepository = {
  async membershipsOfSchool(db: DbOrTx, schoolId: number) {
    return db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.userId')
      .select(['users.id as userId', 'users.name', 'users.phone', 'memberships.role', 'memberships.isDisable', 'memberships.teachInfoPower'])
      .where('memberships.schoolId', '=', schoolId)
      .orderBy('users.name')
      .orderBy('users.id')
      .execute();
  },

  /** The user's name and phone when they are a member of the school (undefined otherwise). */
  async memberOf(db: DbOrTx, schoolId: number, userId: number): Promise<{ name: string; phone: string } | undefined> {
    return db.selectFrom('memberships').innerJoin('users', 'users.id', 'memberships.userId')
      .select(['users.name', 'users.phone'])
      .where('memberships.schoolId', '=', schoolId).where('memberships.userId', '=', userId)
      .executeTakeFirst();
  },

  /** Sets flags on every membership of the user in the school. */
  async setAccess(db: DbOrTx, schoolId: number, userId: number, patch: { isDisable?: boolean; teachInfoPower?: boolean }) {
    await db.updateTable('memberships').set(patch).where('schoolId', '=', schoolId).where('userId', '=', userId).execute();
  },

  async passwordHashOf(db: DbOrTx, userId: number): Promise<string | undefined> {
    return (await db.selectFrom('users').select('passwordHash').where('id', '=', userId).executeTakeFirst())?.passwordHash;
  },

  async setPassword(db: DbOrTx, userId: number, passwordHash: string) {
    await db.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
  },

  /** Ends the user's sessions, except `keepId` (a password change keeps the device that made it). */
  async endSessions(db: DbOrTx, userId: number, keepId?: string) {
    await db.deleteFrom('sessions').where('userId', '=', userId).$if(keepId !== undefined, (qb) => qb.where('id', '<>', keepId!)).execute();
  },
};
