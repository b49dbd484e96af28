// The real product for the page-load benchmark: the built web app served by the real server on the
// embedded PGlite with the demo store, and every kind of shopper page measured (issue 23, deliver
// 12): login (signed out); home, the orders hub, a claim, a return, a package's tracking and the
// assistant, each signed in to the demo order that shows it.
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { callPath } from '@rc/contract/routes';
import { LOGIN_QUERY_PARAMS } from '@rc/domain/routing';
import type { Browser, Page } from 'puppeteer-core';
import { freePort, repoRoot, type ServiceProcess, startService, temporaryFolder } from '../lib/processes';
import { sendJson } from '../lib/seed';
import { serverEnv } from '../lib/server-env';

export const WEB_DIST = path.join(repoRoot, 'apps/web/dist');
const SERVER_BUNDLE = path.join(repoRoot, 'apps/server/dist/server.mjs');

/** The demo store (apps/server/src/demo) and the demo orders each kind of page is measured on. */
const DEMO_SHOP = 'demo';
const SHOPPER_EMAIL = 'shopper@example.com';
/** A demo order with one claim, waiting for the store (apps/server/src/demo/demo-claims.ts). */
const CLAIM_ORDER: Shopper = { orderName: '#1012', email: SHOPPER_EMAIL };
/** The orders hub's first order (demo-orders-hub.ts): two packages and a claim waiting for photos. */
const HUB_ORDER: Shopper = { orderName: '#1040', email: 'hub@example.com' };
/** A return on its way back with a QR drop-off code (demo-returns.ts). */
const RETURN_ORDER: Shopper = { orderName: '#1027', email: SHOPPER_EMAIL };
/** A package on its way with UPS, with scans and an estimate (demo-assistant.ts). */
const TRACKING_ORDER: Shopper = { orderName: '#1052', email: SHOPPER_EMAIL };
/** The assistant's first scenario (demo-assistant.ts). */
const CHAT_ORDER: Shopper = { orderName: '#1050', email: SHOPPER_EMAIL };

/** Who a page is loaded as: the shopper of one demo order, signed in by order number and e-mail. */
export interface Shopper {
  orderName: string;
  email: string;
}

/**
 * `npm start` without a DATABASE_URL: the server on the embedded PGlite, seeded with the demo, in
 * production mode, serving a snapshot of apps/web/dist (a rebuild during the run, someone's
 * `vite build`, must not swap the hashed files under the pages being measured).
 */
export async function startProduct(): Promise<ServiceProcess> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(
      'apps/web/dist/index.html is missing: build the web app first (npm run build), or run `npm run bench -- --web`, which builds it.',
    );
  }
  if (!existsSync(SERVER_BUNDLE)) {
    throw new Error(
      'apps/server/dist/server.mjs is missing: run `npm run build`, or `npm run bench:web`, which builds it.',
    );
  }
  const runDir = temporaryFolder('rc-bench-web-');
  const webDist = path.join(runDir, 'web-dist');
  cpSync(WEB_DIST, webDist, { recursive: true });
  const port = await freePort();
  return startService({
    name: 'the server on PGlite with the demo',
    // The server as `npm start` runs it: the bundle (decision 058), built by scripts/bench.mjs.
    args: ['--enable-source-maps', SERVER_BUNDLE],
    env: serverEnv({
      NODE_ENV: 'production',
      DATA_DIR: path.join(runDir, 'data'),
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
    }),
    port,
    readyPath: '/readyz',
  });
}

/** Every kind of shopper page (issue 23, deliver 12). */
export type PageName = 'login' | 'home' | 'orders' | 'claim' | 'return' | 'tracking' | 'chat';

export interface MeasuredPage {
  name: PageName;
  /** Path and query on the server. */
  path: string;
  /** Who it loads as: signed out (null), or the shopper of a demo order, in a context of their own. */
  shopper: Shopper | null;
  /** Text the page shows once it has loaded its real data (checked before measuring). */
  shows: string;
  /** What the page is, for the report. */
  description: string;
}

async function gateway(
  baseUrl: string,
  name: Parameters<typeof callPath>[0],
  body: unknown,
  cookie?: string,
) {
  const answer = await sendJson('POST', `${baseUrl}${callPath(name)}`, body, cookie ? { cookie } : {});
  if (answer.status >= 300 || answer.body.code !== 0) {
    throw new Error(`${name} failed: HTTP ${answer.status}, ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return answer;
}

/** Signs a shopper in through the gateway as the web app does; returns the session cookie. */
async function signInThroughGateway(baseUrl: string, merchantId: string, shopper: Shopper): Promise<string> {
  const login = await gateway(baseUrl, 'rc-login', {
    merchantId,
    orderName: shopper.orderName,
    contactInfo: shopper.email,
  });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('rc_session='));
  if (!cookie) throw new Error(`signing in to ${shopper.orderName} set no rc_session cookie`);
  return cookie;
}

/** The data of one call made as a shopper, who is signed out again afterwards. */
async function asShopper<T>(
  baseUrl: string,
  merchantId: string,
  shopper: Shopper,
  name: Parameters<typeof callPath>[0],
  body: unknown,
): Promise<T> {
  const cookie = await signInThroughGateway(baseUrl, merchantId, shopper);
  const answer = await gateway(baseUrl, name, body, cookie);
  await gateway(baseUrl, 'rc-logout', {}, cookie);
  return answer.body.data as T;
}

/**
 * Every kind of shopper page, each on the demo order that shows it, with the ids a page's address
 * needs found through the gateway as the web app finds them.
 */
export async function demoPages(baseUrl: string): Promise<MeasuredPage[]> {
  const style = await gateway(baseUrl, 'get-rc-login-style', { subDomain: DEMO_SHOP });
  const merchantId = (style.body.data as { merchantId?: unknown } | undefined)?.merchantId;
  if (typeof merchantId !== 'string')
    throw new Error('get-rc-login-style answered no merchantId for the demo');
  const claims = await asShopper<{ claims?: { claimId: string; claimNumber: string; status: string }[] }>(
    baseUrl,
    merchantId,
    CLAIM_ORDER,
    'get-claim-list',
    {},
  );
  const claim = claims.claims?.[0];
  if (!claim) throw new Error(`the demo order ${CLAIM_ORDER.orderName} has no claim: was the demo seeded?`);
  const hub = await asShopper<{
    orders?: { orderName: string; returns: { returnId: string; returnNumber: string }[] }[];
  }>(baseUrl, merchantId, RETURN_ORDER, 'user/query-order-list', {});
  const opened = hub.orders?.find((order) => order.orderName === RETURN_ORDER.orderName)?.returns[0];
  if (!opened)
    throw new Error(`the demo order ${RETURN_ORDER.orderName} has no return: was the demo seeded?`);
  const packages = await asShopper<{ packages?: { fulfillmentId: string; trackingNumber: string | null }[] }>(
    baseUrl,
    merchantId,
    TRACKING_ORDER,
    'query-package-status',
    {},
  );
  const tracked = packages.packages?.find((pkg) => pkg.trackingNumber);
  if (!tracked?.trackingNumber) {
    throw new Error(
      `the demo order ${TRACKING_ORDER.orderName} has no tracked package: was the demo seeded?`,
    );
  }
  const at = (route: string) => `/${DEMO_SHOP}/${route}`;
  return [
    {
      name: 'login',
      path: at('login'),
      shopper: null,
      shows: 'Continue',
      description: `${at('login')}, signed out (server-rendered, hydrated)`,
    },
    {
      name: 'home',
      path: at('home'),
      shopper: CLAIM_ORDER,
      shows: CLAIM_ORDER.orderName,
      description: `${at('home')}, signed in to ${CLAIM_ORDER.orderName} (protected items, claims)`,
    },
    {
      name: 'orders',
      path: `${at('orders')}?${LOGIN_QUERY_PARAMS.forceOrders}=false`,
      shopper: HUB_ORDER,
      shows: HUB_ORDER.orderName,
      description: `the orders hub, ${at('orders')}, signed in to ${HUB_ORDER.orderName} (packages, a claim waiting for photos)`,
    },
    {
      name: 'claim',
      path: `${at('issue-details')}?${LOGIN_QUERY_PARAMS.claimId}=${claim.claimId}`,
      shopper: CLAIM_ORDER,
      shows: claim.claimNumber,
      description: `claim ${claim.claimNumber} (${claim.status}) of ${CLAIM_ORDER.orderName}: ${at('issue-details')}?claimId=…`,
    },
    {
      name: 'return',
      path: `${at('order-details')}?returnId=${opened.returnId}`,
      shopper: RETURN_ORDER,
      shows: opened.returnNumber,
      description: `return ${opened.returnNumber} of ${RETURN_ORDER.orderName} (QR drop-off, on its way back): ${at('order-details')}?returnId=…`,
    },
    {
      name: 'tracking',
      path: `${at('tracking')}?fulfillmentId=${tracked.fulfillmentId}`,
      shopper: TRACKING_ORDER,
      shows: tracked.trackingNumber,
      description: `the tracking page of ${TRACKING_ORDER.orderName}'s package ${tracked.trackingNumber}: ${at('tracking')}?fulfillmentId=…`,
    },
    {
      name: 'chat',
      path: at('chat'),
      shopper: CHAT_ORDER,
      shows: CHAT_ORDER.orderName,
      description: `the assistant, ${at('chat')}, signed in to ${CHAT_ORDER.orderName} (its greeting and first choices)`,
    },
  ];
}

/**
 * Signs a shopper in inside `page`'s context the way a shopper's link does: the auto-login route
 * with the order number and e-mail calls rc-login, which sets the HttpOnly session cookie, and the
 * app keeps the shopper in session storage (the signed-in pages' guard reads it), then opens home.
 * Lighthouse then loads the shopper's pages in this same tab, cold (it clears the HTTP cache, not
 * cookies or session storage), as a shopper who reloads or follows a link to them.
 */
export async function signInShopper(baseUrl: string, page: Page, shopper: Shopper): Promise<void> {
  const query = new URLSearchParams({
    [LOGIN_QUERY_PARAMS.orderNumber]: shopper.orderName,
    [LOGIN_QUERY_PARAMS.email]: shopper.email,
  });
  await page.goto(`${baseUrl}/${DEMO_SHOP}/auto-login?${query}`, { waitUntil: 'load' });
  // Expressions, not functions: they run in the page, and the bench is type-checked without the DOM.
  await page.waitForFunction(`location.pathname !== ${JSON.stringify(`/${DEMO_SHOP}/auto-login`)}`, {
    timeout: 30_000,
  });
  const cookies = await page.browserContext().cookies();
  if (!cookies.some((cookie) => cookie.name === 'rc_session')) {
    throw new Error(`signing in to ${shopper.orderName} set no rc_session cookie in the browser`);
  }
}

/** Loads the page once (not measured) and checks it shows its real data: warms the server too. */
export async function checkPage(baseUrl: string, page: Page, measured: MeasuredPage): Promise<void> {
  const url = `${baseUrl}${measured.path}`;
  // 'load', not network idle: the claim and return pages keep their live-update stream open
  // (decision 042), so the network never goes idle; the text below says the data is there.
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  try {
    await page.waitForFunction(`document.body.innerText.includes(${JSON.stringify(measured.shows)})`, {
      timeout: 30_000,
    });
  } catch {
    const shown = String(await page.evaluate('document.body.innerText.slice(0, 400)'));
    throw new Error(
      `${measured.name} (${url}) did not show "${measured.shows}" (now at ${page.url()}); it shows:\n${shown}`,
    );
  }
  const landed = new URL(page.url());
  const expected = new URL(url);
  if (landed.pathname !== expected.pathname) {
    throw new Error(`${measured.name}: ${url} led to ${page.url()}`);
  }
}

/**
 * A tab for each shopper the pages load as (one signed out), each in a browser context of its own:
 * a session is for one order, so each order's pages get their own cookies and storage.
 */
export async function openTabs(
  baseUrl: string,
  browser: Browser,
  pages: readonly MeasuredPage[],
): Promise<(page: MeasuredPage) => Page> {
  const tabs = new Map<string, Page>();
  const keyOf = (page: MeasuredPage) => page.shopper?.orderName ?? '';
  for (const page of pages) {
    if (tabs.has(keyOf(page))) continue;
    const context = await browser.createBrowserContext();
    const tab = await context.newPage();
    if (page.shopper) await signInShopper(baseUrl, tab, page.shopper);
    tabs.set(keyOf(page), tab);
  }
  return (page) => tabs.get(keyOf(page)) as Page;
}
