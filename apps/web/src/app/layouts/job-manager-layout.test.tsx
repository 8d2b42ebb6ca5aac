import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoleValue } from '@zuoyeben/shared';
import { fakeApi } from '../testing/fake-api';
import { renderApp } from '../testing/render-app';
import { buildUserInfo } from '../testing/user-info';

afterEach(() => vi.unstubAllGlobals());

const signedIn = (userRole: RoleValue) =>
  fakeApi({ '/api/User/UserInfo': { status: 200, data: buildUserInfo({ user: { userRole } }) } });

describe('the homework sidebar', () => {
  it('offers 试题纠错 to a school administrator and opens it', async () => {
    signedIn('Salesman');
    const { router } = renderApp('/jobManager/job');
    await userEvent.click(await screen.findByRole('menuitem', { name: /试题纠错/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobManager/item-corrections'));
    expect(await screen.findByText('试题纠错页面')).toBeTruthy();
    // The title follows the route in an effect, which may run after the page's text is on screen.
    await waitFor(() => expect(document.title).toBe('试题纠错 - 作业本'));
  });

  it('offers it to the super administrator but not to a teacher', async () => {
    signedIn('Collector');
    const { unmount } = renderApp('/jobManager/job');
    expect(await screen.findByRole('menuitem', { name: /试题纠错/ })).toBeTruthy();
    unmount();
    signedIn('Teacher');
    renderApp('/jobManager/job');
    await screen.findByRole('menuitem', { name: /线下作业/ });
    expect(screen.queryByRole('menuitem', { name: /试题纠错/ })).toBeNull();
  });
});
