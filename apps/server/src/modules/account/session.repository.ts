import type { DbOrTx } from '../../db/database.js';

export interface SessionRow {
  id: string;
  userId: number;
  schoolId: number | null;
  role: string | null;
  expiresAt: Date;
}

/** Sessions are stored by the hash of their token, so a leaked table cannot be replayed. */
export const sessionRepository = {
  async create(db: DbOrTx, row: SessionRow): Promise<void> {
    await db.insertInto('sessions').values(row).execute();
  },

  async findValid(db: DbOrTx, id: string, now: Date): Promise<SessionRow | undefined> {
    return db
      .selectFrom('sessions')
      .select(['id', 'userId', 'schoolId', 'role', 'expiresAt'])
      .where('id', '=', id)
      .where('expiresAt', '>', now)
      .executeTakeFirst();
  },

  async update(db: DbOrTx, id: string, patch: { schoolId?: number; role?: string | null }): Promise<void> {
    await db.updateTable('sessions').set(patch).where('id', '=', id).execute();
  },

  async remove(db: DbOrTx, id: string): Promise<void> {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
  },

  async removeExpired(db: DbOrTx, now: Date): Promise<void> {
    await db.deleteFrom('sessions').where('expiresAt', '<=', now).execute();
  },
};
