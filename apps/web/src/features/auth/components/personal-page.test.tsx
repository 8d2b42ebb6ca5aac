import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TDeviceSession } from '@zuoyeben/shared';
import { fakeApi } from '@/app/testing/fake-api';
import { renderAt } from '@/app/testing/render-at';
import { PersonalPage } from './personal-page';

afterEach(() => vi.unstubAllGlobals());

const HERE: TDeviceSession = { key: 'a'.repeat(24), current: true, device: 'Chrome 120 · Windows', ip: '10.0.0.1', createdAt: '2026-11-29T07:00:00.000Z', lastActiveAt: '2026-11-29T08:00:00.000Z' };
const PHONE: TDeviceSession = { key: 'b'.repeat(24), current: false, device: '微信 8 · iPhone', ip: '10.0.0.2', createdAt: '2026-11-28T07:00:00.000Z', lastActiveAt: '2026-11-28T09:30:00.000Z' };

function serve(sessions: TDeviceSession[]) {
  let list = sessions;
  return fakeApi({
    '/api/User/Profile': { status: 200, data: { userName: '李强', userPhone: '13800000002' } },
    '/api/User/SaveProfile': (body) => (body as { userPhone: string }).userPhone === '13800000003'
      ? { status: 412, message: '该手机号已被其他账号使用' }
      : { status: 200, message: '保存成功', data: body },
    '/api/User/Sessions': () => ({ status: 200, data: { list } }),
    '/api/User/EndSession': (body) => {
      list = list.filter((s) => s.key !== (body as { key: string }).key);
      return { status: 200, message: '已退出该设备', data: null };
    },
    '/api/User/EndOtherSessions': () => {
      list = list.filter((s) => s.current);
      return { status: 200, message: '已退出其他全部设备', data: { ended: 1 } };
    },
    '/api/User/ChangePassword': (body) => (body as { oldPassword: string }).oldPassword === 'right-one'
      ? { status: 200, message: '密码修改成功', data: null }
      : { status: 400, message: '原密码错误' },
  });
}

describe('个人信息 page', () => {
  it('lists this browser and the sessions elsewhere, and signs out another one', async () => {
    const api = serve([HERE, PHONE]);
    renderAt(<PersonalPage />, '/usercenter/personal');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('微信 8 · iPhone')).toBeTruthy();
    expect(within(table).getByText('当前设备')).toBeTruthy();
    // This browser's own row has no 退出.
    expect(within(table).getAllByRole('button', { name: /^退出/ })).toHaveLength(1);
    await userEvent.click(within(table).getByRole('button', { name: '退出 微信 8 · iPhone（10.0.0.2）' }));
    await userEvent.click(await screen.findByRole('button', { name: /^退\s?出$/ }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/User/EndSession')?.body).toEqual({ key: PHONE.key }));
    await waitFor(() => expect(within(table).queryByText('微信 8 · iPhone')).toBeNull());
    expect((screen.getByRole('button', { name: '退出其他全部设备' }) as HTMLButtonElement).disabled).toBe(true);
  }, 30_000);

  it('shows a wrong current password in Chinese under the form and keeps the fields', async () => {
    const api = serve([HERE]);
    renderAt(<PersonalPage />, '/usercenter/personal');
    await userEvent.type(await screen.findByLabelText('原密码'), 'wrong-one');
    await userEvent.type(screen.getByLabelText('新密码'), 'new-pass-9');
    await userEvent.type(screen.getByLabelText('确认新密码'), 'new-pass-9');
    await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('原密码错误')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/User/ChangePassword')?.body).toEqual({ oldPassword: 'wrong-one', newPassword: 'new-pass-9' });
    expect((screen.getByLabelText('新密码') as HTMLInputElement).value).toBe('new-pass-9');
  }, 30_000);

  it('refuses a malformed phone before asking the server and shows the server’s refusal of a taken one', async () => {
    const api = serve([HERE]);
    renderAt(<PersonalPage />, '/usercenter/personal');
    const phone = await screen.findByLabelText('手机号');
    await waitFor(() => expect((phone as HTMLInputElement).value).toBe('13800000002'));
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    expect(await screen.findByText('手机号格式不正确，应为11位手机号')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/User/SaveProfile')).toBe(false);
    await userEvent.clear(phone);
    await userEvent.type(phone, '13800000003');
    await userEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    expect(await screen.findByText('该手机号已被其他账号使用')).toBeTruthy();
  }, 30_000);
});
