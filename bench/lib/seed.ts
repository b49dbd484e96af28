// Realistic data through the real front doors: a merchant from the admin API, a few thousand orders
// PUT through the merchant API, and shoppers signed in through rc-login.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_API_ROOT, MERCHANT_API_ROOT, type MerchantOrder } from '@rc/contract/merchant/api';
import { callPath } from '@rc/contract/routes';

const DAY = 86_400_000;

export interface Envelope {
  code: number;
  message?: string;
  data?: unknown;
}

export interface JsonAnswer {
  status: number;
  body: Envelope;
  headers: Headers;
}

export async function sendJson(
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  const send = () =>
    fetch(url, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
  let response: Response;
  try {
    response = await send();
  } catch (error) {
    // A kept-alive connection the server closed while idle fails the request before it is sent
    // (undici retries only idempotent methods): once more, on a fresh connection.
    if (!(error instanceof TypeError)) throw error;
    response = await send().catch((again: unknown) => {
      const cause = again instanceof Error && again.cause instanceof Error ? `: ${again.cause.message}` : '';
      throw new Error(`${method} ${url} failed${cause}`, { cause: again });
    });
  }
  const text = await response.text();
  let parsed: Envelope;
  try {
    parsed = JSON.parse(text) as Envelope;
  } catch {
    throw new Error(
      `${method} ${url} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`,
    );
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

function expectOk(what: string, answer: JsonAnswer): unknown {
  if (answer.body.code !== 0 || answer.status >= 300) {
    throw new Error(`${what} failed: HTTP ${answer.status}, ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return answer.body.data;
}

/** Runs `work` over `items` with at most `concurrency` in flight. */
export async function inParallel<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) {
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

export interface BenchMerchant {
  merchantId: string;
  apiKey: string;
}

/** Creates a merchant through the admin API (loopback, token from the data folder). */
export async function createMerchant(baseUrl: string, dataDir: string, shop: string): Promise<BenchMerchant> {
  const token = readFileSync(path.join(dataDir, 'admin-token'), 'utf8').trim();
  const answer = await sendJson(
    'POST',
    `${baseUrl}${ADMIN_API_ROOT}/merchants`,
    { shop, name: 'Bench Outfitters' },
    { authorization: `Bearer ${token}` },
  );
  const created = expectOk('creating the merchant', answer) as Partial<BenchMerchant>;
  if (typeof created?.merchantId !== 'string' || typeof created.apiKey !== 'string') {
    throw new Error(`the admin API answered an unexpected merchant: ${JSON.stringify(created)}`);
  }
  return { merchantId: created.merchantId, apiKey: created.apiKey };
}

export interface SeededOrder {
  orderName: string;
  email: string;
}

export const PRODUCTS = [
  ['Merino Wool Sweater', 'Oat / M', 8900],
  ['Canvas Tote Bag', 'Natural', 2400],
  ['Ceramic Pour-Over Set', 'Matte white', 4500],
  ['Linen Throw Blanket', 'Sage', 6500],
  ['Wireless Headphones', 'Graphite', 12900],
  ['Trail Running Shoes', 'Slate / 42', 11900],
  ['Stainless Water Bottle', '750 ml', 3200],
  ['Leather Card Holder', 'Tan', 3900],
] as const;

/**
 * Order number `index`: one to four items, none, one or two shipments, shipping protection over
 * every item and, on every fifth order, an extended warranty on the first. Every order can sign in
 * and list its protected items (answer code 0), so a failed call in the load is a real error.
 */
export function benchOrder(index: number, count: number, now: Date): SeededOrder & { order: MerchantOrder } {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const orderName = `#B${String(index + 1).padStart(6, '0')}`;
  // Some shoppers have several orders, as in a real shop.
  const email = `shopper${index % Math.max(1, Math.floor(count * 0.8))}@bench.example`;
  const items = Array.from({ length: 1 + (index % 4) }, (_, position) => {
    const [title, variantTitle, price] = PRODUCTS[
      (index + position) % PRODUCTS.length
    ] as (typeof PRODUCTS)[number];
    const product = (index + position) % PRODUCTS.length;
    return {
      id: `li-${index}-${position}`,
      productId: `p-${product}`,
      variantId: `v-${product}`,
      title,
      variantTitle,
      sku: `SKU-${product}`,
      imageUrl: `https://cdn.bench.example/products/${product}.jpg`,
      quantity: 1 + ((index + position) % 3),
      price,
    };
  });
  const shipped = (id: string, lines: typeof items, delivered: boolean) => ({
    id,
    status: delivered ? ('delivered' as const) : ('in_transit' as const),
    carrier: delivered ? 'UPS' : 'USPS',
    trackingNumber: `1Z${String(index).padStart(10, '0')}${id.length}`,
    trackingUrl: null,
    shippedAt: at(-8),
    deliveredAt: delivered ? at(-5) : null,
    items: lines.map((item) => ({ itemId: item.id, quantity: item.quantity })),
  });
  const half = Math.ceil(items.length / 2);
  const fulfillments =
    index % 3 === 0
      ? []
      : index % 3 === 1 || items.length === 1
        ? [shipped(`ful-${index}-a`, items, true)]
        : [
            shipped(`ful-${index}-a`, items.slice(0, half), true),
            shipped(`ful-${index}-b`, items.slice(half), false),
          ];
  const total = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const first = items[0] as (typeof items)[number];
  const policies: MerchantOrder['policies'] = [
    {
      id: `pol-${index}-ship`,
      productCode: 'shipping_protection',
      status: 'active',
      sumInsured: total,
      startsAt: at(-10),
      endsAt: at(50),
      itemIds: items.map((item) => item.id),
    },
  ];
  if (index % 5 === 0) {
    policies.push({
      id: `pol-${index}-warranty`,
      productCode: 'extended_warranty',
      status: 'active',
      sumInsured: first.price,
      startsAt: at(-10),
      endsAt: at(365),
      itemIds: [first.id],
    });
  }
  return {
    orderName,
    email,
    order: {
      email,
      firstName: 'Sam',
      lastName: `Shopper ${index}`,
      currency: 'USD',
      country: 'US',
      channel: index % 4 === 0 ? null : 'shopify',
      platform: 'shopify',
      placedAt: at(-10),
      totalPrice: total,
      items,
      fulfillments,
      policies,
    },
  };
}

/** PUTs `count` orders through the merchant API; returns their numbers and e-mails. */
export async function seedOrders(
  baseUrl: string,
  merchant: BenchMerchant,
  count: number,
  concurrency = 8,
): Promise<SeededOrder[]> {
  const now = new Date();
  const indexes = Array.from({ length: count }, (_, index) => index);
  return inParallel(indexes, concurrency, async (index) => {
    const { orderName, email, order } = benchOrder(index, count, now);
    const answer = await sendJson(
      'PUT',
      `${baseUrl}${MERCHANT_API_ROOT}/orders/${encodeURIComponent(orderName)}`,
      order,
      { authorization: `Bearer ${merchant.apiKey}` },
    );
    expectOk(`PUT order ${orderName}`, answer);
    return { orderName, email };
  });
}

export const RC_LOGIN = callPath('rc-login');
export const GET_ALL_PROTECTED_ITEM = callPath('get-all-protected-item');

/** Signs in to `count` orders (spread over the table) and returns their session cookies. */
export async function signInSessions(
  baseUrl: string,
  merchantId: string,
  orders: readonly SeededOrder[],
  count: number,
): Promise<string[]> {
  const step = Math.max(1, Math.floor(orders.length / count));
  const picked = Array.from(
    { length: Math.min(count, orders.length) },
    (_, i) => orders[(i * step) % orders.length],
  );
  return inParallel(picked, 8, async (order) => {
    const { orderName, email } = order as SeededOrder;
    const answer = await sendJson('POST', `${baseUrl}${RC_LOGIN}`, {
      merchantId,
      orderName,
      contactInfo: email,
    });
    expectOk(`signing in to ${orderName}`, answer);
    const cookie = answer.headers
      .getSetCookie()
      .map((header) => header.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('rc_session='));
    if (!cookie) throw new Error(`signing in to ${orderName} set no rc_session cookie`);
    return cookie;
  });
}
