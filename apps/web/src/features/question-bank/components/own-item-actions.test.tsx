import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { buildBankItem } from '../testing/bank-fixtures';
import { NewItemButton } from './new-item-button';
import { editorHrefOf } from './own-item-actions';
import { QuestionCard } from './question-card';

afterEach(() => vi.unstubAllGlobals());

const scope = { period: 'C', km: '数学' } as const;

describe('编辑 and 删除 of the school’s own questions', () => {
  it('are offered only on items the teacher may change', () => {
    const { unmount } = renderAt(<QuestionCard item={buildBankItem({ source: 100 })} index={1} scope={scope} inBasket={false} />, '/');
    expect(screen.queryByRole('button', { name: /编辑/ })).toBeNull();
    unmount();
    renderAt(<QuestionCard item={buildBankItem({ source: 300, canEdit: true })} index={1} scope={scope} inBasket={false} />, '/');
    expect(screen.getByRole('button', { name: /编辑/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /删除/ })).toBeTruthy();
  });

  it('open the question editor with the item, its type, subject and source', () => {
    const href = editorHrefOf(buildBankItem({ source: 200, km: '数学' }));
    expect(href).toBe(`/questionEditor?itemGuid=11111111-1111-4111-8111-111111111111&itemTypeName=${encodeURIComponent('单选题')}&km=${encodeURIComponent('数学')}&period=C&source=200`);
  });

  it('deletes after confirmation with 删除成功', async () => {
    const api = fakeApi({ '/api/QuestionBank/DeleteItem': { status: 200, message: '删除成功', data: null } });
    renderAt(<QuestionCard item={buildBankItem({ source: 200, canEdit: true })} index={1} scope={scope} inBasket={false} />, '/');
    await userEvent.click(screen.getByRole('button', { name: /删除/ }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('确定删除该题吗？')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/QuestionBank/DeleteItem')?.body).toEqual({ itemGuid: '11111111-1111-4111-8111-111111111111' });
  });

  it('offers 新建试题 on the school bank and my bank only', () => {
    const { unmount } = renderAt(<NewItemButton sourceType={100} scope={scope} />, '/');
    expect(screen.queryByRole('button', { name: /新建试题/ })).toBeNull();
    unmount();
    renderAt(<NewItemButton sourceType={200} scope={scope} />, '/');
    expect(screen.getByRole('button', { name: /新建试题/ })).toBeTruthy();
  });
});
