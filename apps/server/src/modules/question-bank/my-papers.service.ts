import { gradeInfo, MyPaperEntryNames, PAPER_NEW_DAYS, type TMyPaperPage, type TMyPapersQuery } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import type { Actor } from '../../plugins/session.js';
import { formatCnTime } from '../reports/score-rows.js';
import { myPapersRepository } from './my-papers.repository.js';
import { paperCollectionsRepository } from './paper-collections.repository.js';

const DAY_MS = 86_400_000;

/** 我的试卷 (bank source 4, spec 02 §2 "My papers"): the teacher's own papers of the session school only. */
export const myPapersService = {
  async page(db: Db, actor: Actor, q: TMyPapersQuery): Promise<TMyPaperPage> {
    const { rows, total } = await myPapersRepository.page(db, actor.schoolId, actor.userId,
      { period: q.period, km: q.km, year: q.year, entry: q.entry }, { offset: (q.pageIndex - 1) * q.pageSize, limit: q.pageSize });
    const collected = await paperCollectionsRepository.collectedOf(db, actor.userId, actor.schoolId, rows.map((r) => r.guid));
    const now = Date.now();
    return {
      total,
      list: rows.map((r) => ({
        paperGuid: r.guid,
        name: r.name,
        period: r.periodCode,
        km: r.km,
        gradeCode: r.gradeCode,
        gradeName: r.gradeCode ? (gradeInfo(r.gradeCode)?.name ?? null) : null,
        year: r.year,
        itemCount: Number(r.itemCount ?? 0),
        totalScore: Number(r.totalScore),
        source: r.source,
        entry: r.entry,
        entryName: MyPaperEntryNames[r.entry],
        recommendDate: formatCnTime(r.createdAt).slice(0, 10),
        isNew: now - r.createdAt.getTime() <= PAPER_NEW_DAYS * DAY_MS,
        isCollection: collected.has(r.guid),
      })),
    };
  },
};
