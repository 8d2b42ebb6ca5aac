import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MY_PAPERS_PAGE, type TMyPaper } from '@zuoyeben/shared';
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
          ? { list: [paper({ paperGuid: '22222222-2222-4222-8222-222222222222', name: '单元检测', entry: 'upload', entryName: '上传' })], total: 1, url: MY_PAPERS_PAGE }
          : { list: [paper({})], total: 1, url: MY_PAPERS_PAGE },
      }),
    });
    renderAt(<MyPapersScreen scope={{ period: 'C', km: '数学' }} sourceTabs={null} />, '/jobManager/job-edit-tiku?sourceType=4');
    const card = await screen.findByRole('article', { name: '七年级 一元一次方程 分层作业' });
    expect(within(card).getAllByText('备课').some((el) => !el.closest('button'))).toBe(true);
    expect(within(card).getByRole('button', { name: /备课/ })).toBeTruthy();
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
    fakeApi({ '/api/QuestionBank/Papers/Mine': { status: 200, data: { list: [], total: 0, url: MY_PAPERS_PAGE } } });
    renderAt(<MyPapersScreen scope={{ period: 'C', km: '数学' }} sourceTabs={null} />, '/jobManager/job-edit-tiku?sourceType=4');
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows 我的备课 above the prepared papers when 来源 is 备课', async () => {
    const work = {
      guid: '33333333-3333-4333-8333-333333333333', name: '第三章第二课时', paperGuid: paper({}).paperGuid, paperName: '七年级 一元一次方程 分层作业',
      paperSource: 4, paperSourceName: '我的试卷', period: 'C', km: '数学', gradeCode: 'A7', gradeName: '七年级', classes: [{ guid: 'c1', name: '七年级1班' }],
      lessonDate: '2026-12-02', notes: '重点讲去括号', status: 0, statusName: '备课中', itemCount: 9, totalScore: 40, files: [], openCount: 0,
      lastOpenTime: null, createTime: '2026-11-28T08:00:00.000Z', updateTime: '2026-11-28T08:00:00.000Z',
    };
    const api = fakeApi({
      '/api/QuestionBank/Papers/Mine': { status: 200, data: { list: [paper({})], total: 1, url: MY_PAPERS_PAGE } },
      '/api/PreparingWork/List': { status: 200, data: { list: [work], total: 1 } },
      '/api/PreparingWork/Retrieve': { status: 200, data: null },
      '/api/WorkInfo/GetAllClass': { status: 200, data: [{ gradeCode: 'A7', gradeName: '七年级', clazzes: [] }] },
    });
    renderAt(<MyPapersScreen scope={{ period: 'C', km: '数学' }} sourceTabs={null} />, '/jobManager/job-edit-tiku?sourceType=4');
    await screen.findByRole('article', { name: '七年级 一元一次方程 分层作业' });
    expect(screen.queryByRole('region', { name: '备课列表' })).toBeNull();
    await userEvent.click(within(screen.getByRole('group', { name: '来源' })).getByText('备课'));
    const list = await screen.findByRole('region', { name: '备课列表' });
    expect(await within(list).findByText('第三章第二课时')).toBeTruthy();
    expect(within(list).getByText('七年级 / 七年级1班')).toBeTruthy();
    const listed = api.fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/PreparingWork/List'));
    expect(listed.at(-1)).toContain('km=%E6%95%B0%E5%AD%A6');
    expect(listed.at(-1)).toContain('paperSource=0');
  });
});
