import type { Insertable, Selectable } from 'kysely';
import type { DbOrTx } from '../../db/database.js';
import type { GeneratedFilesTable } from '../../db/schema-tasks.js';

export type GeneratedFileRow = Selectable<GeneratedFilesTable>;

/** Records of files the server made; every read for a user is scoped by school. */
export const generatedFilesRepository = {
  async insert(db: DbOrTx, row: Insertable<GeneratedFilesTable>): Promise<GeneratedFileRow> {
    return db.insertInto('generatedFiles').values(row).returningAll().executeTakeFirstOrThrow();
  },

  async ofSchool(db: DbOrTx, schoolId: number, id: string): Promise<GeneratedFileRow | undefined> {
    return db.selectFrom('generatedFiles').selectAll().where('id', '=', id).where('schoolId', '=', schoolId).executeTakeFirst();
  },

  /** The newest unexpired file made from `cacheKey` (an unchanged paper's PDF). */
  async cached(db: DbOrTx, schoolId: number, cacheKey: string, now: Date): Promise<GeneratedFileRow | undefined> {
    return db
      .selectFrom('generatedFiles')
      .selectAll()
      .where('schoolId', '=', schoolId)
      .where('cacheKey', '=', cacheKey)
      .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  async remove(db: DbOrTx, id: string): Promise<GeneratedFileRow | undefined> {
    return db.deleteFrom('generatedFiles').where('id', '=', id).returningAll().executeTakeFirst();
  },

  /** Removes the records of expired files (their tasks go with them) and returns them, so their bytes can go too. */
  async removeExpired(db: DbOrTx, now: Date, limit: number): Promise<GeneratedFileRow[]> {
    const ids = db.selectFrom('generatedFiles').select('id').where('expiresAt', '<=', now).limit(limit);
    return db.deleteFrom('generatedFiles').where('id', 'in', ids).returningAll().execute();
  },
};
