import type { DbOrTx } from '../../db/database.js';

/** A class's works of one subject, started in [from, to) — either end open when absent — and, with startedBy, no later. */
export interface ClassWorksScope {
  schoolId: number;
  classGuid: string;
  km: string;
  from?: Date;
  to?: Date;
  startedBy?: Date;
}

/** The class's not deleted works of the subject in the range, homework and exams alike (the reports' shared base). */
export function classWorksOfSubject(db: DbOrTx, s: ClassWorksScope) {
  return db
    .selectFrom('works')
    .innerJoin('workClasses', 'workClasses.workGuid', 'works.guid')
    .where('works.schoolId', '=', s.schoolId)
    .where('workClasses.classGuid', '=', s.classGuid)
    .where('works.km', '=', s.km)
    .where('works.deletedAt', 'is', null)
    .$if(s.startedBy !== undefined, (qb) => qb.where('works.startTime', '<=', s.startedBy!))
    .$if(s.from !== undefined, (qb) => qb.where('works.startTime', '>=', s.from!))
    .$if(s.to !== undefined, (qb) => qb.where('works.startTime', '<', s.to!));
}
