import type { DbOrTx } from '../../db/database.js';

export interface TeachingScopeRow {
  periodCode: string;
  km: string;
  gradeCode: string;
}

/** Teaching scopes of one teacher in one school; every query is scoped by school_id and user_id. */
export const teacherRepository = {
  async scopeOf(db: DbOrTx, schoolId: number, userId: number): Promise<TeachingScopeRow[]> {
    return db
      .selectFrom('teachingScopes')
      .select(['periodCode', 'km', 'gradeCode'])
      .where('schoolId', '=', schoolId)
      .where('userId', '=', userId)
      .orderBy('periodCode')
      .orderBy('km')
      .execute();
  },

  /** Makes the teacher's scope in the school exactly the given rows. */
  async replaceScope(db: DbOrTx, schoolId: number, userId: number, rows: readonly TeachingScopeRow[]) {
    await db.deleteFrom('teachingScopes').where('schoolId', '=', schoolId).where('userId', '=', userId).execute();
    if (rows.length) await db.insertInto('teachingScopes').values(rows.map((r) => ({ ...r, schoolId, userId }))).execute();
  },
};
