import type { TCacheKnowledge, TTreeNode, ZCacheKnowledgeRequestSchema } from '@zuoyeben/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { treesRepository, type TreeRow } from './trees.repository.js';

/** Builds nested nodes from rows already in sibling order. */
export function buildTree(rows: readonly TreeRow[]): TTreeNode[] {
  const nodes = new Map(rows.map((r) => [r.guid, { guid: r.guid, name: r.name, childList: [] as TTreeNode[] }]));
  const roots: TTreeNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.guid)!;
    const parent = r.parentGuid ? nodes.get(r.parentGuid) : undefined;
    (parent ? parent.childList : roots).push(node);
  }
  return roots;
}

const TEXTBOOK_NOT_FOUND = '教材不存在';
type TCacheKnowledgeInput = z.output<typeof ZCacheKnowledgeRequestSchema>;

/** The sidebar of the bank: textbook cascader, chapter tree, knowledge tree, remembered chapter (spec 02 §2). */
export const treesService = {
  /** Versions (press) → grade volumes, in the seed's cascader order. */
  async textbooks(db: Db, period: string, km: string) {
    const list: { keyGuid: string; valueName: string; pressName: string; children: { keyGuid: string; valueName: string; gradeCode: string }[] }[] = [];
    for (const b of await treesRepository.textbooks(db, period, km)) {
      let version = list.find((v) => v.valueName === b.versionName);
      // A version has no row of its own; its key is its name so the cascader's value stays stable.
      if (!version) list.push((version = { keyGuid: b.versionName, valueName: b.versionName, pressName: b.pressName, children: [] }));
      version.children.push({ keyGuid: b.guid, valueName: b.volume, gradeCode: b.gradeCode });
    }
    return { list };
  },

  async chapters(db: Db, textbookGuid: string) {
    if (!(await treesRepository.findTextbook(db, textbookGuid))) throw notFound(TEXTBOOK_NOT_FOUND);
    return { list: buildTree(await treesRepository.chapters(db, textbookGuid)) };
  },

  async knowledge(db: Db, period: string, km: string) {
    return { list: buildTree(await treesRepository.knowledge(db, period, km)) };
  },

  /**
   * Remembers the chosen chapter (the spec's ChapterGuid, or chapterGuid), or only a textbook; a chapter implies its
   * textbook. Period and subject are the chapter's or textbook's; when the caller names them too they must agree.
   */
  async cacheSelection(db: Db, actor: Actor, input: TCacheKnowledgeInput) {
    const chapterGuid = input.chapterGuid ?? input.ChapterGuid ?? null;
    const sameScope = (found: { periodCode: string; km: string }) =>
      (input.period === undefined || found.periodCode === input.period) && (input.km === undefined || found.km === input.km);
    let scope: { periodCode: string; km: string; textbookGuid: string };
    if (chapterGuid) {
      const chapter = await treesRepository.findChapter(db, chapterGuid);
      if (!chapter || !sameScope(chapter)) throw notFound('章节不存在');
      scope = { periodCode: chapter.periodCode, km: chapter.km, textbookGuid: chapter.textbookGuid };
    } else {
      const book = await treesRepository.findTextbook(db, (input.textBookGuid ?? input.TextBookGuid)!);
      if (!book || !sameScope(book)) throw notFound(TEXTBOOK_NOT_FOUND);
      scope = { periodCode: book.periodCode, km: book.km, textbookGuid: book.guid };
    }
    await treesRepository.saveSelection(db, { userId: actor.userId, schoolId: actor.schoolId, ...scope, chapterGuid });
  },

  async cachedSelection(db: Db, actor: Actor, period: string, km: string): Promise<TCacheKnowledge> {
    const row = await treesRepository.findSelection(db, actor.userId, actor.schoolId, period, km);
    return { textBookGuid: row?.textbookGuid ?? null, chapterGuid: row?.chapterGuid ?? null };
  },
};
