import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { buildUserInfo } from '@/app/testing/user-info';
import { WORK_GUID } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import { JobFinishPage } from './job-finish-page';

afterEach(() => vi.unstubAllGlobals());

const PAPER_GUID = '77777777-7777-4777-8777-777777777777';

function serve(paperGuid: string | null) {
  return fakeApi({
    '/api/WorkInfo/GetWorkPaperGuid': { status: 200, data: { paperGuid, workCode: '123456' } },
    // Not made yet: queued in the task centre.
    '/api/WorkInfo/GetPaperCardPdf': { status: 201, data: { key: 'task-1', name: '答题卡', type: 1 } },
    '/api/Job/List': { status: 200, data: { list: [], total: 0 } },
  });
}

describe('finish page of a paper work answered on paper', () => {
  it('offers the paper, answers and answer card of this work, the card made for its work code', async () => {
    const api = serve(PAPER_GUID);
    renderPage(<JobFinishPage />, { user: buildUserInfo(), url: `/jobManager/job-finish?workInfoGuid=${WORK_GUID}&workType=4` });
    const prints = await screen.findByLabelText('试卷打印');
    expect(within(prints).getByText(/二维码含本作业的作业号/)).toBeTruthy();
    expect(within(prints).getByRole('button', { name: /下载试卷/ })).toBeTruthy();
    expect(within(prints).getByRole('button', { name: /下载答案解析/ })).toBeTruthy();
    await userEvent.click(within(prints).getByRole('button', { name: /下载答题卡/ }));
    await waitFor(() => expect(api.fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/WorkInfo/GetPaperCardPdf?'))).toBe(true));
    const url = String(api.fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/WorkInfo/GetPaperCardPdf?'))![0]);
    expect(new URLSearchParams(url.split('?')[1]).get('paperGuid')).toBe(PAPER_GUID);
    expect(new URLSearchParams(url.split('?')[1]).get('workCode')).toBe('123456');
  });

  it('shows no prints for a work not made from a paper', async () => {
    const api = serve(null);
    renderPage(<JobFinishPage />, { user: buildUserInfo(), url: `/jobManager/job-finish?workInfoGuid=${WORK_GUID}&workType=3` });
    expect(await screen.findByText('操作成功')).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/WorkInfo/GetWorkPaperGuid')).toBe(true));
    expect(screen.queryByLabelText('试卷打印')).toBeNull();
  });
});
