import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPreparingWork } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { PreparingList } from './preparing-list';

afterEach(() => vi.unstubAllGlobals());

const work = (overrides: Partial<TPreparingWork> = {}): TPreparingWork => ({
  guid: '33333333-3333-4333-8333-333333333333', name: '第三章第二课时', paperGuid: '22222222-2222-4222-8222-222222222222',
  paperName: '一元一次方程 课堂小测', paperSource: 4, paperSourceName: '我的试卷', period: 'C', km: '数学', gradeCode: 'A7', gradeName: '七年级',
  classes: [{ guid: 'c1', name: '七年级1班' }], lessonDate: '2026-12-02', notes: '重点讲去括号', status: 0, statusName: '备课中', itemCount: 9,
  totalScore: 37, files: [{ fileKey: 'a'.repeat(32), filePath: `/api/Upload/File/${'a'.repeat(32)}`, fileName: '教案.pdf', fileType: 'pdf', size: 9, pageCount: 1 }],
  openCount: 0, lastOpenTime: null, createTime: '2026-11-28T08:00:00.000Z', updateTime: '2026-11-28T08:00:00.000Z', ...overrides,
});

describe('备课列表', () => {
  it('lists preparations with grade, classes, materials and state, and marks a draft done with 完成备课', async () => {
    const api = fakeApi({
      '/api/PreparingWork/List': { status: 200, data: { list: [work()], total: 1 } },
      '/api/PreparingWork/Save': { status: 200, message: '备课已保存', data: work({ status: 1, statusName: '已备课' }) },
      '/api/WorkInfo/GetAllClass': { status: 200, data: [] },
    });
    renderAt(<PreparingList km="数学" />, '/jobManager/job?tab=prepare');
    const row = (await screen.findByText('第三章第二课时')).closest('tr')!;
    expect(within(row).getByText('备课中')).toBeTruthy();
    expect(within(row).getByText('七年级 / 七年级1班')).toBeTruthy();
    expect(within(row).getByRole('link', { name: /教案\.pdf/ }).getAttribute('href')).toBe(`/api/Upload/File/${'a'.repeat(32)}`);
    await userEvent.click(within(row).getByRole('button', { name: /完成备课/ }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/PreparingWork/Save')?.body).toEqual({ guid: work().guid }));
  });

  it('filters by paper source from page 1 and deletes after confirming', async () => {
    const api = fakeApi({
      '/api/PreparingWork/List': { status: 200, data: { list: [work({ status: 1, statusName: '已备课' })], total: 1 } },
      '/api/PreparingWork/Delete': { status: 200, message: '删除成功', data: null },
      '/api/WorkInfo/GetAllClass': { status: 200, data: [] },
    });
    renderAt(<PreparingList km="数学" />, '/jobManager/job?tab=prepare');
    const row = (await screen.findByText('第三章第二课时')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: /完成备课/ })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: '试卷来源' }));
    await userEvent.click(await screen.findByTitle('校本试卷'));
    const listed = () => api.fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/PreparingWork/List'));
    await waitFor(() => expect(listed().at(-1)).toContain('paperSource=2'));
    expect(listed().at(-1)).toContain('pageIndex=1');
    await userEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    await userEvent.click(await screen.findByRole('button', { name: /^(OK|确\s*定)$/ }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/PreparingWork/Delete')?.body).toEqual({ guid: work().guid }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
  });
});
