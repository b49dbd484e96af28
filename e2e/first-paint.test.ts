// The first paint comes from the server (issue 8): the browser hydrates it in place. No mismatch
// React had to recover from, no node of the server's page thrown away and painted again, no
// layout shift; and a form sent before the script has run still signs the shopper in.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useBrowser, VIEWPORTS } from './support/browser';
import { HOME_PATH, SHOPPER_EMAIL, signIn, waitForHome } from './support/demo';

const browser = useBrowser();

/**
 * Before any of the page is parsed: remember the first <h1> the parser puts in #root (the server's),
 * and add up the layout shifts the page makes.
 */
async function watchFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watch = window as unknown as { serverHeading?: Element; layoutShift: number };
    watch.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        watch.layoutShift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('#root h1');
      if (heading && !watch.serverHeading) {
        watch.serverHeading = heading;
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** Once the app is live: how it came to life, and whether the server's heading is still the one on screen. */
function afterStart(page: Page) {
  return page.evaluate(() => {
    const watch = window as unknown as { serverHeading?: Element; layoutShift: number };
    return {
      render: document.documentElement.dataset.render,
      headingKept:
        Boolean(watch.serverHeading?.isConnected) &&
        watch.serverHeading === document.querySelector('#root h1'),
      heading: document.querySelector('#root h1')?.textContent,
      layoutShift: watch.layoutShift,
    };
  });
}

const PAGES = [
  { path: '/demo/login', heading: 'Report an issue' },
  { path: '/demo/login?channel=dhgate', heading: 'Report an issue' },
  { path: '/lumen/login', heading: 'Lumen Care' },
  { path: '/demo/login?lng=de-DE', heading: 'Problem melden' },
  { path: '/demo/error?code=100009', heading: null },
  { path: '/demo/no-such-page', heading: 'Page not found.' },
];

describe.each(VIEWPORTS)('the first paint on $name', (viewport) => {
  test.each(PAGES)(
    '$path hydrates the server’s page in place, without a layout shift',
    async ({ path, heading }) => {
      const { page, errors } = await browser.open(viewport);
      errors.allow(/status of 404/, 'the not-found page is sent with HTTP 404');
      await watchFirstPaint(page);
      await page.goto(path);
      const started = await afterStart(page);
      expect(started.render, 'hydrated, not rendered afresh or recovered from a mismatch').toBe('hydrated');
      expect(started.headingKept, 'the heading the server sent is the one on screen').toBe(true);
      if (heading) expect(started.heading).toBe(heading);
      // Fonts and images arrive after the first paint; none of them may move the page.
      await page.waitForLoadState('load');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect((await afterStart(page)).layoutShift, 'cumulative layout shift').toBeLessThan(0.01);
    },
  );

  test('a signed-in page comes with its first answers: no call for them, nothing moves', async () => {
    const { page } = await browser.open(viewport);
    await signIn(page, '#1012');
    await watchFirstPaint(page);
    const firstCalls: string[] = [];
    page.on('request', (request) => {
      const name = /\/(get-all-protected-item|get-claim-list)$/.exec(new URL(request.url()).pathname)?.[1];
      if (name) firstCalls.push(name);
    });
    await page.reload();
    await waitForHome(page);
    await expect.poll(() => page.locator('.claim-card').count()).toBeGreaterThan(0);
    await page.waitForLoadState('load');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(firstCalls, 'calls the page came with answers to').toEqual([]);
    const started = await afterStart(page);
    // Rendered whole on the server for the shopper and hydrated in place (decision 037).
    expect(started.render, 'hydrated, not rendered afresh or recovered from a mismatch').toBe('hydrated');
    expect(started.headingKept, 'the heading the server sent is the one on screen').toBe(true);
    expect(started.layoutShift, 'cumulative layout shift').toBeLessThan(0.01);
    // The start script adds the page's module preloads a few per task: every one of them (the app
    // adds more for the modules it imports later).
    const preloads = await page.evaluate(() => {
      const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
      return {
        listed: (script?.dataset.preload ?? '').split(' ').filter(Boolean).sort(),
        added: [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')]
          .map((link) => new URL(link.href).pathname)
          .sort(),
      };
    });
    expect(preloads.listed.length, 'more modules than one task adds').toBeGreaterThan(4);
    expect(preloads.added).toEqual(expect.arrayContaining(preloads.listed));

    // A claim's page too, opened from home.
    await page.locator('.claim-card a').first().click();
    await page.waitForURL((url) => url.pathname.endsWith('/issue-details'));
    await watchFirstPaint(page);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Claim / }).waitFor();
    const claim = await afterStart(page);
    expect(claim.render).toBe('hydrated');
    expect(claim.headingKept).toBe(true);
  });

  test('the hub, a tracking page and a return’s page come whole from the server and hydrate in place', async () => {
    const { page } = await browser.open(viewport);
    const gateway = (name: string) =>
      page.evaluate(async (path) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        return response.json();
      }, `/gateway/ins-claim-product/api/resolution-center/${name}`);
    /** The server's document for `path` (with the session's cookie), then the app on it. */
    const expectWhole = async (path: string, shows: string) => {
      const served = await (await page.request.get(path)).text();
      const root = served.slice(served.indexOf('<div id="root">'), served.indexOf('data-entry='));
      expect(root, `${path}: the page itself, not a skeleton`).not.toContain('page-skeleton');
      expect(root).toContain(shows);
      await watchFirstPaint(page);
      await page.goto(path);
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.render)).toBeTruthy();
      await page.waitForLoadState('load');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const started = await afterStart(page);
      expect(started.render, `${path}: hydrated, not rendered afresh or recovered`).toBe('hydrated');
      expect(started.headingKept, `${path}: the server's heading stays on screen`).toBe(true);
      expect(started.layoutShift, `${path}: cumulative layout shift`).toBeLessThan(0.01);
    };

    await signIn(page, '#1027');
    const hub = await gateway('user/query-order-list');
    const opened = hub.data.orders.flatMap((order: { returns: { returnId: string }[] }) => order.returns)[0];
    await expectWhole('/demo/orders?force_orders=false', '#1027');
    // A return on its way back with a QR drop-off: its label, instructions and address at once.
    await expectWhole(`/demo/order-details?returnId=${opened.returnId}`, 'return-label__instructions');

    await signIn(page, '#1052');
    const packages = await gateway('query-package-status');
    const tracked = packages.data.packages.find(
      (item: { trackingNumber: string | null }) => item.trackingNumber,
    );
    await expectWhole(`/demo/tracking?fulfillmentId=${tracked.fulfillmentId}`, tracked.trackingNumber);
  });

  test('a page opened in a new tab with the session cookie shows the shopper’s page, not the sign-in', async () => {
    const { page, context } = await browser.open(viewport);
    await signIn(page, '#1012');
    // A new tab keeps nothing of the first one's session storage; the session is the cookie.
    const tab = await context.newPage();
    await tab.goto(HOME_PATH);
    await waitForHome(tab);
    await expect.poll(() => tab.evaluate(() => document.documentElement.dataset.render)).toBe('hydrated');
    await expect.poll(() => tab.locator('.claim-card').count()).toBeGreaterThan(0);
    await tab.close();
  });

  test('a sign-in sent before the script has run still signs in (the plain form, posted)', async () => {
    const { page } = await browser.open(viewport);
    // A slow network: the app's script arrives only after the shopper has sent the form.
    let release: () => void = () => undefined;
    const scriptHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      held += 1;
      if (held === 1) await scriptHeld;
      await route.continue().catch(() => undefined);
    });
    await page.goto('/demo/login', { waitUntil: 'commit' });
    await page.getByLabel('Order number', { exact: true }).fill('#1001');
    await page.getByLabel('E-mail', { exact: true }).fill(SHOPPER_EMAIL);
    // The plain form is posted: the server signs in and sends the browser on to home (decision 049).
    const [posted] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Continue' }).click({ noWaitAfter: true }),
    ]);
    expect(posted.status()).toBe(303);
    release();
    await waitForHome(page);
    expect(new URL(page.url()).pathname).toBe(HOME_PATH);
  });
});
