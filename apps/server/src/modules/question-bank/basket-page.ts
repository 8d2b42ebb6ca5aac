import { checkPageAdd, decodeFormulaEntities, formulasOf, richTextProblems, type ItemOption, type PageAddItem } from '@zuoyeben/shared';
import { badRequest } from '../../lib/errors.js';
import { formulaRenders } from './item-editor.service.js';

interface ItemTexts {
  stem: string;
  options: readonly ItemOption[];
  subItems: readonly { stem: string; options: readonly ItemOption[] }[] | null;
}

/**
 * Whether an item shows a formula error (spec 02 §5, abnormal): unpaired dollars, an empty formula or one that
 * KaTeX refuses, in the stem, the options or a sub-question.
 */
export function hasFormulaError(item: ItemTexts): boolean {
  const texts = [item.stem, ...item.options.map((o) => o.text), ...(item.subItems ?? []).flatMap((s) => [s.stem, ...s.options.map((o) => o.text)])];
  return texts.some((text) => richTextProblems(text).length > 0
    || formulasOf(text).some((tex) => tex.trim() !== '' && !formulaRenders(decodeFormulaEntities(tex))));
}

/** The page's items that go in the basket, after the guards of spec 02 §5; a refusal is a 400 with the spec's words. */
export function addablePage<T extends PageAddItem & ItemTexts>(items: readonly T[], scope: { period: string; km: string }): T[] {
  const check = checkPageAdd(items, scope, hasFormulaError);
  if (!check.ok) throw badRequest(check.message);
  return check.items;
}
