// Every route of spec section 2. Pages load lazily; the first screen carries only what it needs.
import { FIXED_REDIRECTS } from '@rc/domain/channels';
import { outletReload } from '@rc/domain/routing';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  Outlet,
  type RouteObject,
  redirect,
} from 'react-router';
import { PageLoading } from '../components/ui/spinner';
import { getRcLoginStyle } from '../features/branding/api/get-rc-login-style';
import { useSessionStore } from '../lib/session-store';
import { PortalLayout } from './layouts/portal-layout';
import { ErrorFallback } from './pages/error-fallback';
import { LandingPage } from './pages/landing';
import { NotFoundPage } from './pages/not-found';

/** Loads the store's branding before its pages render, so nothing flashes unbranded. */
async function portalLoader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const outlet = outletReload(url.pathname);
  if (outlet) {
    // Spec 2 "Guard rules": an outlet-shop segment reloads the page under the main shop.
    window.location.replace(`${outlet}${url.search}`);
    return null;
  }
  const shop = (params.shop ?? '').toLowerCase();
  const cached = useSessionStore.getState().configuration;
  if (cached?.shop === shop) return null;
  const result = await getRcLoginStyle(shop);
  if (!result.ok) throw new Response('store not found', { status: 404 });
  useSessionStore.getState().setConfiguration(result.data);
  return null;
}

const lazyError = () => import('./routes/error-route');

function portalRoutes(path: string): RouteObject {
  return {
    path,
    loader: portalLoader,
    element: <PortalLayout />,
    hydrateFallbackElement: <PageLoading />,
    errorElement: <NotFoundPage />,
    children: [
      { index: true, lazy: () => import('./routes/login-route') },
      { path: 'login', lazy: () => import('./routes/login-route') },
      { path: 'error', lazy: lazyError },
      {
        lazy: () => import('./layouts/signed-in-layout'),
        children: [{ path: 'home', lazy: () => import('./routes/home-route') }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  };
}

export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <ErrorFallback />,
    children: [
      { index: true, element: <LandingPage /> },
      ...Object.entries(FIXED_REDIRECTS).map(([from, to]) => ({ path: from, loader: () => redirect(to) })),
      { path: 'error', lazy: lazyError },
      portalRoutes('customer-portal/:shop'),
      portalRoutes(':shop'),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
