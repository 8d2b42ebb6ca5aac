import { randomUUID } from 'node:crypto';
import {
  gradeInfo,
  ProgressItemState,
  TeachProgressMessages as M,
  type GradeCode,
  type PeriodCode,
  type ProgressItemStateValue,
  type TGradeKm,
  type TGradeKmQuery,
  type TProgressTeachInfo,
  type TTeachProgress,
  type TTeachProgressItem,
  type ZSaveTeachProgressRequestSchema,
  type ZSyncTeachProgressRequestSchema,
  type ZUpdateTeachProgressItemRequestSchema,
} from '@zuoyeben/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { guardMember } from '../../lib/member-guard.js';
import type { Actor } from '../../plugins/session.js';
import { treesService } from '../question-bank/trees.service.js';
import { teachInfoRepository } from '../teach-info/teach-info.repository.js';
import { teachProgressRepository as repo, type ProgressItemRow, type ProgressRow } from './teach-progress.repository.js';

type SaveInput = z.output<typeof ZSaveTeachProgressRequestSchema>;
type SyncInput = z.output<typeof ZSyncTeachProgressRequestSchema>;
type ItemInput = z.output<typeof ZUpdateTeachProgressItemRequestSchema>;

interface ChapterNode { guid: string; name: string; children: ChapterNode[] }

function chapterForest(rows: readonly { guid: string; parentGuid: string | null; name: string }[]): ChapterNode[] {
  const nodes = new Map(rows.map((r) => [r.guid, { guid: r.guid, name: r.name, children: [] as ChapterNode[] }]));
  const roots: ChapterNode[] = [];
  for (const r of rows) (r.parentGuid ? nodes.get(r.parentGuid)?.children : roots)?.push(nodes.get(r.guid)!);
  return roots;
}

/** The path of names from a root to `guid`; empty when the tree does not hold it. */
function pathTo(nodes: readonly ChapterNode[], guid: string): ChapterNode[] {
  for (const n of nodes) {
    if (n.guid === guid) return [n];
    const below = pathTo(n.children, guid);
    if (below.length) return [n, ...below];
  }
  return [];
}

/**
 * Each node's state in reading order (preorder): the current node and its parents are in progress, what comes before
 * it is done, what comes after it (and its own sections) not yet. Without a current node nothing is started.
 */
export function progressStates(tree: readonly ChapterNode[], current: string | null): Map<string, ProgressItemStateValue> {
  const states = new Map<string, ProgressItemStateValue>();
  const onPath = new Set(current ? pathTo(tree, current).map((n) => n.guid) : []);
  let passed = onPath.size === 0;
  const walk = (n: ChapterNode) => {
    if (n.guid === current) {
      states.set(n.guid, ProgressItemState.Current);
      const rest = (c: ChapterNode) => { states.set(c.guid, ProgressItemState.NotYet); c.children.forEach(rest); };
      n.children.forEach(rest);
      passed = true;
      return;
    }
    if (onPath.has(n.guid)) states.set(n.guid, ProgressItemState.Current);
    else states.set(n.guid, passed ? ProgressItemState.NotYet : ProgressItemState.Done);
    n.children.forEach(walk);
  };
  tree.forEach(walk);
  return states;
}

const leaves = (nodes: readonly ChapterNode[]): ChapterNode[] => nodes.flatMap((n) => (n.children.length ? leaves(n.children) : [n]));

async function treesOf(db: DbOrTx, textbookGuids: readonly string[]): Promise<Map<string, ChapterNode[]>> {
  const rows = await repo.chaptersOf(db, [...new Set(textbookGuids)]);
  return new Map([...new Set(textbookGuids)].map((g) => [g, chapterForest(rows.filter((r) => r.textbookGuid === g))]));
}

function toProgress(row: ProgressRow, tree: readonly ChapterNode[]): TTeachProgress {
  const states = progressStates(tree, row.currentChapterGuid);
  const all = leaves(tree);
  const path = row.currentChapterGuid ? pathTo(tree, row.currentChapterGuid) : [];
  return {
    guid: row.guid,
    teacherName: row.teacherName,
    period: row.periodCode as PeriodCode,
    km: row.km,
    gradeCode: row.gradeCode as GradeCode,
    gradeName: gradeInfo(row.gradeCode)?.name ?? row.gradeCode,
    textbookGuid: row.textbookGuid,
    textbookName: row.textbookName,
    currentChapterGuid: row.currentChapterGuid,
    currentChapterName: path.length ? path.map((n) => n.name).join(' / ') : null,
    doneCount: all.filter((n) => states.get(n.guid) === ProgressItemState.Done).length,
    totalCount: all.length,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

async function toProgressList(db: DbOrTx, rows: readonly ProgressRow[]): Promise<TTeachProgress[]> {
  const trees = await treesOf(db, rows.map((r) => r.textbookGuid));
  return rows.map((r) => toProgress(r, trees.get(r.textbookGuid) ?? []));
}

const filterOf = (g: TGradeKmQuery) => ({ periodCode: g.period, km: g.km, gradeCode: g.gradeCode });

/** The grades and subjects of the teacher's teaching info in the school, with the textbook version of each. */
async function gradeKms(db: DbOrTx, actor: Actor): Promise<(TGradeKm & { textbookVersion: string })[]> {
  const infos = await teachInfoRepository.listOfUser(db, actor.schoolId, actor.userId);
  return infos.flatMap((info) => info.gradeCodes.map((code) => ({
    period: info.periodCode as PeriodCode,
    km: info.km,
    gradeCode: code as GradeCode,
    gradeName: gradeInfo(code)?.name ?? code,
    textbookVersion: info.textbookVersion,
  })));
}

async function assertTeaches(db: DbOrTx, actor: Actor, g: TGradeKmQuery) {
  const all = await gradeKms(db, actor);
  if (!all.some((x) => x.period === g.period && x.km === g.km && x.gradeCode === g.gradeCode)) throw forbidden(M.notTeaching);
}

/** The chapter the bank opens at is the progress's current one (or its textbook before the first lesson). */
async function openBankAt(db: Db, actor: Actor, g: TGradeKmQuery, textbookGuid: string, chapterGuid: string | null) {
  await treesService.cacheSelection(db, actor, chapterGuid
    ? { period: g.period, km: g.km, chapterGuid }
    : { period: g.period, km: g.km, textBookGuid: textbookGuid });
}

/** Teaching progress (教学进度, spec 03 §7.5 TeachinfoProgress): a teacher's position in the textbook per grade and subject. */
export const teachProgressService = {
  /** Every grade and subject the teacher teaches (AllGradeKmList). */
  async allGradeKms(db: Db, actor: Actor): Promise<TGradeKm[]> {
    guardMember(actor);
    return (await gradeKms(db, actor)).map(({ textbookVersion: _v, ...g }) => g);
  },

  /** The grades and subjects that already have the teacher's progress (ProgressGradeKmList). */
  async progressGradeKms(db: Db, actor: Actor): Promise<TGradeKm[]> {
    guardMember(actor);
    const rows = await repo.list(db, actor.schoolId, { userId: actor.userId });
    return rows.map((r) => ({ period: r.periodCode as PeriodCode, km: r.km, gradeCode: r.gradeCode as GradeCode, gradeName: gradeInfo(r.gradeCode)?.name ?? r.gradeCode }));
  },

  /**
   * Per grade and subject the textbook volumes a progress may follow (TeachInfoList): those of the teaching info's
   * version, or every volume of that grade when the bank has none of that version.
   */
  async teachInfoList(db: Db, actor: Actor): Promise<TProgressTeachInfo[]> {
    guardMember(actor);
    const result: TProgressTeachInfo[] = [];
    for (const g of await gradeKms(db, actor)) {
      let books = await repo.textbooksOf(db, g.period, g.km, g.textbookVersion, g.gradeCode);
      if (books.length === 0) books = await treesVolumes(db, g);
      result.push({ ...g, textbooks: books.map((b) => ({ textbookGuid: b.guid, name: b.volume })) });
    }
    return result;
  },

  async ownList(db: Db, actor: Actor): Promise<TTeachProgress[]> {
    guardMember(actor);
    return toProgressList(db, await repo.list(db, actor.schoolId, { userId: actor.userId }));
  },

  /** Colleagues' progress of one grade and subject in the school (OtherTeachinfoProgressList). */
  async othersList(db: Db, actor: Actor, g: TGradeKmQuery): Promise<TTeachProgress[]> {
    guardMember(actor);
    return toProgressList(db, await repo.list(db, actor.schoolId, { notUserId: actor.userId, gradeKm: filterOf(g) }));
  },

  async hasOthers(db: Db, actor: Actor, g: TGradeKmQuery) {
    const count = (await teachProgressService.othersList(db, actor, g)).length;
    return { hasOther: count > 0, count };
  },

  /** One progress of the school (the teacher's own or a colleague's, read only) with its chapter tree and states. */
  async items(db: Db, actor: Actor, guid: string): Promise<{ progress: TTeachProgress; list: TTeachProgressItem[] }> {
    guardMember(actor);
    const [row] = await repo.list(db, actor.schoolId, { guid });
    if (!row) throw notFound(M.notFound);
    const tree = (await treesOf(db, [row.textbookGuid])).get(row.textbookGuid) ?? [];
    const states = progressStates(tree, row.currentChapterGuid);
    const plans = new Map((await repo.items(db, actor.schoolId, guid)).map((i) => [i.chapterGuid, i]));
    const toItem = (n: ChapterNode): TTeachProgressItem => ({
      chapterGuid: n.guid,
      chapterName: n.name,
      state: states.get(n.guid) ?? ProgressItemState.NotYet,
      planStart: plans.get(n.guid)?.planStart ?? null,
      planEnd: plans.get(n.guid)?.planEnd ?? null,
      remark: plans.get(n.guid)?.remark ?? '',
      childList: n.children.map(toItem),
    });
    return { progress: toProgress(row, tree), list: tree.map(toItem) };
  },

  /**
   * Creates or updates the teacher's progress of a grade and subject they teach: a textbook volume of that grade and
   * subject and a chapter of it. Another volume drops the old volume's planned dates. The bank then opens there.
   */
  async save(db: Db, actor: Actor, input: SaveInput): Promise<TTeachProgress> {
    guardMember(actor);
    await assertTeaches(db, actor, input);
    const book = await repo.findTextbook(db, input.textbookGuid);
    if (!book || book.periodCode !== input.period || book.km !== input.km || book.gradeCode !== input.gradeCode) throw badRequest(M.textbookNotFound);
    if (input.currentChapterGuid) {
      const tree = (await treesOf(db, [book.guid])).get(book.guid) ?? [];
      if (pathTo(tree, input.currentChapterGuid).length === 0) throw badRequest(M.chapterNotFound);
    }
    const guid = await db.transaction().execute(async (tx) => upsertOwn(tx, actor, input, input.textbookGuid, input.currentChapterGuid));
    await openBankAt(db, actor, input, input.textbookGuid, input.currentChapterGuid);
    return (await toProgressList(db, await repo.list(db, actor.schoolId, { guid })))[0]!;
  },

  /** Copies a colleague's progress of the same grade and subject (textbook, position, planned dates) over the teacher's own. */
  async sync(db: Db, actor: Actor, input: SyncInput): Promise<TTeachProgress> {
    guardMember(actor);
    const [source] = await repo.list(db, actor.schoolId, { guid: input.sourceGuid });
    if (!source) throw notFound(M.notFound);
    if (source.userId === actor.userId) throw badRequest(M.ownProgress);
    if (source.periodCode !== input.period || source.km !== input.km || source.gradeCode !== input.gradeCode) throw badRequest(M.otherGradeKm);
    await assertTeaches(db, actor, input);
    const guid = await db.transaction().execute(async (tx) => {
      const own = await upsertOwn(tx, actor, input, source.textbookGuid, source.currentChapterGuid);
      await repo.clearItems(tx, actor.schoolId, own);
      await repo.insertItems(tx, actor.schoolId, own, await repo.items(tx, actor.schoolId, source.guid));
      return own;
    });
    await openBankAt(db, actor, input, source.textbookGuid, source.currentChapterGuid);
    return (await toProgressList(db, await repo.list(db, actor.schoolId, { guid })))[0]!;
  },

  /** One chapter's planned dates and note in the teacher's own progress. */
  async updateItem(db: Db, actor: Actor, input: ItemInput): Promise<void> {
    guardMember(actor);
    const [row] = await repo.list(db, actor.schoolId, { guid: input.guid, userId: actor.userId });
    if (!row) throw notFound(M.notFound);
    const tree = (await treesOf(db, [row.textbookGuid])).get(row.textbookGuid) ?? [];
    if (pathTo(tree, input.chapterGuid).length === 0) throw badRequest(M.chapterNotFound);
    const item: ProgressItemRow = { chapterGuid: input.chapterGuid, planStart: input.planStart, planEnd: input.planEnd, remark: input.remark };
    await repo.upsertItem(db, actor.schoolId, row.guid, item);
  },
};

/** Every volume of the grade and subject, whatever its version. */
async function treesVolumes(db: DbOrTx, g: TGradeKm) {
  const all = await treesService.textbooks(db as Db, g.period, g.km);
  return all.list.flatMap((v) => v.children.filter((c) => c.gradeCode === g.gradeCode).map((c) => ({ guid: c.keyGuid, volume: `${v.valueName} ${c.valueName}` })));
}

/** Inserts or updates the teacher's progress row; a new textbook clears the planned dates of the old one. */
async function upsertOwn(tx: DbOrTx, actor: Actor, g: TGradeKmQuery, textbookGuid: string, chapterGuid: string | null): Promise<string> {
  const own = await repo.findOwn(tx, actor.schoolId, actor.userId, filterOf(g));
  if (own) {
    if (own.textbookGuid !== textbookGuid) await repo.clearItems(tx, actor.schoolId, own.guid);
    await repo.update(tx, actor.schoolId, own.guid, { textbookGuid, currentChapterGuid: chapterGuid }, new Date());
    return own.guid;
  }
  const guid = randomUUID();
  await repo.insert(tx, { guid, schoolId: actor.schoolId, userId: actor.userId, ...filterOf(g), textbookGuid, currentChapterGuid: chapterGuid });
  return guid;
}
