import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVICE_BLOCKED_TIP } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { buildUserInfo } from '@/app/testing/user-info';
import { ALL_CLASS, buildRow } from '../../testing/fixtures';
import { currentUrl, renderPage } from '../../testing/render-page';
import { HomeworkListPage } from './homework-list-page';

afterEach(() => vi.unstubAllGlobals());

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

  it('deletes a work after 确定删除该条记录？', async () => {
    const api = serve();
    renderPage(<HomeworkListPage />, { user: buildUserInfo(), url: '/jobManager/job' });
    const first = (await screen.findByText('期中复习')).closest('tr')!;
    await userEvent.click(within(first).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除该条记录？')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功！')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/WorkInfo/Delete')?.body).toEqual({ workInfoGuid: rows[0]!.workInfoGuid, ruCode: 'RU10001' });
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
});
