import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMyPaper } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { MyPapersScreen } from './my-papers-screen';

afterEach(() => vi.unstubAllGlobals());

const paper = (overrides: Partial<TMyPaper>): TMyPaper => ({
  paperGuid: '11111111-1111-4111-8111-111111111111', name: '七年级 一元一次方程 分层作业', period: 'C', km: '数学', gradeCode: 'A7',
  gradeName: '七年级', year: 2026, itemCount: 9, totalScore: 40, source: 4, recommendDate: '2026-11-19', isNew: true, isCollection: false,
  entry: 'prepare', entryName: '备课', ...overrides,
});

describe('我的试卷', () => {
  it('lists the papers with how each came to be, and filters by 上传 and year from page 1', async () => {
    const api = fakeApi({
      '/api/QuestionBank/Papers/Mine': (body) => ({
        status: 200,
        data: (body as { entry?: string }).entry === 'upload'
          ? { list: [paper({ paperGuid: '22222222-2222-4222-8222-222222222222', name: '单元检测', entry: 'upload', entryName: '上传' })], total: 1 }
          : { list: [paper({})], total: 1 },
      }),
    });
    renderAt(<MyPapersScreen scope={{ period: 'C', km: '数学' }} sourceTabs={null} />, '/jobManager/job-edit-tiku?sourceType=4');
    const card = await screen.findByRole('article', { name: '七年级 一元一次方程 分层作业' });
    expect(within(card).getByText('备课')).toBeTruthy();
    expect(within(card).getByText('9题')).toBeTruthy();
    expect(within(card).getByRole('button', { name: /收藏$/ })).toBeTruthy();
    await userEvent.click(within(screen.getByRole('group', { name: '来源' })).getByText('上传'));
    expect(await screen.findByRole('article', { name: '单元检测' })).toBeTruthy();
    const calls = () => api.calls.filter((c) => c.path === '/api/QuestionBank/Papers/Mine').map((c) => c.body as Record<string, unknown>);
    expect(calls().at(-1)).toMatchObject({ period: 'C', km: '数学', entry: 'upload', pageIndex: 1, pageSize: 10 });
    const year = new Date().getFullYear();
    await userEvent.click(within(screen.getByRole('group', { name: '时间' })).getByText(String(year)));
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ entry: 'upload', year, pageIndex: 1 }));
  });

  it('says 暂无数据 when the teacher has no papers', async () => {
    fakeApi({ '/api/QuestionBank/Papers/Mine': { status: 200, data: { list: [], total: 0 } } });
    renderAt(<MyPapersScreen scope={{ period: 'C', km: '数学' }} sourceTabs={null} />, '/jobManager/job-edit-tiku?sourceType=4');
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('article')).toBeNull();
  });
});
