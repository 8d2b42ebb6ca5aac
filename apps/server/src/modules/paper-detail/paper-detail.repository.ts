import type { DbOrTx } from '../../db/database.js';

/** Literal of ManualStatus.Pending: the request that holds a paper. */
const PENDING = 1;

export interface ManualRow {
  id: number;
  paperGuid: string;
  paperName: string;
  km: string;
  periodCode: string;
  status: number;
  remark: string;
  questions: number[];
  requesterName: string;
  requesterPhone: string;
  createdAt: Date;
  finishedAt: Date | null;
  finisherName: string | null;
  result: string;
}

export interface NoticeRow {
  id: number;
  paperGuid: string;
  paperName: string;
  message: string;
  questions: number[];
  reporterName: string;
  reporterPhone: string;
  createdAt: Date;
}

/** jsonb comes back parsed from pg and PGlite alike; a string is parsed defensively. */
const listOf = <T>(v: unknown): T[] => (typeof v === 'string' ? (JSON.parse(v) as T[]) : ((v as T[] | null) ?? []));

const manualBase = (db: DbOrTx, schoolId: number) => db.selectFrom('paperManualRequests as m')
  .innerJoin('papers', 'papers.guid', 'm.paperGuid')
  .innerJoin('users as requester', 'requester.id', 'm.requesterUserId')
  .leftJoin('users as finisher', 'finisher.id', 'm.finisherUserId')
  .select(['m.id', 'm.paperGuid', 'papers.name as paperName', 'papers.km', 'papers.periodCode', 'm.status', 'm.remark', 'm.questions',
    'requester.name as requesterName', 'requester.phone as requesterPhone', 'm.createdAt', 'm.finishedAt', 'finisher.name as finisherName', 'm.result'])
  .where('m.schoolId', '=', schoolId);

const toManual = (r: Omit<ManualRow, 'questions'> & { questions: unknown }): ManualRow => ({ ...r, questions: listOf<number>(r.questions) });

/** Problem reports and manual handling of papers, always within one school. */
export const paperDetailRepository = {
  async creatorOf(db: DbOrTx, paperGuid: string): Promise<{ phone: string; name: string } | undefined> {
    return db.selectFrom('papers').innerJoin('users', 'users.id', 'papers.creatorUserId')
      .select(['users.phone', 'users.name']).where('papers.guid', '=', paperGuid).executeTakeFirst();
  },

  async printSettingsOf(db: DbOrTx, paperGuid: string): Promise<{ paperType: number; sideType: number }> {
    return db.selectFrom('papers').select(['paperType', 'sideType']).where('guid', '=', paperGuid).executeTakeFirstOrThrow();
  },

  async pendingManual(db: DbOrTx, schoolId: number, paperGuid: string): Promise<ManualRow | undefined> {
    const row = await manualBase(db, schoolId).where('m.paperGuid', '=', paperGuid).where('m.status', '=', PENDING).executeTakeFirst();
    return row && toManual(row);
  },

  /** Inserts a pending request; undefined when one is already pending (the partial unique index). */
  async insertManual(db: DbOrTx, r: { schoolId: number; paperGuid: string; requesterUserId: number; remark: string; questions: number[] }): Promise<number | undefined> {
    const row = await db.insertInto('paperManualRequests')
      .values({ ...r, questions: JSON.stringify(r.questions) })
      .onConflict((oc) => oc.columns(['schoolId', 'paperGuid']).where('status', '=', PENDING).doNothing())
      .returning('id').executeTakeFirst();
    return row?.id;
  },

  async findManual(db: DbOrTx, schoolId: number, id: number): Promise<ManualRow | undefined> {
    const row = await manualBase(db, schoolId).where('m.id', '=', id).executeTakeFirst();
    return row && toManual(row);
  },

  async manualPage(db: DbOrTx, schoolId: number, status: number, paging: { offset: number; limit: number }): Promise<{ rows: ManualRow[]; total: number }> {
    const { total } = await db.selectFrom('paperManualRequests').select((eb) => eb.fn.countAll<number>().as('total'))
      .where('schoolId', '=', schoolId).where('status', '=', status).executeTakeFirstOrThrow();
    const rows = await manualBase(db, schoolId).where('m.status', '=', status)
      .orderBy('m.createdAt', 'desc').orderBy('m.id', 'desc').offset(paging.offset).limit(paging.limit).execute();
    return { rows: rows.map(toManual), total: Number(total) };
  },

  /** Finishes a pending request; false when it was not pending (finished meanwhile). */
  async finishManual(db: DbOrTx, schoolId: number, id: number, finisherUserId: number, result: string): Promise<boolean> {
    const res = await db.updateTable('paperManualRequests')
      .set({ status: 2, result, finisherUserId, finishedAt: new Date() })
      .where('schoolId', '=', schoolId).where('id', '=', id).where('status', '=', PENDING).executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  async insertNotice(db: DbOrTx, r: { schoolId: number; paperGuid: string; reporterUserId: number; message: string; questions: number[] }): Promise<number> {
    const row = await db.insertInto('paperNotices').values({ ...r, questions: JSON.stringify(r.questions) }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  async noticePage(db: DbOrTx, schoolId: number, paging: { offset: number; limit: number }): Promise<{ rows: NoticeRow[]; total: number }> {
    const { total } = await db.selectFrom('paperNotices').select((eb) => eb.fn.countAll<number>().as('total'))
      .where('schoolId', '=', schoolId).executeTakeFirstOrThrow();
    const rows = await db.selectFrom('paperNotices as n')
      .innerJoin('papers', 'papers.guid', 'n.paperGuid').innerJoin('users', 'users.id', 'n.reporterUserId')
      .select(['n.id', 'n.paperGuid', 'papers.name as paperName', 'n.message', 'n.questions', 'users.name as reporterName',
        'users.phone as reporterPhone', 'n.createdAt'])
      .where('n.schoolId', '=', schoolId).orderBy('n.createdAt', 'desc').orderBy('n.id', 'desc')
      .offset(paging.offset).limit(paging.limit).execute();
    return { rows: rows.map((r) => ({ ...r, questions: listOf<number>(r.questions) })), total: Number(total) };
  },
};
