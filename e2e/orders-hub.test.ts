// Issue 13 in Chromium: the version 5 orders hub. A shopper who proved the e-mail (a merchant-signed
// link) sees both of their orders at the store, opens each order's page, leaves and edits a comment
// on an order and on one of its products (read back through the merchant API, in the shopper's
// language), and acts on the other order, which switches the session to it (user/switch-order).
// On an iPhone the store's app banner shows on the home screens, its view is recorded once per
// session, and closing hides it for the session; on a desktop there is no banner. The hub passes
// axe and fits 320 px. Orders of this file's own store; one viewport per journey (lean).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { useBrowser, VIEWPORTS, type Viewport } from './support/browser';
import { signInTo } from './support/claim-flow';
import { waitForHome } from './support/demo';
import { expectImagesLoad } from './support/images';
import { merchantSignedLink, type SignedLink } from './support/merchant';
import { expectFitsAt320 } from './support/returns';
import { createShop, deliveredOrder, orderLike1001, putOrder, type TestShop, TOTE } from './support/shop';

const browser = useBrowser();
const [, desktop] = VIEWPORTS as [Viewport, Viewport];
const SHOP = 'e2e-hub';
const EMAIL = 'hub-journey@example.com';
const APP = { name: 'Hub Outfitters', url: 'https://apps.apple.com/app/hub-outfitters/id1000000001' };

/** An iPhone's Safari: the banner is for iOS only (spec 1, 9). */
const iphone: Viewport = {
  name: 'phone',
  context: {
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  },
};

/** The merchant API with the store's key (README "Orders in from a merchant"). */
async function merchantApi(method: 'GET' | 'PUT', route: string, body?: unknown) {
  const response = await fetch(`${inject('baseUrl')}/api/merchant/v1${route}`, {
    method,
    headers: {
      authorization: `Bearer ${shop.apiKey}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await response.json()) as { code: number; data?: unknown };
  expect(answer.code, `${method} ${route}: ${JSON.stringify(answer)}`).toBe(0);
  return answer.data;
}

/** Counts the page's calls of a gateway call (e.g. user/banner-view). */
function countCalls(page: Page, call: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith(`/resolution-center/${call}`)) count += 1;
  });
  return () => count;
}

function orderCard(page: Page, orderName: string) {
  return page.getByRole('article', { name: `Order ${orderName}` });
}

async function openHub(page: Page): Promise<void> {
  // The store keeps version 4 as its landing; force_orders=false opens the hub (spec 2 "Guard rules").
  await page.goto(`/${SHOP}/orders?force_orders=false`);
  await page.getByRole('heading', { level: 1, name: 'Your orders' }).waitFor();
}

let shop: TestShop;
let link: SignedLink;
beforeAll(async () => {
  shop = await createShop(SHOP, 'Hub Outfitters');
  await putOrder(shop, '#7101', orderLike1001(EMAIL));
  await putOrder(shop, '#7102', {
    ...deliveredOrder(EMAIL, [{ ...TOTE, imageUrl: `${inject('baseUrl')}/demo/products/tote.svg` }]),
    placedAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  });
  await merchantApi('PUT', '/branding', {
    settings: { iosApp: { ...APP, subtitle: 'Shop and track on your iPhone' } },
  });
  link = await merchantSignedLink(SHOP, '#7101', EMAIL);
});

describe('the orders hub', () => {
  test(`a verified shopper sees both orders, opens each, comments, and acts on the other (${desktop.name})`, async () => {
    const { page } = await browser.open(desktop);
    const bannerViews = countCalls(page, 'user/banner-view');
    await page.goto(link.url);
    await waitForHome(page, `/${SHOP}`);
    await openHub(page);
    // The signed-in order first, then the shopper's other order at this store (the link proved the e-mail).
    const names = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.querySelector('h2')?.textContent));
    expect(names).toEqual(['Order #7101', 'Order #7102']);
    await orderCard(page, '#7101').getByText('Ceramic Pour-Over Set').waitFor();
    // Product pictures are decoration beside the titles (alt=""); each one loads.
    await expect(orderCard(page, '#7102').locator('img').count()).resolves.toBe(1);
    await expectImagesLoad(page);
    await expectAccessible(page);

    // Each order's page.
    await orderCard(page, '#7101').getByRole('link', { name: 'Order details' }).click();
    await page.getByRole('heading', { level: 1, name: 'Order #7101' }).waitFor();
    await page.getByRole('region', { name: 'Your protection' }).getByText('Shipping Protection').waitFor();
    await page.getByRole('link', { name: 'All your orders' }).click();
    await orderCard(page, '#7102').getByRole('link', { name: 'Order details' }).click();
    await page.getByRole('heading', { level: 1, name: 'Order #7102' }).waitFor();
    await expectAccessible(page);
    // The order's page keeps to a small phone's width too (its desktop layout has two columns).
    await expectFitsAt320(page);

    // A comment on the order and one on its product, each edited.
    const orderComment = page.getByLabel('Your comment on this order');
    await orderComment.fill('Please leave parcels with the concierge.');
    await page.getByRole('button', { name: 'Add comment' }).last().click();
    const onOrder = page.getByRole('list', { name: 'Your comments on this order' });
    await onOrder.getByText('Please leave parcels with the concierge.').waitFor();
    await onOrder.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Edit your comment').fill('Please leave parcels with the concierge, Tim.');
    await page.getByRole('button', { name: 'Save' }).click();
    await onOrder.getByText('Please leave parcels with the concierge, Tim.').waitFor();

    // One comment box open at a time (issue 23): the product's opens on request, the order's closes.
    await page.getByRole('button', { name: 'Comment on Canvas Tote Bag' }).click();
    await page.getByLabel('Your comment on Canvas Tote Bag').waitFor();
    await page.getByLabel('Your comment on this order').waitFor({ state: 'hidden' });
    await page.getByLabel('Your comment on Canvas Tote Bag').fill('One tote has a loose strap.');
    await page.getByRole('button', { name: 'Add comment' }).first().click();
    const onTote = page.getByRole('list', { name: 'Your comments on Canvas Tote Bag' });
    await onTote.getByText('One tote has a loose strap.').waitFor();
    await onTote.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Edit your comment').fill('One tote has a loose strap; the other is fine.');
    await page.getByRole('button', { name: 'Save' }).click();
    await onTote.getByText('One tote has a loose strap; the other is fine.').waitFor();
    // The new words show at once; 'edited' once the server's answer (its updatedAt) is in.
    await expect.poll(() => onTote.getByText('edited').count()).toBe(1);
    await expectAccessible(page);

    // The merchant reads both, as last edited, in the shopper's language.
    const { comments } = (await merchantApi('GET', `/comments?orderName=${encodeURIComponent('#7102')}`)) as {
      comments: { body: string; itemId: string | null; language: string }[];
    };
    expect(
      comments
        .map(({ body, itemId, language }) => ({ body, onProduct: itemId !== null, language }))
        .sort((a, b) => a.body.localeCompare(b.body)),
    ).toEqual([
      { body: 'One tote has a loose strap; the other is fine.', onProduct: true, language: 'en-US' },
      { body: 'Please leave parcels with the concierge, Tim.', onProduct: false, language: 'en-US' },
    ]);

    // Acting on the other order switches the session to it.
    await page.getByRole('link', { name: 'All your orders' }).click();
    const switched = page.waitForResponse((response) => response.url().endsWith('/user/switch-order'));
    await orderCard(page, '#7102').getByRole('link', { name: 'Track' }).first().click();
    expect(((await (await switched).json()) as { data: { orderName: string } }).data.orderName).toBe('#7102');
    await page.waitForURL((url) => url.pathname === `/${SHOP}/tracking`);
    await page.goto(`/${SHOP}/home`);
    await page.getByText('Order #7102', { exact: false }).first().waitFor();

    // A desktop is no iOS device: no banner, no view recorded (once the page has settled, when
    // an iPhone's banner would have loaded).
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('complementary', { name: `The ${APP.name} app` }).count()).resolves.toBe(0);
    expect(bannerViews()).toBe(0);
  });

  test('on an iPhone the app banner shows, its view is recorded once per session, and closing hides it (phone)', async () => {
    const { page } = await browser.open(iphone);
    const bannerViews = countCalls(page, 'user/banner-view');
    await signInTo(page, SHOP, '#7101', EMAIL);
    const banner = page.getByRole('complementary', { name: `The ${APP.name} app` });
    await banner.waitFor();
    await expect(banner.getByRole('link', { name: 'Explore' }).getAttribute('href')).resolves.toBe(APP.url);
    await banner.getByText('Shop and track on your iPhone').waitFor();
    await expectAccessible(page);

    // Again on the hub and after a reload: shown, not recorded again.
    await openHub(page);
    await banner.waitFor();
    await page.reload();
    await banner.waitFor();
    await expectAccessible(page);
    await expectFitsAt320(page);
    expect(bannerViews()).toBe(1);
    const { events } = (await merchantApi('GET', '/events?event=banner_view')) as {
      events: { orderName: string; data: { isIOSDevice: boolean; userAgent: string } }[];
    };
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ orderName: '#7101', data: { isIOSDevice: true } });
    expect(events[0]?.data.userAgent).toContain('iPhone');

    // Closed: hidden for the rest of the session.
    await banner.getByRole('button', { name: `Close the ${APP.name} app banner` }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Your orders' }).waitFor();
    await page.goto(`/${SHOP}/home`);
    await waitForHome(page, `/${SHOP}`);
    await page.waitForLoadState('networkidle');
    await expect(banner.count()).resolves.toBe(0);
    expect(bannerViews()).toBe(1);
  });
});
