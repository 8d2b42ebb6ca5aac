import { RouterProvider, createBrowserRouter } from 'react-router';
import { withReturnTo } from '@/features/auth';
import { AppProvider } from './provider';
import { buildRoutes } from './router';
import { PAGE_LOADERS } from './page-loaders';

const router = createBrowserRouter(buildRoutes(PAGE_LOADERS));

/** Navigation asked for by the api client; login and role pages learn where to send the user back. */
function navigateFromApi(to: string): void {
  void router.navigate(withReturnTo(to, router.state.location));
}

export function App() {
  return (
    <AppProvider navigate={navigateFromApi}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
