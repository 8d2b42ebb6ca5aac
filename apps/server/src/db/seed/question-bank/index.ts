import type { Db, DbOrTx } from '../../database.js';
import { seedItemStatistics } from './common.js';
import { buildSeedItems } from './content.js';
import { stableGuid } from './ids.js';
import { KNOWLEDGE_TREES } from './knowledge-points.js';
import { buildGuidance, buildPapers } from './papers.js';
import { TEXTBOOKS } from './textbooks/index.js';
import type { ChapterNode, PaperSeed, SeedItem } from './types.js';

const CHUNK = 200;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Textbooks and their chapter trees; returns chapter guids by reference (`rj-c-math-7a:3.2`). */
async function seedTextbooks(tx: DbOrTx): Promise<Map<string, string>> {
  const refs = new Map<string, string>();
  const chapters: { guid: string; textbookGuid: string; parentGuid: string | null; name: string; sort: number }[] = [];
  const walk = (textbookGuid: string, bookKey: string, nodes: readonly ChapterNode[], parent: { guid: string; path: string } | null) => {
    nodes.forEach((node, i) => {
      const [name, children] = typeof node === 'string' ? [node, []] : node;
      const path = parent ? `${parent.path}.${i + 1}` : String(i + 1);
      const guid = stableGuid(`chapter:${bookKey}:${path}`);
      refs.set(`${bookKey}:${path}`, guid);
      chapters.push({ guid, textbookGuid, parentGuid: parent?.guid ?? null, name, sort: i + 1 });
      walk(textbookGuid, bookKey, children, { guid, path });
    });
  };
  const textbooks = TEXTBOOKS.map((b, i) => {
    const guid = stableGuid(`textbook:${b.key}`);
    walk(guid, b.key, b.chapters, null);
    return { guid, periodCode: b.period, km: b.km, pressName: b.pressName, versionName: b.versionName, gradeCode: b.grade, volume: b.volume,
      name: `${b.versionName}${b.km}${b.volume}`, sort: i + 1 };
  });
  await tx.insertInto('textbooks').values(textbooks).execute();
  // Parents come before their children in walk order, so each chunk only refers to chapters already written.
  await insertChunked(chapters, (chunk) => tx.insertInto('chapters').values(chunk).execute());
  return refs;
}

/** Knowledge-point trees; returns guids by `${period}:${km}:${name}`. */
async function seedKnowledge(tx: DbOrTx): Promise<Map<string, string>> {
  const byName = new Map<string, string>();
  const rows: { guid: string; periodCode: string; km: string; parentGuid: string | null; name: string; sort: number }[] = [];
  for (const tree of KNOWLEDGE_TREES) {
    const walk = (nodes: readonly ChapterNode[], parentGuid: string | null) =>
      nodes.forEach((node, i) => {
        const [name, children] = typeof node === 'string' ? [node, []] : node;
        const key = `${tree.period}:${tree.km}:${name}`;
        const guid = stableGuid(`knowledge:${key}`);
        byName.set(key, guid);
        rows.push({ guid, periodCode: tree.period, km: tree.km, parentGuid, name, sort: i + 1 });
        walk(children, guid);
      });
    walk(tree.nodes, null);
  }
  await insertChunked(rows, (chunk) => tx.insertInto('knowledgePoints').values(chunk).execute());
  return byName;
}

async function seedItems(tx: DbOrTx, items: SeedItem[], chapters: Map<string, string>, knowledge: Map<string, string>) {
  const resolve = (map: Map<string, string>, key: string, item: SeedItem) => {
    const guid = map.get(key);
    if (!guid) throw new Error(`seed item ${item.key} refers to unknown ${key}`);
    return guid;
  };
  const rows = items.map((item) => ({
    guid: stableGuid(`item:${item.key}`),
    schoolId: null,
    ownerUserId: null,
    source: item.source,
    type: item.type,
    stem: item.stem,
    options: JSON.stringify(item.options),
    answer: JSON.stringify(item.answer),
    subItems: item.subItems ? JSON.stringify(item.subItems) : null,
    explanation: item.explanation,
    difficulty: item.difficulty,
    periodCode: item.period,
    km: item.km,
    gradeCode: item.grade,
    year: item.year,
    provinceCodes: item.provinceCodes,
    chapterGuid: item.chapters[0] ? resolve(chapters, item.chapters[0], item) : null,
    scoreRate: null,
    schoolRate: null,
    ...seedItemStatistics(item.key, item.year),
    deletedAt: null,
  }));
  await insertChunked(rows, (chunk) => tx.insertInto('items').values(chunk).execute());
  const links = items.flatMap((item) =>
    [...new Set(item.knowledge)].map((name, i) => ({
      itemGuid: stableGuid(`item:${item.key}`),
      knowledgeGuid: resolve(knowledge, `${item.period}:${item.km}:${name}`, item),
      isPrimary: i === 0,
    })));
  await insertChunked(links, (chunk) => tx.insertInto('itemKnowledge').values(chunk).execute());
  const chapterLinks = items.flatMap((item) => [...new Set(item.chapters)].map((ref) => ({ itemGuid: stableGuid(`item:${item.key}`), chapterGuid: resolve(chapters, ref, item) })));
  await insertChunked(chapterLinks, (chunk) => tx.insertInto('itemChapters').values(chunk).execute());
}

async function insertPaper(tx: DbOrTx, p: PaperSeed): Promise<string> {
  const guid = stableGuid(`paper:${p.key}`);
  const rows = p.groups.flatMap((g, n) => g.itemKeys.map((key) => ({ itemGuid: stableGuid(`item:${key}`), itemVersion: 1, groupNo: n + 1, groupType: g.type, groupName: g.name, score: g.score })));
  const total = rows.reduce((s, r) => s + r.score, 0);
  await tx.insertInto('papers').values({ guid, name: p.name, periodCode: p.period, km: p.km, gradeCode: p.grade, source: p.source, schoolId: null, creatorUserId: null,
    year: p.year, totalScore: total, difficulty: null }).execute();
  if (rows.length) await tx.insertInto('paperItems').values(rows.map((r, i) => ({ ...r, paperGuid: guid, sort: i + 1 }))).execute();
  return guid;
}

async function seedPapers(tx: DbOrTx, items: SeedItem[]) {
  for (const p of buildPapers(items)) await insertPaper(tx, p);
  const book = TEXTBOOKS.find((b) => b.key === 'rj-c-math-7a')!;
  const guidance = buildGuidance(items, book);
  const guidanceGuid = stableGuid('guidance:rj-c-math-7a');
  await tx.insertInto('teachingGuidances').values({ guid: guidanceGuid, name: guidance.name, periodCode: book.period, km: book.km, gradeCode: book.grade,
    pressName: book.pressName, textbookGuid: stableGuid(`textbook:${book.key}`), schoolId: null, coverImage: null }).execute();
  for (const c of guidance.chapters) {
    const paperGuid = c.paper ? await insertPaper(tx, c.paper) : null;
    await tx.insertInto('teachingGuidanceChapters').values({ guid: stableGuid(`guidance-chapter:${c.key}`), guidanceGuid,
      parentGuid: c.parentKey ? stableGuid(`guidance-chapter:${c.parentKey}`) : null, name: c.name, sort: c.sort, paperGuid }).execute();
  }
}

/**
 * Seeds the platform question bank once: textbooks with chapter trees, knowledge-point trees, the generated and
 * hand-written items, papers and the teaching-aid book. A database that already has an item is left alone.
 */
export async function seedQuestionBank(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('items').select('guid').limit(1).executeTakeFirst();
  if (existing) return false;
  const items = buildSeedItems();
  await db.transaction().execute(async (tx) => {
    const chapters = await seedTextbooks(tx);
    const knowledge = await seedKnowledge(tx);
    await seedItems(tx, items, chapters, knowledge);
    await seedPapers(tx, items);
  });
  return true;
}
