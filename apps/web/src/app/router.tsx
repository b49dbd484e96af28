// Every route of spec section 2. Pages load lazily; the first screen carries only what it needs.
// A store's routes live under /{shop}, /customer-portal/{shop}, or at the root of the store's
// own subdomain (demo.portal.example.com/login).
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
import { StoreErrorBoundary } from './pages/store-error-boundary';

/** Loads the store's branding before its pages render, so nothing flashes unbranded. */
async function portalLoader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const outlet = outletReload(url.pathname);
  if (outlet) {
    // Spec 2 "Guard rules": an outlet-shop segment reloads the page under the main shop.
    window.location.replace(`${outlet}${url.search}`);
    return null;
  }
  const shop = params.shop?.toLowerCase() ?? null;
  const cached = useSessionStore.getState().configuration;
  if (cached && (shop ? cached.shop === shop : cached.shop === subdomainShopHint())) return null;
  const result = await getRcLoginStyle(shop);
  if (!result.ok) throw new Response('store not found', { status: 404 });
  useSessionStore.getState().setConfiguration(result.data);
  return null;
}

/** The first label of the host, for reusing a cached configuration on a store's own subdomain. */
function subdomainShopHint(): string {
  return window.location.hostname.split('.')[0] ?? '';
}

const lazyError = () => import('./routes/error-route');
const lazyLogin = () => import('./routes/login-route');

function storeRoutes(): RouteObject[] {
  return [
    { index: true, lazy: lazyLogin },
    { path: 'login', lazy: lazyLogin },
    { path: 'auto-login', lazy: lazyLogin },
    { path: 'error', lazy: lazyError },
    {
      lazy: () => import('./layouts/signed-in-layout'),
      children: [
        { path: 'home', lazy: () => import('./routes/home-route') },
        { path: 'orders', lazy: () => import('./routes/orders-route') },
        // The report of an issue over the common routes (spec 2), and the claim details page
        // (issue-details?claimId=…).
        { path: 'options', lazy: () => import('./routes/claim-options-route') },
        { path: 'select-items', lazy: () => import('./routes/claim-select-items-route') },
        { path: 'choose-items', lazy: () => import('./routes/claim-choose-items-route') },
        { path: 'issue-details', lazy: () => import('./routes/claim-issue-details-route') },
        { path: 'upload', lazy: () => import('./routes/claim-upload-route') },
        { path: 'add-dimensions', lazy: () => import('./routes/claim-add-dimensions-route') },
        { path: 'comments', lazy: () => import('./routes/claim-comments-route') },
        { path: 'payment', lazy: () => import('./routes/claim-payment-route') },
        { path: 'review', lazy: () => import('./routes/claim-review-route') },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}

function storeRoute(path: string): RouteObject {
  return {
    path,
    loader: portalLoader,
    element: <PortalLayout />,
    hydrateFallbackElement: <PageLoading />,
    errorElement: <StoreErrorBoundary missingStore={<NotFoundPage />} />,
    children: storeRoutes(),
  };
}

export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <ErrorFallback />,
    children: [
      ...Object.entries(FIXED_REDIRECTS).map(([from, to]) => ({ path: from, loader: () => redirect(to) })),
      { path: 'error', lazy: lazyError },
      storeRoute('customer-portal/:shop'),
      storeRoute(':shop'),
      // The store's own subdomain: the same routes at the root; elsewhere the root is a landing page.
      {
        path: '/',
        loader: portalLoader,
        element: <PortalLayout />,
        hydrateFallbackElement: <PageLoading />,
        errorElement: <StoreErrorBoundary missingStore={<LandingPage />} />,
        children: storeRoutes(),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
