import { sql } from 'kysely';
import { MAX_DURATION_SECONDS } from '@zuoyeben/shared';
import type { DbOrTx } from '../../db/database.js';

interface Key {
  schoolId: number;
  workGuid: string;
  studentGuid: string;
}

/** A student's answering time of a homework over every visit; scoped by school. */
export const answeringTimeRepository = {
  /** The seconds so far (0 before the first report). */
  async secondsOf(db: DbOrTx, k: Key): Promise<number> {
    const row = await db
      .selectFrom('answeringTimes')
      .select('seconds')
      .where('schoolId', '=', k.schoolId)
      .where('workGuid', '=', k.workGuid)
      .where('studentGuid', '=', k.studentGuid)
      .executeTakeFirst();
    return row?.seconds ?? 0;
  },

  /** Adds `seconds` (capped at a week in all) and answers the new total, in one statement. */
  async add(db: DbOrTx, k: Key, seconds: number): Promise<number> {
    const row = await db
      .insertInto('answeringTimes')
      .values({ schoolId: k.schoolId, workGuid: k.workGuid, studentGuid: k.studentGuid, seconds: Math.min(seconds, MAX_DURATION_SECONDS) })
      .onConflict((oc) =>
        oc.columns(['workGuid', 'studentGuid']).doUpdateSet({
          seconds: sql<number>`least(answering_times.seconds + excluded.seconds, ${MAX_DURATION_SECONDS})`,
          updatedAt: sql<Date>`now()`,
        }),
      )
      .returning('seconds')
      .executeTakeFirstOrThrow();
    return row.seconds;
  },
};
