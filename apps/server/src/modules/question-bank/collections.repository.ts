import type { DbOrTx } from '../../db/database.js';

/** A teacher's collected items (收藏), per school. */
export const collectionsRepository = {
  async add(db: DbOrTx, userId: number, schoolId: number, items: { itemGuid: string; itemVersion: number }[]) {
    if (items.length === 0) return;
    await db.insertInto('itemCollections').values(items.map((i) => ({ userId, schoolId, itemGuid: i.itemGuid, itemVersion: i.itemVersion })))
      .onConflict((oc) => oc.columns(['userId', 'schoolId', 'itemGuid']).doNothing()).execute();
  },

  async remove(db: DbOrTx, userId: number, schoolId: number, itemGuid: string): Promise<boolean> {
    const r = await db.deleteFrom('itemCollections').where('userId', '=', userId).where('schoolId', '=', schoolId)
      .where('itemGuid', '=', itemGuid).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  },
};
