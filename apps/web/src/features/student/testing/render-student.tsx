import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LocationProbe } from '@/app/testing/location-probe';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/app/query-client';

/** Renders a student page at `url` below the app's providers, with stand-ins for the pages it may navigate to. */
export function renderStudentPage(page: ReactNode, { url, path, routes = {} }: { url: string; path: string; routes?: Record<string, ReactNode> }) {
  const queryClient = createQueryClient();
  return render(
    <AppProvider navigate={() => undefined} queryClient={() => queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <LocationProbe />
        <Routes>
          <Route path={path} element={page} />
          {Object.entries(routes).map(([p, element]) => (
            <Route key={p} path={p} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}
