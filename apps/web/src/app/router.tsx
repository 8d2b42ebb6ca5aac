import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { BootScreen } from '@/components/boot-screen';
import { RouteError } from '@/components/route-error';
import { PAGES, requiresAuth, type LayoutKind, type PageDef, type PageKey } from './route-table';
import type { RouteHandle } from './use-route-handle';
import { RootRoute } from './routes/root';
import { LocationRedirect } from './routes/location-redirect';

/** Loads one page's code on first visit. */
export type PageLoader = () => Promise<{ Component: ComponentType }>;
export type PageLoaders = Record<PageKey, PageLoader>;

/** Every planned page shares one component that reads its title and spec section from the handle. */
const loadPlanned: PageLoader = () => import('./routes/planned-route').then((m) => ({ Component: m.PlannedRoute }));

/**
 * Layouts and the sign-in guard load like pages, so the entry holds only React, the router and antd's providers; the
 * router fetches a route's guard, layouts and page in parallel (issue 9 item 23).
 */
const lazyLayouts = {
  requireAuth: () => import('@/features/auth').then((m) => ({ Component: m.RequireAuth })),
  main: () => import('./layouts/main-layout').then((m) => ({ Component: m.MainLayout })),
  job: () => import('./layouts/job-manager-layout').then((m) => ({ Component: m.JobManagerLayout })),
  usercenter: () => import('./layouts/usercenter-layout').then((m) => ({ Component: m.UsercenterLayout })),
  bare: () => import('./layouts/bare-layout').then((m) => ({ Component: m.BareLayout })),
  public: () => import('./layouts/public-layout').then((m) => ({ Component: m.PublicLayout })),
} satisfies Record<string, PageLoader>;

function pageRoute(page: PageDef, loaders: PageLoaders): RouteObject {
  const handle: RouteHandle = {
    title: page.title,
    path: page.path,
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
      HydrateFallback: BootScreen,
      children: [
        ...pagesOf('entry'),
        { lazy: lazyLayouts.public, children: pagesOf('public') },
        {
          lazy: lazyLayouts.requireAuth,
          children: [
            {
              lazy: lazyLayouts.main,
              children: [
                { lazy: lazyLayouts.job, children: pagesOf('job') },
                { lazy: lazyLayouts.usercenter, children: pagesOf('usercenter') },
                ...pagesOf('main'),
              ],
            },
            { lazy: lazyLayouts.bare, children: pagesOf('bare') },
          ],
        },
        { path: '*', element: <LocationRedirect /> },
      ],
    },
  ];
}
