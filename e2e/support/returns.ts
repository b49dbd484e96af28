// Returns (issue 11) as a shopper takes them and as the merchant handles them. A journey file
// makes its store in one call, `useReturnShop({ shop, name, policy, catalog, orders })`: the
// store, its return policy and exchange catalogue (merchant API), and one order per journey and
// viewport (orders with product ids: the policy and the catalogue pick items by product), and
// gets the shopper's sign-in and the merchant's commands on a return (receive, refund, credit,
// ship an exchange), each with an Idempotency-Key. Then the return's steps in the portal.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, expect, inject } from 'vitest';
import { expectAccessible } from './accessibility';
import { VIEWPORTS, type Viewport } from './browser';
import { signInTo } from './claim-flow';
import { createShop, type MerchantOrder, putOrder, type TestShop } from './shop';

const MERCHANT_API = '/api/merchant/v1';
const DAY_MS = 86_400_000;

/** What the merchant API answered: its HTTP status, the envelope's code and data. */
export interface MerchantAnswer<T> {
  status: number;
  code: number;
  message: string;
  data: T;
}

/** A merchant API call with the store's key; a POST carries a fresh Idempotency-Key. */
export async function merchantRequest<T>(
  shop: TestShop,
  method: 'GET' | 'POST' | 'PUT',
  route: string,
  body?: unknown,
): Promise<MerchantAnswer<T>> {
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
  return {
    status: response.status,
    code: answer.code,
    message: answer.message ?? '',
    data: answer.data as T,
  };
}

async function merchantCall<T>(
  shop: TestShop,
  method: 'GET' | 'POST' | 'PUT',
  route: string,
  body?: unknown,
): Promise<T> {
  const answer = await merchantRequest<T>(shop, method, route, body);
  if (answer.code !== 0) {
    throw new Error(`${method} ${route}: HTTP ${answer.status}, code ${answer.code} ${answer.message}`);
  }
  return answer.data;
}

/** PUT /return-policy: the store's policy over the defaults (lists replace, groups merge). */
export function putReturnPolicy(shop: TestShop, overrides: Record<string, unknown>): Promise<unknown> {
  return merchantCall(shop, 'PUT', '/return-policy', overrides);
}

/** PUT /return-address: where the store's returned parcels go, the recipient on its labels (decision 053). */
export function putReturnAddress(shop: TestShop): Promise<unknown> {
  return merchantCall(shop, 'PUT', '/return-address', {
    name: 'Returns',
    company: shop.shop,
    line1: '1 Harbour Street',
    city: 'Leeds',
    postalCode: 'LS1 6DT',
    country: 'GB',
  });
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

type Amounts = { refund: number; credit: number; bonus: number };

/** A return as the merchant API answers it (the fields the journeys read). */
export interface MerchantReturn {
  returnId: string;
  returnNumber: string;
  status: string;
  quote: { balanceDue: number; refund: number; storeCredit: number };
  balancePaid: number;
  paid: Amounts;
  lines: {
    item: { itemId: string; title: string; quantity: number };
    resolution: string;
    instantExchange: boolean;
    received: number;
    settled: number;
    due: Amounts;
    paid: Amounts;
  }[];
}

export function merchantReturn(shop: TestShop, returnNumber: string): Promise<MerchantReturn> {
  return merchantCall(shop, 'GET', `/returns/${encodeURIComponent(returnNumber)}`);
}

type Units = { itemId: string; quantity: number }[];

/** The units of a return's lines (all of them, or those of the items titled so), as the merchant's commands take them. */
export function unitsOf(view: MerchantReturn, ...titles: string[]): Units {
  return view.lines
    .filter((line) => titles.length === 0 || titles.includes(line.item.title))
    .map((line) => ({ itemId: line.item.itemId, quantity: line.item.quantity }));
}

/** POST /returns/{number}/receive: the units arrived, each in this condition. */
export function merchantReceive(
  shop: TestShop,
  returnNumber: string,
  items: Units,
  condition = 'as_new',
): Promise<MerchantReturn> {
  return merchantCall(shop, 'POST', `/returns/${encodeURIComponent(returnNumber)}/receive`, {
    items: items.map((units) => ({ ...units, condition })),
  });
}

export type Settlement = 'refund' | 'credit' | 'ship-exchange';

/** POST /returns/{number}/refund, /credit or /ship-exchange: settles units (back, kept, or ahead for an instant exchange). */
export function merchantSettle(
  shop: TestShop,
  returnNumber: string,
  how: Settlement,
  items: Units,
): Promise<MerchantReturn> {
  return merchantCall(shop, 'POST', `/returns/${encodeURIComponent(returnNumber)}/${how}`, { items });
}

/** The same command, answered as it is (for the refusals). */
export function merchantTrySettle(
  shop: TestShop,
  returnNumber: string,
  how: Settlement,
  items: Units,
): Promise<MerchantAnswer<MerchantReturn>> {
  return merchantRequest(shop, 'POST', `/returns/${encodeURIComponent(returnNumber)}/${how}`, { items });
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

/** The line items the returns journeys buy (one unit each; `{ ...ITEMS.tote, quantity: 2 }` for more). */
export const ITEMS = {
  sweater: {
    id: 'li-sweater',
    productId: 'p-sweater',
    variantId: 'v-sweater-m',
    title: 'Merino Wool Sweater',
    variantTitle: 'Oat / M',
    quantity: 1,
    price: 8900,
  },
  tote: {
    id: 'li-tote',
    productId: 'p-tote',
    variantId: 'v-tote',
    title: 'Canvas Tote Bag',
    variantTitle: 'Natural',
    quantity: 1,
    price: 2400,
  },
  kettle: {
    id: 'li-kettle',
    productId: 'p-kettle',
    variantId: 'v-kettle',
    title: 'Gooseneck Kettle',
    variantTitle: 'Black',
    quantity: 1,
    price: 7400,
  },
  clearance: {
    id: 'li-clearance',
    productId: 'p-clearance',
    variantId: 'v-clearance',
    title: 'Clearance Scarf',
    variantTitle: 'Grey',
    quantity: 1,
    price: 1900,
  },
  blanket: {
    id: 'li-blanket',
    productId: 'p-blanket',
    variantId: 'v-blanket',
    title: 'Linen Throw Blanket',
    variantTitle: 'Sage',
    quantity: 1,
    price: 6500,
  },
  socks: {
    id: 'li-socks',
    productId: 'p-socks',
    variantId: 'v-socks',
    title: 'Wool Socks',
    variantTitle: 'Charcoal',
    quantity: 1,
    price: 1200,
  },
} as const satisfies Record<string, ProductItem>;

/** The sweater's sizes (M bought; XL sold out) and a rain jacket, for the exchange catalogues. */
export const SWEATER_SIZES: CatalogProduct = {
  productId: 'p-sweater',
  title: 'Merino Wool Sweater',
  variants: [
    { variantId: 'v-sweater-m', title: 'Oat / M', priceMinor: 8900 },
    { variantId: 'v-sweater-l', title: 'Oat / L', priceMinor: 8900 },
    { variantId: 'v-sweater-xl', title: 'Oat / XL', priceMinor: 8900, available: false },
  ],
};
export const RAIN_JACKET: CatalogProduct = {
  productId: 'p-jacket',
  title: 'Rain Jacket',
  variants: [
    { variantId: 'v-jacket-m', title: 'Navy / M', priceMinor: 12900 },
    { variantId: 'v-jacket-l', title: 'Navy / L', priceMinor: 12900 },
  ],
};

export interface ReturnShopSetup<Journey extends string> {
  /** The store's path (`/<shop>/login`); the run's server is fresh, so a fixed name per file is free. */
  shop: string;
  name: string;
  /** PUT /return-policy, over the defaults. */
  policy?: Record<string, unknown>;
  /** PUT /exchange-catalog. */
  catalog?: CatalogProduct[];
  /** Each journey's order: what it bought (one package delivered six days ago). */
  orders: Record<Journey, ProductItem[]>;
}

/** A returns journey file's store: its shoppers' sign-in and the merchant's side. */
export interface ReturnShop<Journey extends string> {
  /** The store (set once `beforeAll` has run). */
  readonly store: TestShop;
  /** The order number and e-mail of a journey on a viewport (each its own order). */
  account(journey: Journey, viewport: Viewport): { order: string; email: string };
  /** Signs the journey's shopper in on the store's login page and waits for home. */
  signIn(page: Page, journey: Journey, viewport: Viewport): Promise<void>;
  /** GET /returns/{number}. */
  get(returnNumber: string): Promise<MerchantReturn>;
  /** Receives units (all of the return's when none are given) in a condition. */
  receive(returnNumber: string, items?: Units, condition?: string): Promise<MerchantReturn>;
  /** Refunds, credits or ships the exchange of the units of the items titled so (all when none). */
  settle(returnNumber: string, how: Settlement, ...titles: string[]): Promise<MerchantReturn>;
}

/**
 * Makes a returns journey file's store in its `beforeAll`: the store, its policy and catalogue, and
 * one order per journey and viewport, each with its own e-mail (a return holds its items, and the
 * journeys of both viewports run against the same server).
 */
export function useReturnShop<Journey extends string>(setup: ReturnShopSetup<Journey>): ReturnShop<Journey> {
  let store: TestShop | undefined;
  const journeys = Object.keys(setup.orders) as Journey[];
  const account = (journey: Journey, viewport: Viewport) => {
    const screen = VIEWPORTS.findIndex((candidate) => candidate.name === viewport.name);
    const index = journeys.indexOf(journey);
    if (screen < 0 || index < 0)
      throw new Error(`useReturnShop: no order for ${journey} on ${viewport.name}`);
    return {
      order: `#${5000 + screen * 100 + index + 1}`,
      email: `${setup.shop}-${journey}-${viewport.name}@example.com`.toLowerCase(),
    };
  };
  const ready = (): TestShop => {
    if (!store) throw new Error('useReturnShop: the store is made in beforeAll; use it inside a test');
    return store;
  };

  beforeAll(async () => {
    const made = await createShop(setup.shop, setup.name);
    // Without a return address a store offers no label methods (decision 053).
    await putReturnAddress(made);
    if (setup.policy) await putReturnPolicy(made, setup.policy);
    if (setup.catalog) await putExchangeCatalog(made, setup.catalog);
    await Promise.all(
      VIEWPORTS.flatMap((viewport) =>
        journeys.map((journey) => {
          const { order, email } = account(journey, viewport);
          return putOrder(made, order, deliveredProductOrder(email, setup.orders[journey]));
        }),
      ),
    );
    store = made;
  });

  return {
    get store() {
      return ready();
    },
    account,
    async signIn(page, journey, viewport) {
      const { order, email } = account(journey, viewport);
      await signInTo(page, setup.shop, order, email);
    },
    get: (returnNumber) => merchantReturn(ready(), returnNumber),
    async receive(returnNumber, items, condition) {
      const units = items ?? unitsOf(await merchantReturn(ready(), returnNumber));
      return merchantReceive(ready(), returnNumber, units, condition);
    },
    async settle(returnNumber, how, ...titles) {
      const units = unitsOf(await merchantReturn(ready(), returnNumber), ...titles);
      return merchantSettle(ready(), returnNumber, how, units);
    },
  };
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

/** The return's status as its page shows it, with the badge's colour. */
export async function returnStatusOf(page: Page): Promise<{ text: string; colour: string }> {
  const badge = page.getByRole('main').locator('.status-badge').first();
  const text = await badge.innerText();
  const colour = ((await badge.getAttribute('class')) ?? '').match(/status-badge--(\w+)/)?.[1] ?? '';
  return { text, colour };
}

/** Waits until the return's page shows this status (its page updates live, decision 042). */
export async function expectReturnStatus(page: Page, text: string): Promise<void> {
  await expect.poll(async () => (await returnStatusOf(page)).text).toBe(text);
}
