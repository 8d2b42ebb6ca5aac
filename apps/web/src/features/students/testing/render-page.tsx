import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LocationProbe } from '@/app/testing/location-probe';
import type { TUserInfo } from '@zuoyeben/shared';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/app/query-client';
import { RequireAuth, userInfoQueryKey } from '@/features/auth';

/**
 * Renders one page at `url` below the app's providers and <RequireAuth> with a signed-in user, plus any further routes the
 * page may navigate to. Unlike app/testing's renderWithUser it honours the URL, which this feature reads.
 */
export function renderPage(
  page: ReactNode,
  { user, url = '/', path = '*', routes = {} }: { user: TUserInfo; url?: string; path?: string; routes?: Record<string, ReactNode> },
) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userInfoQueryKey, user);
  return render(
    <AppProvider navigate={() => undefined} queryClient={() => queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <RequireAuth>
          <LocationProbe />
          <Routes>
            <Route path={path} element={page} />
            {Object.entries(routes).map(([p, element]) => (
              <Route key={p} path={p} element={element} />
            ))}
          </Routes>
        </RequireAuth>
      </MemoryRouter>
    </AppProvider>,
  );
}
