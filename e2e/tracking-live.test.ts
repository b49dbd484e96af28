// Issue 12, return tracking and live updates beyond the package page: a return's parcel (the
// label's number) shows its timeline on the open return page, and the carrier's scan pushed by the
// merchant moves the return to 'Return shipped' there without a reload; a claim's page shows the
// merchant's decision without a reload. One viewport each, one page load after sign-in each.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { useBrowser, VIEWPORTS } from './support/browser';
import { claimReason, claimStatus, signInTo } from './support/claim-flow';
import { deliveredProductOrder, type ProductItem, putReturnAddress } from './support/returns';
import { createShop, type MerchantOrder, putOrder, type TestShop } from './support/shop';

const browser = useBrowser();
const SHOP = 'e2e-tracking-live';
const DAY_MS = 86_400_000;
const RC = '/gateway/ins-claim-product/api/resolution-center';
const MERCHANT_API = '/api/merchant/v1';

const SWEATER: ProductItem = {
  id: 'li-sweater',
  productId: 'p-sweater',
  variantId: 'v-sweater-m',
  title: 'Merino Wool Sweater',
  variantTitle: 'Oat / M',
  quantity: 1,
  price: 8900,
};

const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** A package on its way, under shipping protection: a loss there goes to the store's review. */
function inTransitOrder(email: string): MerchantOrder {
  return {
    email,
    firstName: 'Kim',
    currency: 'USD',
    placedAt: daysFromNow(-6),
    shippingPrice: 0,
    items: [{ id: 'li-kettle', title: 'Gooseneck Kettle', quantity: 1, price: 7900 }],
    fulfillments: [
      {
        id: 'ful-a',
        status: 'in_transit',
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        shippedAt: daysFromNow(-4),
        deliveredAt: null,
        items: [{ itemId: 'li-kettle', quantity: 1 }],
      },
    ],
    policies: [
      {
        id: 'sp-1',
        productCode: 'shipping_protection',
        status: 'active',
        sumInsured: 7900,
        startsAt: daysFromNow(-6),
        endsAt: daysFromNow(48),
        itemIds: ['li-kettle'],
      },
    ],
  };
}

/** A shopper call from the signed-in page (its session cookie), as the app would make it. */
async function shopperCall<T>(page: Page, name: string, body: Record<string, unknown>): Promise<T> {
  const response = await page.request.post(`${inject('baseUrl')}${RC}/${name}`, { data: body });
  const answer = (await response.json()) as { code: number; message?: string; data: T };
  expect(answer.code, `${name}: ${answer.message ?? ''}`).toBe(0);
  return answer.data;
}

/** A merchant API call with the store's key. */
async function merchantPost<T>(shop: TestShop, route: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}${MERCHANT_API}${route}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${shop.apiKey}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; message?: string; data: T };
  expect(answer.code, `${route}: ${answer.message ?? ''}`).toBe(0);
  return answer.data;
}

/** Marks the page; the mark survives only if the page is never reloaded. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { keptAcrossUpdate: boolean }).keptAcrossUpdate = true;
  });
}

async function stillTheSamePage(page: Page): Promise<boolean | undefined> {
  return page.evaluate(() => (window as unknown as { keptAcrossUpdate?: boolean }).keptAcrossUpdate);
}

let shop: TestShop;
const [phone, desktop] = VIEWPORTS as [(typeof VIEWPORTS)[number], (typeof VIEWPORTS)[number]];
const returner = { name: '#9101', email: 'returner@example.com' };
const claimant = { name: '#9102', email: 'claimant@example.com' };

beforeAll(async () => {
  shop = await createShop(SHOP, 'Live Journeys');
  await putReturnAddress(shop);
  await putOrder(shop, returner.name, deliveredProductOrder(returner.email, [SWEATER]));
  await putOrder(shop, claimant.name, inTransitOrder(claimant.email));
});

describe('live updates', () => {
  test("a return's parcel: its timeline on the return page, and the carrier's scan ships the return without a reload", async () => {
    const { page } = await browser.open(phone);
    await signInTo(page, SHOP, returner.name, returner.email);
    const { items } = await shopperCall<{ items: { itemId: string; productId: string }[] }>(
      page,
      'list-items-coverage',
      {},
    );
    const itemId = items.find((item) => item.productId === SWEATER.productId)?.itemId as string;
    const opened = await shopperCall<{
      returnId: string;
      returnNumber: string;
      label: { trackingNumber: string };
    }>(page, 'user/submit-order-return', {
      requestId: randomUUID(),
      method: 'prepaid_label',
      items: [
        { itemId, quantity: 1, reason: 'changed_mind', attachments: [], resolution: 'original_payment' },
      ],
    });

    await page.goto(`/${SHOP}/order-details?returnId=${opened.returnId}`);
    await page.getByRole('heading', { level: 1, name: `Return ${opened.returnNumber}` }).waitFor();
    const badge = page.locator('.return-details__head .status-badge');
    expect(await badge.innerText()).toBe('To return');
    const parcel = page.getByRole('region', { name: 'Your parcel on its way back' });
    await parcel.waitFor();
    expect(await parcel.getByText(opened.label.trackingNumber).count()).toBe(1);
    expect(await parcel.locator('.tracking__status-detail').innerText()).toBe(
      'Label created, waiting for the carrier',
    );
    await expectAccessible(page);

    await markPage(page);
    await merchantPost(shop, `/returns/${opened.returnNumber}/checkpoints`, {
      checkpoints: [
        {
          status: 'InTransit',
          occurredAt: '2026-11-25T16:20:00-05:00',
          location: 'Columbus, OH',
          message: 'Dropped off at the carrier',
        },
      ],
    });
    await expect.poll(() => badge.innerText(), { timeout: 15_000 }).toBe('Return shipped');
    await parcel.getByText('Dropped off at the carrier').waitFor();
    expect(await parcel.locator('.tracking__status-detail').innerText()).toBe('On its way');
    expect(await stillTheSamePage(page)).toBe(true);

    // Its whole tracking page, the return parcel's.
    await parcel.getByRole('link', { name: 'See the whole journey' }).click();
    await page.getByRole('heading', { level: 1, name: 'Track your return parcel' }).waitFor();
    expect(new URL(page.url()).searchParams.get('returnId')).toBe(opened.returnId);
    await page.getByRole('list', { name: 'Journey' }).getByText('Columbus, OH').waitFor();
    await expectAccessible(page);
  });

  test("a claim's page shows the store's decision without a reload", async () => {
    const { page } = await browser.open(desktop);
    await signInTo(page, SHOP, claimant.name, claimant.email);
    const { fulfillments } = await shopperCall<{
      fulfillments: { fulfillmentId: string; items: { itemId: string }[] }[];
    }>(page, 'get-all-protected-item', {});
    const { policyList } = await shopperCall<{ policyList: { policyId: string }[] }>(
      page,
      'query-related-policy',
      {},
    );
    const [pkg] = fulfillments;
    const claim = await shopperCall<{ claimId: string; claimNumber: string; status: string }>(
      page,
      'submit-claim',
      {
        policyId: policyList[0]?.policyId,
        fulfillmentId: pkg?.fulfillmentId,
        issueType: 'loss',
        items: [{ itemId: pkg?.items[0]?.itemId, quantity: 1 }],
        applicantEmail: claimant.email,
        attachments: [],
        requestId: randomUUID(),
      },
    );
    expect(claim.status).toBe('under_review');

    await page.goto(`/${SHOP}/issue-details?claimId=${claim.claimId}`);
    await page.getByRole('heading', { level: 1, name: `Claim ${claim.claimNumber}` }).waitFor();
    expect(await claimStatus(page).innerText()).toBe('Under review');
    await markPage(page);
    await merchantPost(shop, `/claims/${claim.claimId}/reject`, {
      reason: 'The carrier found the parcel; it is on its way to you.',
    });
    await expect.poll(() => claimStatus(page).innerText(), { timeout: 15_000 }).toBe('Rejected');
    expect(await claimReason(page).innerText()).toContain(
      'The carrier found the parcel; it is on its way to you.',
    );
    expect(await stillTheSamePage(page)).toBe(true);
    await expectAccessible(page);
  });
});
