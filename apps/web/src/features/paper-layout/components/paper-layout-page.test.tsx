import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TLayoutItem, TPaperLayout } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { PaperLayoutPage } from './paper-layout-page';

afterEach(() => vi.unstubAllGlobals());

const URL_ = '/groupTypesetting?workType=3&source=0&period=C&km=%E6%95%B0%E5%AD%A6';
const guid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function item(n: number, type: number, patch: Partial<TLayoutItem> = {}): TLayoutItem {
  return {
    itemGuid: guid(n), itemVersion: 1, itemTypeGuid: type, itemTypeName: type === 1 ? '单选题' : '解答题', stem: `第${n}道题的题干 $x^2$`,
    options: type === 1 ? [{ label: 'A', text: '1' }, { label: 'B', text: '2' }] : [], answer: ['A'], subItems: null, explanation: '',
    difficulty: 2, difficultyName: '较易', knowledges: [], knowledgeNames: [], provinceCodes: [], provinceName: '全国', scoreRate: null,
    schoolRate: null, discrimination: null, useCount: 0, isCollection: false, inBasket: true, source: 100, sourceName: '七天题库',
    year: 2024, gradeCode: 'A7', gradeName: '七年级', period: 'C', km: '数学',
    th: n, score: 2, answerAreaHeight: null, multSetting: null, ...patch,
  };
}

function layout(patch: Partial<TPaperLayout> = {}): TPaperLayout {
  const singles = [item(1, 1), item(2, 1)];
  const essays = [item(3, 5, { score: 10 })];
  return {
    paperGuid: guid(9), isSaved: false, title: '数学练习（11月28日）', period: 'C', km: '数学',
    settings: { paperType: 1, sideType: 1, fontSize: 14, lineHeight: 1.8, structureStatus: 1 },
    groups: [
      { itemTypeGuid: 1, itemTypeName: '单选题', total: 2, score: 4, items: singles },
      { itemTypeGuid: 5, itemTypeName: '解答题', total: 1, score: 10, items: essays },
    ],
    total: 3, totalScore: 14, difficulty: { value: 0.7, level: 2, name: '中等' }, ...patch,
  };
}

describe('组卷排版', () => {
  it('shows the paper with its title, sections in Chinese numerals, answer areas and the total', async () => {
    fakeApi({ '/api/PaperLayout/GetPaperStructureJson': { status: 200, data: layout() } });
    renderAt(<PaperLayoutPage />, URL_);
    const sheet = await screen.findByRole('article', { name: '试卷' });
    expect(within(sheet).getByRole('heading', { level: 1 }).textContent).toBe('数学练习（11月28日）');
    expect(within(sheet).getByRole('region', { name: '一、单选题' }).textContent).toContain('一、单选题（共2题，共4分）');
    expect(within(sheet).getByRole('region', { name: '二、解答题' })).toBeTruthy();
    expect(within(sheet).getByRole('img', { name: '第3题答题区，高160px' })).toBeTruthy();
    expect(within(sheet).queryByRole('img', { name: /第1题答题区/ })).toBeNull();
    expect(screen.getByLabelText('总分 14 分')).toBeTruthy();
  });

  it('gives a section score to every question of the section and keeps the total live', async () => {
    const api = fakeApi({
      '/api/PaperLayout/GetPaperStructureJson': { status: 200, data: layout() },
      '/api/PaperLayout/AdjustPaperItemData': () => {
        const next = layout();
        next.groups[0] = { ...next.groups[0]!, score: 10, items: next.groups[0]!.items.map((i) => ({ ...i, score: 5 })) };
        return { status: 200, data: { ...next, totalScore: 20 } };
      },
    });
    renderAt(<PaperLayoutPage />, URL_);
    const box = await screen.findByLabelText('单选题每题分值');
    await userEvent.clear(box);
    await userEvent.type(box, '5{Enter}');
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/PaperLayout/AdjustPaperItemData')).toBe(true));
    const body = api.calls.find((c) => c.path === '/api/PaperLayout/AdjustPaperItemData')!.body as { items: { itemGuid: string; score: number }[] };
    expect(body.items).toEqual([{ itemGuid: guid(1), score: 5 }, { itemGuid: guid(2), score: 5 }]);
    expect(await screen.findByLabelText('总分 20 分')).toBeTruthy();
    expect(screen.getByRole('region', { name: '一、单选题' }).textContent).toContain('（共2题，共10分）');
    expect(screen.getByRole('group', { name: '第1题' }).textContent).toContain('1．（5分）');
  });

  it('refuses a score that is not a half step without calling the server', async () => {
    const api = fakeApi({ '/api/PaperLayout/GetPaperStructureJson': { status: 200, data: layout() } });
    renderAt(<PaperLayoutPage />, URL_);
    const box = await screen.findByLabelText('第3题分值');
    await userEvent.clear(box);
    await userEvent.type(box, '2.3');
    fireEvent.blur(box);
    expect(await screen.findByText('分值须为0.5的整数倍')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/PaperLayout/AdjustPaperItemData')).toBe(false);
  });

  it('saves the paper with the payload of spec 02 §3 and says 保存成功！', async () => {
    const api = fakeApi({
      '/api/PaperLayout/GetPaperStructureJson': { status: 200, data: layout() },
      '/api/PaperLayout/SaveZYPaperAndJson': { status: 200, message: '保存成功！', data: { paperGuid: guid(9), itemCount: 3, totalScore: 14 } },
    });
    renderAt(<PaperLayoutPage />, URL_);
    await userEvent.click(await screen.findByRole('button', { name: /保存试卷/ }));
    expect(await screen.findByText('保存成功！')).toBeTruthy();
    const body = api.calls.find((c) => c.path === '/api/PaperLayout/SaveZYPaperAndJson')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ paperGuid: guid(9), title: '数学练习（11月28日）', mark: 14, number: 3, sideType: 1, km: '数学', period: 'C' });
    expect(body.structureData).toEqual([
      { itemTypeGuid: 1, items: [
        { th: 1, itemGuid: guid(1), itemVersion: 1, Score: 2, source: 100, answerAreaHeight: null },
        { th: 2, itemGuid: guid(2), itemVersion: 1, Score: 2, source: 100, answerAreaHeight: null },
      ] },
      { itemTypeGuid: 5, items: [{ th: 3, itemGuid: guid(3), itemVersion: 1, Score: 10, source: 100, answerAreaHeight: null }] },
    ]);
  });

  it('asks for questions first when the basket is empty', async () => {
    fakeApi({ '/api/PaperLayout/GetPaperStructureJson': { status: 200, data: layout({ groups: [], total: 0, totalScore: 0, difficulty: null }) } });
    renderAt(<PaperLayoutPage />, URL_);
    expect(await screen.findByText('请先选择试题！')).toBeTruthy();
    expect(screen.getByRole('button', { name: /去选题/ })).toBeTruthy();
  });
});
