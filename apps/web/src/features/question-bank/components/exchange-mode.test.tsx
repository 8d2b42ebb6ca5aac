import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { buildBankItem, buildBasket } from '../testing/bank-fixtures';
import { QuestionBankPage } from './question-bank-page';

afterEach(() => vi.unstubAllGlobals());

const LISTED = '11111111-1111-4111-8111-111111111111';
const REPLACED = '22222222-2222-4222-8222-222222222222';
const EXCHANGE_URL = `/jobManager/job-edit-tiku?workType=3&exchange=1&exchangeGuid=${REPLACED}&itemTypeGuid=1`;

/** The bank with one listed question and a basket holding the question being replaced. */
function fakeBank() {
  let basketGuids = [REPLACED];
  return fakeApi({
    '/api/QuestionBank/Textbooks': { status: 200, data: { list: [] } },
    '/api/QuestionBank/Knowledges': { status: 200, data: { list: [] } },
    '/api/TeachInfo/GetCacheKnowledge': { status: 200, data: { textBookGuid: null, chapterGuid: null } },
    '/api/QuestionBank/Items': { status: 200, data: { list: [buildBankItem({ itemGuid: LISTED })], total: 1 } },
    '/api/QuestionBank/Basket': () => ({ status: 200, data: buildBasket(basketGuids) }),
    '/api/QuestionBank/Basket/Replace': (body) => {
      const { beforeItemGuid, selectItemGuid } = body as { beforeItemGuid: string; selectItemGuid: string };
      basketGuids = basketGuids.map((g) => (g === beforeItemGuid ? selectItemGuid : g));
      return { status: 200, message: '操作成功！', data: buildBasket(basketGuids) };
    },
  });
}

/** The basket drawer, found by its title: the test environment gives every dialog the same label id. */
const findBasketDrawer = async () =>
  (await screen.findByText(/试题篮（共1题）/, { selector: '.ant-drawer-title' })).closest<HTMLElement>('[role="dialog"]')!;

describe('replace mode of the question bank (exchange=1)', () => {
  it('lists the replaced question\'s type with 替换 instead of 加入试题篮, replaces it and goes back to the basket', async () => {
    const api = fakeBank();
    renderAt(<QuestionBankPage />, EXCHANGE_URL);
    const card = await screen.findByRole('article', { name: '第1题' });
    expect(api.calls.find((c) => c.path === '/api/QuestionBank/Items')?.body).toMatchObject({ itemTypeGuid: 1 });
    expect(within(card).queryByRole('button', { name: /加入试题篮/ })).toBeNull();
    expect(screen.getByText(/替换试题：/)).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: /替\s*换/ }));
    expect(await screen.findByText('操作成功！')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/QuestionBank/Basket/Replace')?.body)
      .toMatchObject({ period: 'C', km: '语文', beforeItemGuid: REPLACED, selectItemGuid: LISTED, selectItemTypeGuid: 1 });
    // Opened directly, so there is no page to go back to: the bank leaves replace mode with the basket open.
    expect(await findBasketDrawer()).toBeTruthy();
    expect(await within(card).findByRole('button', { name: /移出试题篮/ })).toBeTruthy();
    expect(screen.queryByText(/替换试题：/)).toBeNull();
  });

  it('disables 清空 in the basket while replacing', async () => {
    fakeBank();
    renderAt(<QuestionBankPage />, EXCHANGE_URL);
    await screen.findByRole('article', { name: '第1题' });
    await userEvent.click(await screen.findByRole('button', { name: '试题篮（1题）' }));
    const drawer = await findBasketDrawer();
    await waitFor(() => expect(within(drawer).getByRole('button', { name: /清\s*空/ })).toHaveProperty('disabled', true));
  });
});
