import type { DbOrTx } from '../../db/database.js';

/** Teacher preferences, one JSON document per user and school. */
export const preferRepository = {
  async find(db: DbOrTx, userId: number, schoolId: number): Promise<unknown> {
    const row = await db.selectFrom('preferences').select('settings').where('userId', '=', userId).where('schoolId', '=', schoolId).executeTakeFirst();
    return row?.settings;
  },

  async upsert(db: DbOrTx, userId: number, schoolId: number, settings: unknown): Promise<void> {
    const json = JSON.stringify(settings);
    await db.insertInto('preferences').values({ userId, schoolId, settings: json })
      .onConflict((oc) => oc.columns(['userId', 'schoolId']).doUpdateSet({ settings: json, updatedAt: new Date() }))
      .execute();
  },
};
