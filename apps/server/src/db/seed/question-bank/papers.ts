import { ItemType, itemTypeInfo } from '@zuoyeben/shared';
import type { PaperSeed, SeedItem, TextbookSeed } from './types.js';

const GROUP_NAMES = ['一', '二', '三', '四', '五', '六'];

interface GroupSpec {
  type: number;
  count: number;
  score: number;
}

/** A paper of items chosen in seed order by a filter, in type groups 一、选择题 / 二、填空题 / 三、解答题. */
function paper(items: SeedItem[], seed: Omit<PaperSeed, 'groups'>, filter: (i: SeedItem) => boolean, groups: GroupSpec[]): PaperSeed {
  const pool = items.filter(filter);
  const built = groups
    .map((g) => ({ ...g, keys: pool.filter((i) => i.type === g.type).slice(0, g.count).map((i) => i.key) }))
    .filter((g) => g.keys.length > 0)
    .map((g, n) => ({ name: `${GROUP_NAMES[n]}、${itemTypeInfo(g.type)!.name}`, type: g.type, score: g.score, itemKeys: g.keys }));
  return { ...seed, groups: built };
}

const inChapter = (prefixes: string[]) => (i: SeedItem) => prefixes.some((p) => i.chapters[0]?.startsWith(p));

/** The seeded papers: three mathematics papers and one Chinese paper of the platform bank. */
export function buildPapers(items: SeedItem[]): PaperSeed[] {
  const math = { period: 'C' as const, km: '数学', source: 100, year: 2025 };
  const standard = (single: number, fill: number, answer: number): GroupSpec[] => [
    { type: ItemType.SingleChoice, count: single, score: 3 },
    { type: ItemType.FillBlank, count: fill, score: 3 },
    { type: ItemType.ShortAnswer, count: answer, score: 8 },
  ];
  return [
    paper(items, { ...math, key: 'paper-math-7a-midterm', name: '人教版七年级数学上册期中检测卷', grade: 'A7' },
      inChapter(['rj-c-math-7a:1', 'rj-c-math-7a:2', 'rj-c-math-7a:3']), standard(10, 6, 6)),
    paper(items, { ...math, key: 'paper-math-8b-unit', name: '八年级数学下册 勾股定理与一次函数 单元测试', grade: 'A8' },
      inChapter(['rj-c-math-8b:2', 'rj-c-math-8b:4']), standard(8, 6, 5)),
    paper(items, { ...math, key: 'paper-math-9a-unit', name: '九年级数学上册 一元二次方程与二次函数 单元测试', grade: 'A9' },
      inChapter(['rj-c-math-9a:1', 'rj-c-math-9a:2']), standard(8, 6, 5)),
    paper(items, { period: 'C', km: '语文', source: 100, year: 2025, key: 'paper-chinese-poetry', name: '初中古诗文默写与鉴赏专项练习', grade: 'A8' },
      (i) => i.km === '语文' && i.period === 'C', [
        { type: ItemType.SingleChoice, count: 8, score: 3 },
        { type: ItemType.TrueFalse, count: 4, score: 2 },
        { type: ItemType.FillBlank, count: 12, score: 2 },
      ]),
  ];
}

/** A chapter of the teaching-aid book: its name and, for sections that have items, the paper holding them. */
export interface GuidanceChapterSeed {
  key: string;
  name: string;
  parentKey: string | null;
  sort: number;
  paper: PaperSeed | null;
}

/**
 * The teaching-aid (教辅) book 《人教版数学七年级上册 同步练习》: the textbook's chapters, each section pointing at a
 * paper of that section's items (model of spec 02: guidance → chapters → papers → items).
 */
export function buildGuidance(items: SeedItem[], book: TextbookSeed): { name: string; chapters: GuidanceChapterSeed[] } {
  const chapters: GuidanceChapterSeed[] = [];
  book.chapters.forEach((node, c) => {
    const [name, children] = typeof node === 'string' ? [node, []] : node;
    const chapterKey = `guidance-7a:${c + 1}`;
    chapters.push({ key: chapterKey, name, parentKey: null, sort: c + 1, paper: null });
    children.forEach((child, s) => {
      const sectionName = typeof child === 'string' ? child : child[0];
      const ref = `${book.key}:${c + 1}.${s + 1}`;
      const key = `${chapterKey}.${s + 1}`;
      const section = paper(items, { key: `paper-${key}`, name: `${sectionName} 同步练习`, period: 'C', km: '数学', grade: book.grade, source: 3, year: 2025 },
        (i) => i.chapters.some((r) => r === ref || r.startsWith(`${ref}.`)), [
          { type: ItemType.SingleChoice, count: 4, score: 3 },
          { type: ItemType.FillBlank, count: 3, score: 3 },
          { type: ItemType.ShortAnswer, count: 2, score: 6 },
        ]);
      chapters.push({ key, name: sectionName, parentKey: chapterKey, sort: s + 1, paper: section.groups.length ? section : null });
    });
  });
  return { name: '人教版数学七年级上册 同步练习', chapters };
}
