import {
  findGuidanceChapter,
  gradeInfo,
  itemTypeInfo,
  SchoolBasedMessages,
  TeachingAidMessages,
  type TGuidanceChapter,
  type TGuidanceChapterItems,
  type TGuidanceChapterItemsQuery,
  type THasTeachGuidance,
  type TTeachingGuidance,
  type TTeachingGuidanceSelection,
  type TTeachingList,
  type TTeachingMaterial,
  type ZCacheTeachingGuidanceRequestSchema,
  type ZTeachingGuidanceSelectionRequestSchema,
  type ZTeachingListRequestSchema,
} from '@zuoyeben/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { assertRuCode } from '../homework/ru-code.js';
import { bankItemsService } from '../question-bank/bank-items.service.js';
import { teachGuidanceRepository as repo, type GuidanceChapterRow, type GuidanceRow } from './teach-guidance.repository.js';

type TeachingListQuery = z.output<typeof ZTeachingListRequestSchema>;
type SelectionQuery = z.output<typeof ZTeachingGuidanceSelectionRequestSchema>;
type CacheInput = z.output<typeof ZCacheTeachingGuidanceRequestSchema>;

const OTHER_SUBJECT = '该教辅不属于所选学段、科目';

/** A book's chapters as a tree; each node lists the papers of its whole subtree, in reading order. */
export function chapterTree(rows: readonly GuidanceChapterRow[]): TGuidanceChapter[] {
  const nodes = new Map(rows.map((r) => [r.guid, { chapterGuid: r.guid, chapterName: r.name, paperGuids: [] as string[], chapterList: [] as TGuidanceChapter[] }]));
  const roots: TGuidanceChapter[] = [];
  for (const r of rows) (r.parentGuid ? nodes.get(r.parentGuid)?.chapterList : roots)?.push(nodes.get(r.guid)!);
  const papersOf = new Map(rows.map((r) => [r.guid, r.paperGuid]));
  const fill = (node: TGuidanceChapter): string[] => {
    const own = papersOf.get(node.chapterGuid);
    node.paperGuids = [...(own ? [own] : []), ...node.chapterList.flatMap(fill)];
    return node.paperGuids;
  };
  roots.forEach(fill);
  return roots;
}

function toMaterial(row: GuidanceRow, paperGuid: string | null): TTeachingMaterial {
  return {
    guid: row.guid,
    name: row.name,
    period: row.periodCode,
    subject: row.km,
    gradeCode: row.gradeCode,
    gradeName: gradeInfo(row.gradeCode)?.name ?? '',
    textBookPressName: row.pressName,
    coverImage: row.coverImage,
    paperGuid,
  };
}

async function visibleBook(db: DbOrTx, actor: Actor, guid: string): Promise<GuidanceRow> {
  const book = await repo.find(db, actor.schoolId, guid);
  if (!book) throw notFound(SchoolBasedMessages.guidanceNotFound);
  return book;
}

async function treeOf(db: DbOrTx, guid: string): Promise<TGuidanceChapter[]> {
  return chapterTree(await repo.chapters(db, [guid]));
}

/** Teaching-guidance books (教辅) of the school-based bank (spec 02 §2, §3, §6, §7): platform books and the school's own. */
export const teachGuidanceService = {
  async hasTeachGuidance(db: Db, actor: Actor, ruCode: string | undefined): Promise<THasTeachGuidance> {
    await assertRuCode(db, actor, ruCode);
    return { hasTeachGuidance: await repo.existsForSchool(db, actor.schoolId) };
  },

  /** The picker's cards: books of the period and subject, one grade when chosen. */
  async list(db: Db, actor: Actor, q: TeachingListQuery): Promise<TTeachingList> {
    await assertRuCode(db, actor, q.ruCode);
    const { rows, total } = await repo.page(db, actor.schoolId, { period: q.period, km: q.km, gradeCodes: q.gradeCode ? [q.gradeCode] : undefined },
      { offset: (q.pageIndex - 1) * q.pageSize, limit: q.pageSize });
    const chapters = await repo.chapters(db, rows.map((r) => r.guid));
    return { list: rows.map((r) => toMaterial(r, chapters.find((c) => c.guidanceGuid === r.guid && c.paperGuid)?.paperGuid ?? null)), total };
  },

  /** One book with its chapter tree. */
  async detail(db: Db, actor: Actor, guid: string): Promise<TTeachingGuidance> {
    const book = await visibleBook(db, actor, guid);
    const chapters = await treeOf(db, guid);
    return { ...toMaterial(book, chapters.flatMap((c) => c.paperGuids)[0] ?? null), chapters };
  },

  /** The items of a chapter (the whole book when none), its sections as subtitle tags, and the types it holds. */
  async chapterItems(db: Db, actor: Actor, q: TGuidanceChapterItemsQuery): Promise<TGuidanceChapterItems> {
    const book = await visibleBook(db, actor, q.teachingGuidanceGuid);
    const tree = await treeOf(db, book.guid);
    const chapter = q.chapterGuid ? findGuidanceChapter(tree, q.chapterGuid)?.chapter : undefined;
    if (q.chapterGuid && !chapter) throw notFound(SchoolBasedMessages.chapterNotFound);
    const sections = chapter ? chapter.chapterList : tree;
    const subtitle = q.guidanceSubtitleGuid ? sections.find((s) => s.chapterGuid === q.guidanceSubtitleGuid) : undefined;
    if (q.guidanceSubtitleGuid && !subtitle) throw notFound(SchoolBasedMessages.chapterNotFound);
    const chapterPapers = chapter ? chapter.paperGuids : tree.flatMap((c) => c.paperGuids);
    const [page, types] = await Promise.all([
      repo.itemsOfPapers(db, actor.schoolId, subtitle ? subtitle.paperGuids : chapterPapers, { type: q.itemTypeGuid, difficulty: q.difficultyGuid },
        { offset: (q.pageIndex - 1) * q.pageSize, limit: q.pageSize }),
      repo.typesOfPapers(db, actor.schoolId, chapterPapers),
    ]);
    return {
      list: await bankItemsService.decorate(db, actor, { period: book.periodCode, km: book.km }, page.rows),
      total: page.total,
      subtitles: chapter ? chapter.chapterList.map((c) => ({ guid: c.chapterGuid, name: c.chapterName })) : [],
      itemTypes: types.map((t) => ({ itemTypeGuid: t, itemTypeName: itemTypeInfo(t)?.name ?? '' })),
    };
  },

  /**
   * The exercise paper a teaching-aid work of one chapter is published from (issue 15 item 5): the chapter's single
   * paper (its own, or its only section's); a chapter whose sections hold several asks for a section.
   */
  async chapterPaper(db: DbOrTx, actor: Actor, guid: string, chapterGuid: string) {
    const book = await visibleBook(db, actor, guid);
    const found = findGuidanceChapter(await treeOf(db, book.guid), chapterGuid);
    if (!found) throw notFound(SchoolBasedMessages.chapterNotFound);
    const papers = found.chapter.paperGuids;
    if (papers.length === 0) throw badRequest(TeachingAidMessages.chapterWithoutPaper);
    if (papers.length > 1) throw badRequest(TeachingAidMessages.chapterWithManyPapers);
    return { book, paperGuid: papers[0]!, chapterName: found.chapter.chapterName };
  },

  /** Remembers the chosen book (and its open chapter) for this teacher, school, period and subject. */
  async cacheSelection(db: Db, actor: Actor, input: CacheInput): Promise<void> {
    await assertRuCode(db, actor, input.ruCode);
    const book = await visibleBook(db, actor, input.teachingGuidenceGuid);
    if (book.periodCode !== input.period || book.km !== input.km) throw badRequest(OTHER_SUBJECT);
    if (input.chapterGuid && !findGuidanceChapter(await treeOf(db, book.guid), input.chapterGuid)) throw notFound(SchoolBasedMessages.chapterNotFound);
    await repo.saveSelection(db, { userId: actor.userId, schoolId: actor.schoolId, periodCode: input.period, km: input.km,
      guidanceGuid: book.guid, chapterGuid: input.chapterGuid ?? null });
  },

  /** The remembered book while it is still visible; else the first book of the grades, else the first book. */
  async selection(db: Db, actor: Actor, q: SelectionQuery): Promise<TTeachingGuidanceSelection> {
    await assertRuCode(db, actor, q.ruCode);
    const cached = await repo.findSelection(db, actor.userId, actor.schoolId, q.period, q.km);
    if (cached && (await repo.find(db, actor.schoolId, cached.guidanceGuid))) {
      return { teachingGuidanceGuid: cached.guidanceGuid, chapterGuid: cached.chapterGuid };
    }
    const gradeCodes = q.gradeCodes?.split(',').map((c) => c.trim()).filter(Boolean);
    const first = async (grades?: string[]) =>
      (await repo.page(db, actor.schoolId, { period: q.period, km: q.km, gradeCodes: grades }, { offset: 0, limit: 1 })).rows[0];
    const book = (gradeCodes?.length ? await first(gradeCodes) : undefined) ?? (await first());
    return { teachingGuidanceGuid: book?.guid ?? null, chapterGuid: null };
  },
};
