import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export const healthRepository = {
  /** One round trip to the database. */
  async ping(db: Db): Promise<void> {
    await sql`select 1`.execute(db);
  },
};
