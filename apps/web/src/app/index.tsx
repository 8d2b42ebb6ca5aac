import { RouterProvider, createBrowserRouter } from 'react-router';
import { withReturnTo } from '@/features/auth';
import { AppProvider } from './provider';
import { buildRoutes } from './router';
import { PAGE_LOADERS } from './page-loaders';
import type { RouteHandle } from './use-route-handle';

const router = createBrowserRouter(buildRoutes(PAGE_LOADERS));
/** Whether the page the browser opened needs a signed-in user (the matches are known before any route code loads). */
const opensSignedInPage = router.state.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.requireAuth);

/** Navigation asked for by the api client; login and role pages learn where to send the user back. */
function navigateFromApi(to: string): void {
  void router.navigate(withReturnTo(to, router.state.location));
}

export function App() {
  return (
    <AppProvider navigate={navigateFromApi} prefetchUser={opensSignedInPage}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
