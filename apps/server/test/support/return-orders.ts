// Stores and orders for the return tests, made through the public APIs: a store with an exchange
// catalogue (and, when asked, its own return policy), an order of three delivered items and one
// final-sale item, with Return Assurance on two of them, and a signed-in shopper.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createStore, type Store, signIn } from './shopper-orders';
import { callApi, type TestApp } from './test-app';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export const CATALOG = {
  currency: 'USD',
  products: [
    {
      productId: 'shirt',
      title: 'Shirt',
      variants: [
        { variantId: 'shirt-s', title: 'S', priceMinor: 4000 },
        { variantId: 'shirt-m', title: 'M', priceMinor: 4000 },
        { variantId: 'shirt-l', title: 'L', priceMinor: 4000, available: false },
      ],
    },
    {
      productId: 'jacket',
      title: 'Jacket',
      variants: [{ variantId: 'jacket-m', title: 'M', priceMinor: 12_000 }],
    },
    {
      productId: 'cap',
      title: 'Cap',
      variants: [{ variantId: 'cap-one', title: 'One size', priceMinor: 1500 }],
    },
    {
      productId: 'vase',
      title: 'Vase',
      tags: ['final-sale'],
      variants: [{ variantId: 'vase-one', title: 'One size', priceMinor: 3000 }],
    },
  ],
};

export async function merchantCall(
  t: TestApp,
  store: Store,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  body?: object,
  key?: string,
) {
  const response = await t.app.inject({
    method,
    url: `/api/merchant/v1${path}`,
    headers: { authorization: `Bearer ${store.apiKey}`, ...(key ? { 'idempotency-key': key } : {}) },
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

/** The return address the test stores set: the recipient on their labels (decision 053). */
export const RETURN_ADDRESS = {
  name: 'Returns Desk',
  company: 'Test Outfitters Ltd',
  line1: '500 Warehouse Road',
  line2: 'Unit 7',
  city: 'Columbus',
  region: 'OH',
  postalCode: '43215',
  country: 'US',
  phone: '+1 614 555 0100',
};

/** Where the test orders went: the sender on their labels. */
export const SHIPPING_ADDRESS = {
  name: 'Robin Ng',
  line1: '12 Elm Street',
  line2: 'Apt 3B',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62704',
  country: 'US',
};

/** A store with the exchange catalogue, its return address (unless `returnAddress: false`) and its policy. */
export async function returnStore(
  t: TestApp,
  shop: string,
  policy?: object,
  options: { returnAddress?: boolean } = {},
): Promise<Store> {
  const store = await createStore(t, shop);
  const catalog = await merchantCall(t, store, 'PUT', '/exchange-catalog', CATALOG);
  expect(catalog.body.code, JSON.stringify(catalog.body)).toBe(0);
  if (options.returnAddress !== false) {
    const address = await merchantCall(t, store, 'PUT', '/return-address', RETURN_ADDRESS);
    expect(address.body.code, JSON.stringify(address.body)).toBe(0);
  }
  if (policy) {
    const put = await merchantCall(t, store, 'PUT', '/return-policy', policy);
    expect(put.body.code, JSON.stringify(put.body)).toBe(0);
  }
  return store;
}

export interface ReturnOrder {
  store: Store;
  orderName: string;
  orderId: string;
  cookie: string;
  /** shirt (2 × 40.00, assured), jacket (1 × 80.00, assured), cap (1 × 15.00), vase (final sale). */
  items: { shirt: string; jacket: string; cap: string; vase: string };
}

export async function returnOrder(
  t: TestApp,
  store: Store,
  orderName: string,
  options: { assurance?: boolean; deliveredDaysAgo?: number; shippingAddress?: boolean } = {},
): Promise<ReturnOrder> {
  const email = 'returner@example.com';
  const put = await t.app.inject({
    method: 'PUT',
    url: `/api/merchant/v1/orders/${encodeURIComponent(orderName)}`,
    headers: { authorization: `Bearer ${store.apiKey}` },
    payload: {
      email,
      firstName: 'Robin',
      lastName: 'Ng',
      currency: 'USD',
      country: 'US',
      ...(options.shippingAddress === false ? {} : { shippingAddress: SHIPPING_ADDRESS }),
      shippingPrice: 500,
      placedAt: at(-10),
      items: [
        {
          id: 'shirt',
          productId: 'shirt',
          variantId: 'shirt-s',
          title: 'Shirt',
          variantTitle: 'S',
          quantity: 2,
          price: 4000,
        },
        {
          id: 'jacket',
          productId: 'jacket',
          variantId: 'jacket-m',
          title: 'Jacket',
          quantity: 1,
          price: 8000,
        },
        { id: 'cap', productId: 'cap', variantId: 'cap-one', title: 'Cap', quantity: 1, price: 1500 },
        { id: 'vase', productId: 'vase', variantId: 'vase-one', title: 'Vase', quantity: 1, price: 3000 },
      ],
      fulfillments: [
        {
          id: 'parcel',
          status: 'delivered',
          shippedAt: at(-(options.deliveredDaysAgo ?? 3) - 2),
          deliveredAt: at(-(options.deliveredDaysAgo ?? 3)),
          items: [
            { itemId: 'shirt', quantity: 2 },
            { itemId: 'jacket', quantity: 1 },
            { itemId: 'cap', quantity: 1 },
            { itemId: 'vase', quantity: 1 },
          ],
        },
      ],
      policies: [
        {
          id: 'protection',
          productCode: 'shipping_protection',
          status: 'active',
          sumInsured: 20_000,
          startsAt: at(-10),
          endsAt: at(60),
          itemIds: ['shirt', 'jacket', 'cap', 'vase'],
        },
        ...(options.assurance
          ? [
              {
                id: 'assurance',
                productCode: 'return_assurance',
                status: 'active',
                sumInsured: 2_000,
                startsAt: at(-10),
                endsAt: at(60),
                itemIds: ['shirt', 'jacket'],
              },
            ]
          : []),
      ],
    },
  });
  expect(put.json().code, put.body).toBe(0);
  const orderId = put.json().data.orderId as string;
  const cookie = await signIn(t, store, orderName, email);
  const coverage = await callApi(t, 'list-items-coverage', {}, { cookie });
  expect(coverage.body.code, JSON.stringify(coverage.body)).toBe(0);
  const id = (productId: string) =>
    (coverage.body.data.items as { itemId: string; productId: string }[]).find(
      (item) => item.productId === productId,
    )?.itemId as string;
  return {
    store,
    orderName,
    orderId,
    cookie,
    items: { shirt: id('shirt'), jacket: id('jacket'), cap: id('cap'), vase: id('vase') },
  };
}

/** A shopper call of the return's order, with its session. */
export function shopperCall(t: TestApp, o: ReturnOrder, name: Parameters<typeof callApi>[1], body: object) {
  // biome-ignore lint/suspicious/noExplicitAny: the call's request type is checked by the server here.
  return callApi(t, name, body as any, { cookie: o.cookie });
}

/** A return of the shirt (40.00) for the jacket (120.00): 80.00 to pay. */
export async function dearerExchange(t: TestApp, o: ReturnOrder) {
  const submitted = await shopperCall(t, o, 'user/submit-order-return', {
    requestId: randomUUID(),
    method: 'ship_yourself',
    items: [
      {
        itemId: o.items.shirt,
        quantity: 1,
        reason: 'changed_mind',
        resolution: 'anything',
        exchange: { productId: 'jacket', quantity: 1 },
      },
    ],
  });
  expect(submitted.body.code, JSON.stringify(submitted.body)).toBe(0);
  return submitted.body.data as {
    returnId: string;
    returnNumber: string;
    status: string;
    balancePaid: number;
    quote: { balanceDue: number };
    can: { payBalance: boolean };
  };
}
