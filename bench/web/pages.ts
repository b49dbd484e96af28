// The real product for the page-load benchmark: the built web app served by the real server on the
// embedded PGlite with the demo store, and the three pages measured: login (signed out), home and
// a claim's details page (signed in as the demo shopper, on an order whose claim is under review).
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { callPath } from '@rc/contract/routes';
import { LOGIN_QUERY_PARAMS } from '@rc/domain/routing';
import type { BrowserContext, Page } from 'puppeteer-core';
import { freePort, repoRoot, type ServiceProcess, startService, temporaryFolder } from '../lib/processes';
import { sendJson } from '../lib/seed';
import { serverEnv } from '../lib/server-env';

export const WEB_DIST = path.join(repoRoot, 'apps/web/dist');

/** The demo store (apps/server/src/demo) and its shopper. */
const DEMO_SHOP = 'demo';
const SHOPPER_EMAIL = 'shopper@example.com';
/** A demo order with one claim, waiting for the store (apps/server/src/demo/demo-claims.ts). */
const CLAIM_ORDER = '#1012';

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
  const runDir = temporaryFolder('rc-bench-web-');
  const webDist = path.join(runDir, 'web-dist');
  cpSync(WEB_DIST, webDist, { recursive: true });
  const port = await freePort();
  return startService({
    name: 'the server on PGlite with the demo',
    args: ['--import', 'tsx', 'apps/server/src/server.ts'],
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

export type PageName = 'login' | 'home' | 'claim';

export interface MeasuredPage {
  name: PageName;
  /** Path and query on the server. */
  path: string;
  /** The browser context it loads in: signed out, or signed in as the demo shopper. */
  signedIn: boolean;
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

/**
 * The pages, with the demo claim found through the gateway as the web app finds it: the store's
 * configuration, rc-login for the order, then its claim list.
 */
export async function demoPages(baseUrl: string): Promise<MeasuredPage[]> {
  const style = await gateway(baseUrl, 'get-rc-login-style', { subDomain: DEMO_SHOP });
  const merchantId = (style.body.data as { merchantId?: unknown } | undefined)?.merchantId;
  if (typeof merchantId !== 'string')
    throw new Error('get-rc-login-style answered no merchantId for the demo');
  const login = await gateway(baseUrl, 'rc-login', {
    merchantId,
    orderName: CLAIM_ORDER,
    contactInfo: SHOPPER_EMAIL,
  });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('rc_session='));
  if (!cookie) throw new Error(`signing in to ${CLAIM_ORDER} set no rc_session cookie`);
  const list = await gateway(baseUrl, 'get-claim-list', {}, cookie);
  const claims = (list.body.data as { claims?: { claimId: string; claimNumber: string; status: string }[] })
    ?.claims;
  const claim = claims?.[0];
  if (!claim) throw new Error(`the demo order ${CLAIM_ORDER} has no claim: was the demo seeded?`);
  await gateway(baseUrl, 'rc-logout', {}, cookie);
  return [
    {
      name: 'login',
      path: `/${DEMO_SHOP}/login`,
      signedIn: false,
      shows: 'Continue',
      description: `/${DEMO_SHOP}/login, signed out (server-rendered, hydrated)`,
    },
    {
      name: 'home',
      path: `/${DEMO_SHOP}/home`,
      signedIn: true,
      shows: CLAIM_ORDER,
      description: `/${DEMO_SHOP}/home, signed in to ${CLAIM_ORDER} (protected items, claims)`,
    },
    {
      name: 'claim',
      path: `/${DEMO_SHOP}/issue-details?${LOGIN_QUERY_PARAMS.claimId}=${claim.claimId}`,
      signedIn: true,
      shows: claim.claimNumber,
      description: `claim ${claim.claimNumber} (${claim.status}) of ${CLAIM_ORDER}: /${DEMO_SHOP}/issue-details?claimId=…`,
    },
  ];
}

/**
 * Signs the demo shopper in inside `context` the way a shopper's link does: the auto-login route
 * with the order number and e-mail calls rc-login, which sets the HttpOnly session cookie, and the
 * app keeps the shopper in session storage (the signed-in pages' guard reads it), then opens home.
 * Lighthouse then loads the signed-in pages in this same tab, cold (it clears the HTTP cache, not
 * cookies or session storage), as a shopper who reloads or follows a link to them.
 */
export async function signInDemoShopper(baseUrl: string, page: Page): Promise<void> {
  const query = new URLSearchParams({
    [LOGIN_QUERY_PARAMS.orderNumber]: CLAIM_ORDER,
    [LOGIN_QUERY_PARAMS.email]: SHOPPER_EMAIL,
  });
  await page.goto(`${baseUrl}/${DEMO_SHOP}/auto-login?${query}`, { waitUntil: 'load' });
  // Expressions, not functions: they run in the page, and the bench is type-checked without the DOM.
  await page.waitForFunction(`location.pathname === ${JSON.stringify(`/${DEMO_SHOP}/home`)}`, {
    timeout: 30_000,
  });
  const cookies = await page.browserContext().cookies();
  if (!cookies.some((cookie) => cookie.name === 'rc_session')) {
    throw new Error('the demo sign-in set no rc_session cookie in the browser');
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

/** A tab for each kind of page: one signed out, one signed in as the demo shopper. */
export async function openTabs(
  baseUrl: string,
  contexts: { signedOut: BrowserContext; signedIn: BrowserContext },
): Promise<{ signedOut: Page; signedIn: Page }> {
  const signedOut = await contexts.signedOut.newPage();
  const signedIn = await contexts.signedIn.newPage();
  await signInDemoShopper(baseUrl, signedIn);
  return { signedOut, signedIn };
}
