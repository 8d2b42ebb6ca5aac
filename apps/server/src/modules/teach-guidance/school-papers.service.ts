import {
  gradeInfo,
  ITEM_TYPE_STRUCTURE,
  itemTypeInfo,
  PaperMessages,
  SchoolPaperOrigin,
  SchoolPaperOriginNames,
  type TPaperGroup,
  type TPaperInfo,
  type TSchoolPaperPage,
  type TSchoolPapersQuery,
} from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { bankItemsService } from '../question-bank/bank-items.service.js';
import { paperCollectionsRepository } from '../question-bank/paper-collections.repository.js';
import { paperFacts } from '../question-bank/paper-facts.js';
import { schoolPapersRepository as repo, type PaperItemRow } from './school-papers.repository.js';

/**
 * Type groups of a paper: with isItemTypeStructure 100 one group per item type in order of first appearance,
 * otherwise the paper's own groups as laid out.
 */
export function groupPaperItems(rows: readonly PaperItemRow[], byType: boolean): { key: number; name: string; type: number; rows: PaperItemRow[] }[] {
  const groups: { key: number; name: string; type: number; rows: PaperItemRow[] }[] = [];
  for (const r of rows) {
    const key = byType ? r.type : r.groupNo;
    let g = groups.find((x) => x.key === key);
    if (!g) groups.push((g = { key, name: byType ? (itemTypeInfo(r.type)?.name ?? '') : r.groupName, type: r.type, rows: [] }));
    g.rows.push(r);
  }
  return groups;
}

/** The school paper library (source 2) and a paper's content (spec 02 §2, §3, §7 getPaperInfo). */
export const schoolPapersService = {
  /** Daily practice of the platform and of the school, and papers shared to the school; never another school's. */
  async library(db: Db, actor: Actor, q: TSchoolPapersQuery): Promise<TSchoolPaperPage> {
    const { rows, total } = await repo.libraryPage(db, actor.schoolId,
      { period: q.period, km: q.km, year: q.year, gradeCode: q.gradeCode, origin: q.origin },
      { offset: (q.pageIndex - 1) * q.pageSize, limit: q.pageSize });
    const collected = await paperCollectionsRepository.collectedOf(db, actor.userId, actor.schoolId, rows.map((r) => r.guid));
    return {
      total,
      list: rows.map((r) => {
        const origin = r.isShared ? SchoolPaperOrigin.TeacherShared : SchoolPaperOrigin.DailyPractice;
        return { ...paperFacts(r, r.enteredAt, collected.has(r.guid)), origin, originName: SchoolPaperOriginNames[origin], creator: r.creator };
      }),
    };
  },

  /** A paper the school may see, with its questions rendered like the bank list, in type groups. */
  async info(db: Db, actor: Actor, paperGuid: string, isItemTypeStructure: number): Promise<TPaperInfo> {
    const paper = await repo.findVisible(db, actor.schoolId, actor.userId, paperGuid);
    if (!paper) throw notFound(PaperMessages.notFound);
    const rows = await repo.items(db, actor.schoolId, paperGuid);
    const items = await bankItemsService.decorate(db, actor, { period: paper.periodCode, km: paper.km }, rows);
    const byGuid = new Map(items.map((i) => [i.itemGuid, i]));
    const groups: TPaperGroup[] = groupPaperItems(rows, isItemTypeStructure === ITEM_TYPE_STRUCTURE).map((g) => ({
      itemTypeGuid: g.type,
      itemTypeName: g.name,
      total: g.rows.length,
      score: g.rows.reduce((s, r) => s + Number(r.score), 0),
      list: g.rows.map((r) => ({ ...byGuid.get(r.guid)!, score: Number(r.score) })),
    }));
    return {
      paperGuid: paper.guid,
      name: paper.name,
      period: paper.periodCode,
      km: paper.km,
      gradeCode: paper.gradeCode,
      gradeName: paper.gradeCode ? (gradeInfo(paper.gradeCode)?.name ?? null) : null,
      source: paper.source,
      itemCount: rows.length,
      totalScore: Number(paper.totalScore),
      structureStatus: paper.structureStatus,
      isAi: false,
      groups,
    };
  },
};
