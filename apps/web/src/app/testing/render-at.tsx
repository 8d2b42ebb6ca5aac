import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/app/query-client';
import type { TUserInfo } from '@zuoyeben/shared';
import { buildUserInfo } from '@/app/testing/user-info';
import { RequireAuth, userInfoQueryKey } from '@/features/auth';

/** Renders a teacher page at `url` (it reads its query) below the providers, signed in as a teacher. */
export function renderAt(page: ReactNode, url: string, user: TUserInfo = buildUserInfo()) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userInfoQueryKey, user);
  return render(
    <AppProvider navigate={() => undefined} queryClient={() => queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <RequireAuth>{page}</RequireAuth>
      </MemoryRouter>
    </AppProvider>,
  );
}
