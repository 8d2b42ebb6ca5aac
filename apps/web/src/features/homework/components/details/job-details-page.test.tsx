import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { buildUserInfo } from '@/app/testing/user-info';
import { WORK_GUID, buildWorkInfo } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import { JobDetailsPage } from './job-details-page';

afterEach(() => vi.unstubAllGlobals());

const detail = (over: object = {}) => ({ ...buildWorkInfo({ existSubmit: true }), creatorName: '李强', submitCount: 12, studentTotal: 40, ...over });
const url = `/jobManager/job-details?workGuid=${WORK_GUID}`;

describe('homework detail', () => {
  it('edits the answer key, then offers 重新计分 for the submissions it would change', async () => {
    const api = fakeApi({
      '/api/WorkInfo/Detail': { status: 200, data: detail() },
      '/api/WorkInfo/UpdateWorkQuestion': { status: 200, data: { pendingRescore: 5 } },
      '/api/WorkInfo/Rescore': { status: 200, data: { changed: 5, total: 12 } },
    });
    renderPage(<JobDetailsPage />, { user: buildUserInfo(), url });
    expect(await screen.findByText('七年级1班（40人）')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '编辑答案' }));
    await userEvent.click(screen.getByRole('button', { name: '第1题选项B' }));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('答案或计分规则已修改，重新计分后将有 5 份提交的得分发生变化。')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/WorkInfo/UpdateWorkQuestion')?.body).toMatchObject({
      workInfoGuid: WORK_GUID,
      list: [{ th: 1, answer: 'B' }, { th: 2, answer: 'AC' }],
    });
    await userEvent.click(screen.getByRole('button', { name: '重新计分' }));
    expect(await screen.findByText('重新计分完成，共 5 份提交的得分发生了变化')).toBeTruthy();
  });

  it('restores the answers on 取消', async () => {
    fakeApi({ '/api/WorkInfo/Detail': { status: 200, data: detail() } });
    renderPage(<JobDetailsPage />, { user: buildUserInfo(), url });
    await userEvent.click(await screen.findByRole('button', { name: '编辑答案' }));
    await userEvent.click(screen.getByRole('button', { name: '第1题选项B' }));
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '第1题选项B' })).toBeNull());
    expect(screen.getByText('A')).toBeTruthy();
  });

  it('shows no 编辑答案 to a teacher who did not create the work', async () => {
    fakeApi({ '/api/WorkInfo/Detail': { status: 200, data: detail({ isCreate: false }) } });
    renderPage(<JobDetailsPage />, { user: buildUserInfo(), url });
    await screen.findByText('七年级1班（40人）');
    expect(screen.queryByRole('button', { name: '编辑答案' })).toBeNull();
  });

  it('opens the homework as a resource of the school (资源库) and copies its link', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fakeApi({ '/api/WorkInfo/Detail': { status: 200, data: detail({ allowOthersView: 1 }) } });
    renderPage(<JobDetailsPage />, { user: buildUserInfo(), url });
    const open = await screen.findByRole('link', { name: /资源库查看/ });
    expect(open.getAttribute('href')).toBe(`/jobManager/details-warehouse?workGuid=${WORK_GUID}`);
    expect(open.getAttribute('target')).toBe('_blank');
    await userEvent.click(screen.getByRole('button', { name: '复制链接' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/jobManager/details-warehouse?workGuid=${WORK_GUID}`));
    expect(await screen.findByText('已复制资源库链接，本校老师均可打开查看')).toBeTruthy();
  });
});
