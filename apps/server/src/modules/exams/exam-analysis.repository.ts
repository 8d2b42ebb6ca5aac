import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';

/** Submitted answers of an exam for its analysis tables; every query is scoped by school_id. */
export const examAnalysisRepository = {
  /** How many submitted submissions the exam has (of one class when asked). */
  async submissionCount(db: DbOrTx, schoolId: number, workGuid: string, classCode?: string): Promise<number> {
    const row = await db
      .selectFrom('submissions')
      .$if(classCode !== undefined, (qb) => qb
        .innerJoin('students', 'students.guid', 'submissions.studentGuid')
        .innerJoin('classes', 'classes.guid', 'students.classGuid')
        .where('classes.classCode', '=', classCode!))
      .select(sql<number>`count(*)::int`.as('n'))
      .where('submissions.schoolId', '=', schoolId)
      .where('submissions.workGuid', '=', workGuid)
      .where('submissions.status', 'in', [1, 2, 3])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** The classes of a class code in the school (one, as a rule): 小题分 and 客观题选项 of one class read their sheets. */
  async classGuidsOfCode(db: DbOrTx, schoolId: number, classCode: string): Promise<string[]> {
    const rows = await db.selectFrom('classes').select('guid').where('schoolId', '=', schoolId).where('classCode', '=', classCode).execute();
    return rows.map((r) => r.guid);
  },

  /**
   * The students around a page of 小题分, for ranking them without reading every student: the page's rows are at
   * positions offset … offset + size − 1 of the submissions ordered by total (best first), so all of them have a total
   * between the page's highest and lowest. Returns every student with a total in that range (`window`, in submission
   * order), how many rank above it (`above`: a higher total) and how many submitted (`total`). The caller orders the
   * window by the full rule (class, then name in the locale's order break ties of total) and cuts the page from it.
   * Reads a page's worth of students, or a whole tie (an exam not marked yet: every total the same) at worst.
   */
  async rankWindow(db: DbOrTx, schoolId: number, workGuid: string, classCode: string | undefined, offset: number, size: number) {
    // The submissions of the table: the exam's submitted ones (of one class when asked). Ranked by total through the
    // (work_guid, total_score DESC) index: the page's bounds, the count above it and the rows between read no others.
    const ofClass = classCode === undefined
      ? sql``
      : sql`AND EXISTS (SELECT 1 FROM students st JOIN classes c ON c.guid = st.class_guid WHERE st.guid = sub.student_guid AND c.class_code = ${classCode})`;
    const submitted = sql`sub.school_id = ${schoolId} AND sub.work_guid = ${workGuid} AND sub.status IN (1, 2, 3) ${ofClass}`;
    const { rows } = await sql<{ total: number; above: number | null; studentGuid: string | null; name: string | null; buddies: string | null; className: string | null; totalScore: string | null }>`
      WITH b AS MATERIALIZED (
        SELECT min(total_score) AS lo, max(total_score) AS hi FROM (
          SELECT sub.total_score FROM submissions sub WHERE ${submitted} ORDER BY sub.total_score DESC OFFSET ${offset} LIMIT ${size}) x
      )
      SELECT (SELECT count(*)::int FROM submissions sub WHERE ${submitted}) AS total,
        (SELECT count(*)::int FROM submissions sub, b WHERE ${submitted} AND sub.total_score > b.hi) AS above,
        w.student_guid, w.name, w.buddies, w.class_name, w.total_score
      FROM b LEFT JOIN LATERAL (
        SELECT sub.guid, sub.student_guid, st.name, st.buddies, c.name AS class_name, sub.total_score::text AS total_score
        FROM submissions sub JOIN students st ON st.guid = sub.student_guid JOIN classes c ON c.guid = st.class_guid
        WHERE ${submitted} AND sub.total_score BETWEEN b.lo AND b.hi
      ) w ON true
      ORDER BY w.guid`.execute(db);
    const window = rows.filter((r) => r.studentGuid !== null)
      .map((r) => ({ studentGuid: r.studentGuid!, name: r.name!, buddies: r.buddies!, className: r.className!, totalScore: Number(r.totalScore) }));
    return { total: Number(rows[0]?.total ?? 0), above: Number(rows[0]?.above ?? 0), window };
  },

  /**
   * Who submitted the exam (of one class when asked), by student: name, 学号, class and total — the columns of 小题分 beside
   * the scores, which come from the answer sheets (answerSheetsRepository.matrix).
   */
  async submittedStudents(db: DbOrTx, schoolId: number, workGuid: string, classCode?: string) {
    const rows = await db
      .selectFrom('submissions')
      .innerJoin('students', 'students.guid', 'submissions.studentGuid')
      .innerJoin('classes', 'classes.guid', 'students.classGuid')
      .select(['submissions.studentGuid', 'students.name', 'students.buddies', 'classes.name as className', sql<string>`submissions.total_score::text`.as('totalScore')])
      .where('submissions.schoolId', '=', schoolId)
      .where('submissions.workGuid', '=', workGuid)
      .where('submissions.status', 'in', [1, 2, 3])
      .$if(classCode !== undefined, (qb) => qb.where('classes.classCode', '=', classCode!))
      // Students equal in total, class and name keep this order, so each lands on the same page on every call.
      .orderBy('submissions.guid')
      .execute();
    return new Map(rows.map((r) => [r.studentGuid, { name: r.name, buddies: r.buddies, className: r.className, totalScore: Number(r.totalScore) }]));
  },
};
