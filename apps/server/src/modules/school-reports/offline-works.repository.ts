import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';

export interface OfflineWorkRow {
  teacherUserId: number;
  classGuid: string;
  km: string;
  name: string;
  startTime: Date;
  expectedCount: number;
  submitCount: number;
  markedCount: number;
  avgScore: number;
  fullScore: number;
}

/** 线下作业 rows (table offline_works); every query is scoped by school_id. */
export const offlineWorksRepository = {
  /**
   * Inserts the rows, replacing the figures of a homework already uploaded (same class, subject, name and day).
   * Answers how many were new.
   */
  async upsert(db: DbOrTx, schoolId: number, uploadedBy: number, rows: readonly OfflineWorkRow[]): Promise<number> {
    if (rows.length === 0) return 0;
    const inserted = await db
      .insertInto('offlineWorks')
      .values(rows.map((r) => ({ ...r, guid: randomUUID(), schoolId, uploadedByUserId: uploadedBy })))
      .onConflict((oc) => oc.columns(['schoolId', 'classGuid', 'km', 'name', 'startTime']).doUpdateSet((eb) => ({
        teacherUserId: eb.ref('excluded.teacherUserId'),
        expectedCount: eb.ref('excluded.expectedCount'),
        submitCount: eb.ref('excluded.submitCount'),
        markedCount: eb.ref('excluded.markedCount'),
        avgScore: eb.ref('excluded.avgScore'),
        fullScore: eb.ref('excluded.fullScore'),
        uploadedByUserId: eb.ref('excluded.uploadedByUserId'),
        uploadedAt: sql`now()`,
      })))
      // xmax is 0 for a freshly inserted row and set for an updated one: PostgreSQL's way to tell them apart.
      .returning(sql<boolean>`(xmax = 0)`.as('isNew'))
      .execute();
    return inserted.filter((r) => r.isNew).length;
  },
};
