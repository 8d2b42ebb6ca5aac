import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database.js';
import type { ScanSource } from '../../db/schema-scan.js';

export interface ScanPageRow {
  guid: string;
  schoolId: number;
  batchGuid: string;
  workGuid: string;
  pageIndex: number;
  imageKey: string | null;
  status: string;
  cardPage: number | null;
  flags: string[];
  message: string;
  reading: unknown;
  cropKeys: Record<string, string>;
  studentNo: string | null;
  matchedStudentGuid: string | null;
  decidedStudentGuid: string | null;
  decidedAnswers: Record<string, string>;
  /** The teacher's corner clicks (page image px), or null: the reader finds the corner marks itself. */
  decidedCorners: { x: number; y: number }[] | null;
  writtenStudentGuid: string | null;
}

const pageColumns = [
  'guid', 'schoolId', 'batchGuid', 'workGuid', 'pageIndex', 'imageKey', 'status', 'cardPage', 'flags', 'message', 'reading', 'cropKeys',
  'studentNo', 'matchedStudentGuid', 'decidedStudentGuid', 'decidedAnswers', 'decidedCorners', 'writtenStudentGuid',
] as const;

/** All SQL of scanned answer cards; every query is scoped by school. */
export const scanRepository = {
  /** What reading needs of a homework: its card's identity (paper, work code) besides the WorkRow. */
  async workIdentity(db: DbOrTx, schoolId: number, workGuid: string) {
    return db.selectFrom('works').select(['guid', 'workCode', 'paperGuid', 'name', 'km']).where('schoolId', '=', schoolId).where('guid', '=', workGuid).where('deletedAt', 'is', null).executeTakeFirst();
  },

  /** Machine-read homework of the school, newest first. */
  async machineReadWorks(db: DbOrTx, schoolId: number) {
    return db
      .selectFrom('works')
      .select(['guid', 'name', 'km', 'createdAt'])
      .where('schoolId', '=', schoolId)
      .where('workType', '=', 4)
      .where('deletedAt', 'is', null)
      .orderBy('createdAt', 'desc')
      .limit(100)
      .execute();
  },

  async insertBatch(db: DbOrTx, row: { guid: string; schoolId: number; workGuid: string; uploaderUserId: number; fileName: string; sources: ScanSource[] }) {
    await db.insertInto('scanBatches').values({ ...row, sources: JSON.stringify(row.sources) }).execute();
  },

  async setBatch(db: DbOrTx, schoolId: number, guid: string, patch: { status?: string; message?: string; taskId?: string }) {
    await db.updateTable('scanBatches').set(patch).where('schoolId', '=', schoolId).where('guid', '=', guid).execute();
  },

  async batch(db: DbOrTx, schoolId: number, guid: string) {
    return db.selectFrom('scanBatches').selectAll().where('schoolId', '=', schoolId).where('guid', '=', guid).executeTakeFirst();
  },

  /** Batches of the school (optionally of one homework or of some homework only), with page counts per status. */
  async batches(db: DbOrTx, schoolId: number, filter: { workGuid?: string; batchGuid?: string }) {
    let q = db
      .selectFrom('scanBatches as b')
      .innerJoin('works as w', 'w.guid', 'b.workGuid')
      .innerJoin('users as u', 'u.id', 'b.uploaderUserId')
      .leftJoin('scanPages as p', 'p.batchGuid', 'b.guid')
      .select([
        'b.guid', 'b.workGuid', 'w.name as workName', 'w.km', 'b.fileName', 'u.name as uploaderName', 'b.status', 'b.message', 'b.createdAt', 'b.taskId', 'b.uploaderUserId',
        sql<number>`count(p.guid)::int`.as('pages'),
        sql<number>`count(p.guid) FILTER (WHERE p.status = 'read')::int`.as('read'),
        sql<number>`count(p.guid) FILTER (WHERE p.status = 'review')::int`.as('review'),
        sql<number>`count(p.guid) FILTER (WHERE p.status = 'failed')::int`.as('failed'),
        sql<number>`count(p.guid) FILTER (WHERE p.status = 'refused')::int`.as('refused'),
        sql<number>`count(p.guid) FILTER (WHERE p.status = 'pending')::int`.as('pending'),
      ])
      .where('b.schoolId', '=', schoolId)
      .where('w.deletedAt', 'is', null);
    if (filter.workGuid) q = q.where('b.workGuid', '=', filter.workGuid);
    if (filter.batchGuid) q = q.where('b.guid', '=', filter.batchGuid);
    return q.groupBy(['b.guid', 'w.name', 'w.km', 'u.name']).orderBy('b.createdAt', 'desc').limit(500).execute();
  },

  async insertPage(db: DbOrTx, row: { guid: string; schoolId: number; batchGuid: string; workGuid: string; pageIndex: number; imageKey: string | null }) {
    await db.insertInto('scanPages').values({ ...row, flags: '[]', cropKeys: '{}', decidedAnswers: '{}' }).onConflict((oc) => oc.columns(['batchGuid', 'pageIndex']).doNothing()).execute();
  },

  async pagesOfBatch(db: DbOrTx, schoolId: number, batchGuid: string): Promise<ScanPageRow[]> {
    return db.selectFrom('scanPages').select(pageColumns).where('schoolId', '=', schoolId).where('batchGuid', '=', batchGuid).orderBy('pageIndex').execute() as Promise<ScanPageRow[]>;
  },

  /** Pages of a homework in upload order: batches oldest first, pages by their place in the upload. */
  async pagesOfWork(db: DbOrTx, schoolId: number, workGuid: string): Promise<ScanPageRow[]> {
    return db
      .selectFrom('scanPages as p')
      .innerJoin('scanBatches as b', 'b.guid', 'p.batchGuid')
      .select(pageColumns.map((c) => `p.${c}` as const))
      .where('p.schoolId', '=', schoolId)
      .where('p.workGuid', '=', workGuid)
      .orderBy('b.createdAt')
      .orderBy('p.batchGuid')
      .orderBy('p.pageIndex')
      .execute() as Promise<ScanPageRow[]>;
  },

  async page(db: DbOrTx, schoolId: number, guid: string): Promise<ScanPageRow | undefined> {
    return db.selectFrom('scanPages').select(pageColumns).where('schoolId', '=', schoolId).where('guid', '=', guid).executeTakeFirst() as Promise<ScanPageRow | undefined>;
  },

  /** Locks the homework's pages while the page assignment of a homework is worked out (two readers never interleave). */
  async lockWork(tx: DbOrTx, schoolId: number, workGuid: string) {
    await tx.selectFrom('works').select('guid').where('schoolId', '=', schoolId).where('guid', '=', workGuid).forUpdate().execute();
  },

  async updatePage(
    db: DbOrTx,
    schoolId: number,
    guid: string,
    /** The page's own fields a reading, a decision or a move changes (never its identity). */
    patch: Partial<Omit<ScanPageRow, 'guid' | 'schoolId' | 'batchGuid' | 'workGuid' | 'pageIndex'>>,
  ) {
    const { flags, reading, cropKeys, decidedAnswers, decidedCorners, ...rest } = patch;
    await db
      .updateTable('scanPages')
      .set({
        ...rest,
        ...(flags !== undefined ? { flags: JSON.stringify(flags) } : {}),
        ...(reading !== undefined ? { reading: reading === null ? null : JSON.stringify(reading) } : {}),
        ...(cropKeys !== undefined ? { cropKeys: JSON.stringify(cropKeys) } : {}),
        ...(decidedAnswers !== undefined ? { decidedAnswers: JSON.stringify(decidedAnswers) } : {}),
        ...(decidedCorners !== undefined ? { decidedCorners: decidedCorners === null ? null : JSON.stringify(decidedCorners) } : {}),
        updatedAt: new Date(),
      })
      .where('schoolId', '=', schoolId)
      .where('guid', '=', guid)
      .execute();
  },

  async deletePage(db: DbOrTx, schoolId: number, guid: string) {
    await db.deleteFrom('scanPages').where('schoolId', '=', schoolId).where('guid', '=', guid).execute();
  },

  /** Students of the homework's classes with their class names. */
  async studentsOfWork(db: DbOrTx, schoolId: number, workGuid: string) {
    return db
      .selectFrom('workClasses as wc')
      .innerJoin('students as s', 's.classGuid', 'wc.classGuid')
      .innerJoin('classes as c', 'c.guid', 'wc.classGuid')
      .select(['s.guid', 's.name', 's.buddies', 'c.name as className', 'c.guid as classGuid'])
      .where('wc.schoolId', '=', schoolId)
      .where('s.schoolId', '=', schoolId)
      .where('wc.workGuid', '=', workGuid)
      .orderBy('c.gradeCode')
      .orderBy('c.number')
      .orderBy('s.buddies')
      .execute();
  },

  /** Removes a submission a teacher entered when none of its answers holds anything (its last scanned page went away). */
  async dropEmptyEnteredSubmission(tx: DbOrTx, schoolId: number, workGuid: string, studentGuid: string) {
    const sub = await tx
      .selectFrom('submissions')
      .select(['guid', 'enteredByUserId'])
      .where('schoolId', '=', schoolId)
      .where('workGuid', '=', workGuid)
      .where('studentGuid', '=', studentGuid)
      .executeTakeFirst();
    if (!sub || sub.enteredByUserId === null) return;
    const filled = await tx
      .selectFrom('submissionAnswers')
      .select('th')
      .where('schoolId', '=', schoolId)
      .where('submissionGuid', '=', sub.guid)
      .where((eb) => eb.or([eb('answer', '<>', ''), eb(sql<number>`cardinality(image_keys)`, '>', 0)]))
      .executeTakeFirst();
    if (filled) return;
    await tx.deleteFrom('submissionAnswers').where('schoolId', '=', schoolId).where('submissionGuid', '=', sub.guid).execute();
    await tx.deleteFrom('submissions').where('schoolId', '=', schoolId).where('guid', '=', sub.guid).execute();
  },
};
