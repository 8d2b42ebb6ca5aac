import {
  CHOICE_LETTERS,
  ItemType,
  SUB_ITEM_TYPES,
  TRUE_FALSE_ANSWERS,
  itemTypeInfo,
} from '../enums/question.js';
import { countBlanks, richTextProblems } from './rich-text.js';

/** One choice option: its letter and its rich text. */
export interface ItemOption {
  label: string;
  text: string;
}

/** A sub-question of a group item (reading comprehension, cloze, …). Its stem may be empty when the passage holds it. */
export interface SubItem {
  type: (typeof SUB_ITEM_TYPES)[number];
  stem: string;
  options: ItemOption[];
  answer: string[];
  explanation?: string;
}

/**
 * What the consistency rule reads of an item. Answers are lists: one letter for a single choice, sorted letters
 * for a multiple choice, 对/错 (or A/B) for true/false, one entry per blank, one reference answer for a short answer;
 * a group keeps its answers in its sub-questions.
 */
export interface ItemBody {
  type: number;
  stem: string;
  options: readonly ItemOption[];
  answer: readonly string[];
  explanation?: string;
  subItems?: readonly SubItem[] | null;
}

function optionProblems(options: readonly ItemOption[], min: number): string[] {
  const problems: string[] = [];
  if (options.length < min) problems.push(`选项至少 ${min} 个`);
  if (options.length > CHOICE_LETTERS.length) problems.push(`选项至多 ${CHOICE_LETTERS.length} 个`);
  options.forEach((o, i) => {
    if (o.label !== CHOICE_LETTERS[i]) problems.push(`第 ${i + 1} 个选项的字母应为 ${CHOICE_LETTERS[i]}`);
    if (!o.text.trim()) problems.push(`选项 ${o.label} 内容为空`);
  });
  const texts = options.map((o) => o.text.trim());
  if (new Set(texts).size !== texts.length) problems.push('选项内容重复');
  return problems;
}

function plainItemProblems(type: number, stem: string, options: readonly ItemOption[], answer: readonly string[]): string[] {
  const labels = options.map((o) => o.label);
  switch (type) {
    case ItemType.SingleChoice: {
      const problems = optionProblems(options, 2);
      if (answer.length !== 1 || !labels.includes(answer[0]!)) problems.push('单选题的答案应为选项中的一个字母');
      return problems;
    }
    case ItemType.MultipleChoice: {
      const problems = optionProblems(options, 3);
      const sorted = [...new Set(answer)].sort();
      if (answer.length < 2) problems.push('多选题的答案至少两个字母');
      if (sorted.join() !== answer.join()) problems.push('多选题的答案字母应不重复并按顺序排列');
      if (answer.some((a) => !labels.includes(a))) problems.push('多选题的答案应都在选项之中');
      return problems;
    }
    case ItemType.TrueFalse: {
      if (options.length === 0) {
        return answer.length === 1 && (TRUE_FALSE_ANSWERS as readonly string[]).includes(answer[0]!) ? [] : ['判断题的答案应为“对”或“错”'];
      }
      const problems = options.length === 2 ? optionProblems(options, 2) : ['判断题应无选项或恰有两个选项'];
      if (answer.length !== 1 || !['A', 'B'].includes(answer[0]!)) problems.push('判断题的答案应为 A 或 B');
      return problems;
    }
    case ItemType.FillBlank: {
      const blanks = countBlanks(stem);
      const problems: string[] = [];
      if (options.length) problems.push('填空题不应有选项');
      if (blanks === 0) problems.push('填空题的题干需要空位标记 ____');
      if (answer.length !== blanks) problems.push(`填空题有 ${blanks} 个空，答案却有 ${answer.length} 个`);
      if (answer.some((a) => !a.trim())) problems.push('填空题的答案不能为空');
      return problems;
    }
    case ItemType.ShortAnswer: {
      const problems: string[] = [];
      if (options.length) problems.push('解答题不应有选项');
      if (answer.length !== 1 || !answer[0]!.trim()) problems.push('解答题应有一条参考答案');
      return problems;
    }
    default:
      return [`未知题型 ${type}`];
  }
}

function textProblems(label: string, texts: readonly string[]): string[] {
  return texts.flatMap((t) => richTextProblems(t).map((p) => `${label}：${p}`));
}

/** Problems that make an item's answer disagree with its type and options; empty when the item is consistent. */
export function checkItemConsistency(item: ItemBody): string[] {
  const info = itemTypeInfo(item.type);
  if (!info) return [`未知题型 ${item.type}`];
  const problems = [
    ...textProblems('题干', [item.stem]),
    ...textProblems('选项', item.options.map((o) => o.text)),
    ...textProblems('答案', item.answer),
    ...textProblems('解析', item.explanation ? [item.explanation] : []),
  ];
  if (!info.isGroup) {
    if (!item.stem.trim()) problems.push('题干不能为空');
    if (item.subItems?.length) problems.push(`${info.name}不应有小题`);
    return [...problems, ...plainItemProblems(item.type, item.stem, item.options, item.answer)];
  }
  if (item.options.length || item.answer.length) problems.push('题组的选项和答案应写在各小题中');
  const subs = item.subItems ?? [];
  if (subs.length < 1) problems.push('题组至少有一道小题');
  subs.forEach((sub, i) => {
    const prefix = `第 ${i + 1} 小题：`;
    if (!(SUB_ITEM_TYPES as readonly number[]).includes(sub.type)) problems.push(`${prefix}小题题型 ${sub.type} 不可用`);
    const plain = plainItemProblems(sub.type, sub.stem, sub.options, sub.answer);
    const texts = [
      ...textProblems('题干', [sub.stem]),
      ...textProblems('选项', sub.options.map((o) => o.text)),
      ...textProblems('答案', sub.answer),
      ...textProblems('解析', sub.explanation ? [sub.explanation] : []),
    ];
    problems.push(...[...texts, ...plain].map((p) => prefix + p));
  });
  return problems;
}

/** Number of question numbers an item takes: one per sub-question for group types, else one. */
export function questionCountOf(item: Pick<ItemBody, 'type' | 'subItems'>): number {
  return itemTypeInfo(item.type)?.isGroup ? Math.max(1, item.subItems?.length ?? 0) : 1;
}
