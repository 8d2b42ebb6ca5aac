import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@/app/testing/render-at';
import { buildBankItem } from '../testing/bank-fixtures';
import { QuestionCard } from './question-card';

afterEach(() => vi.unstubAllGlobals());

const scope = { period: 'C', km: '语文' } as const;

describe('a question of the bank list', () => {
  it('shows three knowledge tags and folds the rest into 更多', () => {
    const item = buildBankItem({ knowledgeNames: ['平方根', '算术平方根', '立方根', '实数', '无理数'] });
    renderAt(<QuestionCard item={item} index={1} scope={scope} inBasket={false} />, '/');
    const card = screen.getByRole('article', { name: '第1题' });
    expect(within(card).getByText('平方根')).toBeTruthy();
    expect(within(card).getByText('立方根')).toBeTruthy();
    expect(within(card).queryByText('实数')).toBeNull();
    expect(within(card).getByText('更多')).toBeTruthy();
  });

  it('shows the province names the list gives, 全国 included, and never the codes', () => {
    const codes = ['110000', '120000', '130000', '140000', '150000'];
    const { unmount } = renderAt(<QuestionCard item={buildBankItem({ provinceCodes: codes, provinceName: '全国' })} index={1} scope={scope} inBasket={false} />, '/');
    expect(screen.getByText('全国')).toBeTruthy();
    unmount();
    renderAt(<QuestionCard item={buildBankItem({ provinceCodes: ['110000', '310000'], provinceName: '北京、上海' })} index={1} scope={scope} inBasket={false} />, '/');
    expect(screen.getByText('北京、上海')).toBeTruthy();
    expect(screen.queryByText(/110000/)).toBeNull();
  });

  it('shows the discrimination band with its value, and nothing when there is none', () => {
    const { unmount } = renderAt(<QuestionCard item={buildBankItem({ discrimination: 0.3 })} index={1} scope={scope} inBasket={false} />, '/');
    expect(screen.getByText('良好（0.30）')).toBeTruthy();
    unmount();
    renderAt(<QuestionCard item={buildBankItem({ discrimination: null })} index={1} scope={scope} inBasket={false} />, '/');
    expect(screen.queryByText(/区分度/)).toBeNull();
  });

  it('leaves out 地区 when an item has no province', () => {
    renderAt(<QuestionCard item={buildBankItem({ provinceCodes: [], provinceName: '' })} index={1} scope={scope} inBasket={false} />, '/');
    expect(screen.queryByText(/地区/)).toBeNull();
  });

  it('shows the difficulty name, year and use count', () => {
    renderAt(<QuestionCard item={buildBankItem()} index={7} scope={scope} inBasket={false} />, '/');
    expect(screen.getByText('较易')).toBeTruthy();
    expect(screen.getByText('2024')).toBeTruthy();
    expect(screen.getByText('3次')).toBeTruthy();
    expect(screen.getByText('7.')).toBeTruthy();
  });

  it('toggles the answer and explanation with 查看解析', async () => {
    renderAt(<QuestionCard item={buildBankItem()} index={1} scope={scope} inBasket={false} />, '/');
    expect(screen.queryByRole('region', { name: '答案与解析' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /查看解析/ }));
    const panel = screen.getByRole('region', { name: '答案与解析' });
    expect(within(panel).getByText('【答案】')).toBeTruthy();
    expect(panel.textContent).toContain('所以选 C');
    await userEvent.click(screen.getByRole('button', { name: /收起解析/ }));
    expect(screen.queryByRole('region', { name: '答案与解析' })).toBeNull();
  });
});
