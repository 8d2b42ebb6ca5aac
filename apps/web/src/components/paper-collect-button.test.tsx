import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { COLLECT_REMINDER_KEY } from './collect-reminder';
import { PaperCollectButton } from './paper-collect-button';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const PAPER = '22222222-2222-4222-8222-222222222222';

function fakePapers() {
  return fakeApi({
    '/api/QuestionBank/Papers/Collect': { status: 200, message: '收藏试卷成功！' },
    '/api/QuestionBank/Papers/Uncollect': { status: 200, message: '取消收藏试卷成功！' },
  });
}
const collectCalls = (api: ReturnType<typeof fakePapers>) => api.calls.filter((c) => c.path === '/api/QuestionBank/Papers/Collect');

describe('the paper collect button', () => {
  it('asks with the reminder before collecting, and collects on 确定收藏', async () => {
    const api = fakePapers();
    renderAt(<PaperCollectButton paperGuid={PAPER} isCollection={false} />, '/');
    await userEvent.click(screen.getByRole('button', { name: /收藏/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/收藏后可在「题库 → 我的收藏」中查看/)).toBeTruthy();
    expect(collectCalls(api)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定收藏' }));
    expect(await screen.findByText('收藏试卷成功！')).toBeTruthy();
    expect(collectCalls(api)[0]?.body).toEqual({ paperGuid: PAPER });
    expect(await screen.findByRole('button', { name: /已收藏/ })).toBeTruthy();
    expect(localStorage.getItem(COLLECT_REMINDER_KEY)).toBeNull();
  });

  it('does not collect when the reminder is cancelled', async () => {
    const api = fakePapers();
    renderAt(<PaperCollectButton paperGuid={PAPER} isCollection={false} />, '/');
    await userEvent.click(screen.getByRole('button', { name: /收藏/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }));
    expect(collectCalls(api)).toHaveLength(0);
    expect(screen.getByRole('button', { name: /收藏/, pressed: false })).toBeTruthy();
  });

  it('shows the reminder once when 不再提醒 is ticked, storing the flag 1', async () => {
    const api = fakePapers();
    const { unmount } = renderAt(<PaperCollectButton paperGuid={PAPER} isCollection={false} />, '/');
    await userEvent.click(screen.getByRole('button', { name: /收藏/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '不再提醒' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定收藏' }));
    await waitFor(() => expect(collectCalls(api)).toHaveLength(1));
    expect(localStorage.getItem(COLLECT_REMINDER_KEY)).toBe('1');
    unmount();

    renderAt(<PaperCollectButton paperGuid={PAPER} isCollection={false} />, '/');
    await userEvent.click(screen.getByRole('button', { name: /收藏/ }));
    await waitFor(() => expect(collectCalls(api)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uncollects 已收藏 without asking', async () => {
    const api = fakePapers();
    const onChange = vi.fn();
    renderAt(<PaperCollectButton paperGuid={PAPER} isCollection onChange={onChange} />, '/');
    await userEvent.click(screen.getByRole('button', { name: /已收藏/ }));
    expect(await screen.findByText('取消收藏试卷成功！')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/QuestionBank/Papers/Uncollect')?.body).toEqual({ paperGuid: PAPER });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).toHaveBeenCalledWith(false);
  });
});
