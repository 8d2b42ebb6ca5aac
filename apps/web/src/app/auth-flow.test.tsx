import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES_STORAGE_KEY } from '@/lib/api-client';
import { fakeApi } from './testing/fake-api';
import { renderApp } from './testing/render-app';
import { buildUserInfo } from './testing/user-info';

// The account menu's code loads when the user reaches for it (issue 9 item 23); loaded here beforehand so a busy
// machine's first import of it does not outlast findByText's wait.
beforeAll(() => import('@/features/auth/components/user-menu-dropdown'), 30_000);
/** How long the menu may take to mount and open on a busy machine once its code is asked for. */
const LAZY_WAIT = 5_000;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const ROLES = { roles: [{ role: 'Teacher', roleName: '教师' }, { role: 'Salesman', roleName: '学校管理员' }] };

async function fillLogin(phone = '13800000002', password = 'Demo@2026') {
  await userEvent.type(await screen.findByLabelText('账号'), phone);
  await userEvent.type(screen.getByLabelText('密码'), password);
  await userEvent.click(screen.getByRole('button', { name: '登录' }));
}

describe('login and role choice (spec 03 §4, §7.6)', () => {
  it('shows a wrong-password refusal inline, without leaving the page', async () => {
    fakeApi({ '/api/Common/Login1': { status: 403, message: '账号或密码错误' } });
    const { router } = renderApp('/login');
    await fillLogin();
    expect((await screen.findByRole('alert')).textContent).toContain('账号或密码错误');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the too-many-attempts message inline', async () => {
    fakeApi({ '/api/Common/Login1': { status: 429, message: '登录尝试过于频繁，请1分钟后再试' } });
    renderApp('/login');
    await fillLogin();
    expect((await screen.findByRole('alert')).textContent).toContain('登录尝试过于频繁');
  });

  it('asks for both fields before calling the server', async () => {
    const api = fakeApi({});
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入账号（手机号）')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('returns to the page the user came from after a successful login', async () => {
    const api = fakeApi({ '/api/Common/Login1': { status: 200, data: buildUserInfo() } });
    const { router } = renderApp('/login?redirect=%2Fusercenter%2Fstudent');
    await fillLogin();
    expect(await screen.findByText('学生管理页面')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/usercenter/student');
    expect(api.calls[0]).toEqual({ path: '/api/Common/Login1', body: { userCode: '13800000002', password: 'Demo@2026' } });
    // The login answer is the user info: no second call for it.
    // (The task centre of the signed-in layout asks for the user's tasks.)
    expect(api.calls.map((c) => c.path).filter((p) => p !== '/api/Job/List')).toEqual(['/api/Common/Login1']);
  });

  it('with several roles goes to /change-role, and the chosen role opens the homework list', async () => {
    const api = fakeApi({
      '/api/Common/Login1': { status: 411, message: '请选择角色', data: ROLES },
      '/api/Common/SetRole': { status: 200, data: buildUserInfo({ user: { userRole: 'Salesman' } }) },
    });
    const { router } = renderApp('/login');
    await fillLogin('13800000001');
    await userEvent.click(await screen.findByRole('button', { name: /学校管理员/ }));
    expect(await screen.findByText('作业列表页面')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/jobManager/job');
    expect(api.calls.filter((c) => c.path !== '/api/Job/List').at(-1)).toEqual({ path: '/api/Common/SetRole', body: { role: 'Salesman' } });
    expect(sessionStorage.getItem(ROLES_STORAGE_KEY)).toBeNull();
  });

  it('asks the server for the roles when /change-role is opened directly', async () => {
    fakeApi({ '/api/Common/GetRoles': { status: 200, data: ROLES } });
    renderApp('/change-role');
    expect(await screen.findByRole('button', { name: /教师/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /学校管理员/ })).toBeTruthy();
  });
});

describe('account controls in the header', () => {
  it('offers 切换角色 only to users with several roles', async () => {
    fakeApi({ '/api/User/UserInfo': { status: 200, data: buildUserInfo({ roles: ['Teacher', 'Salesman'] }) } });
    const { router } = renderApp('/jobManager/job');
    await userEvent.click(await screen.findByRole('button', { name: '用户菜单' }));
    await userEvent.click(await screen.findByText('切换角色', {}, { timeout: LAZY_WAIT }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/change-role'));
  });

  it('hides 切换角色 from a user with one role', async () => {
    fakeApi({ '/api/User/UserInfo': { status: 200, data: buildUserInfo() } });
    renderApp('/jobManager/job');
    await userEvent.click(await screen.findByRole('button', { name: '用户菜单' }));
    expect(await screen.findByText('用户中心', {}, { timeout: LAZY_WAIT })).toBeTruthy();
    expect(screen.queryByText('切换角色')).toBeNull();
  });

  it('logs out: the exit call, stored data dropped, then the login page of the origin', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost:3000', assign });
    const api = fakeApi({
      '/api/User/UserInfo': { status: 200, data: buildUserInfo() },
      '/api/Common/Exit': { status: 200 },
    });
    sessionStorage.setItem(ROLES_STORAGE_KEY, JSON.stringify(ROLES));
    renderApp('/jobManager/job');
    await userEvent.click(await screen.findByRole('button', { name: '用户菜单' }));
    await userEvent.click(await screen.findByText('退出登录', {}, { timeout: LAZY_WAIT }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/login'));
    expect(api.calls.map((c) => c.path)).toContain('/api/Common/Exit');
    expect(sessionStorage.getItem(ROLES_STORAGE_KEY)).toBeNull();
  });

  it('shows the school name, and no switcher, for a user of one school', async () => {
    fakeApi({ '/api/User/UserInfo': { status: 200, data: buildUserInfo() } });
    renderApp('/jobManager/job');
    expect(await screen.findByText('第一实验中学')).toBeTruthy();
    expect(screen.queryByLabelText('切换学校')).toBeNull();
  });
});
