// Refunds, store credit and exchange orders sent to the merchant's store platform (the built-in
// record by default, Shopify's Admin GraphQL API when configured): one action per settlement,
// performed by a job with the action's id as the idempotency key, never twice on a retry, failures
// visible to the merchant and retried. The Shopify client against a local server speaking its API.
import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createShopifyClient,
  StorePlatformUnavailable,
} from '../../src/adapters/store-platform/shopify-client';
import { type StoreAction, StoreActionRefused } from '../../src/adapters/store-platform/store-platform';
import { jobs, storePlatformActions } from '../../src/db/schema';
import { merchantCall, type ReturnOrder, returnOrder, returnStore } from '../support/return-orders';
import type { Store } from '../support/shopper-orders';
import { type FakeShopify, startFakeShopify } from '../support/store-fake-shopify';
import { callApi, createTestApp, type TestApp } from '../support/test-app';

const TOKEN = 'shpat_0123456789abcdef';
const JOB = 'store-platform-action';

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

/** A return of the shirt (refund) and the cap (credit), received and settled by the merchant. */
async function settledReturn(t: TestApp, store: Store, o: ReturnOrder) {
  const submitted = await callApi(
    t,
    'user/submit-order-return',
    {
      requestId: randomUUID(),
      method: 'ship_yourself',
      items: [
        { itemId: o.items.shirt, quantity: 1, reason: 'changed_mind', resolution: 'original_payment' },
        { itemId: o.items.cap, quantity: 1, reason: 'changed_mind', resolution: 'store_credit' },
      ],
    },
    { cookie: o.cookie },
  );
  expect(submitted.body.code, JSON.stringify(submitted.body)).toBe(0);
  const number = submitted.body.data.returnNumber as string;
  const post = (segment: string, items: object[]) =>
    merchantCall(t, store, 'POST', `/returns/${number}/${segment}`, { items }, randomUUID());
  await post('receive', [
    { itemId: o.items.shirt, quantity: 1, condition: 'as_new' },
    { itemId: o.items.cap, quantity: 1, condition: 'as_new' },
  ]);
  const refundKey = randomUUID();
  const refund = () =>
    merchantCall(
      t,
      store,
      'POST',
      `/returns/${number}/refund`,
      { items: [{ itemId: o.items.shirt, quantity: 1 }] },
      refundKey,
    );
  expect((await refund()).body.code).toBe(0);
  // The merchant's retry of the same refund (same Idempotency-Key) makes no second action.
  expect((await refund()).body.code).toBe(0);
  await post('credit', [{ itemId: o.items.cap, quantity: 1 }]);
  return { returnId: submitted.body.data.returnId as string, number };
}

describe('the built-in store platform', () => {
  let t: TestApp;
  let store: Store;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGN_IN_LIMIT_PER_WINDOW: '100000' } });
    store = await returnStore(t, 'platform-store', { resolutions: { storeCredit: { bonusPercent: 10 } } });
  });
  afterAll(() => t.close());

  it('records one action per settlement, done once, shown to the merchant with its reference', async () => {
    const o = await returnOrder(t, store, '#PL1');
    const { number, returnId } = await settledReturn(t, store, o);
    // The app's worker runs the jobs as they come (the webhooks nudge it); drain runs what is left.
    await t.services.jobs.drain(JOB);
    const actions = async () =>
      (await merchantCall(t, store, 'GET', `/returns/${number}`)).body.data.storeActions;
    await expect
      .poll(async () => (await actions()).map((action: { status: string }) => action.status))
      .toEqual(['done', 'done']);
    const after = await actions();
    expect(after).toMatchObject([
      { kind: 'refund', itemId: o.items.shirt, amount: 4000, platform: 'builtin' },
      { kind: 'store_credit', itemId: o.items.cap, amount: 1500, bonus: 150 },
    ]);
    for (const action of after) {
      expect(action).toMatchObject({ status: 'done', attempts: 1, lastError: null });
      expect(action.reference).toMatch(/^RC-(REFUND|STORE_CREDIT)-/);
    }
    const rows = await t.database.db
      .select()
      .from(storePlatformActions)
      .where(eq(storePlatformActions.returnId, returnId));
    expect(rows).toHaveLength(2);
  });
});

describe('Shopify client', () => {
  let fake: FakeShopify;
  const client = () => createShopifyClient({ shopUrl: fake.shopUrl, accessToken: TOKEN, timeoutMs: 2000 });
  const action = (overrides: Partial<StoreAction> = {}): StoreAction => ({
    idempotencyKey: randomUUID(),
    kind: 'refund',
    orderName: '#1001',
    currency: 'USD',
    customerEmail: 'robin@example.com',
    amountMinor: 4000,
    bonusMinor: 0,
    lineItem: null,
    exchange: null,
    note: 'Return RMA-1',
    ...overrides,
  });
  beforeAll(async () => {
    fake = await startFakeShopify({ accessToken: TOKEN, orderName: '#1001' });
  });
  afterAll(() => fake.close());

  it('refunds the order payment with refundCreate under @idempotent: a retry is the same refund', async () => {
    fake.requests.length = 0;
    const refund = action({ lineItem: { externalId: '1234', quantity: 1, restock: true } });
    const first = await client().perform(refund);
    const [lookup, mutation] = fake.requests;
    expect(lookup?.path).toBe('/admin/api/2026-04/graphql.json');
    expect(lookup?.headers['x-shopify-access-token']).toBe(TOKEN);
    expect(lookup?.variables).toEqual({ query: 'name:"#1001"' });
    expect(mutation?.query).toContain('refundCreate(input: $input) @idempotent(key: $key)');
    expect(mutation?.variables).toEqual({
      key: refund.idempotencyKey,
      input: {
        orderId: fake.orderId,
        note: 'Return RMA-1',
        notify: true,
        // The units back go back into stock, at the shop's primary location.
        refundLineItems: [
          {
            lineItemId: 'gid://shopify/LineItem/1234',
            quantity: 1,
            restockType: 'RETURN',
            locationId: fake.primaryLocationId,
          },
        ],
        transactions: [
          {
            orderId: fake.orderId,
            parentId: fake.sale.id,
            gateway: 'shopify_payments',
            kind: 'REFUND',
            amount: '40',
          },
        ],
      },
    });
    expect(await client().perform(refund)).toEqual(first);
    expect(fake.refunds.size).toBe(1);
  });

  it('a kept item is refunded without restocking; a store may name its returns location', async () => {
    fake.requests.length = 0;
    await client().perform(action({ lineItem: { externalId: '55', quantity: 2, restock: false } }));
    expect(fake.requests[1]?.variables.input).toMatchObject({
      refundLineItems: [{ lineItemId: 'gid://shopify/LineItem/55', quantity: 2, restockType: 'NO_RESTOCK' }],
    });
    const kept = fake.requests[1]?.variables.input as { refundLineItems: object[] } | undefined;
    expect(kept?.refundLineItems[0]).not.toHaveProperty('locationId');
    fake.requests.length = 0;
    const warehouse = createShopifyClient({
      shopUrl: fake.shopUrl,
      accessToken: TOKEN,
      restockLocationId: '77',
    });
    await warehouse.perform(action({ lineItem: { externalId: '56', quantity: 1, restock: true } }));
    expect(fake.requests[1]?.variables.input).toMatchObject({
      refundLineItems: [
        {
          lineItemId: 'gid://shopify/LineItem/56',
          quantity: 1,
          restockType: 'RETURN',
          locationId: 'gid://shopify/Location/77',
        },
      ],
    });
  });

  it('store credit with its bonus is a store-credit refund, allowed over the price', async () => {
    fake.requests.length = 0;
    await client().perform(action({ kind: 'store_credit', amountMinor: 1500, bonusMinor: 150 }));
    expect(fake.requests[1]?.variables.input).toMatchObject({
      allowOverRefunding: true,
      refundMethods: [{ storeCreditRefund: { amount: { amount: '16.5', currencyCode: 'USD' } } }],
    });
  });

  it('an exchange is a draft order at no charge, completed; a retry finds it by its tag', async () => {
    const exchange = action({
      kind: 'exchange_order',
      amountMinor: 0,
      exchange: { productId: '88', variantId: '4455', title: 'Jacket · M', quantity: 1 },
    });
    const first = await client().perform(exchange);
    expect(fake.drafts).toHaveLength(1);
    expect(fake.drafts[0]?.input).toMatchObject({
      email: 'robin@example.com',
      tags: ['rc-exchange', `rc-${exchange.idempotencyKey}`],
      lineItems: [
        {
          variantId: 'gid://shopify/ProductVariant/4455',
          quantity: 1,
          appliedDiscount: { valueType: 'PERCENTAGE', value: 100, title: 'Exchange' },
        },
      ],
    });
    expect(first.reference).toBe(fake.drafts[0]?.order?.id);
    expect(await client().perform(exchange)).toEqual(first);
    expect(fake.drafts).toHaveLength(1);
  });

  it('refusals and unknown outcomes', async () => {
    expect(await failureOf(client().perform(action({ orderName: '#404' })))).toBeInstanceOf(
      StoreActionRefused,
    );
    fake.script({ status: 503 });
    expect(await failureOf(client().perform(action()))).toBeInstanceOf(StorePlatformUnavailable);
    fake.script({
      status: 200,
      body: { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] },
    });
    expect(await failureOf(client().perform(action()))).toBeInstanceOf(StorePlatformUnavailable);
    fake.script({ drop: true });
    expect(await failureOf(client().perform(action()))).toBeInstanceOf(StorePlatformUnavailable);
    const wrong = createShopifyClient({ shopUrl: fake.shopUrl, accessToken: 'shpat_wrong' });
    expect(await failureOf(wrong.perform(action()))).toBeInstanceOf(StorePlatformUnavailable);
  });

  it('a refused action shows its reason; the merchant retries it now, once, after fixing the store', async () => {
    const t = await createTestApp({
      env: { STORE_PLATFORM: 'shopify', SHOPIFY_SHOP_URL: fake.shopUrl, SHOPIFY_ACCESS_TOKEN: TOKEN },
    });
    try {
      const store = await returnStore(t, 'retry-store');
      // An order the Shopify store does not know (yet): imported under another name.
      const o = await returnOrder(t, store, '#1002');
      const { number } = await settledReturn(t, store, o);
      await t.services.jobs.drain(JOB);
      const actions = async () =>
        (await merchantCall(t, store, 'GET', `/returns/${number}`)).body.data.storeActions as {
          actionId: string;
          status: string;
          lastError: string | null;
        }[];
      await expect
        .poll(async () => (await actions()).map((entry) => entry.status))
        .toEqual(['failed', 'failed']);
      const [refund, credit] = await actions();
      expect(refund?.lastError).toMatch(/^order_not_found: no Shopify order named #1002/);
      const before = fake.refunds.size;

      const retry = (actionId: string, key?: string) =>
        merchantCall(t, store, 'POST', `/returns/${number}/store-actions/${actionId}/retry`, undefined, key);
      fake.addOrder('#1002');
      // Two retries at once (two tabs, a double click): one queues it, the other finds it under way.
      const both = await Promise.all([retry(refund?.actionId as string), retry(refund?.actionId as string)]);
      const statuses = both.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409]);
      const refused = both.find((answer) => answer.status === 409);
      expect(refused?.body).toMatchObject({ code: ERROR_CODES.STORE_ACTION_NOT_RETRYABLE });
      expect(['pending', 'done']).toContain(refused?.body.data.status);
      // The same retry again with its Idempotency-Key answers the action and queues nothing.
      const key = randomUUID();
      const first = await retry(credit?.actionId as string, key);
      expect([first.status, first.body.data.actionId]).toEqual([200, credit?.actionId]);
      expect(['pending', 'done']).toContain(first.body.data.status);
      expect((await retry(credit?.actionId as string, key)).status).toBe(200);

      await t.services.jobs.drain(JOB);
      await expect.poll(async () => (await actions()).map((entry) => entry.status)).toEqual(['done', 'done']);
      expect(fake.refunds.size).toBe(before + 2);
      const queued = (await t.database.db.select().from(jobs).where(eq(jobs.kind, JOB))).filter((job) =>
        [refund?.actionId, credit?.actionId].includes(job.payload.actionId as string),
      );
      // The first run of each, and one retry each.
      expect(queued).toHaveLength(4);

      const done = await retry(refund?.actionId as string);
      expect([done.status, done.body.code, done.body.data]).toEqual([
        409,
        ERROR_CODES.STORE_ACTION_NOT_RETRYABLE,
        { status: 'done' },
      ]);
      const unknown = await retry(randomUUID());
      expect([unknown.status, unknown.body.code]).toEqual([404, ERROR_CODES.NOT_FOUND_FOR_ORDER]);
      const otherStore = await returnStore(t, 'retry-other-store');
      const foreign = await merchantCall(
        t,
        otherStore,
        'POST',
        `/returns/${number}/store-actions/${refund?.actionId}/retry`,
      );
      expect(foreign.status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('the whole app: a failure is shown to the merchant and retried; the refund is made once', async () => {
    const t = await createTestApp({
      env: { STORE_PLATFORM: 'shopify', SHOPIFY_SHOP_URL: fake.shopUrl, SHOPIFY_ACCESS_TOKEN: TOKEN },
    });
    try {
      const store = await returnStore(t, 'shopify-store');
      const o = await returnOrder(t, store, '#1001');
      const before = fake.refunds.size;
      // Shopify is away for the first request of each action (its order lookup).
      fake.script({ status: 502 }, { status: 502 });
      const { number } = await settledReturn(t, store, o);
      await t.services.jobs.drain(JOB);
      const actions = async () =>
        (await merchantCall(t, store, 'GET', `/returns/${number}`)).body.data.storeActions;
      await expect
        .poll(async () => (await actions()).map((entry: { status: string }) => entry.status))
        .toEqual(['retrying', 'retrying']);
      expect((await actions())[0].lastError).toContain('502');
      expect(fake.refunds.size).toBe(before);
      // The queue asks again later (run now here).
      await t.database.db.execute("update jobs set run_at = now() where kind = 'store-platform-action'");
      await t.services.jobs.drain(JOB);
      await expect
        .poll(async () => (await actions()).map((entry: { status: string }) => entry.status))
        .toEqual(['done', 'done']);
      expect(await actions()).toMatchObject([
        { kind: 'refund', status: 'done', attempts: 2, platform: 'shopify' },
        { kind: 'store_credit', status: 'done', attempts: 2 },
      ]);
      expect(fake.refunds.size).toBe(before + 2);
      // Each refund carries the units back, restocked at the shop's location.
      const [refund, credit] = await actions();
      expect([refund.quantity, credit.quantity]).toEqual([1, 1]);
      for (const [action, line] of [
        [refund, 'shirt'],
        [credit, 'cap'],
      ] as const) {
        expect(fake.refunds.get(action.actionId)?.input.refundLineItems).toEqual([
          {
            lineItemId: `gid://shopify/LineItem/${line}`,
            quantity: 1,
            restockType: 'RETURN',
            locationId: fake.primaryLocationId,
          },
        ]);
      }
    } finally {
      await t.close();
    }
  });
});
