// The merchant API: PUT /api/merchant/v1/orders/{orderName} with the merchant's bearer key creates
// or replaces an order; replays change nothing; one merchant never reaches another's orders.
import { callPath } from '@rc/contract/routes';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fulfillments, merchantApiKeys, orderItems, orders } from '../../src/db/schema';
import { expectFailure, fieldsOf } from '../support/envelope';
import { callApi, createTestApp, sessionCookieOf, type TestApp } from '../support/test-app';

let t: TestApp;
const merchantA = { id: '', key: '' };
const merchantB = { id: '', key: '' };
const DAY = 86_400_000;
const NOW = Date.now();
const at = (days: number) => new Date(NOW + days * DAY).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  for (const [merchant, shop] of [
    [merchantA, 'shop-a'],
    [merchantB, 'shop-b'],
  ] as const) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/merchants',
      headers: { authorization: `Bearer ${t.adminToken}` },
      payload: { shop, name: shop.toUpperCase() },
    });
    expect(response.statusCode).toBe(201);
    merchant.id = response.json().data.merchantId;
    merchant.key = response.json().data.apiKey;
  }
});
afterAll(() => t.close());

type Order = Record<string, unknown> & {
  items: Record<string, unknown>[];
  fulfillments: Record<string, unknown>[];
  policies: Record<string, unknown>[];
};

function anOrder(email = 'buyer@example.com'): Order {
  return {
    email,
    firstName: 'Kim',
    lastName: 'Lee',
    currency: 'EUR',
    country: 'DE',
    placedAt: at(-3),
    items: [
      { id: 'lamp', title: 'Desk Lamp', sku: 'DL-1', quantity: 2, price: 1999 },
      { id: 'bulb', title: 'Bulb', quantity: 1, price: 500 },
    ],
    fulfillments: [
      {
        id: 'ship-1',
        status: 'shipped',
        carrier: 'DHL',
        trackingNumber: 'JD1',
        shippedAt: at(-2),
        items: [{ itemId: 'lamp', quantity: 1 }],
      },
    ],
    policies: [
      {
        id: 'pol-1',
        productCode: 'shipping_protection',
        status: 'active',
        sumInsured: 2 * 1999 + 500,
        startsAt: at(-3),
        endsAt: at(30),
        itemIds: ['lamp', 'bulb'],
      },
    ],
  };
}

function put(orderName: string, body: unknown, key: string | null = merchantA.key) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/merchant/v1/orders/${encodeURIComponent(orderName)}`,
    headers: key === null ? {} : { authorization: `Bearer ${key}` },
    payload: body as object,
  });
}

/** PostgreSQL's version of the order's row (xmin): a new one after every update of it. */
async function rowVersion(orderId: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ version: sql<string>`xmin::text` })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.version;
}

async function orderRow(merchantId: string, orderName: string) {
  const [row] = await t.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.orderName, orderName)));
  return row;
}

async function itemsOf(orderId: string) {
  return t.database.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

async function fulfillmentsOf(orderId: string) {
  return t.database.db
    .select()
    .from(fulfillments)
    .where(eq(fulfillments.orderId, orderId))
    .orderBy(asc(fulfillments.position));
}

async function signIn(merchantId: string, orderName: string, contactInfo = 'buyer@example.com') {
  return callApi(t, 'rc-login', { merchantId, orderName, contactInfo });
}

describe('authentication', () => {
  it.each([
    ['no Authorization header', {}],
    ['a wrong key', { authorization: 'Bearer rcm_thisIsNotAKeyThisIsNotAKeyThisIsNotAKey12' }],
    ['a key without the prefix', { authorization: 'Bearer abcdef' }],
    ['Basic credentials', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['two tokens', { authorization: 'Bearer rcm_a rcm_b' }],
    ['the key without a scheme', { authorization: 'rcm_abc' }],
  ])('refuses %s with 401, code 100010 and WWW-Authenticate', async (_label, headers) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/v1/orders/AUTH-1',
      headers,
      payload: anOrder(),
    });
    expectFailure(response, { status: 401, code: ERROR_CODES.MERCHANT_API_KEY_INVALID });
    expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(await orderRow(merchantA.id, 'AUTH-1')).toBeUndefined();
  });

  it('checks the key before the body', async () => {
    const response = await put('AUTH-2', { nonsense: true }, null);
    expectFailure(response, { status: 401, code: ERROR_CODES.MERCHANT_API_KEY_INVALID });
  });

  it("refuses the operator's admin token as a merchant key", async () => {
    expectFailure(await put('AUTH-3', anOrder(), t.adminToken), {
      status: 401,
      code: ERROR_CODES.MERCHANT_API_KEY_INVALID,
    });
  });

  it('refuses a revoked key', async () => {
    const created = await t.services.merchants.createMerchant({ shop: 'revoked-shop', name: 'Revoked' });
    expect((await put('REV-1', anOrder(), created.apiKey)).statusCode).toBe(201);
    await t.database.db
      .update(merchantApiKeys)
      .set({ revokedAt: sql`now()` })
      .where(eq(merchantApiKeys.merchantId, created.merchantId));
    expectFailure(await put('REV-2', anOrder(), created.apiKey), {
      status: 401,
      code: ERROR_CODES.MERCHANT_API_KEY_INVALID,
    });
  });

  it('accepts the scheme in any case', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/v1/orders/AUTH-4',
      headers: { authorization: `bearer ${merchantA.key}` },
      payload: anOrder(),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('create, replay, change', () => {
  const name = 'LIFE-1';

  it('creates an order (201, created)', async () => {
    const response = await put(name, anOrder('Buyer@Example.COM'));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ orderName: name, result: 'created' });
    expect(body.data.orderId).toMatch(/^[0-9a-f-]{36}$/);
    const row = await orderRow(merchantA.id, name);
    expect(row).toMatchObject({ id: body.data.orderId, email: 'buyer@example.com', currency: 'EUR' });
    expect(row?.totalMinor).toBe(2 * 1999 + 500);
    expect((await itemsOf(body.data.orderId)).map((item) => [item.externalId, item.quantity])).toEqual([
      ['lamp', 2],
      ['bulb', 1],
    ]);
  });

  it('answers a replay of the same body with 200 unchanged and writes nothing', async () => {
    const before = await orderRow(merchantA.id, name);
    const itemsBefore = await itemsOf(before?.id as string);
    const fulfillmentsBefore = await fulfillmentsOf(before?.id as string);
    // The row's version (xmin) changes with any write, however soon after: no wait for the clock
    // to move, as an updated_at compared alone would need.
    const versionBefore = await rowVersion(before?.id as string);
    // The same content with its keys in another order is the same order.
    const reordered = Object.fromEntries(Object.entries(anOrder('Buyer@Example.COM')).reverse());
    for (const body of [anOrder('Buyer@Example.COM'), reordered]) {
      const response = await put(name, body);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ orderId: before?.id, orderName: name, result: 'unchanged' });
    }
    const after = await orderRow(merchantA.id, name);
    expect(after?.updatedAt.getTime()).toBe(before?.updatedAt.getTime());
    expect(await rowVersion(before?.id as string)).toBe(versionBefore);
    expect(await itemsOf(before?.id as string)).toEqual(itemsBefore);
    expect(await fulfillmentsOf(before?.id as string)).toEqual(fulfillmentsBefore);
  });

  it('signs the order in through rc-login and lists its items', async () => {
    const login = await signIn(merchantA.id, name, ' BUYER@example.com');
    expect(login.body.code).toBe(0);
    const cookie = sessionCookieOf(login);
    const items = await callApi(t, 'get-all-protected-item', {}, { cookie });
    expect(items.body.code).toBe(0);
    expect(items.body.data.currency).toBe('EUR');
    expect(items.body.data.sumInsure).toBe(4498);
    expect(
      items.body.data.fulfillments.map((f: { items: { title: string; quantity: number }[] }) =>
        f.items.map((item) => [item.title, item.quantity]),
      ),
    ).toEqual([[['Desk Lamp', 1]]]);
    expect(
      items.body.data.unfulfilledList.map((item: { title: string; quantity: number }) => [
        item.title,
        item.quantity,
      ]),
    ).toEqual([
      ['Desk Lamp', 1],
      ['Bulb', 1],
    ]);
  });

  it('replaces items and fulfillments on a change (200, updated)', async () => {
    const before = await orderRow(merchantA.id, name);
    const changed = anOrder('buyer@example.com');
    changed.items = [
      { id: 'lamp', title: 'Desk Lamp (black)', sku: 'DL-1B', quantity: 2, price: 1899 },
      { id: 'shade', title: 'Lamp Shade', quantity: 1, price: 900 },
    ];
    changed.fulfillments = [
      {
        id: 'ship-2',
        status: 'delivered',
        carrier: 'UPS',
        trackingNumber: '1Z2',
        shippedAt: at(-2),
        deliveredAt: at(-1),
        items: [
          { itemId: 'lamp', quantity: 2 },
          { itemId: 'shade', quantity: 1 },
        ],
      },
    ];
    changed.policies = [
      { ...(changed.policies[0] as Record<string, unknown>), sumInsured: 4698, itemIds: ['lamp', 'shade'] },
    ];
    const response = await put(name, changed);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ orderId: before?.id, orderName: name, result: 'updated' });

    const after = await orderRow(merchantA.id, name);
    expect(after?.id).toBe(before?.id);
    expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() as number);
    const items = await itemsOf(before?.id as string);
    expect(items.map((item) => [item.externalId, item.title, item.unitPriceMinor])).toEqual([
      ['lamp', 'Desk Lamp (black)', 1899],
      ['shade', 'Lamp Shade', 900],
    ]);
    expect((await fulfillmentsOf(before?.id as string)).map((f) => [f.externalId, f.status])).toEqual([
      ['ship-2', 'delivered'],
    ]);

    const cookie = sessionCookieOf(await signIn(merchantA.id, name));
    const listed = await callApi(t, 'get-all-protected-item', {}, { cookie });
    const titles = JSON.stringify(listed.body.data);
    expect(titles).not.toContain('Bulb');
    expect(listed.body.data.unfulfilledList).toEqual([]);
    expect(listed.body.data.fulfillments).toHaveLength(1);
    expect(listed.body.data.sumInsure).toBe(4698);
  });

  it('removes every fulfillment when the merchant sends none', async () => {
    const changed = anOrder('buyer@example.com');
    changed.fulfillments = [];
    const response = await put(name, changed);
    expect(response.json().data.result).toBe('updated');
    const row = await orderRow(merchantA.id, name);
    expect(await fulfillmentsOf(row?.id as string)).toEqual([]);
    expect((await itemsOf(row?.id as string)).map((item) => item.externalId)).toEqual(['lamp', 'bulb']);
  });
});

describe('validation', () => {
  const invalid = (change: (order: Order) => void): Order => {
    const order = anOrder();
    change(order);
    return order;
  };

  it.each<[string, Order, string]>([
    [
      'an unknown item in a fulfillment',
      invalid((o) => {
        o.fulfillments = [{ id: 'f', status: 'shipped', items: [{ itemId: 'ghost', quantity: 1 }] }];
      }),
      'fulfillments.0.items.0.itemId',
    ],
    [
      'an over-fulfilled item',
      invalid((o) => {
        o.fulfillments = [
          { id: 'f1', status: 'shipped', items: [{ itemId: 'lamp', quantity: 2 }] },
          { id: 'f2', status: 'shipped', items: [{ itemId: 'lamp', quantity: 1 }] },
        ];
      }),
      'fulfillments',
    ],
    ['an unknown channel', invalid((o) => Object.assign(o, { channel: 'no-such-channel' })), 'channel'],
    [
      'duplicate item ids',
      invalid((o) => {
        o.items = [
          o.items[0] as Record<string, unknown>,
          { ...(o.items[0] as Record<string, unknown>), title: 'Again' },
        ];
        o.policies = [];
        o.fulfillments = [];
      }),
      'items',
    ],
    [
      'duplicate fulfillment ids',
      invalid((o) => {
        o.fulfillments = [
          { id: 'f', status: 'shipped', items: [{ itemId: 'lamp', quantity: 1 }] },
          { id: 'f', status: 'shipped', items: [{ itemId: 'bulb', quantity: 1 }] },
        ];
      }),
      'fulfillments',
    ],
    [
      'duplicate policy ids',
      invalid((o) => {
        o.policies = [o.policies[0] as Record<string, unknown>, o.policies[0] as Record<string, unknown>];
      }),
      'policies',
    ],
    [
      'a policy ending before it starts',
      invalid((o) => {
        o.policies = [{ ...(o.policies[0] as Record<string, unknown>), startsAt: at(10), endsAt: at(1) }];
      }),
      'policies.0.endsAt',
    ],
    [
      'a policy covering an unknown item',
      invalid((o) => {
        o.policies = [{ ...(o.policies[0] as Record<string, unknown>), itemIds: ['lamp', 'ghost'] }];
      }),
      'policies.0.itemIds.1',
    ],
    ['no items', invalid((o) => Object.assign(o, { items: [], fulfillments: [], policies: [] })), 'items'],
    ['a wrong e-mail', invalid((o) => Object.assign(o, { email: 'not-an-email' })), 'email'],
    ['a lowercase currency', invalid((o) => Object.assign(o, { currency: 'eur' })), 'currency'],
    [
      'a negative price',
      invalid((o) => Object.assign(o.items[1] as Record<string, unknown>, { price: -1 })),
      'items.1.price',
    ],
    [
      'a fractional quantity',
      invalid((o) => Object.assign(o.items[1] as Record<string, unknown>, { quantity: 1.5 })),
      'items.1.quantity',
    ],
    ['an unknown field', invalid((o) => Object.assign(o, { discount: 5 })), ''],
    [
      'a date without an offset',
      invalid((o) => Object.assign(o, { placedAt: '2025-01-01 10:00' })),
      'placedAt',
    ],
  ])('answers %s with 400, code 100002 and the field', async (_label, body, path) => {
    const orderName = `BAD-${Math.random().toString(36).slice(2, 8)}`;
    const response = await put(orderName, body);
    const answer = expectFailure(response, { status: 400, code: ERROR_CODES.INVALID_INPUT });
    expect(fieldsOf(answer).map((field) => field.path)).toContain(path);
    expect(await orderRow(merchantA.id, orderName)).toBeUndefined();
  });

  it('adds up an item listed twice in one fulfillment (never a 500)', async () => {
    const body = anOrder();
    body.fulfillments = [
      {
        id: 'twice',
        status: 'shipped',
        items: [
          { itemId: 'lamp', quantity: 1 },
          { itemId: 'lamp', quantity: 1 },
        ],
      },
    ];
    const response = await put('TWICE-1', body);
    expect(response.statusCode, response.body).toBe(201);
    const cookie = sessionCookieOf(await signIn(merchantA.id, 'TWICE-1'));
    const listed = await callApi(t, 'get-all-protected-item', {}, { cookie });
    expect(
      listed.body.data.fulfillments[0].items.map((item: { title: string; quantity: number }) => [
        item.title,
        item.quantity,
      ]),
    ).toEqual([['Desk Lamp', 2]]);
    expect(listed.body.data.unfulfilledList.map((item: { title: string }) => item.title)).toEqual(['Bulb']);
  });

  it('still refuses an item listed twice in one fulfillment beyond its quantity', async () => {
    const body = anOrder();
    body.fulfillments = [
      {
        id: 'thrice',
        status: 'shipped',
        items: [
          { itemId: 'lamp', quantity: 2 },
          { itemId: 'lamp', quantity: 1 },
        ],
      },
    ];
    expectFailure(await put('TWICE-2', body), { status: 400, code: ERROR_CODES.INVALID_INPUT });
  });

  it('leaves an existing order untouched when a change is invalid', async () => {
    expect((await put('KEEP-1', anOrder())).statusCode).toBe(201);
    const before = await orderRow(merchantA.id, 'KEEP-1');
    const bad = anOrder();
    bad.channel = 'no-such-channel';
    bad.items = [{ id: 'other', title: 'Other', quantity: 1, price: 1 }];
    bad.fulfillments = [];
    bad.policies = [];
    expectFailure(await put('KEEP-1', bad), { status: 400, code: ERROR_CODES.INVALID_INPUT });
    expect(await orderRow(merchantA.id, 'KEEP-1')).toEqual(before);
    expect((await itemsOf(before?.id as string)).map((item) => item.externalId)).toEqual(['lamp', 'bulb']);
  });

  it('refuses an order name over 64 characters', async () => {
    const answer = expectFailure(await put('N'.repeat(65), anOrder()), {
      status: 400,
      code: ERROR_CODES.INVALID_INPUT,
    });
    expect(fieldsOf(answer).length).toBeGreaterThan(0);
  });

  it('accepts a known channel and tells the shopper about it at sign-in', async () => {
    const body = anOrder();
    body.channel = 'zeelool';
    expect((await put('CH-1', body)).statusCode).toBe(201);
    const login = await signIn(merchantA.id, 'CH-1');
    expect(login.body.code).toBe(0);
    expect(login.body.data.channel).toBe('zeelool');
  });
});

describe('order names', () => {
  it("takes a URL-encoded '#' as part of the name", async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/v1/orders/%23A-100',
      headers: { authorization: `Bearer ${merchantA.key}` },
      payload: anOrder(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.orderName).toBe('#A-100');
    expect(await orderRow(merchantA.id, '#A-100')).toBeDefined();
    const login = await signIn(merchantA.id, '#A-100');
    expect(login.body.code).toBe(0);
    expect(login.body.data.orderName).toBe('#A-100');
    // Without the prefix it is another order, which does not exist.
    expect((await signIn(merchantA.id, 'A-100')).body.code).toBe(ERROR_CODES.ORDER_NUMBER_UNKNOWN);
  });

  it('takes other encoded characters as they are', async () => {
    const response = await put('Order 7/ü', anOrder());
    expect(response.statusCode).toBe(201);
    expect(response.json().data.orderName).toBe('Order 7/ü');
    expect((await signIn(merchantA.id, 'Order 7/ü')).body.code).toBe(0);
  });
});

describe('merchants are apart', () => {
  it("keeps merchant A's key away from merchant B's order of the same name", async () => {
    const fromB = await put('#SAME-1', anOrder('b-buyer@example.com'), merchantB.key);
    expect(fromB.statusCode).toBe(201);
    const fromA = await put('#SAME-1', anOrder('a-buyer@example.com'), merchantA.key);
    expect(fromA.statusCode).toBe(201);
    expect(fromA.json().data.result).toBe('created');
    expect(fromA.json().data.orderId).not.toBe(fromB.json().data.orderId);

    expect((await orderRow(merchantB.id, '#SAME-1'))?.email).toBe('b-buyer@example.com');
    expect((await orderRow(merchantA.id, '#SAME-1'))?.email).toBe('a-buyer@example.com');
    expect((await signIn(merchantB.id, '#SAME-1', 'b-buyer@example.com')).body.code).toBe(0);
    expect((await signIn(merchantB.id, '#SAME-1', 'a-buyer@example.com')).body.code).toBe(
      ERROR_CODES.ORDER_NUMBER_UNKNOWN,
    );
    expect((await signIn(merchantA.id, '#SAME-1', 'a-buyer@example.com')).body.code).toBe(0);
  });

  it("cannot change merchant B's order with merchant A's key", async () => {
    await put('#ONLY-B', anOrder('only-b@example.com'), merchantB.key);
    const before = await orderRow(merchantB.id, '#ONLY-B');
    const changed = anOrder('attacker@example.com');
    await put('#ONLY-B', changed, merchantA.key);
    expect(await orderRow(merchantB.id, '#ONLY-B')).toEqual(before);
  });
});

describe('concurrency', () => {
  it('creates exactly one order from 10 concurrent identical PUTs', async () => {
    const body = anOrder('race@example.com');
    const responses = await Promise.all(Array.from({ length: 10 }, () => put('#RACE-1', body)));
    for (const response of responses) {
      expect([200, 201], response.body).toContain(response.statusCode);
      expect(response.json().code).toBe(0);
    }
    const ids = new Set(responses.map((response) => response.json().data.orderId));
    expect(ids.size).toBe(1);
    const results = responses.map((response) => response.json().data.result).sort();
    expect(results).toEqual(['created', ...Array(9).fill('unchanged')]);
    const rows = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.merchantId, merchantA.id), eq(orders.orderName, '#RACE-1')));
    expect(rows).toHaveLength(1);
    expect(await itemsOf(rows[0]?.id as string)).toHaveLength(2);
    expect(await fulfillmentsOf(rows[0]?.id as string)).toHaveLength(1);
  });

  it('applies 10 concurrent different versions of one order as one of them, whole', async () => {
    const versions = Array.from({ length: 10 }, (_, index) => {
      const body = anOrder(`version${index}@example.com`);
      body.items = [{ id: `item-${index}`, title: `Item ${index}`, quantity: 1, price: 100 + index }];
      body.fulfillments = [];
      body.policies = [{ ...(body.policies[0] as Record<string, unknown>), itemIds: [`item-${index}`] }];
      return body;
    });
    const responses = await Promise.all(versions.map((body) => put('#RACE-2', body)));
    for (const response of responses) expect([200, 201], response.body).toContain(response.statusCode);
    const row = await orderRow(merchantA.id, '#RACE-2');
    const index = Number(row?.email.replace(/\D/g, ''));
    expect((await itemsOf(row?.id as string)).map((item) => item.externalId)).toEqual([`item-${index}`]);
  });
});

describe('the merchant API answers in the envelope', () => {
  it('answers an unknown merchant path with 100004', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/v1/customers/1',
      headers: { authorization: `Bearer ${merchantA.key}` },
      payload: {},
    });
    expectFailure(response, { status: 404, code: ERROR_CODES.UNKNOWN_CALL });
  });

  it('answers a malformed body with 100001', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/v1/orders/MAL-1',
      headers: { authorization: `Bearer ${merchantA.key}`, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expectFailure(response, { status: 400, code: ERROR_CODES.MALFORMED_JSON });
  });

  it('is not a gateway call: the session cookie does not matter', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: callPath('rc-login').replace('rc-login', 'nothing'),
      payload: {},
    });
    expect(response.statusCode).toBe(404);
  });
});
