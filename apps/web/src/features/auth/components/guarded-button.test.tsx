import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVICE_BLOCKED_TIP } from '@zuoyeben/shared';
import { buildUserInfo } from '@/app/testing/user-info';
import { renderWithUser } from '@/app/testing/render-app';
import { GuardedButton } from './guarded-button';

describe('GuardedButton (spec 03 §4 click-blocking)', () => {
  it('runs the click while the service is usable', async () => {
    const onClick = vi.fn();
    renderWithUser(<GuardedButton onClick={onClick}>布置作业</GuardedButton>, buildUserInfo());
    await userEvent.click(screen.getByRole('button', { name: '布置作业' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['the service has expired', { serverstatus: 2 }],
    ['the service is not opened', { serverstatus: 1 }],
    ['the membership is disabled', { isdisable: true }],
  ])('blocks the click and shows the tip when %s', async (_why, permission) => {
    const onClick = vi.fn();
    renderWithUser(<GuardedButton onClick={onClick}>布置作业</GuardedButton>, buildUserInfo({ permission }));
    await userEvent.click(screen.getByRole('button', { name: '布置作业' }));
    expect(onClick).not.toHaveBeenCalled();
    // antd's test-mode ids are all 'test-id', so the dialog's label is checked by its text.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('温馨提示').length).toBeGreaterThan(0);
    expect(within(dialog).getByText(SERVICE_BLOCKED_TIP)).toBeTruthy();
  });
});
