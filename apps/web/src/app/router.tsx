import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '@/features/auth';
import { CenteredSpin } from '@/components/centered-spin';
import { RouteError } from '@/components/route-error';
import { PAGES, requiresAuth, type LayoutKind, type PageDef, type PageKey } from './route-table';
import type { RouteHandle } from './use-route-handle';
import { RootRoute } from './routes/root';
import { LocationRedirect } from './routes/location-redirect';
import { MainLayout } from './layouts/main-layout';
import { JobManagerLayout } from './layouts/job-manager-layout';
import { UsercenterLayout } from './layouts/usercenter-layout';
import { BareLayout } from './layouts/bare-layout';
import { PublicLayout } from './layouts/public-layout';

/** Loads one page's code on first visit. */
export type PageLoader = () => Promise<{ Component: ComponentType }>;
export type PageLoaders = Record<PageKey, PageLoader>;

/** Every planned page shares one component that reads its title and spec section from the handle. */
const loadPlanned: PageLoader = () => import('./routes/planned-route').then((m) => ({ Component: m.PlannedRoute }));

function FullScreenSpin() {
  return <CenteredSpin fullScreen />;
}

function pageRoute(page: PageDef, loaders: PageLoaders): RouteObject {
  const handle: RouteHandle = {
    title: page.title,
    spec: page.spec,
    layout: page.layout,
    requireAuth: requiresAuth(page),
    phone: page.phone ?? false,
    ...(page.menu ? { menu: page.menu } : {}),
    ...(page.act ? { act: page.act } : {}),
  };
  return { path: page.path, handle, lazy: page.page ? loaders[page.page] : loadPlanned, ErrorBoundary: RouteError };
}

/**
 * The route tree: pages of the table grouped under their layouts; signed-in layouts sit below
 * <RequireAuth>. Redirects and unknown paths fall through to one catch-all route.
 */
export function buildRoutes(loaders: PageLoaders): RouteObject[] {
  const pagesOf = (layout: LayoutKind) => PAGES.filter((p) => p.layout === layout).map((p) => pageRoute(p, loaders));
  return [
    {
      element: <RootRoute />,
      errorElement: <RouteError />,
      HydrateFallback: FullScreenSpin,
      children: [
        ...pagesOf('entry'),
        { element: <PublicLayout />, children: pagesOf('public') },
        {
          element: <RequireAuth />,
          children: [
            {
              element: <MainLayout />,
              children: [
                { element: <JobManagerLayout />, children: pagesOf('job') },
                { element: <UsercenterLayout />, children: pagesOf('usercenter') },
                ...pagesOf('main'),
              ],
            },
            { element: <BareLayout />, children: pagesOf('bare') },
          ],
        },
        { path: '*', element: <LocationRedirect /> },
      ],
    },
  ];
}
