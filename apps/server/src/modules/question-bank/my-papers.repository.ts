import type { DbOrTx } from '../../db/database.js';

/** papers.source of a teacher's own paper (literal of PaperSource.MyPaper). */
const MY_PAPER = 4;

export interface MyPaperFilters {
  period: string;
  km: string;
  year?: number;
  entry?: 'prepare' | 'upload';
  /** Part of the name, matched literally (% and _ are not wildcards). */
  name?: string;
  /** Inclusive days, YYYY-MM-DD, in China time. */
  from?: string;
  to?: string;
}

const DAY_MS = 86_400_000;
const chinaMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** 我的试卷: one teacher's own papers in one school, newest first, with their item counts. */
export const myPapersRepository = {
  async page(db: DbOrTx, schoolId: number, userId: number, f: MyPaperFilters, paging: { offset: number; limit: number }) {
    let base = db.selectFrom('papers')
      .where('papers.source', '=', MY_PAPER).where('papers.schoolId', '=', schoolId).where('papers.creatorUserId', '=', userId)
      .where('papers.periodCode', '=', f.period).where('papers.km', '=', f.km);
    if (f.year !== undefined) base = base.where('papers.year', '=', f.year);
    if (f.entry) base = base.where('papers.entry', '=', f.entry);
    if (f.name) base = base.where('papers.name', 'ilike', `%${f.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (f.from) base = base.where('papers.createdAt', '>=', chinaMidnight(f.from));
    if (f.to) base = base.where('papers.createdAt', '<', new Date(chinaMidnight(f.to).getTime() + DAY_MS));
    const [{ total }, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      base.select(['papers.guid', 'papers.name', 'papers.periodCode', 'papers.km', 'papers.gradeCode', 'papers.year', 'papers.totalScore',
        'papers.source', 'papers.entry', 'papers.createdAt'])
        .select((eb) => eb.selectFrom('paperItems').select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('paperItems.paperGuid', '=', 'papers.guid').as('itemCount'))
        .orderBy('papers.createdAt', 'desc').orderBy('papers.guid').offset(paging.offset).limit(paging.limit).execute(),
    ]);
    return { rows, total: Number(total) };
  },
};
