// Returns (issue 11) as a shopper takes them and as the merchant handles them: a store's return
// policy and exchange catalogue through the merchant API, orders with product ids (the policy and
// the catalogue pick items by product), the return's steps in the portal, and the merchant's
// commands on a return (receive, refund, credit) with an Idempotency-Key each.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { expectAccessible } from './accessibility';
import type { MerchantOrder, TestShop } from './shop';

const MERCHANT_API = '/api/merchant/v1';
const DAY_MS = 86_400_000;

async function merchantCall<T>(
  shop: TestShop,
  method: 'GET' | 'POST' | 'PUT',
  route: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}${MERCHANT_API}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${shop.apiKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { code: number; message?: string; data?: unknown };
  if (answer.code !== 0) {
    throw new Error(
      `${method} ${route}: HTTP ${response.status}, code ${answer.code} ${answer.message ?? ''}`,
    );
  }
  return answer.data as T;
}

/** PUT /return-policy: the store's policy over the defaults (lists replace, groups merge). */
export function putReturnPolicy(shop: TestShop, overrides: Record<string, unknown>): Promise<unknown> {
  return merchantCall(shop, 'PUT', '/return-policy', overrides);
}

export interface CatalogProduct {
  productId: string;
  title: string;
  tags?: string[];
  variants: { variantId: string; title: string; priceMinor: number; available?: boolean }[];
}

/** PUT /exchange-catalog: the products shoppers may exchange for. */
export function putExchangeCatalog(shop: TestShop, products: CatalogProduct[]): Promise<unknown> {
  return merchantCall(shop, 'PUT', '/exchange-catalog', { currency: 'USD', products });
}

/** A return as the merchant API answers it (the fields the journeys read). */
export interface MerchantReturn {
  returnId: string;
  returnNumber: string;
  status: string;
  lines: { item: { itemId: string; title: string; quantity: number }; resolution: string }[];
}

export function merchantReturn(shop: TestShop, returnNumber: string): Promise<MerchantReturn> {
  return merchantCall(shop, 'GET', `/returns/${encodeURIComponent(returnNumber)}`);
}

type Units = { itemId: string; quantity: number }[];

/** POST /returns/{number}/receive: the units arrived, each in this condition. */
export function merchantReceive(shop: TestShop, returnNumber: string, items: Units): Promise<MerchantReturn> {
  return merchantCall(shop, 'POST', `/returns/${encodeURIComponent(returnNumber)}/receive`, {
    items: items.map((units) => ({ ...units, condition: 'as_new' })),
  });
}

/** POST /returns/{number}/refund or /credit: settles units that are back. */
export function merchantSettle(
  shop: TestShop,
  returnNumber: string,
  how: 'refund' | 'credit',
  items: Units,
): Promise<MerchantReturn> {
  return merchantCall(shop, 'POST', `/returns/${encodeURIComponent(returnNumber)}/${how}`, { items });
}

/** A line item of a store that knows its products (the policy and catalogue pick items by product id). */
export interface ProductItem {
  id: string;
  productId: string;
  variantId: string;
  title: string;
  variantTitle: string;
  quantity: number;
  price: number;
}

function daysFromNow(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString();
}

/** One package delivered six days ago with these items, shipping protection on all of them. */
export function deliveredProductOrder(email: string, items: ProductItem[]): MerchantOrder {
  return {
    email,
    firstName: 'Sam',
    currency: 'USD',
    placedAt: daysFromNow(-12),
    shippingPrice: 0,
    items,
    fulfillments: [
      {
        id: 'ful-a',
        status: 'delivered',
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        shippedAt: daysFromNow(-9),
        deliveredAt: daysFromNow(-6),
        items: items.map((item) => ({ itemId: item.id, quantity: item.quantity })),
      },
    ],
    policies: [
      {
        id: 'sp-1',
        productCode: 'shipping_protection',
        status: 'active',
        sumInsured: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
        startsAt: daysFromNow(-12),
        endsAt: daysFromNow(48),
        itemIds: items.map((item) => item.id),
      },
    ],
  } as MerchantOrder;
}

export const RETURN_STEP = {
  items: 'Which items do you want to return?',
  details: 'Tell us about each item',
  product: 'Choose what you want instead',
  method: 'How will you send it back?',
  review: 'Review your return',
} as const;

/** Waits for the step titled `title`; when it does not come, fails with what the page shows instead. */
async function waitForTitle(page: Page, title: string): Promise<void> {
  try {
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  } catch (error) {
    const shown = await page
      .locator('main')
      .innerText({ timeout: 1000 })
      .catch(() => '(no main)');
    throw new Error(`'${title}' did not open; the page shows:\n${shown}`, { cause: error });
  }
}

/** 'Start a return' on home; waits for the items and scans the page. */
export async function startReturn(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Start a return', exact: true }).click();
  await waitForTitle(page, RETURN_STEP.items);
  await expectAccessible(page);
}

/** Ticks the items (and how many of each) on items-choose, then Continue to the details. */
export async function chooseReturnItems(
  page: Page,
  items: [title: string, quantity: number][],
): Promise<void> {
  for (const [title, quantity] of items) {
    await page.getByRole('checkbox', { name: `Return ${title}`, exact: true }).check();
    if (quantity > 1)
      await page.getByRole('combobox', { name: `How many of ${title}` }).selectOption(String(quantity));
  }
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await waitForTitle(page, RETURN_STEP.details);
  await expectAccessible(page);
}

/** The details card of one item. */
export function itemCard(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

/** Picks the item's reason and what the shopper wants instead. */
export async function describeItem(
  page: Page,
  title: string,
  answers: { reason: string; subReason?: string; resolution?: string; variant?: string },
): Promise<void> {
  const card = itemCard(page, title);
  await card
    .getByRole('combobox', { name: 'Why are you returning it?' })
    .selectOption({ label: answers.reason });
  if (answers.subReason)
    await card.getByRole('combobox', { name: 'What exactly?' }).selectOption({ label: answers.subReason });
  if (answers.resolution) await card.getByRole('radio', { name: answers.resolution }).check();
  if (answers.variant)
    await card.getByRole('combobox', { name: 'New size or colour' }).selectOption({ label: answers.variant });
}

/** Continue on a step; waits for the next one and scans it. */
export async function continueReturnTo(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await waitForTitle(page, title);
  await expectAccessible(page);
}

/** Picks a method on return-method and goes on to the review. */
export async function chooseMethod(page: Page, method: string): Promise<void> {
  await page.getByRole('radio', { name: method }).check();
  await continueReturnTo(page, RETURN_STEP.review);
}

/** The quote row's amount on the review or the money on the return's page. */
export async function amountOf(page: Page, label: string): Promise<string> {
  const row = page
    .getByRole('main')
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .first();
  return (await row.locator('xpath=following-sibling::dd[1]').innerText()).trim();
}

/** Submit on the review; waits for the return's page and answers its number. */
export async function submitReturn(page: Page, button = 'Submit return'): Promise<string> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Return RMA-/ });
  await heading.waitFor();
  await expectAccessible(page);
  return ((await heading.innerText()).match(/RMA-\w+/) ?? [''])[0];
}

/** At 320 px wide the page does not scroll sideways (phones first); the viewport is restored after. */
export async function expectFitsAt320(page: Page): Promise<void> {
  const size = page.viewportSize() ?? { width: 390, height: 844 };
  await page.setViewportSize({ width: 320, height: size.height });
  try {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) throw new Error(`the page is ${overflow} px wider than 320 px`);
  } finally {
    await page.setViewportSize(size);
  }
}
