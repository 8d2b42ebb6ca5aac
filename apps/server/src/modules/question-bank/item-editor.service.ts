import { randomUUID } from 'node:crypto';
import katex from 'katex';
import {
  BankSource,
  BankSourceNames,
  ITEM_EDITOR_SOURCES,
  ItemEditorMessages as M,
  isSchoolAdmin,
  itemDraftProblems,
  itemTypeInfo,
  Role,
  type BankSourceCode,
  type ItemDraft,
  type TItemInfo,
  type TSaveItemBody,
  type TSaveItemResult,
} from '@zuoyeben/shared';
import type { Db, DbOrTx } from '../../db/database.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { sanitizeItemBody } from './item-html.js';
import { sharedBankCounts } from './shared-bank-counts.js';
import type { Actor } from '../../plugins/session.js';
import { itemEditorRepository as repo, type ItemContent, type KnowledgeLink } from './item-editor.repository.js';

type ItemRow = NonNullable<Awaited<ReturnType<typeof repo.findForSchool>>>;
type Ownership = Pick<ItemRow, 'schoolId' | 'source' | 'ownerUserId'>;

/** Whether KaTeX typesets a formula, as the web's renderer does (spec 02 §5: a formula that fails is abnormal). */
export function formulaRenders(tex: string): boolean {
  try {
    katex.renderToString(tex, { throwOnError: true, strict: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Who may see an item in the editor: platform items everyone, the school bank (200) the school, my bank (300) only
 * its owner. Anything else reads as missing, like another school's item.
 */
function assertVisible(actor: Actor, item: ItemRow | undefined): asserts item is ItemRow {
  if (!item || (item.source === BankSource.MyItems && item.ownerUserId !== actor.userId)) throw notFound(M.itemNotFound);
}

/** Platform items only a Collector (to fix reported corrections); school items the author or an administrator; mine the owner. */
function editRefusal(actor: Actor, item: Ownership): string | null {
  if (item.schoolId === null) return actor.role === Role.Collector ? null : M.platformEditForbidden;
  if (item.source === BankSource.SchoolItems) return item.ownerUserId === actor.userId || isSchoolAdmin(actor.role) ? null : M.editForbidden;
  return item.ownerUserId === actor.userId ? null : M.editForbidden;
}

function deleteRefusal(actor: Actor, item: Ownership): string | null {
  if (item.schoolId === null) return M.platformDeleteForbidden;
  return editRefusal(actor, item) === null ? null : M.deleteForbidden;
}

function draftOf(body: TSaveItemBody): ItemDraft {
  return {
    type: body.itemTypeGuid,
    stem: body.stem,
    options: body.options,
    answer: body.answer,
    subItems: body.subItems?.map((s) => ({ ...s, type: s.type as 1 })) ?? null,
    explanation: body.explanation,
    difficulty: body.difficulty,
    period: body.period,
    km: body.km,
    gradeCode: body.gradeCode,
    primaryKnowledgeGuid: body.primaryKnowledgeGuid,
    otherKnowledgeGuids: body.otherKnowledgeGuids,
  };
}

/**
 * The draft as item content, its HTML cleaned (item-html.ts), after the completeness rule (spec 02 §5) and the
 * references: knowledge points and chapter must exist under the item's period and subject. Refusals carry every
 * message, and the problems as data.
 */
async function contentOf(db: DbOrTx, raw: TSaveItemBody): Promise<{ content: ItemContent; knowledge: KnowledgeLink[] }> {
  // The text as typed is checked first (its messages point at what the teacher wrote, such as a `<` in a formula),
  // then the cleaned text that is stored: a stem that was nothing but a script is empty once cleaned.
  const body = sanitizeItemBody(raw);
  for (const draft of [raw, body]) {
    const problems = itemDraftProblems(draftOf(draft), { formulaRenders });
    if (problems.length) throw badRequest(problems.map((p) => p.message).join('；'), { problems });
  }
  const knowledge: KnowledgeLink[] = [
    { guid: body.primaryKnowledgeGuid!, isPrimary: true },
    ...[...new Set(body.otherKnowledgeGuids)].map((guid) => ({ guid, isPrimary: false })),
  ];
  if ((await repo.countKnowledge(db, knowledge.map((k) => k.guid), body.period, body.km)) !== knowledge.length) {
    throw badRequest(M.knowledgeNotFound, { problems: [{ field: 'knowledge', message: M.knowledgeNotFound }] });
  }
  if (body.chapterGuid) {
    const chapter = await repo.chapter(db, body.chapterGuid);
    if (!chapter || chapter.periodCode !== body.period || chapter.km !== body.km) {
      throw badRequest(M.chapterNotFound, { problems: [{ field: 'chapter', message: M.chapterNotFound }] });
    }
  }
  const isGroup = itemTypeInfo(body.itemTypeGuid!)?.isGroup ?? false;
  return {
    knowledge,
    content: {
      type: body.itemTypeGuid!,
      stem: body.stem,
      options: isGroup ? [] : body.options,
      answer: isGroup ? [] : body.answer,
      subItems: isGroup ? (body.subItems ?? []).map((s) => ({ type: s.type, stem: s.stem, options: s.options, answer: s.answer,
        ...(s.explanation ? { explanation: s.explanation } : {}) })) : null,
      explanation: body.explanation,
      difficulty: body.difficulty!,
      periodCode: body.period,
      km: body.km,
      gradeCode: body.gradeCode!,
      chapterGuid: body.chapterGuid,
    },
  };
}

/** The calendar year in China, the year a new item is filed under. */
const chinaYear = (now = new Date()) => new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear();

async function create(db: Db, actor: Actor, body: TSaveItemBody): Promise<TSaveItemResult> {
  const source = body.source;
  if (!(ITEM_EDITOR_SOURCES as readonly (number | null)[]).includes(source)) throw badRequest(M.sourceInvalid);
  const { content, knowledge } = await contentOf(db, body);
  const guid = randomUUID();
  await db.transaction().execute(async (tx) => {
    // The author owns a school-bank item too, so they may edit or delete it later.
    await repo.insert(tx, { ...content, guid, schoolId: actor.schoolId, ownerUserId: actor.userId, source: source!, year: chinaYear() });
    await repo.replaceKnowledge(tx, guid, knowledge);
    await repo.moveChapter(tx, guid, null, content.chapterGuid);
  });
  await sharedBankCounts.clear(db);
  return { itemGuid: guid, itemVersion: 1, source: source! };
}

/** Saves an existing item as its next version and keeps the replaced one in item_versions. */
async function update(db: Db, actor: Actor, guid: string, body: TSaveItemBody): Promise<TSaveItemResult> {
  const result = await db.transaction().execute(async (tx) => {
    const item = await repo.findForSchool(tx, actor.schoolId, guid, true);
    assertVisible(actor, item);
    const refusal = editRefusal(actor, item);
    if (refusal) throw forbidden(refusal);
    if (body.itemVersion !== null && body.itemVersion !== item.version) throw conflict(M.versionConflict);
    const { content, knowledge } = await contentOf(tx, body);
    const before = await repo.knowledgeOf(tx, guid);
    await repo.insertVersion(tx, {
      itemGuid: guid, version: item.version, schoolId: item.schoolId, type: item.type, stem: item.stem, options: item.options,
      answer: item.answer, subItems: item.subItems, explanation: item.explanation, difficulty: item.difficulty, periodCode: item.periodCode,
      km: item.km, gradeCode: item.gradeCode, chapterGuid: item.chapterGuid,
      knowledge: before.map(({ guid: g, isPrimary }) => ({ guid: g, isPrimary })), writtenAt: item.updatedAt, replacedByUserId: actor.userId,
    });
    if (!(await repo.update(tx, guid, item.version, content))) throw conflict(M.versionConflict);
    await repo.replaceKnowledge(tx, guid, knowledge);
    await repo.moveChapter(tx, guid, item.chapterGuid, content.chapterGuid);
    return { itemGuid: guid, itemVersion: item.version + 1, source: item.source };
  });
  await sharedBankCounts.clear(db);
  return result;
}

/** The question editor (spec 02 §2 /questionEditor): GetItemInfo, save as a new item or a new version, delete. */
export const itemEditorService = {
  async info(db: Db, actor: Actor, guid: string): Promise<TItemInfo> {
    const item = await repo.findForSchool(db, actor.schoolId, guid);
    assertVisible(actor, item);
    const [knowledge, chapter] = await Promise.all([
      repo.knowledgeOf(db, guid),
      item.chapterGuid ? repo.chapter(db, item.chapterGuid) : undefined,
    ]);
    const primary = knowledge.find((k) => k.isPrimary);
    return {
      itemGuid: item.guid,
      itemVersion: item.version,
      itemTypeGuid: item.type,
      itemTypeName: itemTypeInfo(item.type)?.name ?? '',
      stem: item.stem,
      options: item.options,
      answer: item.answer,
      subItems: item.subItems,
      explanation: item.explanation,
      difficulty: item.difficulty,
      source: item.source,
      sourceName: BankSourceNames[item.source as BankSourceCode] ?? '',
      year: item.year,
      gradeCode: item.gradeCode,
      provinceCodes: item.provinceCodes,
      period: item.periodCode,
      km: item.km,
      primaryKnowledge: primary ? { guid: primary.guid, name: primary.name } : null,
      otherKnowledges: knowledge.filter((k) => !k.isPrimary).map(({ guid: g, name }) => ({ guid: g, name })),
      chapter: chapter ? { guid: chapter.guid, name: chapter.name, textbookGuid: chapter.textbookGuid } : null,
      canEdit: editRefusal(actor, item) === null,
      canDelete: deleteRefusal(actor, item) === null,
    };
  },

  save(db: Db, actor: Actor, body: TSaveItemBody): Promise<TSaveItemResult> {
    return body.itemGuid ? update(db, actor, body.itemGuid, body) : create(db, actor, body);
  },

  /** Soft delete (deleted_at): the school's own items by their author or an administrator, mine by me. */
  async remove(db: Db, actor: Actor, guid: string): Promise<void> {
    await db.transaction().execute(async (tx) => {
      const item = await repo.findForSchool(tx, actor.schoolId, guid, true);
      assertVisible(actor, item);
      const refusal = deleteRefusal(actor, item);
      if (refusal) throw forbidden(refusal);
      await repo.softDelete(tx, actor.schoolId, guid);
    });
    await sharedBankCounts.clear(db);
  },

  /** Whether an item row may be edited by the actor; the bank list shows 编辑 and 删除 by it. */
  canEdit(actor: Actor, item: Ownership): boolean {
    return editRefusal(actor, item) === null;
  },
};
