// Routes and the rules that pick one (spec section 2): where the shop and platform come from,
// the guards, the outlet-shop reload, the login layout, the landing route and the legacy site.

import { findChannel } from './channels';

/** The home layout's routes: '' is the login page (type rc4), 'home' the version 4 landing. */
export const HOME_ROUTES = ['', 'home'] as const;

/** Routes shared by every layout (spec 2 "Common routes"). */
export const COMMON_ROUTES = [
  'options',
  'tracking',
  'error',
  'select-items',
  'payment',
  'add-dimensions',
  'review',
  'issue-details',
  'upload',
  'upload-chat',
  'comments',
  'choose-items',
] as const;

/** The return layout's routes, under an optional {shop_name} prefix (spec 2 "Return routes"). */
export const RETURN_ROUTES = [
  '',
  'login',
  'home',
  'items-choose',
  'choose-items',
  'return-method',
  'return-review',
  'order-details',
  'order-list',
  'issue-details',
  'error',
  'upload',
  'upload-chat',
  'comments',
  'payment',
  'review',
  'product-card',
  'auto-login',
  'options',
  'add-dimensions',
  'select-items',
  'chat',
] as const;

/** The new interface's route (spec 2 "New interface"), the version 5 landing. */
export const NEW_INTERFACE_ROUTES = ['orders'] as const;

export type RouteName =
  | (typeof HOME_ROUTES)[number]
  | (typeof COMMON_ROUTES)[number]
  | (typeof RETURN_ROUTES)[number]
  | (typeof NEW_INTERFACE_ROUTES)[number];

/** Every route name, each once. */
export const ROUTE_NAMES: readonly RouteName[] = [
  ...new Set<RouteName>([...HOME_ROUTES, ...COMMON_ROUTES, ...RETURN_ROUTES, ...NEW_INTERFACE_ROUTES]),
];

const KNOWN_ROUTES: ReadonlySet<string> = new Set(ROUTE_NAMES);

/** Routes that need an order number: home, every common route and orders (spec 2 "Guard rules"). */
export const ORDER_NUMBER_ROUTES: readonly RouteName[] = ['home', ...COMMON_ROUTES, 'orders'];

/** The path prefixes of platforms: '/customer-portal/{shop}/…'. */
export const PLATFORM_PREFIXES: readonly string[] = ['customer-portal'];

export interface PortalPath {
  /** The platform prefix ('customer-portal'), or null. */
  platform: string | null;
  /** The shop (or channel) segment, or null when the path starts with a route. */
  shop: string | null;
  /** What routes are mounted under: '/customer-portal/{shop}', '/{shop}' or ''. */
  subPath: string;
  /** The first segment after the sub path ('' for the sub path itself). */
  route: string;
}

/** The path without its query string and fragment. */
function pathOnly(pathname: string): string {
  return pathname.split(/[?#]/, 1)[0] as string;
}

/**
 * The platform pattern (spec 2 "Guard rules"): `/{platform}/{shop}/{route}/…` when the first
 * segment is a platform prefix and a shop follows; otherwise `/{shop}/{route}/…`, except that a
 * first segment which is a route name ('/home', '/login') is the route with no shop. So a shop
 * cannot be named like a route.
 */
export function parsePortalPath(pathname: string): PortalPath {
  const segments = pathOnly(pathname)
    .split('/')
    .filter((segment) => segment !== '');
  const [first = '', second, third = ''] = segments;
  if (PLATFORM_PREFIXES.includes(first.toLowerCase()) && second !== undefined) {
    return { platform: first, shop: second, subPath: `/${first}/${second}`, route: third };
  }
  if (first === '' || KNOWN_ROUTES.has(first.toLowerCase())) {
    return { platform: null, shop: null, subPath: '', route: first };
  }
  return { platform: null, shop: first, subPath: `/${first}`, route: second ?? '' };
}

/** The path of a route under a sub path ('/demo' + 'home' → '/demo/home'; '' + '' → '/'): guard redirect targets. */
export function routePath(subPath: string, route: string): string {
  const path = `${subPath.replace(/\/+$/, '')}/${route}`.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/**
 * The store's own subdomain (spec 2 "Login"): 'demo.portal.example.com' with base
 * 'portal.example.com' gives 'demo'. The longest matching base wins; the bare base, 'www', a
 * subdomain of more than one label and hosts outside every base give null. Ports are ignored.
 */
export function shopFromHostname(hostname: string, baseDomains: readonly string[]): string | null {
  const host = hostname.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const bases = baseDomains.map((base) => base.trim().toLowerCase()).sort((a, b) => b.length - a.length);
  for (const base of bases) {
    if (host === base) return null;
    if (base !== '' && host.endsWith(`.${base}`)) {
      const sub = host.slice(0, -(base.length + 1));
      return sub === 'www' || sub.includes('.') ? null : sub;
    }
  }
  return null;
}

/** The shop: the path's shop segment, else the store's own subdomain (spec 2 "Login"). */
export function resolveShop(
  pathname: string,
  hostname: string,
  baseDomains: readonly string[],
): string | null {
  return parsePortalPath(pathname).shop ?? shopFromHostname(hostname, baseDomains);
}

export interface GuardInput {
  route: string;
  orderNumber: string | null | undefined;
  enableNewRc: boolean | null | undefined;
  /** The force_orders query parameter. */
  forceOrders: string | null | undefined;
}

/**
 * Spec 2 "Guard rules": without an order number, home, any common route and orders send the user
 * to the root of the current path; orders goes to home when the new interface is not enabled
 * and force_orders is not 'false'. null lets the user through.
 */
export function guardRoute({
  route,
  orderNumber,
  enableNewRc,
  forceOrders,
}: GuardInput): { redirectTo: 'root' | 'home' } | null {
  if ((ORDER_NUMBER_ROUTES as readonly string[]).includes(route) && !orderNumber?.trim())
    return { redirectTo: 'root' };
  if (route === 'orders' && !enableNewRc && forceOrders !== 'false') return { redirectTo: 'home' };
  return null;
}

/** Outlet aliases and the main shop they reload as (spec 2 "Guard rules"). */
export const OUTLET_SHOPS: Readonly<Record<string, string>> = {
  'demo-outlet': 'demo',
};

/**
 * The path to reload when its shop segment is an outlet alias ('/demo-outlet/login' →
 * '/demo/login', '/customer-portal/demo-outlet/home' → '/customer-portal/demo/home'); null when
 * the path has no outlet alias. Aliases are matched ignoring case; a query string or fragment is
 * dropped (add it back yourself).
 */
export function outletReload(
  pathname: string,
  outlets: Readonly<Record<string, string>> = OUTLET_SHOPS,
): string | null {
  const { platform, shop } = parsePortalPath(pathname);
  if (shop === null) return null;
  const lower = shop.toLowerCase();
  const main = Object.hasOwn(outlets, lower) ? outlets[lower] : undefined;
  if (main === undefined) return null;
  const path = pathOnly(pathname);
  const segments = path.split('/');
  const index = segments.indexOf(shop, platform === null ? 0 : segments.indexOf(platform) + 1);
  segments[index] = main;
  return segments.join('/');
}

/**
 * Spec 2 "Login": the simple rc3 layout (with language selector) only when asked for and the
 * source is not shopify; otherwise rc4.
 */
export function loginLayout({
  type,
  source,
}: {
  type?: string | null;
  source?: string | null;
}): 'rc3' | 'rc4' {
  return type === 'rc3' && source?.trim().toLowerCase() !== 'shopify' ? 'rc3' : 'rc4';
}

/**
 * Spec 4 "Login flow": version 5 lands on orders, anything else on home. A claimId from the link
 * (spec 2 "New interface") rides along on orders, which opens that claim; on home, which has no
 * claim list, the claim's own page (issue-details?claimId=) is the landing instead.
 */
export function landingRoute({
  currentVersion,
  claimId,
  withdraw,
}: {
  currentVersion?: string | number | null;
  claimId?: string | null;
  /** withdraw=1 from a direct link: the withdrawal function (issue 15). */
  withdraw?: boolean;
}): string {
  if (withdraw) return 'withdraw';
  const route = String(currentVersion) === '5' ? 'orders' : 'home';
  const claim = claimId?.trim();
  if (!claim) return route;
  const query = `claimId=${encodeURIComponent(claim)}`;
  return route === 'orders' ? `orders?${query}` : `issue-details?${query}`;
}

/** Query parameters the login page reads (spec 2 "Login"). */
export const LOGIN_QUERY_PARAMS = {
  accessToken: 'access_token',
  redirectToNewRc4: 'redirectToNewRc4',
  redirectToNewRc5: 'redirectToNewRc5',
  redirectToNewRc: 'redirectToNewRc',
  forceDirect: 'forceDirect',
  conversationId: 'conversationId',
  forceMode: 'force_mode',
  chatMode: 'chat_mode',
  to: 'to',
  claimId: 'claimId',
  withdraw: 'withdraw',
  email: 'email',
  orderNumber: 'order_number',
  forceOrders: 'force_orders',
} as const;

/**
 * Ours, not the spec's: the code of a sign-in the server refused when the form was sent as plain
 * HTML (decision 049); the sign-in page shows its message as the app would have.
 */
export const SIGN_IN_CODE_PARAM = 'signInCode';

/** The forceDirect value that asks for a direct sign-in (spec 2 "Login"). */
export const FORCE_DIRECT_VALUE = '1';

/** True when the forceDirect parameter asks for a direct sign-in. */
export function isForceDirect(value: string | number | null | undefined): boolean {
  return String(value) === FORCE_DIRECT_VALUE;
}

/** The legacy resolution site's URL for an order: the base with email and order_number added. */
export function legacySiteUrl(
  base: string,
  { email, orderNumber }: { email: string; orderNumber: string },
): string {
  const hashAt = base.indexOf('#');
  const beforeHash = hashAt === -1 ? base : base.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : base.slice(hashAt);
  const query = `${LOGIN_QUERY_PARAMS.email}=${encodeURIComponent(email)}&${LOGIN_QUERY_PARAMS.orderNumber}=${encodeURIComponent(orderNumber)}`;
  const separator = beforeHash.includes('?') ? (/[?&]$/.test(beforeHash) ? '' : '&') : '?';
  return `${beforeHash}${separator}${query}${hash}`;
}

/**
 * Spec 2 "Login" and 4 "Login flow": the legacy site serves the garmentory and treet channels
 * always, and the 17track platform (or channel) when the sv_router call answers 'old'.
 */
export function shouldUseLegacySite({
  platform,
  channel,
  router,
}: {
  platform?: string | null;
  channel?: string | null;
  router?: string | null;
}): boolean {
  const isParcelTracking = [platform, channel].some((value) => value?.trim().toLowerCase() === '17track');
  if (isParcelTracking) return router === 'old';
  return findChannel(channel)?.legacySite ?? false;
}
