import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, pageItems, type DataColumn } from './data-table';

interface Row {
  id: string;
  name: string;
}
const columns: DataColumn<Row>[] = [{ key: 'name', title: '姓名', ellipsis: true, cellTitle: (r) => r.name, render: (r) => r.name }];
const paging = (onChange = vi.fn(), total = 45, pageIndex = 1) => ({ pageIndex, pageSize: 10, total, unit: '条', onChange });

describe('DataTable (the homework list\'s table, issue 9 item 23)', () => {
  it('shows the spinner and no 暂无数据 while the first rows load (issue 9 item 25), 暂无数据 once loaded and empty', () => {
    const { rerender } = render(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} loading />);
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
    rerender(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('draws a header and one row per item, with the full text on a cut cell', () => {
    render(<DataTable aria-label="名单" columns={columns} rows={[{ id: '1', name: '张三' }]} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: '名单' });
    expect(within(table).getByRole('columnheader', { name: '姓名' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '张三' }).getAttribute('title')).toBe('张三');
  });

  it('pages: 共 N 条, a page by its number, the arrows, and a new page size back on page 1', async () => {
    const onChange = vi.fn();
    render(<DataTable columns={columns} rows={[{ id: '1', name: '张三' }]} rowKey={(r) => r.id} paging={paging(onChange)} />);
    expect(screen.getByText('共 45 条')).toBeTruthy();
    expect(screen.getByTitle('1').getAttribute('aria-current')).toBe('page');
    expect((screen.getByTitle('上一页') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByTitle('3'));
    expect(onChange).toHaveBeenLastCalledWith(3, 10);
    await userEvent.click(screen.getByTitle('下一页'));
    expect(onChange).toHaveBeenLastCalledWith(2, 10);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '20');
    expect(onChange).toHaveBeenLastCalledWith(1, 20);
  });

  it('shows no paging for an empty list', () => {
    render(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} paging={paging(vi.fn(), 0)} />);
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('lists every page up to 9, else the first, the last and two either side of the current one', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'next-more', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'prev-more', 8, 9, 10, 11, 12, 'next-more', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'prev-more', 15, 16, 17, 18, 19, 20]);
  });
});
