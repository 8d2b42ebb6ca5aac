import type { TCacheKnowledge, TTreeNode } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/session.js';
import { treesRepository, type TreeRow } from './trees.repository.js';

/** Builds nested nodes from rows already in sibling order. */
export function buildTree(rows: readonly TreeRow[]): TTreeNode[] {
  const nodes = new Map(rows.map((r) => [r.guid, { guid: r.guid, name: r.name, children: [] as TTreeNode[] }]));
  const roots: TTreeNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.guid)!;
    const parent = r.parentGuid ? nodes.get(r.parentGuid) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

const TEXTBOOK_NOT_FOUND = '教材不存在';

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

  /** Remembers the chosen chapter; a chapter implies its textbook, and both must be of this period and subject. */
  async cacheSelection(db: Db, actor: Actor, input: { period: string; km: string; textBookGuid?: string; chapterGuid?: string }) {
    let textbookGuid = input.textBookGuid ?? null;
    if (input.chapterGuid) {
      const chapter = await treesRepository.findChapter(db, input.chapterGuid);
      if (!chapter || chapter.periodCode !== input.period || chapter.km !== input.km) throw notFound('章节不存在');
      textbookGuid = chapter.textbookGuid;
    } else if (textbookGuid) {
      const book = await treesRepository.findTextbook(db, textbookGuid);
      if (!book || book.periodCode !== input.period || book.km !== input.km) throw notFound(TEXTBOOK_NOT_FOUND);
    }
    await treesRepository.saveSelection(db, { userId: actor.userId, schoolId: actor.schoolId, periodCode: input.period, km: input.km,
      textbookGuid, chapterGuid: input.chapterGuid ?? null });
  },

  async cachedSelection(db: Db, actor: Actor, period: string, km: string): Promise<TCacheKnowledge> {
    const row = await treesRepository.findSelection(db, actor.userId, actor.schoolId, period, km);
    return { textBookGuid: row?.textbookGuid ?? null, chapterGuid: row?.chapterGuid ?? null };
  },
};
