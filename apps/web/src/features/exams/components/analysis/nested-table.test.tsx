import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { NestedTable } from './nested-table';

const HEADERS = [{ Title: '姓名', Prop: 'name' }, { Title: '班级', Prop: 'className' }, { Title: '总分', Prop: 'total' }, { Title: '单选题', Children: [{ Title: '第1题（2分）', Prop: 'th1' }] }];
/** The second page of 120 students as the server sends it: students 51 … 100. */
const PAGE_TWO = Array.from({ length: 50 }, (_, i) => ({ name: `学生${51 + i}`, className: '八年级1班', total: 100 - i, th1: 2 }));

describe('NestedTable with pages the server cuts (小题分)', () => {
  it('shows the page it was given as that page, and asks for another page when the teacher picks one', () => {
    const onChange = vi.fn();
    render(
      <NestedTable headers={HEADERS} items={PAGE_TWO} fixed={3} loading={false} rowKey={(r) => String(r.name)}
        serverPages={{ current: 2, pageSize: 50, total: 120, onChange }} />,
    );
    // The 50 rows given are all on screen (not sliced away as if they were page one of a local list).
    expect(screen.getByText('学生51')).toBeTruthy();
    expect(screen.getByText('学生100')).toBeTruthy();
    // 120 students: three pages, the second current.
    const pager = screen.getByRole('list');
    expect(within(pager).getByTitle('3')).toBeTruthy();
    expect(within(pager).getByTitle('2').className).toContain('active');
    fireEvent.click(within(pager).getByTitle('3'));
    expect(onChange).toHaveBeenCalledWith(3, 50);
  });

  it('cuts a list it holds whole into pages of 50 itself (客观题选项)', () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({ name: `学生${i + 1}`, className: '八年级1班', total: 60 - i, th1: 2 }));
    render(<NestedTable headers={HEADERS} items={rows} fixed={3} loading={false} rowKey={(r) => String(r.name)} />);
    expect(screen.getByText('学生50')).toBeTruthy();
    expect(screen.queryByText('学生51')).toBeNull();
  });
});
