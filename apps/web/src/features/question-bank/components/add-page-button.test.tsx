import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBankItem } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { buildBankItem, buildBasket } from '../testing/bank-fixtures';
import { AddPageBar } from './add-page-button';

afterEach(() => vi.unstubAllGlobals());

const scope = { period: 'C', km: '语文' } as const;
const A = '11111111-1111-4111-8111-11111111111a';
const B = '11111111-1111-4111-8111-11111111111b';

function fakeBatch() {
  return fakeApi({
    '/api/QuestionBank/Basket/AddBatch': (body) => {
      const guids = (body as { itemData: { itemGuid: string }[] }).itemData.map((i) => i.itemGuid);
      return { status: 200, message: '操作成功！', data: { added: guids.length, skipped: 0, basket: buildBasket(guids) } };
    },
  });
}
const batchCalls = (api: ReturnType<typeof fakeBatch>) => api.calls.filter((c) => c.path === '/api/QuestionBank/Basket/AddBatch');

function renderBar(items: TBankItem[], km: string = scope.km) {
  renderAt(<AddPageBar items={items} scope={{ ...scope, km }} />, '/jobManager/job-edit-tiku');
  return screen.getByRole('button', { name: /本页全部加入试题篮/ });
}

describe('本页全部加入试题篮', () => {
  it('asks 确定将本页试题全部添加到试题篮？ under 温馨提示, then adds the page with 操作成功！', async () => {
    const api = fakeBatch();
    await userEvent.click(renderBar([buildBankItem({ itemGuid: A }), buildBankItem({ itemGuid: B, itemTypeGuid: 4 })]));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('温馨提示').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('确定将本页试题全部添加到试题篮？')).toBeTruthy();
    expect(batchCalls(api)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('操作成功！')).toBeTruthy();
    expect(batchCalls(api)[0]?.body).toEqual({ period: 'C', km: '语文', itemData: [
      { itemGuid: A, itemVersion: 1, itemTypeGuid: 1 }, { itemGuid: B, itemVersion: 1, itemTypeGuid: 4 },
    ] });
  });

  it('adds nothing when the confirmation is cancelled', async () => {
    const api = fakeBatch();
    await userEvent.click(renderBar([buildBankItem()]));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /取\s*消/ }));
    await new Promise((r) => setTimeout(r, 50));
    expect(batchCalls(api)).toHaveLength(0);
    expect(screen.queryByText('操作成功！')).toBeNull();
  });

  it('says 暂无试题 for an empty page', async () => {
    const api = fakeBatch();
    await userEvent.click(renderBar([]));
    expect(await screen.findByText('暂无试题')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(batchCalls(api)).toHaveLength(0);
  });

  it('refuses a page with a formula that does not render', async () => {
    fakeBatch();
    await userEvent.click(renderBar([buildBankItem({ itemGuid: A }), buildBankItem({ itemGuid: B, stem: '求 $\\frac{1}{$ 的值' })]));
    expect(await screen.findByText('试题异常无法加入试题篮，请纠错！')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a page with none of the current period', async () => {
    const api = fakeBatch();
    await userEvent.click(renderBar([buildBankItem({ period: 'G' })]));
    expect(await screen.findByText('当页面无当前学段试题，无法批量添加!')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(batchCalls(api)).toHaveLength(0);
  });

  it('sends only the current period’s items of a mixed page', async () => {
    const api = fakeBatch();
    await userEvent.click(renderBar([buildBankItem({ itemGuid: A }), buildBankItem({ itemGuid: B, period: 'G' })]));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(batchCalls(api)).toHaveLength(1));
    expect((batchCalls(api)[0]?.body as { itemData: { itemGuid: string }[] }).itemData.map((i) => i.itemGuid)).toEqual([A]);
  });

  it('refuses a page holding another subject', async () => {
    fakeBatch();
    await userEvent.click(renderBar([buildBankItem({ itemGuid: A }), buildBankItem({ itemGuid: B, km: '数学' })]));
    expect(await screen.findByText('当前试卷科目与页面右上角「学段、科目」不一致，请切换学段、科目')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a page where a question has no answer', async () => {
    fakeBatch();
    await userEvent.click(renderBar([buildBankItem({ itemGuid: A, answer: [] })]));
    expect(await screen.findByText('试卷中存在答案缺失，请补充答案，否则将无法使用试题~')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s refusal and no success', async () => {
    fakeApi({ '/api/QuestionBank/Basket/AddBatch': { status: 404, message: '试题不存在' } });
    await userEvent.click(renderBar([buildBankItem()]));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('试题不存在')).toBeTruthy();
    expect(screen.queryByText('操作成功！')).toBeNull();
  });

  it('is hidden for the comprehensive subject', () => {
    renderAt(<AddPageBar items={[buildBankItem()]} scope={{ period: 'G', km: '理综' }} />, '/jobManager/job-edit-tiku');
    expect(screen.queryByRole('button', { name: /本页全部加入试题篮/ })).toBeNull();
  });
});
