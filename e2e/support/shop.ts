// A store of a journey file's own, with fresh orders put through the merchant API (README "Orders in
// from a merchant"): the demo's orders are shared by the whole run, and a claim holds its items, so
// journeys that file claims need orders nobody else touches.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

const ADMIN_API = '/api/admin/v1';
const MERCHANT_API = '/api/merchant/v1';
const DAY_MS = 86_400_000;

export interface TestShop {
  shop: string;
  name: string;
  /** The merchant API key the admin API printed once. */
  apiKey: string;
}

/** What a line item, fulfillment and policy look like in PUT /api/merchant/v1/orders/{name}. */
export interface OrderItem {
  id: string;
  title: string;
  variantTitle?: string;
  imageUrl?: string;
  quantity: number;
  /** Unit price paid, minor units. */
  price: number;
}

export interface Fulfillment {
  id: string;
  status: 'pre_transit' | 'in_transit' | 'shipped' | 'delivered' | 'un_delivered' | 'exception';
  carrier: string;
  trackingNumber: string;
  shippedAt: string;
  deliveredAt: string | null;
  items: { itemId: string; quantity: number }[];
}

export interface MerchantOrder {
  email: string;
  firstName: string;
  currency: string;
  placedAt: string;
  shippingPrice: number;
  items: OrderItem[];
  fulfillments: Fulfillment[];
  policies: {
    id: string;
    productCode: 'shipping_protection';
    status: 'active';
    sumInsured: number;
    startsAt: string;
    endsAt: string;
    itemIds: string[];
  }[];
}

async function call(method: 'POST' | 'PUT', route: string, token: string, body: unknown) {
  const response = await fetch(`${inject('baseUrl')}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; message?: string; data?: unknown };
  if (answer.code !== 0) {
    throw new Error(
      `${method} ${route}: HTTP ${response.status}, code ${answer.code} ${answer.message ?? ''}`,
    );
  }
  return answer.data;
}

/**
 * Creates a merchant through the admin API with the run's admin token (the merchant command's own
 * way in; loopback only). The run's server is fresh, so a fixed shop name per file is free.
 */
export async function createShop(shop: string, name: string): Promise<TestShop> {
  const adminToken = readFileSync(path.join(inject('dataDir'), 'admin-token'), 'utf8').trim();
  const created = (await call('POST', `${ADMIN_API}/merchants`, adminToken, { shop, name })) as {
    apiKey: string;
  };
  return { shop, name, apiKey: created.apiKey };
}

/** PUT /api/merchant/v1/orders/{name}: creates the order in the shop. */
export async function putOrder(shop: TestShop, orderName: string, order: MerchantOrder): Promise<void> {
  await call('PUT', `${MERCHANT_API}/orders/${encodeURIComponent(orderName)}`, shop.apiKey, order);
}

function daysFromNow(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString();
}

/** The demo's product pictures, as absolute addresses (the merchant API takes only those). */
function productImage(name: string): string {
  return `${inject('baseUrl')}/demo/products/${name}.svg`;
}

export const SWEATER: OrderItem = {
  id: 'li-sweater',
  title: 'Merino Wool Sweater',
  variantTitle: 'Oat / M',
  quantity: 1,
  price: 8900,
};
export const TOTE: OrderItem = {
  id: 'li-tote',
  title: 'Canvas Tote Bag',
  variantTitle: 'Natural',
  quantity: 2,
  price: 2400,
};
const POUR_OVER: OrderItem = {
  id: 'li-pour-over',
  title: 'Ceramic Pour-Over Set',
  variantTitle: 'Matte white',
  quantity: 1,
  price: 4500,
};
const BLANKET: OrderItem = {
  id: 'li-blanket',
  title: 'Linen Throw Blanket',
  variantTitle: 'Sage',
  quantity: 1,
  price: 6500,
};

/** One shipping-protection order: its packages and items, covered for their whole value. */
function order(
  email: string,
  items: OrderItem[],
  fulfillments: Fulfillment[],
  shippingPrice = 0,
): MerchantOrder {
  return {
    email,
    firstName: 'Sam',
    currency: 'USD',
    placedAt: daysFromNow(-12),
    shippingPrice,
    items,
    fulfillments,
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
  };
}

function delivered(id: string, items: OrderItem[]): Fulfillment {
  return {
    id,
    status: 'delivered',
    carrier: 'UPS',
    trackingNumber: '1Z999AA10123456784',
    shippedAt: daysFromNow(-9),
    deliveredAt: daysFromNow(-6),
    items: items.map((item) => ({ itemId: item.id, quantity: item.quantity })),
  };
}

function inTransit(id: string, items: OrderItem[]): Fulfillment {
  return {
    id,
    status: 'in_transit',
    carrier: 'USPS',
    trackingNumber: '9400111899223100012345',
    shippedAt: daysFromNow(-3),
    deliveredAt: null,
    items: items.map((item) => ({ itemId: item.id, quantity: item.quantity })),
  };
}

/**
 * The shape of the demo's #1001: a delivered package (the sweater, two totes), one in transit (the
 * pour-over set), the blanket not shipped yet, $9.95 shipping.
 */
export function orderLike1001(email: string): MerchantOrder {
  const withImages = [SWEATER, TOTE, POUR_OVER, BLANKET].map((item) => ({
    ...item,
    imageUrl: productImage(item.id.replace(/^li-/, '')),
  }));
  const [sweater, tote, pourOver, blanket] = withImages as [OrderItem, OrderItem, OrderItem, OrderItem];
  return order(
    email,
    [sweater, tote, pourOver, blanket],
    [delivered('ful-a', [sweater, tote]), inTransit('ful-b', [pourOver])],
    995,
  );
}

/** One delivered package with these items. */
export function deliveredOrder(email: string, items: OrderItem[]): MerchantOrder {
  return order(email, items, [delivered('ful-a', items)]);
}

/** One package still in transit with these items. */
export function inTransitOrder(email: string, items: OrderItem[]): MerchantOrder {
  return order(email, items, [inTransit('ful-a', items)]);
}
