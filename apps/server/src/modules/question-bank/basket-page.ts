import { checkPageAdd, hasFormulaError, type PageAddItem, type QuestionTexts } from '@zuoyeben/shared';
import { badRequest } from '../../lib/errors.js';
import { formulaRenders } from './item-editor.service.js';

/**
 * The page's items that go in the basket, after the guards of spec 02 §5 (formulas typeset with KaTeX, as the web
 * does); a refusal is a 400 with the spec's words.
 */
export function addablePage<T extends PageAddItem & QuestionTexts>(items: readonly T[], scope: { period: string; km: string }): T[] {
  const check = checkPageAdd(items, scope, (item) => hasFormulaError(item, formulaRenders));
  if (!check.ok) throw badRequest(check.message);
  return check.items;
}
