import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { buildBankItem, buildBasket } from '../testing/bank-fixtures';
import { buildCollectionPaper } from '../testing/paper-fixtures';
import { QuestionBankPage } from './question-bank-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const PRACTICE = '44444444-4444-4444-8444-444444444444';
const ITEMS = '/api/QuestionBank/Collections';
const PAPERS = '/api/QuestionBank/Papers/Collections';

/** The collection endpoints: one collected question, a platform paper and the school's daily practice. */
function fakeCollections() {
  let shared = false;
  return fakeApi({
    '/api/QuestionBank/Basket': { status: 200, data: buildBasket([]) },
    [ITEMS]: { status: 200, data: { list: [buildBankItem({ isCollection: true })], total: 1 } },
    [PAPERS]: () => ({ status: 200, data: { list: [
      buildCollectionPaper({ isShareStatus: shared ? 100 : 0, canCancelShare: shared }),
      buildCollectionPaper({ paperGuid: PRACTICE, name: '七年级数学周末日常练习', source: 2, sourceName: '日常练习', isNew: false, canShare: false,
        canDelete: true }),
    ], total: 25 } }),
    '/api/QuestionBank/Papers/Share': () => {
      shared = true;
      return { status: 200, message: '分享成功！', data: { paperGuid: buildCollectionPaper().paperGuid, isShareStatus: 100 } };
    },
    '/api/QuestionBank/Papers/Delete': { status: 200, message: '删除成功' },
  });
}
/** Bodies sent to `path`, answered or still held. */
const callsTo = (api: ReturnType<typeof fakeCollections>, path: string) => api.fetchMock.mock.calls
  .filter(([input]) => String(input).split('?')[0] === path)
  .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined) as Record<string, unknown>);

/** Holds every answer of `path` until the returned release is called. */
function holdAnswers(api: ReturnType<typeof fakeCollections>, path: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => { release = resolve; });
  const answer = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) => {
    if (String(input).split('?')[0] === path) await gate;
    return answer(input, init);
  });
  return release;
}

describe('the collection screen (我的收藏)', () => {
  it('lists collected questions with the question card under 收藏的试题', async () => {
    const api = fakeCollections();
    renderAt(<QuestionBankPage />, '/jobManager/job-edit-tiku?sourceType=5');
    const card = await screen.findByRole('article', { name: '第1题' });
    expect(within(card).getByRole('button', { name: /取消收藏/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '我的收藏', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '收藏的试题', selected: true })).toBeTruthy();
    expect(callsTo(api, ITEMS)[0]).toMatchObject({ period: 'C', km: '语文', pageIndex: 1, pageSize: 10, filterUsedItem: false });
    expect(callsTo(api, '/api/QuestionBank/Items')).toEqual([]);
  });

  it('shows paper cards with their facts and NEW under collect=2, and searches and resets', async () => {
    const api = fakeCollections();
    renderAt(<QuestionBankPage />, '/jobManager/job-edit-tiku?sourceType=5&collect=2');
    const card = await screen.findByRole('article', { name: '人教版七年级数学上册期中检测卷' });
    for (const text of ['NEW', '七年级', '22题', '七天题库', '2025-11-20']) expect(within(card).getByText(text)).toBeTruthy();
    expect(within(card).getByRole('button', { name: /已收藏/ })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: '七年级数学周末日常练习' })).queryByText('NEW')).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: '搜索试卷' }), '期中');
    await userEvent.click(screen.getByRole('button', { name: /搜索/ }));
    await waitFor(() => expect(callsTo(api, PAPERS).at(-1)).toMatchObject({ keyword: '期中', pageIndex: 1 }));
    await userEvent.click(screen.getByRole('button', { name: /重置/ }));
    await waitFor(() => expect(callsTo(api, PAPERS).at(-1)?.keyword).toBeUndefined());
    expect((screen.getByRole('textbox', { name: '搜索试卷' }) as HTMLInputElement).value).toBe('');
  });

  it('shares a paper to the school library only after the confirmation', async () => {
    const api = fakeCollections();
    renderAt(<QuestionBankPage />, '/jobManager/job-edit-tiku?sourceType=5&collect=2');
    const card = await screen.findByRole('article', { name: '人教版七年级数学上册期中检测卷' });
    await userEvent.click(within(card).getByRole('button', { name: /更多/ }));
    await userEvent.click(await screen.findByText('分享到校本库'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确定将该试卷分享到校本库吗/)).toBeTruthy();
    expect(callsTo(api, '/api/QuestionBank/Papers/Share')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('分享成功！')).toBeTruthy();
    expect(callsTo(api, '/api/QuestionBank/Papers/Share')).toEqual([{ paperGuid: buildCollectionPaper().paperGuid }]);
    expect(await within(card).findByText('已分享到校本库')).toBeTruthy();
  });

  it('offers 删除 and no 分享到校本库 on the school’s daily practice', async () => {
    fakeCollections();
    renderAt(<QuestionBankPage />, '/jobManager/job-edit-tiku?sourceType=5&collect=2');
    const practice = await screen.findByRole('article', { name: '七年级数学周末日常练习' });
    await userEvent.click(within(practice).getByRole('button', { name: /更多/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('删除')).toBeTruthy();
    expect(within(menu).queryByText('分享到校本库')).toBeNull();
    expect(within(menu).getByText('取消收藏')).toBeTruthy();
  });

  it('refuses a tab switch and a page turn while the list loads', async () => {
    const api = fakeCollections();
    const release = holdAnswers(api, ITEMS);
    renderAt(<QuestionBankPage />, '/jobManager/job-edit-tiku?sourceType=5&collect=1');
    await waitFor(() => expect(callsTo(api, ITEMS)).toHaveLength(1));
    await userEvent.click(screen.getByRole('tab', { name: '收藏的试卷' }));
    expect(await screen.findByText('数据加载中，请勿频繁操作')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '收藏的试题', selected: true })).toBeTruthy();
    expect(callsTo(api, PAPERS)).toEqual([]);

    release();
    await screen.findByRole('article', { name: '第1题' });
    await userEvent.click(screen.getByRole('tab', { name: '收藏的试卷' }));
    expect(await screen.findByRole('article', { name: '人教版七年级数学上册期中检测卷' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '收藏的试卷', selected: true })).toBeTruthy();

    holdAnswers(api, PAPERS);
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(callsTo(api, PAPERS).at(-1)).toMatchObject({ pageIndex: 2 }));
    await userEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(screen.getAllByText('数据加载中，请勿频繁操作').length).toBeGreaterThan(0));
    expect(callsTo(api, PAPERS).map((b) => b.pageIndex)).toEqual([1, 2]);
  });

  it('reminds before collecting a question on the bank screen', async () => {
    const api = fakeCollections();
    api.routes['/api/QuestionBank/Textbooks'] = { status: 200, data: { list: [] } };
    api.routes['/api/QuestionBank/Knowledges'] = { status: 200, data: { list: [] } };
    api.routes['/api/TeachInfo/GetCacheKnowledge'] = { status: 200, data: { textBookGuid: null, chapterGuid: null } };
    api.routes['/api/QuestionBank/Items'] = { status: 200, data: { list: [buildBankItem()], total: 1 } };
    api.routes['/api/QuestionBank/Collect'] = { status: 200, message: '收藏成功！' };
    renderAt(<QuestionBankPage />, '/jobManager/job-edit-tiku');
    const card = await screen.findByRole('article', { name: '第1题' });
    await userEvent.click(within(card).getByRole('button', { name: /收藏/ }));
    const dialog = await screen.findByRole('dialog');
    expect(api.calls.some((c) => c.path === '/api/QuestionBank/Collect')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定收藏' }));
    expect(await screen.findByText('收藏成功！')).toBeTruthy();
  });
});
