import { RouterProvider, createBrowserRouter } from 'react-router';
import { withReturnTo } from '@/features/auth';
import { paths } from '@/config/paths';
// The one module of a feature the entry names (like page-loaders): a small one, not the feature's index of pages.
import { prefetchWorkList } from '@/features/homework/lib/prefetch-work-list';
import { AppProvider, type AppProviderProps } from './provider';
import { buildRoutes } from './router';
import { PAGE_LOADERS } from './page-loaders';
import type { RouteHandle } from './use-route-handle';

const router = createBrowserRouter(buildRoutes(PAGE_LOADERS));
/** Whether the page the browser opened needs a signed-in user (the matches are known before any route code loads). */
const opensSignedInPage = router.state.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.requireAuth);
/** A cold load of the homework list (a teacher's landing page) asks for its rows as soon as the user is known. */
const opensHomeworkList = router.state.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.path === paths.jobManager.job.path);
const prefetchPage: AppProviderProps['onUserPrefetched'] = opensHomeworkList
  ? (client, info) => prefetchWorkList(client, info, router.state.location.search)
  : undefined;

/** Navigation asked for by the api client; login and role pages learn where to send the user back. */
function navigateFromApi(to: string): void {
  void router.navigate(withReturnTo(to, router.state.location));
}

export function App() {
  return (
    <AppProvider navigate={navigateFromApi} prefetchUser={opensSignedInPage} onUserPrefetched={prefetchPage}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
