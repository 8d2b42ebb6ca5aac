import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { LocationProbe } from '@/app/testing/location-probe';
import type { TUserInfo } from '@zuoyeben/shared';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/app/query-client';
import { RequireAuth, userInfoQueryKey } from '@/features/auth';

/** Renders one homework page at `url` below the app's providers with a signed-in user; other paths render nothing. */
export function renderPage(page: ReactNode, { user, url = '/', queryClient = createQueryClient() }: { user: TUserInfo; url?: string; queryClient?: QueryClient }) {
  queryClient.setQueryData(userInfoQueryKey, user);
  const path = url.split('?')[0]!;
  return render(
    <AppProvider navigate={() => undefined} queryClient={() => queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <RequireAuth>
          <LocationProbe />
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={null} />
          </Routes>
        </RequireAuth>
      </MemoryRouter>
    </AppProvider>,
  );
}

/** The URL the page is at now. */
export const currentUrl = (screen: { getByLabelText: (t: string) => HTMLElement }) => screen.getByLabelText('当前地址').textContent ?? '';
