import { HomeworkLimits } from '../enums/homework.js';
import { ItemType, TRUE_FALSE_ANSWERS } from '../enums/question.js';
import { normalizeAnswer } from './homework-form.js';
import { QuestionType, validateMultSetting, type MultSetting, type QuestionTypeValue } from './scoring.js';

/** A choice option of a bank item (label A, B, … and its rich text). */
export interface PaperOption {
  label: string;
  text: string;
}

/** One sub-question of a group item, as the bank stores it. */
export interface PaperSubItem {
  type: number;
  stem: string;
  options: readonly PaperOption[];
  answer: readonly string[];
}

/** A paper item in paper order, with its bank item at the version the paper uses. */
export interface PaperItemForWork {
  itemGuid: string;
  itemVersion: number;
  /** Bank item type (enums/question ItemType). */
  type: number;
  options: readonly PaperOption[];
  answer: readonly string[];
  subItems: readonly PaperSubItem[] | null;
  score: number;
  /** The layout's multiple-choice rule; null = the default rule. */
  multSetting: MultSetting | null;
}

/** A work question made from a paper item (or one sub-question of a group item). */
export interface PaperWorkQuestion {
  th: number;
  type: QuestionTypeValue;
  optionCount: number;
  score: number;
  /** Answer letters for an objective question; '' for a subjective one. */
  answer: string;
  multSetting: MultSetting | null;
  itemGuid: string;
  itemVersion: number;
  /** Index of the sub-question within a group item; null for a plain item. */
  subIndex: number | null;
}

/** The options a true/false item shows on the phone and on the answer card: A 对, B 错. */
export const TRUE_FALSE_OPTIONS: readonly PaperOption[] = TRUE_FALSE_ANSWERS.map((text, i) => ({ label: 'AB'[i]!, text }));

interface Mapped {
  type: QuestionTypeValue;
  optionCount: number;
  answer: string;
}

const subjective: Mapped = { type: QuestionType.Subjective, optionCount: HomeworkLimits.defaultOptions, answer: '' };

/**
 * How one bank question is answered in a work: single and multiple choice are objective with their answer letters and
 * option count, true/false is a single choice between A 对 and B 错; fill-in-blank, short answer and anything else are
 * subjective and marked on the web. A choice item that cannot be scored by its key (no key, a letter beyond its
 * options, or more options than an answer sheet has) is marked by the teacher too, rather than scored wrongly.
 */
export function workTypeOfItem(type: number, options: readonly PaperOption[], answer: readonly string[]): Mapped {
  if (type === ItemType.TrueFalse) {
    const i = TRUE_FALSE_ANSWERS.indexOf(answer[0] as (typeof TRUE_FALSE_ANSWERS)[number]);
    return i < 0 ? subjective : { type: QuestionType.Single, optionCount: 2, answer: 'AB'[i]! };
  }
  if (type !== ItemType.SingleChoice && type !== ItemType.MultipleChoice) return subjective;
  const optionCount = options.length;
  const letters = normalizeAnswer(answer.join(''));
  const usable = HomeworkLimits.optionLetters.slice(0, optionCount);
  const fits = optionCount >= HomeworkLimits.minOptions && optionCount <= HomeworkLimits.maxOptions
    && letters.length > 0 && [...letters].every((l) => usable.includes(l));
  if (!fits) return subjective;
  if (type === ItemType.SingleChoice) return letters.length === 1 ? { type: QuestionType.Single, optionCount, answer: letters } : subjective;
  return { type: QuestionType.Multiple, optionCount, answer: letters };
}

/**
 * Splits a group item's score over its sub-questions in half points, the last one taking the rest (10 over 3 is
 * 3, 3, 4), so the paper's total is kept.
 */
export function splitGroupScore(score: number, parts: number): number[] {
  if (parts <= 1) return [score];
  const each = Math.max(0.5, Math.floor((score / parts) * 2) / 2);
  const scores = Array.from({ length: parts }, () => each);
  scores[parts - 1] = Math.round((score - each * (parts - 1)) * 10) / 10;
  return scores;
}

/**
 * The questions of a work published from a paper, numbered from 1 in paper order. A group item (reading, cloze, …)
 * gives one question per sub-question, as the bank counts question numbers (spec 02 §9) and the print numbers them. A multiple-choice question
 * keeps the layout's rule while it fits its score and key; otherwise the default rule applies.
 */
export function workQuestionsFromPaper(items: readonly PaperItemForWork[]): PaperWorkQuestion[] {
  const out: PaperWorkQuestion[] = [];
  for (const item of items) {
    const source = { itemGuid: item.itemGuid, itemVersion: item.itemVersion };
    // Numbered as the printed paper and its answer card number them (rules/paper-print questionCount).
    const subs = item.subItems ?? [];
    if (subs.length === 0) {
      out.push({ th: out.length + 1, ...workTypeOfItem(item.type, item.options, item.answer), score: item.score, multSetting: null, ...source, subIndex: null });
      const q = out[out.length - 1]!;
      if (q.type === QuestionType.Multiple && item.multSetting && !item.multSetting.isDefault && validateMultSetting(q, item.multSetting) === null) {
        q.multSetting = item.multSetting;
      }
      continue;
    }
    const scores = splitGroupScore(item.score, subs.length);
    subs.forEach((sub, i) => {
      out.push({ th: out.length + 1, ...workTypeOfItem(sub.type, sub.options, sub.answer), score: scores[i]!, multSetting: null, ...source, subIndex: i });
    });
  }
  return out;
}

/** Messages of publishing a paper as homework (the spec gives no wording). */
export const PaperWorkMessages = {
  paperEmpty: '试卷中还没有题目，请先组卷',
  subjectMismatch: '作业科目须与试卷科目一致',
} as const;
