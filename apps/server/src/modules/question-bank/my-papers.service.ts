import { MY_PAPERS_PAGE, MyPaperEntryNames, type TMyPaperPage, type TMyPapersQuery } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../plugins/session.js';
import { myPapersRepository } from './my-papers.repository.js';
import { paperFacts } from './paper-facts.js';
import { paperCollectionsRepository } from './paper-collections.repository.js';

/**
 * 我的试卷 (bank source 4, spec 02 §2 "My papers"; the wizard's 我的试卷库, spec 01 §7): the teacher's own papers of the
 * session school only; data.url is the bank page that lists them all.
 */
export const myPapersService = {
  async page(db: Db, actor: Actor, q: TMyPapersQuery): Promise<TMyPaperPage> {
    const { rows, total } = await myPapersRepository.page(db, actor.schoolId, actor.userId,
      { period: q.period, km: q.km, year: q.year, entry: q.entry, name: q.name, from: q.times?.from, to: q.times?.to }, { offset: (q.pageIndex - 1) * q.pageSize, limit: q.pageSize });
    const collected = await paperCollectionsRepository.collectedOf(db, actor.userId, actor.schoolId, rows.map((r) => r.guid));
    return {
      total,
      url: MY_PAPERS_PAGE,
      list: rows.map((r) => ({ ...paperFacts(r, r.createdAt, collected.has(r.guid)), entry: r.entry, entryName: MyPaperEntryNames[r.entry] })),
    };
  },
};
