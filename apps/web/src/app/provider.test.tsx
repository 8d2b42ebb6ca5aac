import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@/app/testing/fake-api';
import { buildUserInfo } from '@/app/testing/user-info';
import { AppProvider } from './provider';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A page whose code has not arrived yet: it shows nothing and asks for nothing. */
function PageStillLoading() {
  return <p>页面代码加载中</p>;
}

describe('AppProvider', () => {
  it('asks for the signed-in user before the page renders when the opened page needs one', async () => {
    const api = fakeApi({ '/api/User/UserInfo': { status: 200, data: buildUserInfo() } });
    render(<AppProvider navigate={() => undefined} prefetchUser><PageStillLoading /></AppProvider>);
    expect(screen.getByText('页面代码加载中')).toBeTruthy();
    await waitFor(() => expect(api.calls.map((c) => c.path)).toEqual(['/api/User/UserInfo']));
  });

  it('asks for nothing on a public page (login), where no session is expected', async () => {
    const api = fakeApi({});
    render(<AppProvider navigate={() => undefined}><PageStillLoading /></AppProvider>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);
  });

  it('sends the visitor to /login when the early request finds no session', async () => {
    fakeApi({ '/api/User/UserInfo': { status: 401, message: '请先登录' } });
    const navigate = vi.fn();
    render(<AppProvider navigate={navigate} prefetchUser><PageStillLoading /></AppProvider>);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
  });
});
