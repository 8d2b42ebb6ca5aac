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

  async isMember(db: DbOrTx, schoolId: number, userId: number): Promise<boolean> {
    const row = await db.selectFrom('memberships').select('id').where('schoolId', '=', schoolId).where('userId', '=', userId).executeTakeFirst();
    return row !== undefined;
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
