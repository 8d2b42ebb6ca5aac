import { randomUUID } from 'node:crypto';
import { ItemType, type MultSetting } from '@zuoyeben/shared';
import type { Db } from '../../db/database.js';

/**
 * Bank items and a paper of them for the tests of publishing a paper as homework; only tests import this file.
 * Items are platform items; the paper belongs to `schoolId` (null: a platform paper).
 */
export interface FixtureItem {
  type: number;
  stem: string;
  options?: string[];
  answer?: string[];
  score: number;
  multSetting?: MultSetting;
  subItems?: { type: number; stem: string; options: { label: string; text: string }[]; answer: string[] }[];
}

const letters = 'ABCDEFG';

export async function insertItem(db: Db, item: Omit<FixtureItem, 'score' | 'multSetting'>, version = 1): Promise<string> {
  const guid = randomUUID();
  await db.insertInto('items').values({
    guid, version, schoolId: null, ownerUserId: null, source: 100, type: item.type, stem: item.stem,
    options: JSON.stringify((item.options ?? []).map((text, i) => ({ label: letters[i]!, text }))),
    answer: JSON.stringify(item.answer ?? []), subItems: item.subItems ? JSON.stringify(item.subItems) : null,
    explanation: '解析：' + item.stem, difficulty: 3, periodCode: 'C', km: '数学', gradeCode: 'A7', year: 2025, provinceCodes: [], chapterGuid: null,
  }).execute();
  return guid;
}

/** A paper of the items in order (one type group each), total = the sum of the scores. */
export async function insertPaper(
  db: Db,
  items: FixtureItem[],
  options: { schoolId?: number | null; name?: string; km?: string; source?: number; creatorUserId?: number } = {},
) {
  const guid = randomUUID();
  const itemGuids: string[] = [];
  for (const item of items) itemGuids.push(await insertItem(db, item));
  await db.insertInto('papers').values({
    guid, name: options.name ?? '七年级数学 测试卷', periodCode: 'C', km: options.km ?? '数学', gradeCode: 'A7',
    // A platform paper (source 100) unless it belongs to a school: then a school paper (2) or a teacher's own one (4).
    source: options.source ?? (options.schoolId ? 2 : 100), schoolId: options.schoolId ?? null, creatorUserId: options.creatorUserId ?? null, year: 2026, totalScore: items.reduce((s, i) => s + i.score, 0), difficulty: null,
  }).execute();
  if (items.length > 0) {
    await db.insertInto('paperItems').values(items.map((item, i) => ({
      paperGuid: guid, itemGuid: itemGuids[i]!, itemVersion: 1, groupNo: 1, groupType: item.type, groupName: '一、选择题', sort: i + 1, score: item.score,
      multSetting: item.multSetting ? JSON.stringify(item.multSetting) : null,
    }))).execute();
  }
  return { guid, itemGuids };
}

/** The paper of most tests: single choice with a formula, multiple choice with a rule, true/false, fill-in, short answer with a figure. */
export const PAPER_ITEMS: FixtureItem[] = [
  { type: ItemType.SingleChoice, stem: '计算 $\\frac{1}{2}+\\frac{1}{3}$ 的结果是', options: ['$\\frac{5}{6}$', '$\\frac{2}{5}$', '$1$', '$\\frac{1}{6}$'], answer: ['A'], score: 3 },
  {
    type: ItemType.MultipleChoice, stem: '下列各数中，是负数的有', options: ['$-2$', '$0$', '$-\\frac{1}{2}$', '$3$'], answer: ['A', 'C'], score: 4,
    multSetting: { isDefault: false, someWrong: 1, someRight: 1, unifyScore: 2, someScoceSetting: {} },
  },
  { type: ItemType.TrueFalse, stem: '判断：$0$ 是最小的有理数。', answer: ['错'], score: 2 },
  { type: ItemType.FillBlank, stem: '$-3$ 的相反数是 ____。', answer: ['3'], score: 3 },
  { type: ItemType.ShortAnswer, stem: '如图，<svg width="60" height="40"><line x1="0" y1="20" x2="60" y2="20" stroke="black"/></svg> 在数轴上表示 $-2$ 和 $3$。', score: 8 },
];
