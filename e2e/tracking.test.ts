// Issue 12: a package's tracking page. Its timeline (in local scan time) and estimated delivery
// date (in the destination's time zone); a checkpoint pushed through the merchant API appears on
// the open page without a reload (server-sent events); a delayed package offers a delay claim that
// opens the report of an issue for that package. Orders of this file's own store, one per viewport.
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { useBrowser, VIEWPORTS } from './support/browser';
import { claimStatus, signInTo } from './support/claim-flow';
import { createShop, type MerchantOrder, putOrder, type TestShop } from './support/shop';

const browser = useBrowser();
const SHOP = 'e2e-tracking';
const DAY_MS = 86_400_000;
const UPS = '1Z999AA10123456784';
const ESTIMATE = new Date(Date.now() + 2 * DAY_MS + 3 * 3_600_000).toISOString();

const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

function upsOrder(email: string): MerchantOrder {
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
        trackingNumber: UPS,
        shippedAt: daysFromNow(-2),
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

/** POST …/orders/{name}/fulfillments/{id}/checkpoints, as the store's integration sends them. */
async function pushCheckpoints(shop: TestShop, orderName: string, body: Record<string, unknown>) {
  const response = await fetch(
    `${inject('baseUrl')}/api/merchant/v1/orders/${encodeURIComponent(orderName)}/fulfillments/ful-a/checkpoints`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${shop.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  const answer = (await response.json()) as { code: number; data?: { fulfillmentId: string } };
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data;
}

/** The estimate as the page writes it in en-US: the day in Chicago, 'MMM D, YYYY'. */
function chicagoDay(instant: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(instant));
}

let shop: TestShop;
const orders = VIEWPORTS.map((viewport, index) => ({
  viewport,
  live: { name: `#81${index}0`, email: `live-${viewport.name}@example.com` },
  late: { name: `#81${index}1`, email: `late-${viewport.name}@example.com` },
}));

beforeAll(async () => {
  shop = await createShop(SHOP, 'Tracking Journeys');
  for (const { live, late } of orders) {
    await putOrder(shop, live.name, upsOrder(live.email));
    await pushCheckpoints(shop, live.name, {
      estimatedDeliveryAt: ESTIMATE,
      destinationTimeZone: 'America/Chicago',
      checkpoints: [
        {
          status: 'InfoReceived',
          occurredAt: '2026-11-20T09:05:00-05:00',
          location: 'Louisville, KY',
          message: 'Shipping label created',
        },
        {
          status: 'InTransit',
          occurredAt: '2026-11-21T22:40:00-06:00',
          location: 'Memphis, TN',
          message: 'Arrived at sort facility',
        },
      ],
    });
    await putOrder(shop, late.name, upsOrder(late.email));
    await pushCheckpoints(shop, late.name, {
      estimatedDeliveryAt: daysFromNow(-3),
      destinationTimeZone: 'America/Chicago',
      checkpoints: [
        { status: 'in_transit', occurredAt: daysFromNow(-1), location: 'Dallas, TX', message: 'In transit' },
      ],
    });
  }
});

describe.each(orders)('tracking on $viewport.name', ({ viewport, live, late }) => {
  test("the package's timeline and estimated date; a pushed checkpoint appears without a reload", async () => {
    const { page } = await browser.open(viewport);
    await signInTo(page, SHOP, live.name, live.email);
    await page
      .getByRole('region', { name: 'Package 1', exact: true })
      .getByRole('link', { name: 'Track package', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Track your package' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/${SHOP}/tracking`);

    await expect.poll(() => page.getByTestId('tracking-estimate').textContent()).toBe(chicagoDay(ESTIMATE));
    expect(await page.locator('.tracking__status .status-badge').textContent()).toBe('In transit');
    const carrier = page.getByRole('link', { name: /^UPS/ });
    expect(await carrier.getAttribute('href')).toContain(UPS);
    expect(await page.getByText(UPS, { exact: true }).count()).toBe(1);
    const timeline = page.getByRole('list', { name: 'Journey' });
    const entries = timeline.getByRole('listitem');
    // The product's one date style (decision 054); Intl's no-break spaces are read as spaces.
    expect((await entries.allTextContents()).map((text) => text.replace(/\s/g, ' '))).toEqual([
      'Nov 21, 2026, 10:40 PMArrived at sort facilityMemphis, TN',
      'Nov 20, 2026, 9:05 AMShipping label createdLouisville, KY',
    ]);
    await expectAccessible(page);

    // The same page, not reloaded: a marker on window survives only without a reload.
    await page.evaluate(() => {
      (window as unknown as { keptAcrossUpdate: boolean }).keptAcrossUpdate = true;
    });
    await pushCheckpoints(shop, live.name, {
      checkpoints: [
        {
          status: 'OutForDelivery',
          occurredAt: daysFromNow(-0.01),
          location: 'Austin, TX',
          message: 'Loaded on the delivery van',
        },
      ],
    });
    await timeline.getByText('Loaded on the delivery van').waitFor();
    expect(await entries.count()).toBe(3);
    expect(await page.locator('.tracking__status-detail').textContent()).toBe('Out for delivery');
    expect(
      await page.evaluate(() => (window as unknown as { keptAcrossUpdate?: boolean }).keptAcrossUpdate),
    ).toBe(true);
    await expectAccessible(page);
  });

  test('a delayed package: its delay claim is submitted in three steps, with no photos or package details asked', async () => {
    const { page } = await browser.open(viewport);
    await signInTo(page, SHOP, late.name, late.email);
    await page
      .getByRole('region', { name: 'Package 1', exact: true })
      .getByRole('link', { name: 'Track package', exact: true })
      .click();
    await page.getByText('This package is delayed: it is past its estimated delivery date.').waitFor();
    await expectAccessible(page);
    const fulfillmentId = new URL(page.url()).searchParams.get('fulfillmentId');
    expect(fulfillmentId).toBeTruthy();
    await page.getByRole('link', { name: 'File a delay claim', exact: true }).click();
    // Issue 23: the late package's short claim, its type and every item of the package chosen.
    await page.getByText('Step 1 of 3', { exact: true }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe(`/${SHOP}/late-package`);
    expect(url.searchParams.get('fulfillmentId')).toBe(fulfillmentId);
    expect(await page.getByRole('radio', { name: 'Delayed', exact: true }).isChecked()).toBe(true);
    const quantities = page.locator('.stepper input');
    expect(await quantities.count()).toBeGreaterThan(0);
    for (const quantity of await quantities.all())
      expect(Number(await quantity.inputValue())).toBeGreaterThan(0);
    await expectAccessible(page);

    // Counted as the shopper taps: every tap that moves the claim on is a step.
    const taps: string[] = [];
    const nothingAMissingParcelCannotHave = async () => {
      expect(await page.locator('input[type="file"]').count()).toBe(0);
      expect(await page.getByLabel(/weight|length|condition/i).count()).toBe(0);
    };
    await nothingAMissingParcelCannotHave();
    taps.push('Continue');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Step 2 of 3', { exact: true }).waitFor();
    await nothingAMissingParcelCannotHave();
    taps.push('Continue');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Step 3 of 3', { exact: true }).waitFor();
    await page.locator('.claim-summary__total dd').waitFor();
    await nothingAMissingParcelCannotHave();
    await expectAccessible(page);
    taps.push('Submit claim');
    await page.getByRole('button', { name: 'Submit claim', exact: true }).click();
    await page.waitForURL((address) => address.pathname === `/${SHOP}/issue-details`);
    // The store's rules approve a delay on a package still on its way at once (else: under review).
    await expect.poll(() => claimStatus(page).innerText()).toMatch(/^(Accepted|Under review)$/);
    expect(taps).toHaveLength(3);
    await expectAccessible(page);
  });
});
