import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { FirstUseGuide } from './first-use-guide';

afterEach(() => vi.unstubAllGlobals());

function Where() {
  return <output aria-label="地址">{useLocation().pathname}</output>;
}

describe('first-use guide', () => {
  it('shows the four steps to a new teacher; 开始设置 closes it for good and opens the teaching-info page', async () => {
    const api = fakeApi({
      '/api/Teacher/IsShowGuidePage': { status: 200, data: { isShow: true } },
      '/api/Teacher/CloseGuidePage': { status: 200, data: null },
    });
    renderAt(<><FirstUseGuide /><Where /></>, '/jobManager/job');
    const dialog = await screen.findByRole('dialog');
    for (const step of ['完善教学信息', '设置教学进度', '布置作业', '批改与分析']) expect(within(dialog).getByText(step)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /开始设置/ }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/Teacher/CloseGuidePage')).toBe(true));
    expect(screen.getByLabelText('地址').textContent).toBe('/usercenter/teachinfo');
  });

  it('shows nothing when the server says no, or does not answer', async () => {
    fakeApi({ '/api/Teacher/IsShowGuidePage': { status: 200, data: { isShow: false } } });
    const { unmount } = renderAt(<FirstUseGuide />, '/jobManager/job');
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    fakeApi({});
    renderAt(<FirstUseGuide />, '/jobManager/job');
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('接口不存在')).toBeNull();
  });
});
