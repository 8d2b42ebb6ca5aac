import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { buildBankItem, buildBasket } from '../testing/bank-fixtures';
import { BasketDrawer } from './basket-drawer';
import { SimilarQuestionDialog } from './similar-question-dialog';

afterEach(() => vi.unstubAllGlobals());

const scope = { period: 'C', km: '数学' } as const;
const ORIGINAL = '00000000-0000-4000-8000-000000000001';
const IN_BASKET = '00000000-0000-4000-8000-000000000002';
const FREE = '00000000-0000-4000-8000-000000000003';
const original = { itemGuid: ORIGINAL, itemTypeGuid: 1, score: 3, answerAreaHeight: null, index: 0 };

/** The similar list (two items on every page, 45 in all) and a basket holding the original and one of them. */
function fakeSimilar() {
  let basketGuids = [ORIGINAL, IN_BASKET];
  return fakeApi({
    '/api/QuestionBank/SimilarItems': {
      status: 200,
      data: {
        list: [buildBankItem({ itemGuid: IN_BASKET, stem: '<p>在篮中的题 $a+b$</p>' }), buildBankItem({ itemGuid: FREE, stem: '<p>可选的题 $c$</p>' })],
        total: 45,
        knowledge: { guid: '00000000-0000-4000-8000-0000000000aa', name: '平方根' },
        itemTypeGuid: 1,
        itemTypeName: '单选题',
      },
    },
    '/api/QuestionBank/Basket': () => ({ status: 200, data: buildBasket(basketGuids) }),
    '/api/QuestionBank/Basket/Replace': (body) => {
      const { beforeItemGuid, selectItemGuid } = body as { beforeItemGuid: string; selectItemGuid: string };
      basketGuids = basketGuids.map((g) => (g === beforeItemGuid ? selectItemGuid : g));
      return { status: 200, message: '操作成功！', data: buildBasket(basketGuids) };
    },
  });
}

const similarCalls = (api: ReturnType<typeof fakeSimilar>) =>
  api.calls.filter((c) => c.path === '/api/QuestionBank/SimilarItems').map((c) => c.body as Record<string, unknown>);

function renderDialog(onClose = vi.fn()) {
  renderAt(<SimilarQuestionDialog scope={scope} original={original} basketGuids={new Set([ORIGINAL, IN_BASKET])} onClose={onClose} />, '/');
  return onClose;
}

describe('the similar-question dialog', () => {
  it('shows the knowledge point and type read-only and refuses a question already in the basket', async () => {
    const api = fakeSimilar();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: '选择试题' });
    const inBasket = await within(dialog).findByRole('article', { name: '第1题' });
    expect((within(dialog).getByLabelText('知识点') as HTMLInputElement).value).toBe('平方根');
    expect((within(dialog).getByLabelText('题型') as HTMLInputElement).readOnly).toBe(true);
    expect(within(inBasket).getByText('已在试题篮')).toBeTruthy();
    expect(within(inBasket).getByRole('button', { name: '选择第1题' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: '选择第2题' })).toHaveProperty('disabled', false);
    expect(similarCalls(api)[0]).toMatchObject({ itemGuid: ORIGINAL, period: 'C', km: '数学', pageIndex: 1, pageSize: 10 });
  });

  it('pages through the list and searches by difficulty from page 1', async () => {
    const api = fakeSimilar();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: '选择试题' });
    await within(dialog).findByRole('article', { name: '第1题' });
    await userEvent.click(within(dialog).getByTitle('3'));
    await waitFor(() => expect(similarCalls(api).at(-1)).toMatchObject({ pageIndex: 3, pageSize: 10 }));
    expect(await within(dialog).findByRole('article', { name: '第21题' })).toBeTruthy();
    await userEvent.click(within(dialog).getByLabelText('难度'));
    await userEvent.click(await screen.findByTitle('较难'));
    // The choice applies on 搜索 only.
    expect(similarCalls(api).at(-1)).not.toHaveProperty('difficultyGuid');
    await userEvent.click(within(dialog).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(similarCalls(api).at(-1)).toMatchObject({ difficultyGuid: 4, pageIndex: 1 }));
  });

  it('offers 10 to 40 questions a page', async () => {
    fakeSimilar();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: '选择试题' });
    await within(dialog).findByRole('article', { name: '第1题' });
    await userEvent.click(within(dialog).getByText('10 条/页'));
    expect(await screen.findByTitle('40 条/页')).toBeTruthy();
    expect(screen.queryByTitle('50 条/页')).toBeNull();
  });

  it('replaces the original with the chosen question, says 操作成功！ and closes', async () => {
    const api = fakeSimilar();
    const onClose = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: '选择试题' });
    await userEvent.click(await within(dialog).findByRole('button', { name: '选择第2题' }));
    expect(await screen.findByText('操作成功！')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/QuestionBank/Basket/Replace')?.body).toEqual({
      period: 'C', km: '数学', beforeItemGuid: ORIGINAL, beforeItemTypeGuid: 1, beforeItemScore: 3, beforeIndex: 0,
      selectItemGuid: FREE, selectItemVersion: 1, selectItemTypeGuid: 1,
    });
    expect(onClose).toHaveBeenCalled();
  });
});

describe('the basket drawer', () => {
  it('shows each question\'s stem and opens the similar-question dialog with 换一题', async () => {
    const api = fakeSimilar();
    renderAt(<BasketDrawer open onClose={() => undefined} basket={buildBasket([ORIGINAL, IN_BASKET])} scope={scope} onCompose={() => undefined} />, '/');
    const drawer = await screen.findByRole('dialog', { name: /试题篮（共2题）/ });
    expect(within(drawer).getByText(/试题 0002/, { selector: 'p' })).toBeTruthy();
    expect(drawer.querySelectorAll('.katex').length).toBeGreaterThan(0);
    expect(within(drawer).getByRole('button', { name: /清\s*空/ })).toHaveProperty('disabled', false);
    await userEvent.click(within(drawer).getByRole('button', { name: '第2题换一题' }));
    // Drawer and dialog share the test environment's label id, so the dialog is found by its title.
    expect(await screen.findByText('选择试题', { selector: '.ant-modal-title' })).toBeTruthy();
    await waitFor(() => expect(similarCalls(api)[0]).toMatchObject({ itemGuid: IN_BASKET }));
  });
});
