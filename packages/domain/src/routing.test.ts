import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMMON_ROUTES,
  FORCE_DIRECT_VALUE,
  guardRoute,
  HOME_ROUTES,
  isForceDirect,
  LOGIN_QUERY_PARAMS,
  landingRoute,
  legacySiteUrl,
  loginLayout,
  NEW_INTERFACE_ROUTES,
  ORDER_NUMBER_ROUTES,
  OUTLET_SHOPS,
  outletReload,
  parsePortalPath,
  RETURN_ROUTES,
  ROUTE_NAMES,
  resolveShop,
  routePath,
  shopFromHostname,
  shouldUseLegacySite,
} from './routing';

describe('route lists (spec section 2)', () => {
  it('section 2 Home layout: the empty path (login, rc4) and home', () => {
    expect(HOME_ROUTES).toEqual(['', 'home']);
  });

  it('section 2 Common routes: options, tracking, error, select-items, payment, add-dimensions, review, issue-details, upload, upload-chat, comments, choose-items', () => {
    expect(COMMON_ROUTES).toEqual([
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
    ]);
  });

  it('section 2 Return routes: login, home, items-choose, choose-items, return-method … chat', () => {
    expect(RETURN_ROUTES).toEqual(
      expect.arrayContaining([
        '',
        'login',
        'home',
        'items-choose',
        'choose-items',
        'return-method',
        'return-review',
      ]),
    );
    expect(RETURN_ROUTES).toEqual(
      expect.arrayContaining(['order-details', 'order-list', 'product-card', 'auto-login', 'chat']),
    );
    expect(RETURN_ROUTES).toHaveLength(22);
  });

  it('section 2 New interface: orders', () => {
    expect(NEW_INTERFACE_ROUTES).toEqual(['orders']);
  });

  it('lists every route name once', () => {
    expect(new Set(ROUTE_NAMES).size).toBe(ROUTE_NAMES.length);
    expect(ROUTE_NAMES).toEqual(expect.arrayContaining(['orders', 'tracking', 'chat', 'home', '']));
  });

  it('section 2 Guard rules: home, every common route and orders need an order number', () => {
    expect(ORDER_NUMBER_ROUTES).toEqual(['home', ...COMMON_ROUTES, 'orders']);
  });
});

describe('platform pattern (spec section 2 Guard rules)', () => {
  it("section 2: '/customer-portal/{shop}/…' gives platform customer-portal and subPath '/customer-portal/{shop}'", () => {
    expect(parsePortalPath('/customer-portal/demo/home')).toEqual({
      platform: 'customer-portal',
      shop: 'demo',
      subPath: '/customer-portal/demo',
      route: 'home',
    });
    expect(parsePortalPath('/customer-portal/demo/login?lng=de')).toEqual({
      platform: 'customer-portal',
      shop: 'demo',
      subPath: '/customer-portal/demo',
      route: 'login',
    });
    expect(parsePortalPath('/customer-portal/demo')).toEqual({
      platform: 'customer-portal',
      shop: 'demo',
      subPath: '/customer-portal/demo',
      route: '',
    });
  });

  it("section 2: '/{shop}/…' gives subPath '/{shop}'", () => {
    expect(parsePortalPath('/demo/orders')).toEqual({
      platform: null,
      shop: 'demo',
      subPath: '/demo',
      route: 'orders',
    });
    expect(parsePortalPath('/demo/issue-details/extra')).toEqual({
      platform: null,
      shop: 'demo',
      subPath: '/demo',
      route: 'issue-details',
    });
    expect(parsePortalPath('/demo')).toEqual({ platform: null, shop: 'demo', subPath: '/demo', route: '' });
  });

  it('section 2: a first segment that is a route name is the route, with no shop', () => {
    expect(parsePortalPath('/home')).toEqual({ platform: null, shop: null, subPath: '', route: 'home' });
    expect(parsePortalPath('/Login#top')).toEqual({
      platform: null,
      shop: null,
      subPath: '',
      route: 'Login',
    });
    expect(parsePortalPath('/')).toEqual({ platform: null, shop: null, subPath: '', route: '' });
    expect(parsePortalPath('')).toEqual({ platform: null, shop: null, subPath: '', route: '' });
  });

  it("a lone '/customer-portal' is a shop named customer-portal", () => {
    expect(parsePortalPath('/customer-portal')).toEqual({
      platform: null,
      shop: 'customer-portal',
      subPath: '/customer-portal',
      route: '',
    });
  });

  it('property: the sub path plus the route rebuilds the start of the path', () => {
    const segment = fc.string({
      unit: fc.constantFrom(...'abcdefghij-0123'.split('')),
      minLength: 1,
      maxLength: 8,
    });
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`;
        const { subPath, route } = parsePortalPath(path);
        return path.startsWith(`${subPath}/${route}`.replace(/\/$/, '')) || (subPath === '' && route === '');
      }),
    );
  });
});

describe('route paths', () => {
  it('section 2: the root of the current path is the sub path, or / without one', () => {
    expect(routePath('/customer-portal/demo', '')).toBe('/customer-portal/demo');
    expect(routePath('/demo', '')).toBe('/demo');
    expect(routePath('', '')).toBe('/');
  });

  it('puts a route under the sub path', () => {
    expect(routePath('/demo', 'home')).toBe('/demo/home');
    expect(routePath('/demo/', 'orders')).toBe('/demo/orders');
    expect(routePath('', 'home')).toBe('/home');
  });
});

describe('shop name (spec section 2 Login)', () => {
  const bases = ['portal.example.com', 'example.com'];

  it("section 2: the store's own subdomain gives the shop", () => {
    expect(shopFromHostname('demo.portal.example.com', bases)).toBe('demo');
    expect(shopFromHostname('Demo.Portal.Example.com:8443', bases)).toBe('demo');
    expect(shopFromHostname('demo.portal.example.com.', bases)).toBe('demo');
    expect(shopFromHostname('acme.example.com', ['example.com'])).toBe('acme');
  });

  it('the longest matching base wins', () => {
    expect(shopFromHostname('portal.example.com', ['example.com', 'portal.example.com'])).toBeNull();
    expect(shopFromHostname('shop.portal.example.com', ['example.com', 'portal.example.com'])).toBe('shop');
  });

  it("'www', the bare base, deeper subdomains and other hosts give no shop", () => {
    expect(shopFromHostname('www.portal.example.com', bases)).toBeNull();
    expect(shopFromHostname('portal.example.com', bases)).toBeNull();
    expect(shopFromHostname('a.b.portal.example.com', ['portal.example.com'])).toBeNull();
    expect(shopFromHostname('localhost', bases)).toBeNull();
    expect(shopFromHostname('demo.other.org', bases)).toBeNull();
    expect(shopFromHostname('demo.example.com', [''])).toBeNull();
    expect(shopFromHostname('demo.example.com', [])).toBeNull();
  });

  it('section 2: shop name comes from the first path segment, else from the subdomain', () => {
    expect(resolveShop('/acme/login', 'demo.portal.example.com', bases)).toBe('acme');
    expect(resolveShop('/login', 'demo.portal.example.com', bases)).toBe('demo');
    expect(resolveShop('/', 'portal.example.com', bases)).toBeNull();
  });
});

describe('guards (spec section 2 Guard rules)', () => {
  it('section 2: without an order number, home goes to the root of the current path', () => {
    expect(guardRoute({ route: 'home', orderNumber: '', enableNewRc: true, forceOrders: null })).toEqual({
      redirectTo: 'root',
    });
    expect(
      guardRoute({ route: 'home', orderNumber: null, enableNewRc: false, forceOrders: undefined }),
    ).toEqual({
      redirectTo: 'root',
    });
    expect(
      guardRoute({ route: 'home', orderNumber: '   ', enableNewRc: false, forceOrders: undefined }),
    ).toEqual({
      redirectTo: 'root',
    });
  });

  it('section 2: without an order number, every common route goes to the root', () => {
    for (const route of COMMON_ROUTES) {
      expect(
        guardRoute({ route, orderNumber: undefined, enableNewRc: true, forceOrders: null }),
        route,
      ).toEqual({
        redirectTo: 'root',
      });
    }
  });

  it('section 2: without an order number, orders goes to the root', () => {
    expect(
      guardRoute({ route: 'orders', orderNumber: null, enableNewRc: true, forceOrders: 'false' }),
    ).toEqual({
      redirectTo: 'root',
    });
  });

  it('section 2: with an order number, home and common routes are open', () => {
    expect(
      guardRoute({ route: 'home', orderNumber: '#1001', enableNewRc: false, forceOrders: null }),
    ).toBeNull();
    expect(
      guardRoute({ route: 'tracking', orderNumber: '#1001', enableNewRc: false, forceOrders: null }),
    ).toBeNull();
  });

  it('routes outside the guard (login, chat, return routes) need no order number', () => {
    for (const route of ['', 'login', 'chat', 'order-details', 'return-method']) {
      expect(
        guardRoute({ route, orderNumber: null, enableNewRc: false, forceOrders: null }),
        route,
      ).toBeNull();
    }
  });

  it("section 2: orders goes to home when the new interface is not enabled and force_orders is not 'false'", () => {
    expect(
      guardRoute({ route: 'orders', orderNumber: '#1001', enableNewRc: false, forceOrders: null }),
    ).toEqual({
      redirectTo: 'home',
    });
    expect(
      guardRoute({ route: 'orders', orderNumber: '#1001', enableNewRc: null, forceOrders: 'true' }),
    ).toEqual({
      redirectTo: 'home',
    });
  });

  it("section 2: force_orders 'false' keeps orders open without the new interface", () => {
    expect(
      guardRoute({ route: 'orders', orderNumber: '#1001', enableNewRc: false, forceOrders: 'false' }),
    ).toBeNull();
  });

  it('section 2: orders is open when the new interface is enabled', () => {
    expect(
      guardRoute({ route: 'orders', orderNumber: '#1001', enableNewRc: true, forceOrders: null }),
    ).toBeNull();
  });
});

describe('outlet-shop reload (spec section 2 Guard rules)', () => {
  it('section 2: an outlet-shop segment reloads with the main shop segment', () => {
    expect(OUTLET_SHOPS['demo-outlet']).toBe('demo');
    expect(outletReload('/demo-outlet/login')).toBe('/demo/login');
    expect(outletReload('/Demo-Outlet')).toBe('/demo');
    expect(outletReload('/customer-portal/demo-outlet/home')).toBe('/customer-portal/demo/home');
    expect(outletReload('/demo-outlet/home?lng=de')).toBe('/demo/home');
  });

  it('leaves other paths alone', () => {
    expect(outletReload('/demo/login')).toBeNull();
    expect(outletReload('/home')).toBeNull();
    expect(outletReload('/constructor')).toBeNull();
    expect(outletReload('/')).toBeNull();
  });

  it('takes the outlet map from configuration', () => {
    expect(outletReload('/acme-sale/home', { 'acme-sale': 'acme' })).toBe('/acme/home');
    expect(outletReload('/demo-outlet/home', { 'acme-sale': 'acme' })).toBeNull();
  });
});

describe('login layout and landing (spec sections 2 and 4)', () => {
  it('section 2: rc3 (simple layout) when asked for, unless the source is shopify', () => {
    expect(loginLayout({ type: 'rc3', source: 'email' })).toBe('rc3');
    expect(loginLayout({ type: 'rc3' })).toBe('rc3');
    expect(loginLayout({ type: 'rc3', source: 'Shopify' })).toBe('rc4');
  });

  it('section 2: rc4 (home layout) otherwise', () => {
    expect(loginLayout({ type: 'rc4', source: null })).toBe('rc4');
    expect(loginLayout({})).toBe('rc4');
  });

  it('section 4: success goes to home (version 4) or orders (version 5)', () => {
    expect(landingRoute({ currentVersion: '5' })).toBe('orders');
    expect(landingRoute({ currentVersion: '5', withdraw: true })).toBe('withdraw');
    expect(landingRoute({ currentVersion: 5 })).toBe('orders');
    expect(landingRoute({ currentVersion: '4' })).toBe('home');
    expect(landingRoute({ currentVersion: null })).toBe('home');
    expect(landingRoute({})).toBe('home');
  });

  it('section 2 New interface: a claimId lands on orders?claimId= in version 5, on the claim itself otherwise', () => {
    expect(landingRoute({ currentVersion: '5', claimId: 'CLM-1' })).toBe('orders?claimId=CLM-1');
    expect(landingRoute({ currentVersion: '4', claimId: 'CLM 2/x' })).toBe(
      'issue-details?claimId=CLM%202%2Fx',
    );
    expect(landingRoute({ currentVersion: '5', claimId: '  ' })).toBe('orders');
    expect(landingRoute({ currentVersion: null, claimId: null })).toBe('home');
  });
});

describe('login query parameters (spec section 2 Login)', () => {
  it('section 2: names the parameters the login page reads', () => {
    expect(Object.values(LOGIN_QUERY_PARAMS)).toEqual([
      'access_token',
      'redirectToNewRc4',
      'redirectToNewRc5',
      'redirectToNewRc',
      'forceDirect',
      'conversationId',
      'force_mode',
      'chat_mode',
      'to',
      'claimId',
      // Ours (issue 15): a direct link to the withdrawal function.
      'withdraw',
      'email',
      'order_number',
      'force_orders',
    ]);
  });

  it('section 2: forceDirect takes the value 1', () => {
    expect(FORCE_DIRECT_VALUE).toBe('1');
    expect(isForceDirect('1')).toBe(true);
    expect(isForceDirect(1)).toBe(true);
    expect(isForceDirect('true')).toBe(false);
    expect(isForceDirect(null)).toBe(false);
  });
});

describe('legacy site (spec sections 2 and 4)', () => {
  it('section 2: the legacy site is reached with email and order_number query parameters', () => {
    expect(legacySiteUrl('https://legacy.example.com/rc', { email: 'a+b@x.io', orderNumber: '#1001' })).toBe(
      'https://legacy.example.com/rc?email=a%2Bb%40x.io&order_number=%231001',
    );
  });

  it('keeps the base query and fragment', () => {
    expect(legacySiteUrl('https://l.example.com/?lng=de#top', { email: 'e@x.io', orderNumber: '1' })).toBe(
      'https://l.example.com/?lng=de&email=e%40x.io&order_number=1#top',
    );
    expect(legacySiteUrl('https://l.example.com/?', { email: 'e@x.io', orderNumber: '1' })).toBe(
      'https://l.example.com/?email=e%40x.io&order_number=1',
    );
  });

  it("section 4: after a login on the 17track platform, the router result 'old' sends the user to the legacy site", () => {
    expect(shouldUseLegacySite({ platform: '17track', router: 'old' })).toBe(true);
    expect(shouldUseLegacySite({ platform: '17TRACK', channel: null, router: 'old' })).toBe(true);
    expect(shouldUseLegacySite({ channel: '17track', router: 'old' })).toBe(true);
  });

  it('section 4: on the 17track platform any other router result stays here', () => {
    expect(shouldUseLegacySite({ platform: '17track', router: 'new' })).toBe(false);
    expect(shouldUseLegacySite({ platform: '17track' })).toBe(false);
  });

  it('section 2: garmentory and treet channels use the legacy site', () => {
    expect(shouldUseLegacySite({ channel: 'garmentory' })).toBe(true);
    expect(shouldUseLegacySite({ channel: 'Treet', router: 'new' })).toBe(true);
  });

  it('other channels and platforms do not', () => {
    expect(shouldUseLegacySite({ channel: 'dhgate', router: 'old' })).toBe(false);
    expect(shouldUseLegacySite({ platform: 'shopify', router: 'old' })).toBe(false);
    expect(shouldUseLegacySite({})).toBe(false);
  });
});
