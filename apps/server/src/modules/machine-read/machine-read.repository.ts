import type { DbOrTx } from '../../db/database.js';

/** Students of the classes a homework is published to; scoped by school. */
export const machineReadRepository = {
  async studentsOfClasses(db: DbOrTx, schoolId: number, classGuids: readonly string[]) {
    if (classGuids.length === 0) return [];
    return db
      .selectFrom('students')
      .select(['guid', 'name', 'buddies', 'classGuid'])
      .where('schoolId', '=', schoolId)
      .where('classGuid', 'in', classGuids)
      .orderBy('buddies')
      .execute();
  },
};
