import type { DbOrTx } from '../../db/database.js';

/** First-use guides a user closed; the rows are the user's own (no school: a guide is closed in every school). */
export const guideRepository = {
  async isClosed(db: DbOrTx, userId: number, guide: string): Promise<boolean> {
    return !!(await db.selectFrom('userGuides').select('guide').where('userId', '=', userId).where('guide', '=', guide).executeTakeFirst());
  },

  async close(db: DbOrTx, userId: number, guide: string) {
    await db.insertInto('userGuides').values({ userId, guide }).onConflict((oc) => oc.columns(['userId', 'guide']).doNothing()).execute();
  },
};
