import { ItemType } from '@zuoyeben/shared';
import { CHOICE_TAIL, makeItem } from './common.js';
import type { Rand } from './math/choice.js';
import type { SeedItem } from './types.js';
import { PHYSICS_ITEMS } from './physics/items.js';
import { ENGLISH_CHOICES, ENGLISH_GROUPS } from './english/items.js';

const letters = ['A', 'B', 'C', 'D', 'E'];

/** The hand-written English and physics items as seed items. */
export function buildHandWrittenItems(rand: Rand): SeedItem[] {
  const english = ENGLISH_CHOICES.map(([grade, knowledge, stem, options, answer, explanation], i) =>
    makeItem(rand, `english-choice-${i}`, { period: 'C', km: '英语', grade, chapters: [], knowledge: [knowledge] }, {
      type: ItemType.SingleChoice, stem: `${stem}${CHOICE_TAIL}`, options: options.map((text, j) => ({ label: letters[j]!, text })), answer: [answer], explanation,
      difficulty: grade === 'A7' ? 1 : grade === 'A8' ? 2 : 3,
    }));
  const groups = ENGLISH_GROUPS.map((g) =>
    makeItem(rand, g.key, { period: 'C', km: '英语', grade: g.grade, chapters: [], knowledge: [g.knowledge] }, {
      type: g.type, stem: g.stem, answer: [], explanation: g.explanation, difficulty: g.difficulty,
    })).map((item, i) => ({ ...item, subItems: ENGLISH_GROUPS[i]!.subItems.map((s) => ({ type: ItemType.SingleChoice, ...s })) }));
  const physics = PHYSICS_ITEMS.map(([grade, knowledge, type, stem, options, answer, explanation], i) =>
    makeItem(rand, `physics-concept-${i}`, { period: 'C', km: '物理', grade, chapters: [], knowledge: [knowledge] }, {
      type, stem: type === ItemType.TrueFalse ? `判断：${stem}` : `${stem}${CHOICE_TAIL}`, options: options.map((text, j) => ({ label: letters[j]!, text })), answer, explanation,
      difficulty: type === ItemType.MultipleChoice ? 3 : 2,
    }));
  return [...english, ...groups, ...physics];
}
