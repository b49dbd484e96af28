// Every route of spec section 2. Pages load lazily; the first screen carries only what it needs.
// A store's routes live under /{shop}, /customer-portal/{shop}, or at the root of the store's
// own subdomain (demo.portal.example.com/login).

import type { FirstCall } from '@rc/contract/portal/page-render';
import type { LoginStyle } from '@rc/contract/shared-schemas';
import { FIXED_REDIRECTS } from '@rc/domain/channels';
import { outletReload } from '@rc/domain/routing';
import { type LoaderFunctionArgs, Outlet, type RouteObject, redirect } from 'react-router';
import { PageLoading } from '../components/ui/spinner';
import { getRcLoginStyle } from '../features/branding/api/get-rc-login-style';
import { useSessionStore } from '../lib/session-store';
import { textsReady } from '../lib/texts-ready';
import { PortalLayout } from './layouts/portal-layout';
import { ErrorFallback } from './pages/error-fallback';
import { LandingPage } from './pages/landing';
import { NotFoundPage } from './pages/not-found';
import { StoreErrorBoundary } from './pages/store-error-boundary';

/** What the server tells its own loaders while it renders a page (entry-server.tsx). */
export interface ServerRenderContext {
  configuration: LoginStyle | null;
}

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
  if (cached && (shop ? cached.shop === shop : cached.shop === subdomainShopHint(url))) return null;
  const result = await getRcLoginStyle(shop);
  if (!result.ok) throw new Response('store not found', { status: 404 });
  useSessionStore.getState().setConfiguration(result.data);
  return null;
}

/** The same on the server: the configuration was read before rendering; an outlet redirects. */
function serverPortalLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const outlet = outletReload(url.pathname);
  if (outlet) throw redirect(`${outlet}${url.search}`);
  if (!(context as ServerRenderContext).configuration) throw new Response('store not found', { status: 404 });
  return null;
}

/** The first label of the host, for reusing a cached configuration on a store's own subdomain. */
function subdomainShopHint(url: URL): string {
  return url.hostname.split('.')[0] ?? '';
}

/** What a route tells the server's renderer about itself. */
export interface RouteHandle {
  /** The route's lazily loaded module (a Vite manifest key): its CSS is linked and its JS preloaded. */
  module?: string;
  /**
   * A page behind sign-in: the server renders the frame with a skeleton, unless the page is
   * `whole` and the request's session signs a shopper in to the page's store (decision 037).
   */
  signedIn?: boolean;
  /** A page behind sign-in that the server renders whole for the signed-in shopper: its first calls carry all it shows first. */
  whole?: boolean;
  /**
   * The read calls the page makes first, which the server answers into the page (decision 026);
   * with the signed-in order where the page is rendered for its shopper (decision 037).
   */
  firstCalls?: (url: URL, order?: { orderId: string }) => FirstCall[];
}

type ModuleLoad = () => Promise<Record<string, unknown>>;

const MODULE_LOADS = new WeakMap<ModuleLoad, ModuleLoad>();

/**
 * A route's `lazy` in the browser: its module and the page language's whole texts, since the page
 * it is navigated to from may have come with only the sections it showed (decision 045).
 */
function withTexts(load: ModuleLoad): ModuleLoad {
  const lazy: ModuleLoad = async () => (await Promise.all([load(), textsReady()]))[0];
  MODULE_LOADS.set(lazy, load);
  return lazy;
}

/** The module load of a route's `lazy`, without waiting for the texts: for hydrating the page on screen. */
export function moduleOf(lazy: ModuleLoad): ModuleLoad {
  return MODULE_LOADS.get(lazy) ?? lazy;
}

/** A lazily loaded route, named by its module so the server can link its CSS and preload it. */
function lazyRoute(module: string, load: ModuleLoad) {
  const handle: RouteHandle = { module };
  return { lazy: withTexts(load), handle };
}

const loginRoute = lazyRoute('src/app/routes/login-route.tsx', () => import('./routes/login-route'));
const errorRoute = lazyRoute('src/app/routes/error-route.tsx', () => import('./routes/error-route'));

const SIGNED_IN_LAYOUT = 'src/app/layouts/signed-in-layout.tsx';

/**
 * What every landing page of an order lists first: its packages and its claims, and, for the
 * shopper it is rendered for, the order's view that says under which package 'Report an issue' goes.
 */
const orderLists = (_url: URL, order?: { orderId: string }): FirstCall[] => [
  { name: 'get-all-protected-item', input: {} },
  { name: 'get-claim-list', input: {} },
  ...(order ? [{ name: 'user/get-order-detail', input: { orderId: order.orderId } }] : []),
];

/** The claim details page (issue-details?claimId=…); the report's step makes no call first. */
const claimDetails = (url: URL): FirstCall[] => {
  const claimId = url.searchParams.get('claimId');
  return claimId ? [{ name: 'get-claim-detail', input: { claimId } }] : [];
};

/** A return's page (order-details?returnId=…) comes with the return; an order's page (?orderId=…) with the order. */
const orderDetails = (url: URL): FirstCall[] => {
  const returnId = url.searchParams.get('returnId');
  if (returnId) {
    // Its label and drop-off instructions, and its parcel's tracking, as the page shows them.
    return [
      { name: 'user/get-order-return-detail', input: { returnId } },
      { name: 'user/get-return-method-detail', input: { returnId } },
      { name: 'user/get-tracking-detail', input: { returnId } },
    ];
  }
  const orderId = url.searchParams.get('orderId');
  return orderId ? [{ name: 'user/get-order-detail', input: { orderId } }] : [];
};

/** A tracking page (tracking?fulfillmentId=… or ?returnId=…) comes with the parcel's tracking. */
const trackingDetails = (url: URL): FirstCall[] => {
  const returnId = url.searchParams.get('returnId');
  if (returnId) return [{ name: 'user/get-tracking-detail', input: { returnId } }];
  const fulfillmentId = url.searchParams.get('fulfillmentId');
  return fulfillmentId ? [{ name: 'user/get-tracking-detail', input: { fulfillmentId } }] : [];
};

const CHAT_MODULE = 'src/app/routes/chat-route.tsx';
const loadChat = () => import('./routes/chat-route');

interface SignedInRoute {
  path: string;
  /** The page's module as Vite's manifest names it (the import below, as a path). */
  module: string;
  load: () => Promise<Record<string, unknown>>;
  firstCalls?: (url: URL, order?: { orderId: string }) => FirstCall[];
  /** Rendered whole on the server for the signed-in shopper (RouteHandle.whole). */
  whole?: boolean;
}

/** The routes behind sign-in (spec 2), by path and lazily loaded page. */
const SIGNED_IN_ROUTES: SignedInRoute[] = [
  {
    path: 'home',
    module: 'src/app/routes/home-route.tsx',
    load: () => import('./routes/home-route'),
    firstCalls: orderLists,
    whole: true,
  },
  {
    path: 'orders',
    module: 'src/app/routes/orders-route.tsx',
    load: () => import('./routes/orders-route'),
    // The hub's first page, asked with the server's defaults as the page asks it.
    firstCalls: () => [{ name: 'user/query-order-list', input: {} }],
    whole: true,
  },
  // The report of an issue over the common routes (spec 2), and the claim details page
  // (issue-details?claimId=…).
  {
    path: 'options',
    module: 'src/app/routes/claim-options-route.tsx',
    load: () => import('./routes/claim-options-route'),
  },
  {
    path: 'select-items',
    module: 'src/app/routes/claim-select-items-route.tsx',
    load: () => import('./routes/claim-select-items-route'),
  },
  {
    path: 'choose-items',
    module: 'src/app/routes/claim-choose-items-route.tsx',
    load: () => import('./routes/claim-choose-items-route'),
  },
  {
    path: 'issue-details',
    module: 'src/app/routes/claim-issue-details-route.tsx',
    load: () => import('./routes/claim-issue-details-route'),
    firstCalls: claimDetails,
    whole: true,
  },
  {
    path: 'upload',
    module: 'src/app/routes/claim-upload-route.tsx',
    load: () => import('./routes/claim-upload-route'),
  },
  {
    path: 'add-dimensions',
    module: 'src/app/routes/claim-add-dimensions-route.tsx',
    load: () => import('./routes/claim-add-dimensions-route'),
  },
  {
    path: 'comments',
    module: 'src/app/routes/claim-comments-route.tsx',
    load: () => import('./routes/claim-comments-route'),
  },
  {
    path: 'payment',
    module: 'src/app/routes/claim-payment-route.tsx',
    load: () => import('./routes/claim-payment-route'),
  },
  {
    path: 'review',
    module: 'src/app/routes/claim-review-route.tsx',
    load: () => import('./routes/claim-review-route'),
  },
  // A late or lost package's claim in three steps (issue 23): late-package?fulfillmentId=….
  {
    path: 'late-package',
    module: 'src/app/routes/claim-late-package-route.tsx',
    load: () => import('./routes/claim-late-package-route'),
  },
  // A package's tracking page (spec 2 common routes, issue 12): tracking?fulfillmentId=…, and a
  // return's parcel on its way back: tracking?returnId=….
  {
    path: 'tracking',
    module: 'src/app/routes/tracking-route.tsx',
    load: () => import('./routes/tracking-route'),
    firstCalls: trackingDetails,
    whole: true,
  },
  // The EU withdrawal function (issue 15): reachable directly at withdraw.
  {
    path: 'withdraw',
    module: 'src/app/routes/withdrawal-route.tsx',
    load: () => import('./routes/withdrawal-route'),
    firstCalls: () => [{ name: 'user/get-withdrawal-options', input: {} }],
  },
  // Returns (spec 2 return routes, issue 11): items-choose, then choose-items?flow=return (the
  // claims' route above loads the return's step), product-card, return-method, return-review; a
  // return's page (order-details?returnId=…) and the order's returns (order-list).
  {
    path: 'items-choose',
    module: 'src/app/routes/return-items-choose-route.tsx',
    load: () => import('./routes/return-items-choose-route'),
    firstCalls: () => [{ name: 'user/create-order-return-for-order', input: {} }],
  },
  {
    path: 'product-card',
    module: 'src/app/routes/return-product-card-route.tsx',
    load: () => import('./routes/return-product-card-route'),
  },
  {
    path: 'return-method',
    module: 'src/app/routes/return-method-route.tsx',
    load: () => import('./routes/return-method-route'),
  },
  {
    path: 'return-review',
    module: 'src/app/routes/return-review-route.tsx',
    load: () => import('./routes/return-review-route'),
  },
  {
    path: 'order-details',
    module: 'src/app/routes/return-order-details-route.tsx',
    load: () => import('./routes/return-order-details-route'),
    firstCalls: orderDetails,
    whole: true,
  },
  {
    path: 'order-list',
    module: 'src/app/routes/return-order-list-route.tsx',
    load: () => import('./routes/return-order-list-route'),
    firstCalls: () => [{ name: 'list-return-items', input: {} }],
  },
  // The assistant (issue 14): the dialogue and its photos (spec 2 "chat", common route upload-chat),
  // one module for both.
  { path: 'chat', module: CHAT_MODULE, load: loadChat },
  { path: 'upload-chat', module: CHAT_MODULE, load: loadChat },
];

/**
 * The browser renders every page; the server renders the sign-in, error and not-found pages
 * whole and, for the pages behind sign-in (whose data is the shopper's), the frame with a
 * skeleton, or the whole page for the session's shopper where the page is `whole` (decision 037).
 */
export type RenderTarget = 'browser' | 'server';

function storeRoutes(target: RenderTarget): RouteObject[] {
  const signedIn: RouteObject =
    target === 'browser'
      ? {
          lazy: withTexts(() => import('./layouts/signed-in-layout')),
          children: SIGNED_IN_ROUTES.map(({ path, load }) => ({ path, lazy: withTexts(load) })),
        }
      : {
          // The same layout as the browser's: it renders the skeleton unless the page is whole.
          lazy: () => import('./layouts/signed-in-layout'),
          handle: { module: SIGNED_IN_LAYOUT } satisfies RouteHandle,
          children: SIGNED_IN_ROUTES.map(({ path, module, load, firstCalls, whole }) => ({
            path,
            ...(whole ? { lazy: load } : { element: null }),
            handle: {
              signedIn: true,
              module,
              ...(whole ? { whole } : {}),
              ...(firstCalls ? { firstCalls } : {}),
            } satisfies RouteHandle,
          })),
        };
  return [
    { index: true, ...loginRoute },
    { path: 'login', ...loginRoute },
    { path: 'auto-login', ...loginRoute },
    { path: 'error', ...errorRoute },
    signedIn,
    { path: '*', element: <NotFoundPage /> },
  ];
}

function storeRoute(path: string, target: RenderTarget): RouteObject {
  return {
    path,
    loader: target === 'browser' ? portalLoader : serverPortalLoader,
    element: <PortalLayout />,
    hydrateFallbackElement: <PageLoading />,
    errorElement: <StoreErrorBoundary missingStore={<NotFoundPage />} />,
    children: storeRoutes(target),
  };
}

export function createRoutes(target: RenderTarget): RouteObject[] {
  return [
    {
      element: <Outlet />,
      errorElement: <ErrorFallback />,
      children: [
        ...Object.entries(FIXED_REDIRECTS).map(([from, to]) => ({ path: from, loader: () => redirect(to) })),
        { path: 'error', ...errorRoute },
        storeRoute('customer-portal/:shop', target),
        storeRoute(':shop', target),
        // The store's own subdomain: the same routes at the root; elsewhere the root is a landing page.
        {
          ...storeRoute('/', target),
          errorElement: <StoreErrorBoundary missingStore={<LandingPage />} />,
        },
      ],
    },
  ];
}
