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

  it('shows 全国 for five province codes or more, else the province names', () => {
    const codes = ['110000', '120000', '130000', '140000', '150000'];
    const { unmount } = renderAt(<QuestionCard item={buildBankItem({ provinceCodes: codes })} index={1} scope={scope} inBasket={false} />, '/');
    expect(screen.getByText('全国')).toBeTruthy();
    unmount();
    renderAt(<QuestionCard item={buildBankItem({ provinceCodes: ['110000', '310000'] })} index={1} scope={scope} inBasket={false} />, '/');
    expect(screen.getByText('北京、上海')).toBeTruthy();
    expect(screen.queryByText('全国')).toBeNull();
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
