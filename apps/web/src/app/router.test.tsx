import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVICE_BLOCKED_TIP, SERVICE_EXPIRED_BANNER } from '@zuoyeben/shared';
import { isPhoneMode } from '@/lib/phone-mode';
import { fakeApi } from './testing/fake-api';
import { renderApp } from './testing/render-app';
import { buildUserInfo } from './testing/user-info';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const signedIn = (info = buildUserInfo()) => fakeApi({ '/api/User/UserInfo': { status: 200, data: info } });

describe('app routing', () => {
  it('sends an unknown path to the homework list inside the main layout', async () => {
    signedIn();
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByText('作业列表页面')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/jobManager/job');
    expect(screen.getByRole('menuitem', { name: /线下作业/ })).toBeTruthy();
    expect(screen.getByText('学情分析')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('作业列表 - 作业本'));
  });

  it('shows the boot screen of index.html, not a bare spinner, until the signed-in user is known', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { fetchMock } = signedIn();
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (...args) => released.then(() => answer(...args)));
    renderApp('/jobManager/job');
    expect((await screen.findByRole('status')).textContent).toBe('作业本正在加载…');
    release();
    expect(await screen.findByText('作业列表页面')).toBeTruthy();
    expect(screen.queryByText('正在加载…')).toBeNull();
  });

  it('redirects /homework/paper to /groupTypesetting with the same query', async () => {
    signedIn();
    const { router } = renderApp('/homework/paper?workType=3&source=0');
    expect(await screen.findByText('组卷排版页面')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/groupTypesetting?workType=3&source=0');
  });

  it('shows the user centre page next to its side menu', async () => {
    signedIn();
    renderApp('/usercenter');
    expect(await screen.findByText('教学信息页面')).toBeTruthy();
    expect(screen.getByRole('link', { name: '同名学生' }).getAttribute('href')).toBe('/usercenter/graderepeat');
  });

  it('hides sidebar entries the user has no permission for', async () => {
    signedIn(buildUserInfo({ permission: { createOnline: false } }));
    renderApp('/jobManager/job');
    await screen.findByRole('menuitem', { name: /线下作业/ });
    expect(screen.queryByRole('menuitem', { name: /在线作业/ })).toBeNull();
  });

  it('shows the expired banner and blocks create entries when the service has expired', async () => {
    signedIn(buildUserInfo({ permission: { serverstatus: 2 } }));
    const { router } = renderApp('/jobManager/job');
    expect(await screen.findByText(SERVICE_EXPIRED_BANNER)).toBeTruthy();
    await userEvent.click(screen.getByRole('menuitem', { name: /在线作业/ }));
    // antd's test-mode ids are all 'test-id', so the dialog's label is checked by its text.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('温馨提示').length).toBeGreaterThan(0);
    expect(within(dialog).getByText(SERVICE_BLOCKED_TIP)).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('lets a usable sidebar entry open the list of its work type', async () => {
    signedIn();
    const { router } = renderApp('/jobManager/job');
    await userEvent.click(await screen.findByRole('menuitem', { name: /在线作业/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?workType=1'));
    expect(screen.queryByText(SERVICE_EXPIRED_BANNER)).toBeNull();
  });

  it('opens a public page without asking for the user', async () => {
    const api = fakeApi({});
    renderApp('/500');
    expect(await screen.findByText('500')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('sends a visitor without a session to /login, remembering the page', async () => {
    fakeApi({ '/api/User/UserInfo': { status: 401 } });
    const { router } = renderApp('/reports/dashboard?km=1');
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/reports/dashboard?km=1');
  });

  it('sets the phone-mode flag on phone routes and clears it elsewhere', async () => {
    fakeApi({});
    const { router } = renderApp('/phoneLogin');
    await screen.findByText('手机登录');
    expect(isPhoneMode()).toBe(true);
    await router.navigate('/login');
    await screen.findByText('教师、学校管理员登录');
    expect(isPhoneMode()).toBe(false);
  });
});
