import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVICE_BLOCKED_TIP } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { buildUserInfo } from '@/app/testing/user-info';
import { ALL_CLASS, buildRow } from '../../testing/fixtures';
import { currentUrl, renderPage } from '../../testing/render-page';
import { createQueryClient } from '@/app/query-client';
import { prefetchWorkList } from '../../lib/prefetch-work-list';
import { HomeworkListPage } from './homework-list-page';

afterEach(() => vi.unstubAllGlobals());
// The delete confirmation's code loads when a teacher reaches for 删除 (issue 9 item 23); loaded here beforehand so a
// busy machine's first import of it does not outlast findByText's wait.
beforeAll(() => import('@/components/light/ant-popconfirm'), 30_000);
/** How long the confirmation may take to mount and open on a busy machine once its code is asked for. */
const LAZY_WAIT = 5_000;

const rows = [buildRow({ name: '期中复习' }), buildRow({ name: '扫描练习', workType: 4, state: 2, isCreate: false })];

function serve(total = 2) {
  return fakeApi({
    '/api/WorkInfo/List': { status: 200, data: { list: rows, total } },
    '/api/WorkInfo/GetAllClass': { status: 200, data: ALL_CLASS },
    '/api/WorkInfo/Delete': { status: 200 },
  });
}
type Api = ReturnType<typeof serve>;
/** The list requests' query strings, as GET sends them. */
const listQueries = (api: Api) =>
  api.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((u) => u.pathname === '/api/WorkInfo/List')
    .map((u) => {
      const q = Object.fromEntries(u.searchParams);
      delete q._t;
      return q;
    });

describe('homework list page', () => {
  it('lists works with their state tags and the actions each may take', async () => {
    const api = serve();
    renderPage(<HomeworkListPage />, { user: buildUserInfo(), url: '/jobManager/job' });
    const first = (await screen.findByText('期中复习')).closest('tr')!;
    expect(within(first).getByText('进行中')).toBeTruthy();
    expect(within(first).getByRole('button', { name: '编辑' })).toBeTruthy();
    const scan = screen.getByText('扫描练习').closest('tr')!;
    expect(within(scan).getByText('已结束')).toBeTruthy();
    expect(within(scan).getByRole('button', { name: '录入答案' })).toBeTruthy();
    // Not the creator: no edit or delete.
    expect(within(scan).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(scan).queryByRole('button', { name: '删除' })).toBeNull();
    // The top-right subject filters the list; 10 per page.
    expect(listQueries(api)[0]).toEqual({ km: '语文', pageIndex: '1', pageSize: '10' });
  });

  it('goes back to page 1 with the default filters on 重置', async () => {
    const api = serve(45);
    renderPage(<HomeworkListPage />, { user: buildUserInfo(), url: '/jobManager/job?workType=1' });
    await screen.findByText('期中复习');
    await userEvent.click(screen.getByRole('checkbox', { name: '只看我布置的' }));
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ mine: '1', pageIndex: '1' }));
    await userEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ mine: '1', pageIndex: '3' }));
    await userEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(listQueries(api).at(-1)).toEqual({ km: '语文', workType: '1', pageIndex: '1', pageSize: '10' }));
  });

  it('deletes a work after 确定删除该条记录？, naming the homework and the submissions lost with it', async () => {
    const api = serve();
    renderPage(<HomeworkListPage />, { user: buildUserInfo(), url: '/jobManager/job' });
    const first = (await screen.findByText('期中复习')).closest('tr')!;
    await userEvent.click(within(first).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除该条记录？', {}, { timeout: LAZY_WAIT })).toBeTruthy();
    expect(screen.getByText('作业“期中复习”：已有 3 名学生提交，删除后这些提交和成绩将一并删除，无法恢复。')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功！')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/WorkInfo/Delete')?.body).toEqual({ workInfoGuid: rows[0]!.workInfoGuid, ruCode: 'RU10001' });
  });

  it('says so when nobody has submitted the homework to be deleted', async () => {
    fakeApi({
      '/api/WorkInfo/List': { status: 200, data: { list: [buildRow({ name: '周末练习', submitCount: 0 })], total: 1 } },
      '/api/WorkInfo/GetAllClass': { status: 200, data: ALL_CLASS },
    });
    renderPage(<HomeworkListPage />, { user: buildUserInfo(), url: '/jobManager/job' });
    const row = (await screen.findByText('周末练习')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('作业“周末练习”：还没有学生提交。', {}, { timeout: LAZY_WAIT })).toBeTruthy();
  });

  it('opens the right screens from the row actions', async () => {
    serve();
    renderPage(<HomeworkListPage />, { user: buildUserInfo(), url: '/jobManager/job' });
    const first = (await screen.findByText('期中复习')).closest('tr')!;
    await userEvent.click(within(first).getByRole('button', { name: '复制' }));
    expect(currentUrl(screen)).toBe(`/jobManager/job-upload?workType=1&oldWorkInfoGuid=${rows[0]!.workInfoGuid}&source=1`);
  });

  it('guards 布置作业 while the service is not usable', async () => {
    serve();
    renderPage(<HomeworkListPage />, { user: buildUserInfo({ permission: { serverstatus: 2 } }), url: '/jobManager/job' });
    await userEvent.click(await screen.findByRole('button', { name: /布置作业/ }));
    expect(await screen.findByText(SERVICE_BLOCKED_TIP)).toBeTruthy();
    expect(currentUrl(screen)).toBe('/jobManager/job');
  });

  it('shows the teacher\'s 备课 in the 备课 tab (?tab=prepare) and leaves it for a work-type tab', async () => {
    const api = fakeApi({
      '/api/WorkInfo/List': { status: 200, data: { list: rows, total: 2 } },
      '/api/WorkInfo/GetAllClass': { status: 200, data: ALL_CLASS },
      '/api/PreparingWork/List': { status: 200, data: { list: [], total: 0 } },
    });
    renderPage(<HomeworkListPage />, { user: buildUserInfo(), url: '/jobManager/job?tab=prepare' });
    expect(await screen.findByRole('region', { name: '备课列表' })).toBeTruthy();
    expect(await screen.findByText('暂无备课')).toBeTruthy();
    expect(screen.queryByText('期中复习')).toBeNull();
    const prepared = api.fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x')).filter((u) => u.pathname === '/api/PreparingWork/List');
    expect(prepared[0]?.searchParams.get('km')).toBe('语文');
    await userEvent.click(screen.getByRole('tab', { name: '在线作业' }));
    expect(await screen.findByText('期中复习')).toBeTruthy();
    expect(currentUrl(screen)).toContain('workType=1');
    expect(currentUrl(screen)).not.toContain('tab=prepare');
  });

  it('lists exams only in the 考试 tab (exam=1) and opens who submitted from the 提交 count', async () => {
    const api = serve();
    renderPage(<HomeworkListPage />, { user: buildUserInfo(), url: '/jobManager/job?workType=3' });
    await screen.findByText('期中复习');
    await userEvent.click(screen.getByRole('tab', { name: '考试' }));
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ exam: '1' }));
    expect(listQueries(api).at(-1)).not.toHaveProperty('workType');
    expect(currentUrl(screen)).toBe('/jobManager/job?exam=1');
    await userEvent.click(screen.getByLabelText('期中复习提交情况'));
    expect(currentUrl(screen)).toBe(`/jobManager/job-submit?workGuid=${rows[0]!.workInfoGuid}`);
  });

  it('shows the rows asked for while its code loaded (a cold load of the list) without asking again', async () => {
    const api = serve();
    const user = buildUserInfo();
    const queryClient = createQueryClient();
    prefetchWorkList(queryClient, user, '?workType=1');
    await waitFor(() => expect(listQueries(api)).toHaveLength(1));
    renderPage(<HomeworkListPage />, { user, url: '/jobManager/job?workType=1', queryClient });
    expect(await screen.findByText('期中复习')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listQueries(api)).toEqual([{ km: '语文', workType: '1', pageIndex: '1', pageSize: '10' }]);
  });
});
