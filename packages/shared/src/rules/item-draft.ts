import { ItemEditorLimits, ItemEditorMessages as M } from '../enums/item-editor.js';
import { gradeInfo, PERIOD_CODES, type PeriodCode } from '../enums/periods.js';
import { CHOICE_LETTERS, DIFFICULTY_LEVELS, ItemType, SUB_ITEM_TYPES, TRUE_FALSE_ANSWERS, itemTypeInfo } from '../enums/question.js';
import { isSubjectOfPeriod } from '../enums/subjects.js';
import type { ItemOption, SubItem } from './item-consistency.js';
import { countBlanks, decodeFormulaEntities, formulasOf, richTextProblems } from './rich-text.js';

/** What the question editor saves (spec 02 §5 item completeness, §9 letters A–T). */
export interface ItemDraft {
  /** Item type code; null until chosen. */
  type: number | null;
  stem: string;
  options: readonly ItemOption[];
  /** One letter (single choice), sorted letters (multiple choice), 对/错, one entry per blank, or one reference answer. */
  answer: readonly string[];
  /** Sub-questions of a group type (阅读理解, 完形填空 …); absent or empty for plain types. */
  subItems?: readonly SubItem[] | null;
  explanation: string;
  difficulty: number | null;
  period: string;
  km: string;
  gradeCode: string | null;
  primaryKnowledgeGuid: string | null;
  otherKnowledgeGuids: readonly string[];
}

/** The part of the form a problem belongs to, so the editor can mark it. */
export type ItemDraftField =
  | 'type' | 'stem' | 'options' | 'answer' | 'subItems' | 'explanation' | 'difficulty' | 'period' | 'km' | 'gradeCode' | 'knowledge';

export interface ItemDraftProblem {
  field: ItemDraftField;
  message: string;
}

export interface ItemDraftCheckOptions {
  /**
   * Whether a formula typesets (KaTeX on both sides): called with the LaTeX between the dollars, entities such as
   * `&lt;` already decoded. Without it only the dollars and empty formulas are checked.
   */
  formulaRenders?: (tex: string) => boolean;
}


type Add = (field: ItemDraftField, message: string) => void;

function checkText(add: Add, field: ItemDraftField, label: string, text: string, max: number, options: ItemDraftCheckOptions) {
  if (text.length > max) add(field, M.tooLong(label));
  for (const p of richTextProblems(text)) add(field, `${label}：${p}`);
  if (!options.formulaRenders) return;
  for (const tex of formulasOf(text)) {
    if (tex.trim() && !options.formulaRenders(decodeFormulaEntities(tex))) add(field, M.formulaError(label, tex));
  }
}

function checkOptions(add: Add, options: readonly ItemOption[]) {
  if (options.length < ItemEditorLimits.minOptions) add('options', M.optionsTooFew);
  if (options.length > ItemEditorLimits.maxOptions) add('options', M.optionsTooMany);
  if (options.some((o, i) => o.label !== CHOICE_LETTERS[i])) add('options', M.optionLetters);
  for (const o of options) if (!o.text.trim()) add('options', M.optionEmpty(o.label));
  const texts = options.map((o) => o.text.trim()).filter(Boolean);
  if (new Set(texts).size !== texts.length) add('options', M.optionsRepeated);
}

/** Options and answer of a plain type (1–5), for an item or one sub-question. */
function checkBody(add: Add, body: { type: number; stem: string; options: readonly ItemOption[]; answer: readonly string[] }) {
  const labels = new Set(body.options.map((o) => o.label));
  const typeName = itemTypeInfo(body.type)?.name ?? '';
  switch (body.type) {
    case ItemType.SingleChoice:
      checkOptions(add, body.options);
      if (body.answer.length !== 1) add('answer', M.singleAnswer);
      else if (!labels.has(body.answer[0]!)) add('answer', M.answerNotInOptions);
      return;
    case ItemType.MultipleChoice: {
      checkOptions(add, body.options);
      const sorted = [...new Set(body.answer)].sort((a, b) => CHOICE_LETTERS.indexOf(a) - CHOICE_LETTERS.indexOf(b));
      if (body.answer.length === 0) add('answer', M.multipleAnswer);
      else if (body.answer.some((a) => !labels.has(a))) add('answer', M.answerNotInOptions);
      else if (sorted.join() !== body.answer.join()) add('answer', M.multipleAnswerOrder);
      return;
    }
    case ItemType.TrueFalse:
      if (body.options.length) add('options', M.optionsNotAllowed(typeName));
      if (body.answer.length !== 1 || !(TRUE_FALSE_ANSWERS as readonly string[]).includes(body.answer[0]!)) add('answer', M.trueFalseAnswer);
      return;
    case ItemType.FillBlank: {
      if (body.options.length) add('options', M.optionsNotAllowed(typeName));
      const blanks = countBlanks(body.stem);
      if (blanks === 0) add('stem', M.blankMarker);
      else if (body.answer.length !== blanks || body.answer.some((a) => !a.trim())) add('answer', M.blankAnswers(blanks));
      if (body.answer.some((a) => a.length > ItemEditorLimits.blankAnswerMaxLength)) add('answer', M.blankAnswerTooLong);
      return;
    }
    case ItemType.ShortAnswer:
      if (body.options.length) add('options', M.optionsNotAllowed(typeName));
      if (body.answer.length !== 1 || !body.answer[0]!.trim()) add('answer', M.referenceAnswer);
      return;
  }
}

function checkTexts(add: Add, body: { stem: string; options: readonly ItemOption[]; answer: readonly string[]; explanation?: string }, o: ItemDraftCheckOptions) {
  checkText(add, 'stem', '题干', body.stem, ItemEditorLimits.richTextMaxLength, o);
  for (const opt of body.options) checkText(add, 'options', `选项${opt.label}`, opt.text, ItemEditorLimits.optionMaxLength, o);
  for (const a of body.answer) checkText(add, 'answer', '答案', a, ItemEditorLimits.referenceAnswerMaxLength, o);
  checkText(add, 'explanation', '解析', body.explanation ?? '', ItemEditorLimits.richTextMaxLength, o);
}

function checkSubItems(add: Add, subItems: readonly SubItem[], o: ItemDraftCheckOptions) {
  if (subItems.length === 0) add('subItems', M.subItemsRequired);
  if (subItems.length > ItemEditorLimits.maxSubItems) add('subItems', M.subItemsTooMany);
  subItems.forEach((sub, i) => {
    const prefixed: Add = (_field, message) => add('subItems', M.subItemPrefix(i + 1) + message);
    if (!(SUB_ITEM_TYPES as readonly number[]).includes(sub.type)) {
      prefixed('type', M.subItemType);
      return;
    }
    // A sub-question's stem may be empty when the passage holds the question (完形填空), except a blank needs its marker.
    checkTexts(prefixed, sub, o);
    checkBody(prefixed, sub);
  });
}

function checkPlacement(add: Add, d: ItemDraft) {
  const period = (PERIOD_CODES as readonly string[]).includes(d.period) ? (d.period as PeriodCode) : null;
  if (!period) add('period', M.period);
  else if (!isSubjectOfPeriod(period, d.km)) add('km', M.km);
  if (!d.gradeCode || gradeInfo(d.gradeCode)?.period !== d.period) add('gradeCode', M.grade);
  if (d.difficulty === null || !(DIFFICULTY_LEVELS as readonly number[]).includes(d.difficulty)) add('difficulty', M.difficulty);
  if (!d.primaryKnowledgeGuid) add('knowledge', M.primaryKnowledge);
  if (d.otherKnowledgeGuids.length > ItemEditorLimits.maxOtherKnowledge) add('knowledge', M.otherKnowledgeTooMany);
  if (d.primaryKnowledgeGuid && d.otherKnowledgeGuids.includes(d.primaryKnowledgeGuid)) add('knowledge', M.otherKnowledgeRepeated);
}

/**
 * Everything that keeps a draft from being saved, in form order, as Chinese messages with the field they concern:
 * type and stem required; choice types need 2–20 options lettered A–T and an answer among them (multiple choice:
 * one or more letters, sorted); true/false 对 or 错; a fill-in needs blank markers ____ and one answer per blank;
 * difficulty 1–5, period, subject, grade and a primary knowledge point; every formula must typeset.
 * Whether the knowledge points and chapter exist is the server's check.
 */
export function itemDraftProblems(draft: ItemDraft, options: ItemDraftCheckOptions = {}): ItemDraftProblem[] {
  const problems: ItemDraftProblem[] = [];
  const add: Add = (field, message) => {
    if (!problems.some((p) => p.message === message)) problems.push({ field, message });
  };
  const info = draft.type === null ? undefined : itemTypeInfo(draft.type);
  if (draft.type === null) add('type', M.typeRequired);
  else if (!info) add('type', M.typeInvalid);
  if (!draft.stem.trim()) add('stem', M.stemRequired);
  if (info?.isGroup) {
    checkTexts(add, { ...draft, options: [], answer: [] }, options);
    if (draft.options.length || draft.answer.length) add('answer', M.groupAnswerInSubItems);
    checkSubItems(add, draft.subItems ?? [], options);
  } else if (info) {
    checkTexts(add, draft, options);
    checkBody(add, { ...draft, type: info.code });
  }
  checkPlacement(add, draft);
  return problems;
}
