import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ReactNode } from 'react';
import type { TUserInfo } from '@zuoyeben/shared';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/app/query-client';
import { RequireAuth, userInfoQueryKey } from '@/features/auth';

/** Renders a page at `url` below the app's providers and <RequireAuth>, signed in as `user`. */
export function renderPage(page: ReactNode, { user, url }: { user: TUserInfo; url: string }) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userInfoQueryKey, user);
  return render(
    <AppProvider navigate={() => undefined} queryClient={() => queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <RequireAuth>
          <Routes>
            <Route path="*" element={page} />
          </Routes>
        </RequireAuth>
      </MemoryRouter>
    </AppProvider>,
  );
}
