import { describe, expect, it } from 'vitest';
import { checkPageAdd, hasFormulaError, isAnswerMissing, PageAddMessages as M, type PageAddItem } from './page-add.js';

const scope = { period: 'C', km: '数学' };
const item = (over: Partial<PageAddItem & { id: string; bad: boolean }> = {}) =>
  ({ id: 'a', bad: false, period: 'C', km: '数学', answer: ['A'], subItems: null, ...over });
const isAbnormal = (i: { bad: boolean }) => i.bad;

describe('adding a whole page to the basket', () => {
  it('refuses an empty page with 暂无试题', () => {
    expect(checkPageAdd([], scope, isAbnormal)).toEqual({ ok: false, message: '暂无试题' });
  });

  it('refuses the page when any item is abnormal, before anything else', () => {
    expect(checkPageAdd([item(), item({ bad: true, period: 'G' })], scope, isAbnormal)).toEqual({ ok: false, message: M.abnormal });
  });

  it('leaves out items of another period, and refuses a page with none of the current period', () => {
    const page = [item({ id: 'a' }), item({ id: 'b', period: 'G' })];
    expect(checkPageAdd(page, scope, isAbnormal)).toEqual({ ok: true, items: [page[0]] });
    expect(checkPageAdd([item({ period: 'G' }), item({ period: 'X' })], scope, isAbnormal))
      .toEqual({ ok: false, message: '当页面无当前学段试题，无法批量添加!' });
  });

  it('refuses a page holding another subject of the period', () => {
    expect(checkPageAdd([item(), item({ km: '物理' })], scope, isAbnormal))
      .toEqual({ ok: false, message: '当前试卷科目与页面右上角「学段、科目」不一致，请切换学段、科目' });
  });

  it('refuses a page where an item has no answer', () => {
    expect(checkPageAdd([item(), item({ answer: [' '] })], scope, isAbnormal))
      .toEqual({ ok: false, message: '试卷中存在答案缺失，请补充答案，否则将无法使用试题~' });
  });

  it('needs an answer for every sub-question of a group item', () => {
    expect(isAnswerMissing({ answer: [], subItems: [{ answer: ['B'] }, { answer: ['C'] }] })).toBe(false);
    expect(isAnswerMissing({ answer: [], subItems: [{ answer: ['B'] }, { answer: [] }] })).toBe(true);
    expect(isAnswerMissing({ answer: ['对'], subItems: null })).toBe(false);
    expect(isAnswerMissing({ answer: [], subItems: [] })).toBe(true);
  });

  it('finds a formula error in the stem, an option or a sub-question, with entities decoded first', () => {
    const renders = (tex: string) => !tex.includes('\\bad');
    const plain = { stem: '$x&lt;1$', options: [{ text: '$1$' }], subItems: null };
    const seen: string[] = [];
    expect(hasFormulaError(plain, (tex) => { seen.push(tex); return true; })).toBe(false);
    expect(seen).toEqual(['x<1', '1']);
    expect(hasFormulaError({ ...plain, stem: '$x' }, renders)).toBe(true);
    expect(hasFormulaError({ ...plain, options: [{ text: '$\\bad$' }] }, renders)).toBe(true);
    expect(hasFormulaError({ ...plain, subItems: [{ stem: '$ $', options: [] }] }, renders)).toBe(true);
  });
});
