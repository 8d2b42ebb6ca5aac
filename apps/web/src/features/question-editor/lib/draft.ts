import {
  BankSource,
  CHOICE_LETTERS,
  ItemEditorLimits,
  ItemType,
  TRUE_FALSE_ANSWERS,
  countBlanks,
  itemTypeInfo,
  type ItemDraft,
  type ItemOption,
  type SubItem,
  type TItemInfo,
  type TSaveItemRequest,
  type TSubjectScope,
} from '@zuoyeben/shared';

/** What one question holds, for the item itself and for each sub-question of a group. */
export interface ItemBodyDraft {
  type: number | null;
  stem: string;
  options: ItemOption[];
  answer: string[];
}

/** The editor's state: the shared rule's draft plus the chapter (and its book) and where the item is saved. */
export interface EditorDraft extends ItemDraft, ItemBodyDraft {
  options: ItemOption[];
  answer: string[];
  subItems: SubItem[];
  chapterGuid: string | null;
  /** The textbook whose chapter tree the picker shows; not saved. */
  textBookGuid: string | null;
}

export const isChoice = (type: number | null) => type === ItemType.SingleChoice || type === ItemType.MultipleChoice;
export const isGroupType = (type: number | null) => type !== null && (itemTypeInfo(type)?.isGroup ?? false);

/** Options lettered A, B, C … by position. */
export function relabel(options: readonly Pick<ItemOption, 'text'>[]): ItemOption[] {
  return options.map((o, i) => ({ label: CHOICE_LETTERS[i]!, text: o.text }));
}

const emptyOptions = (n = 4) => relabel(Array.from({ length: n }, () => ({ text: '' })));

/** Letters in A–T order, each once. */
export const sortLetters = (letters: readonly string[]) =>
  [...new Set(letters)].sort((a, b) => CHOICE_LETTERS.indexOf(a) - CHOICE_LETTERS.indexOf(b));

/** One answer per blank marker of the stem, keeping what was typed for the earlier blanks. */
export function answersForBlanks(stem: string, answer: readonly string[]): string[] {
  return Array.from({ length: countBlanks(stem) }, (_, i) => answer[i] ?? '');
}

/** The body made fit for another type: options kept for choices, answers kept where they still mean something. */
export function withType<B extends ItemBodyDraft>(body: B, type: number): B {
  const letters = new Set(body.options.map((o) => o.label));
  switch (type) {
    case ItemType.SingleChoice:
    case ItemType.MultipleChoice: {
      const options = isChoice(body.type) ? body.options : emptyOptions();
      const kept = sortLetters(body.answer.filter((a) => letters.has(a) && isChoice(body.type)));
      return { ...body, type, options, answer: type === ItemType.SingleChoice ? kept.slice(0, 1) : kept };
    }
    case ItemType.TrueFalse:
      return { ...body, type, options: [], answer: body.answer.filter((a) => (TRUE_FALSE_ANSWERS as readonly string[]).includes(a)).slice(0, 1) };
    case ItemType.FillBlank:
      return { ...body, type, options: [], answer: answersForBlanks(body.stem, body.type === ItemType.FillBlank ? body.answer : []) };
    case ItemType.ShortAnswer:
      return { ...body, type, options: [], answer: body.type === ItemType.ShortAnswer ? body.answer.slice(0, 1) : [''] };
    default:
      return { ...body, type, options: [], answer: [] };
  }
}

/** A new stem: a fill-in keeps one answer per blank. */
export function withStem<B extends ItemBodyDraft>(body: B, stem: string): B {
  return { ...body, stem, answer: body.type === ItemType.FillBlank ? answersForBlanks(stem, body.answer) : body.answer };
}

export function addOption<B extends ItemBodyDraft>(body: B): B {
  if (body.options.length >= ItemEditorLimits.maxOptions) return body;
  return { ...body, options: relabel([...body.options, { text: '' }]) };
}

/** Removes one option; the later ones move up a letter, and so do the answer letters that named them. */
export function removeOption<B extends ItemBodyDraft>(body: B, index: number): B {
  const answer = body.answer.flatMap((letter) => {
    const i = CHOICE_LETTERS.indexOf(letter);
    if (i === index) return [];
    return [CHOICE_LETTERS[i > index ? i - 1 : i]!];
  });
  return { ...body, options: relabel(body.options.filter((_, i) => i !== index)), answer };
}

/** A click on an answer letter: single choice picks it, multiple choice toggles it (answer kept sorted). */
export function toggleLetter<B extends ItemBodyDraft>(body: B, letter: string): B {
  if (body.type !== ItemType.MultipleChoice) return { ...body, answer: [letter] };
  const answer = body.answer.includes(letter) ? body.answer.filter((a) => a !== letter) : [...body.answer, letter];
  return { ...body, answer: sortLetters(answer) };
}

/** A sub-question as a new group starts with it: a single choice of four options. */
export const newSubItem = (): SubItem => ({ type: ItemType.SingleChoice, stem: '', options: emptyOptions(), answer: [] });

/** A blank draft for a new item of the period and subject (type from the query's itemTypeName when known). */
export function emptyDraft(scope: TSubjectScope, type: number | null = null): EditorDraft {
  const draft: EditorDraft = {
    type: null, stem: '', options: [], answer: [], subItems: [], explanation: '', difficulty: 3, period: scope.period, km: scope.km,
    gradeCode: null, primaryKnowledgeGuid: null, otherKnowledgeGuids: [], chapterGuid: null, textBookGuid: null,
  };
  return type === null ? draft : changeItemType(draft, type);
}

/** The item's type changes: the body is refitted, and a group gets its first sub-question. */
export function changeItemType(draft: EditorDraft, type: number): EditorDraft {
  const next = withType(draft, type);
  return { ...next, subItems: isGroupType(type) ? (draft.subItems.length ? draft.subItems : [newSubItem()]) : [] };
}

export function draftFromInfo(info: TItemInfo): EditorDraft {
  return {
    type: info.itemTypeGuid,
    stem: info.stem,
    options: info.options,
    answer: info.answer,
    subItems: (info.subItems ?? []).map((s) => ({ ...s, type: s.type as SubItem['type'] })),
    explanation: info.explanation,
    difficulty: info.difficulty,
    period: info.period,
    km: info.km,
    gradeCode: info.gradeCode,
    primaryKnowledgeGuid: info.primaryKnowledge?.guid ?? null,
    otherKnowledgeGuids: info.otherKnowledges.map((k) => k.guid),
    chapterGuid: info.chapter?.guid ?? null,
    textBookGuid: info.chapter?.textbookGuid ?? null,
  };
}

/** The bank a new item goes to: the query's source when it is 200 or 300, else my bank. */
export function newItemSource(source: string | null): number {
  return Number(source) === BankSource.SchoolItems ? BankSource.SchoolItems : BankSource.MyItems;
}

/** What SaveItem receives: a new item (itemGuid null, source) or the next version of `existing`. */
export function toSaveRequest(draft: EditorDraft, target: { existing: Pick<TItemInfo, 'itemGuid' | 'itemVersion'> | null; source: number }): TSaveItemRequest {
  const group = isGroupType(draft.type);
  return {
    itemGuid: target.existing?.itemGuid ?? null,
    itemVersion: target.existing?.itemVersion ?? null,
    source: target.existing ? null : target.source,
    itemTypeGuid: draft.type,
    stem: draft.stem,
    options: group ? [] : draft.options,
    answer: group ? [] : draft.answer.map((a) => a.trim()),
    subItems: group ? draft.subItems.map((s) => ({ ...s, answer: s.answer.map((a) => a.trim()) })) : null,
    explanation: draft.explanation,
    difficulty: draft.difficulty,
    period: draft.period,
    km: draft.km,
    gradeCode: draft.gradeCode,
    primaryKnowledgeGuid: draft.primaryKnowledgeGuid,
    otherKnowledgeGuids: [...draft.otherKnowledgeGuids],
    chapterGuid: draft.chapterGuid,
  };
}
