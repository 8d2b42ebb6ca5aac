import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCORE_REPORT_COLUMNS } from '@zuoyeben/shared';
import { buildScoreRow, notSubmitted } from '../testing/fixtures';
import { renderWithApp } from '../testing/render';
import { ScoreTable, type ScorePageState } from './score-table';

const late = buildScoreRow({ name: '李雷', status: 2, desc: '逾期提交-逾期2小时', duration: 3725 });
const absent = notSubmitted({ name: '韩梅梅' });

function setup(state: Partial<ScorePageState> = {}, total = 2) {
  const onChange = vi.fn();
  renderWithApp(
    <ScoreTable rows={[late, absent]} total={total} loading={false} pageIndex={1} pageSize={10} orderType={0} {...state} onChange={onChange} />,
  );
  return onChange;
}
const cellsOf = (name: string) => [...screen.getByText(name).closest('tr')!.querySelectorAll('td')].map((td) => td.textContent);

describe('score table', () => {
  it('shows the report columns, formatted times, and an empty time for year 0001', () => {
    setup();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([...SCORE_REPORT_COLUMNS]);
    expect(cellsOf('李雷')).toEqual(['李雷', late.buddies, '七年级1班', '18', 'A', '1小时2分', '逾期提交-逾期2小时', '2026-03-01 10:03:04']);
    expect(cellsOf('韩梅梅')).toEqual(['韩梅梅', absent.buddies, '七年级1班', '-', '-', '-', '未提交', '']);
  });

  it('maps sorting on score and time to orderType and goes back to page 1', async () => {
    const onChange = setup({ pageIndex: 3 }, 45);
    await userEvent.click(screen.getByRole('columnheader', { name: /得分/ }));
    expect(onChange).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10, orderType: 1 });
    await userEvent.click(screen.getByRole('columnheader', { name: /用时/ }));
    expect(onChange).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10, orderType: 3 });
  });

  it('marks the column the report is sorted by', () => {
    setup({ orderType: 1 });
    const score = screen.getByRole('columnheader', { name: /得分/ });
    expect(score.getAttribute('aria-sort')).toBe('ascending');
  });

  it('keeps the order when paging, and starts over when the page size changes', async () => {
    const onChange = setup({ orderType: 4 }, 45);
    await userEvent.click(screen.getByTitle('3'));
    expect(onChange).toHaveBeenLastCalledWith({ pageIndex: 3, pageSize: 10, orderType: 4 });
    const sizer = document.querySelector('.ant-pagination-options .ant-select') as HTMLElement;
    await userEvent.click(within(sizer).getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('20 条/页'));
    expect(onChange).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 20, orderType: 4 });
  });
});
