import { decodeFormulaEntities, formulasOf, richTextProblems } from './rich-text.js';

/** Adding a whole page of the bank to the basket (本页全部加入试题篮): the guards of spec 02 §5, in its order. */

/** Texts of spec 02 §5 and §8, character for character. */
export const PageAddMessages = {
  title: '温馨提示',
  confirm: '确定将本页试题全部添加到试题篮？',
  empty: '暂无试题',
  abnormal: '试题异常无法加入试题篮，请纠错！',
  noneOfPeriod: '当页面无当前学段试题，无法批量添加!',
  otherSubject: '当前试卷科目与页面右上角「学段、科目」不一致，请切换学段、科目',
  answerMissing: '试卷中存在答案缺失，请补充答案，否则将无法使用试题~',
  done: '操作成功！',
} as const;

/** What the guards read of an item. */
export interface PageAddItem {
  period: string;
  km: string;
  answer: readonly string[];
  subItems?: readonly { answer: readonly string[] }[] | null;
}

const hasAnswer = (answer: readonly string[]) => answer.some((a) => a.trim() !== '');

/** The rich texts a question shows: stem, options and each sub-question's stem and options. */
export interface QuestionTexts {
  stem: string;
  options: readonly { text: string }[];
  subItems?: readonly { stem: string; options: readonly { text: string }[] }[] | null;
}

/**
 * Whether a question shows a formula error (spec 02 §5, abnormal): unpaired dollars, an empty formula, or one that
 * does not typeset. `formulaRenders` is KaTeX on either side, called with entities such as `&lt;` decoded.
 */
export function hasFormulaError(item: QuestionTexts, formulaRenders: (tex: string) => boolean): boolean {
  const texts = [item.stem, ...item.options.map((o) => o.text), ...(item.subItems ?? []).flatMap((s) => [s.stem, ...s.options.map((o) => o.text)])];
  return texts.some((text) => richTextProblems(text).length > 0
    || formulasOf(text).some((tex) => tex.trim() !== '' && !formulaRenders(decodeFormulaEntities(tex))));
}

/** An item without an answer cannot be marked: a group item needs one for every sub-question. */
export function isAnswerMissing(item: Pick<PageAddItem, 'answer' | 'subItems'>): boolean {
  if (item.subItems?.length) return item.subItems.some((s) => !hasAnswer(s.answer));
  return !hasAnswer(item.answer);
}

export type PageAddCheck<T> = { ok: true; items: T[] } | { ok: false; message: string };

/**
 * Checks a page before it is added: 暂无试题 when empty; 试题异常 when any item is abnormal (a formula that does not
 * render; the caller says how it judges that); items of another period are left out, and 当页面无当前学段试题 when
 * none is left; another subject, or an item without an answer, refuses the whole page. Returns the items to add.
 */
export function checkPageAdd<T extends PageAddItem>(items: readonly T[], scope: { period: string; km: string },
  isAbnormal: (item: T) => boolean): PageAddCheck<T> {
  if (items.length === 0) return { ok: false, message: PageAddMessages.empty };
  if (items.some(isAbnormal)) return { ok: false, message: PageAddMessages.abnormal };
  const ofPeriod = items.filter((i) => i.period === scope.period);
  if (ofPeriod.length === 0) return { ok: false, message: PageAddMessages.noneOfPeriod };
  if (ofPeriod.some((i) => i.km !== scope.km)) return { ok: false, message: PageAddMessages.otherSubject };
  if (ofPeriod.some(isAnswerMissing)) return { ok: false, message: PageAddMessages.answerMissing };
  return { ok: true, items: ofPeriod };
}
