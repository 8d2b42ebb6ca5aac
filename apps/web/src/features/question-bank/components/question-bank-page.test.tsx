import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { buildUserInfo } from '@/app/testing/user-info';
import { buildBankItem, buildBasket } from '../testing/bank-fixtures';
import { QuestionBankPage } from './question-bank-page';

afterEach(() => vi.unstubAllGlobals());

const GUID = '11111111-1111-4111-8111-111111111111';

/** The bank's endpoints with one question on every page and a basket kept in memory. */
function fakeBank(options: { refuseAdd?: string } = {}) {
  let basketGuids: string[] = [];
  return fakeApi({
    '/api/QuestionBank/Textbooks': { status: 200, data: { list: [] } },
    '/api/QuestionBank/Knowledges': { status: 200, data: { list: [] } },
    '/api/TeachInfo/GetCacheKnowledge': { status: 200, data: { textBookGuid: null, chapterGuid: null } },
    '/api/QuestionBank/Items': { status: 200, data: { list: [buildBankItem()], total: 45 } },
    '/api/QuestionBank/Basket': () => ({ status: 200, data: buildBasket(basketGuids) }),
    '/api/QuestionBank/Basket/Add': (body) => {
      if (options.refuseAdd) return { status: 400, message: options.refuseAdd };
      basketGuids = [...basketGuids, (body as { itemGuid: string }).itemGuid];
      return { status: 200, message: '添加成功', data: buildBasket(basketGuids) };
    },
    '/api/QuestionBank/Basket/Remove': (body) => {
      basketGuids = basketGuids.filter((g) => g !== (body as { itemGuid: string }).itemGuid);
      return { status: 200, message: '移除成功', data: buildBasket(basketGuids) };
    },
  });
}

const itemCalls = (api: ReturnType<typeof fakeBank>) =>
  api.calls.filter((c) => c.path === '/api/QuestionBank/Items').map((c) => c.body as Record<string, unknown>);

describe('the question bank page', () => {
  it('asks for the chosen source and period and subject', async () => {
    const api = fakeBank();
    renderAt(<QuestionBankPage />, '/jobManager/job-edit-tiku?sourceType=300&workType=3');
    await screen.findByRole('article', { name: '第1题' });
    expect(itemCalls(api)[0]).toMatchObject({ period: 'C', km: '语文', sourceType: 300, pageIndex: 1, pageSize: 10 });
    expect(screen.getByRole('tab', { name: '我的题库', selected: true })).toBeTruthy();
  });

  it('opens filtered to the grade of the teaching scope for the chosen subject, and the grade stays changeable', async () => {
    const api = fakeBank();
    api.routes['/api/Teacher/GetTeachingScope'] = { status: 200, data: { list: [{ period: 'C', km: '数学', gradeCode: 'A9' }, { period: 'C', km: '语文', gradeCode: 'A8' }] } };
    renderAt(<QuestionBankPage />, '/jobManager/job-edit-tiku?sourceType=300');
    await screen.findByRole('article', { name: '第1题' });
    expect(itemCalls(api)[0]).toMatchObject({ period: 'C', km: '语文', gradeCode: 'A8' });
    expect(itemCalls(api).every((c) => c.gradeCode === 'A8')).toBe(true);
  });

  it('names the tab the 七天题库 card opens 七天题库', async () => {
    fakeBank();
    renderAt(<QuestionBankPage />, '/jobManager/job-edit-tiku?sourceType=100&workType=3');
    await screen.findByRole('article', { name: '第1题' });
    expect(screen.getByRole('tab', { name: '七天题库', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '题库' })).toBeNull();
  });

  it('offers the education-bureau bank only to a member granted zwjyjPower', async () => {
    fakeBank();
    const { unmount } = renderAt(<QuestionBankPage />, '/jobManager/job-edit-tiku');
    await screen.findByRole('article', { name: '第1题' });
    expect(screen.queryByRole('tab', { name: '教育局题库' })).toBeNull();
    unmount();
    const api = fakeBank();
    renderAt(<QuestionBankPage />, '/jobManager/job-edit-tiku?sourceType=400', buildUserInfo({ permission: { zwjyjPower: true } }));
    await screen.findByRole('article', { name: '第1题' });
    expect(screen.getByRole('tab', { name: '教育局题库', selected: true })).toBeTruthy();
    expect(itemCalls(api)[0]).toMatchObject({ sourceType: 400 });
  });

  it('adds to and removes from the basket with 添加成功 and 移除成功', async () => {
    const api = fakeBank();
    renderAt(<QuestionBankPage />, '/jobManager/job-edit-tiku');
    const card = await screen.findByRole('article', { name: '第1题' });
    await userEvent.click(within(card).getByRole('button', { name: /加入试题篮/ }));
    expect(await screen.findByText('添加成功')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/QuestionBank/Basket/Add')?.body).toMatchObject({ itemGuid: GUID, itemTypeGuid: 1, period: 'C' });
    const remove = await within(card).findByRole('button', { name: /移出试题篮/ });
    expect(screen.getByRole('button', { name: '试题篮（1题）' })).toBeTruthy();
    await userEvent.click(remove);
    expect(await screen.findByText('移除成功')).toBeTruthy();
    expect(await within(card).findByRole('button', { name: /加入试题篮/ })).toBeTruthy();
  });

  it('shows the server refusal when a question cannot be added', async () => {
    fakeBank({ refuseAdd: '试题异常无法加入试题篮，请纠错！' });
    renderAt(<QuestionBankPage />, '/jobManager/job-edit-tiku');
    const card = await screen.findByRole('article', { name: '第1题' });
    await userEvent.click(within(card).getByRole('button', { name: /加入试题篮/ }));
    expect(await screen.findByText('试题异常无法加入试题篮，请纠错！')).toBeTruthy();
    expect(within(card).getByRole('button', { name: /加入试题篮/ })).toBeTruthy();
    expect(screen.queryByText('添加成功')).toBeNull();
  });

  it('goes back to page 1 when a filter changes', async () => {
    const api = fakeBank();
    renderAt(<QuestionBankPage />, '/jobManager/job-edit-tiku');
    await screen.findByRole('article', { name: '第1题' });
    await userEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(itemCalls(api).at(-1)).toMatchObject({ pageIndex: 3 }));
    await userEvent.click(within(screen.getByRole('group', { name: '难度' })).getByText('较难'));
    await waitFor(() => expect(itemCalls(api).at(-1)).toMatchObject({ pageIndex: 1, difficultyGuid: 4 }));
    await userEvent.click(screen.getByRole('switch', { name: '只看未使用' }));
    await waitFor(() => expect(itemCalls(api).at(-1)).toMatchObject({ pageIndex: 1, filterUsedItem: true }));
  });

  it('says so when the page has no questions', async () => {
    const api = fakeBank();
    api.routes['/api/QuestionBank/Items'] = { status: 200, data: { list: [], total: 0 } };
    renderAt(<QuestionBankPage />, '/jobManager/job-edit-tiku');
    expect(await within(await screen.findByRole('region', { name: '试题列表' })).findByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy();
  });

  it('opens at the remembered chapter (the teaching progress sets it): selected, its branch open, scrolled into view', async () => {
    const BOOK = '22222222-2222-4222-8222-222222222222';
    const CHAPTER = '33333333-3333-4333-8333-333333333333';
    const SECTION = '44444444-4444-4444-8444-444444444444';
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const api = fakeBank();
    api.routes['/api/QuestionBank/Textbooks'] = { status: 200, data: { list: [{ keyGuid: '人教版', valueName: '人教版', pressName: '人民教育出版社',
      children: [{ keyGuid: BOOK, valueName: '七年级上册', gradeCode: 'A7' }] }] } };
    api.routes['/api/QuestionBank/Chapters'] = { status: 200, data: { list: [
      { guid: '55555555-5555-4555-8555-555555555555', name: '第一章 有理数', childList: [] },
      { guid: CHAPTER, name: '第三章 一元一次方程', childList: [{ guid: SECTION, name: '3.3 解一元一次方程（二）', childList: [] }] },
    ] } };
    api.routes['/api/TeachInfo/GetCacheKnowledge'] = { status: 200, data: { textBookGuid: BOOK, chapterGuid: SECTION } };
    renderAt(<QuestionBankPage />, '/jobManager/job-edit-tiku');
    const node = await screen.findByTitle('3.3 解一元一次方程（二）');
    await waitFor(() => expect(node.closest('.ant-tree-treenode')?.className).toContain('ant-tree-treenode-selected'));
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' }));
    await waitFor(() => expect(itemCalls(api).at(-1)).toMatchObject({ chapterGuid: SECTION }));
    // @ts-expect-error jsdom has no scrollIntoView of its own; the stub goes again.
    delete Element.prototype.scrollIntoView;
  });
});
