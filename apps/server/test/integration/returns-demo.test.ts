// The demo's return orders (README "Demo data"): each resolution and method can be started, and
// the seeded returns are in the states the table says; seeding again changes nothing.
import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { qrSvg } from '../../src/adapters/labels/label-document';
import { returns } from '../../src/db/schema';
import { seedDemo } from '../../src/demo/seed-demo';
import { callApi, createTestApp, signInToDemo, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { SIGN_IN_LIMIT_PER_WINDOW: '100000' } });
});
afterAll(() => t.close());

async function shopper(orderName: string) {
  const { cookie } = await signInToDemo(t, orderName);
  const coverage = await callApi(t, 'list-items-coverage', {}, { cookie });
  const returns = await callApi(t, 'list-return-items', {}, { cookie });
  return { cookie, items: coverage.body.data.items, returns: returns.body.data.returns };
}

it('seeds returns in the states the table names, once', async () => {
  const completed = await shopper('#1026');
  expect(completed.returns).toMatchObject([{ status: 'completed', refund: 8900 }]);
  const detail = await callApi(
    t,
    'get-return-detail',
    { returnId: completed.returns[0].returnId },
    { cookie: completed.cookie },
  );
  expect(detail.body.data.paid).toEqual({ refund: 8900, credit: 6500, bonus: 650 });
  expect((await shopper('#1027')).returns).toMatchObject([{ status: 'to_return' }]);
  expect((await shopper('#1028')).returns).toMatchObject([{ status: 'to_return' }]);
  expect((await shopper('#1029')).returns).toMatchObject([{ status: 'rejected' }]);
  const owing = await shopper('#1060');
  expect(owing.returns).toMatchObject([{ status: 'to_return' }]);
  const balance = await callApi(
    t,
    'user/get-return-balance',
    { returnId: owing.returns[0].returnId },
    { cookie: owing.cookie },
  );
  expect(balance.body.data).toMatchObject({ balanceDue: 4000, outstanding: 4000, payment: null });
  expect((await shopper('#1061')).returns).toMatchObject([
    { status: 'to_return', items: [{ resolution: 'same_price_variant', received: 0, settled: 1 }] },
  ]);
  const inStore = await shopper('#1062');
  const store = await callApi(
    t,
    'get-return-detail',
    { returnId: inStore.returns[0].returnId },
    { cookie: inStore.cookie },
  );
  expect(store.body.data).toMatchObject({ status: 'to_return', method: { method: 'in_store' }, label: null });
  // What the store's counter scans: the return's number as a QR code, to the order's session only.
  const { returnNumber, storeCode } = store.body.data;
  expect(storeCode.code).toBe(returnNumber);
  const code = await t.app.inject({
    method: 'GET',
    url: storeCode.qrCodeUrl,
    headers: { cookie: inStore.cookie },
  });
  expect(code.statusCode).toBe(200);
  expect(code.headers['content-type']).toBe('image/svg+xml');
  expect(code.body).toBe(await qrSvg(returnNumber));
  const elsewhere = await t.app.inject({
    method: 'GET',
    url: storeCode.qrCodeUrl,
    headers: { cookie: (await shopper('#1027')).cookie },
  });
  expect(elsewhere.json().code).toBe(ERROR_CODES.NOT_FOUND_FOR_ORDER);
  const storeLabel = await shopper('#1067');
  const sent = await callApi(
    t,
    'get-return-detail',
    { returnId: storeLabel.returns[0].returnId },
    { cookie: storeLabel.cookie },
  );
  expect(sent.body.data).toMatchObject({
    status: 'to_return',
    method: { method: 'merchant_label', hasLabel: false, needsTracking: true },
    label: null,
    storeCode: null,
    can: { addTracking: true },
  });
  // Not an in-store return: no counter code.
  const noCode = await t.app.inject({
    method: 'GET',
    url: storeCode.qrCodeUrl.replace(inStore.returns[0].returnId, storeLabel.returns[0].returnId),
    headers: { cookie: storeLabel.cookie },
  });
  expect(noCode.json().code).toBe(ERROR_CODES.NOT_FOUND_FOR_ORDER);
  expect((await shopper('#1063')).returns).toMatchObject([
    { status: 'return_received', refund: 4800, items: [{ received: 1, settled: 1 }] },
  ]);
  // #1064: the balance recorded by the checkout's own notice, nobody having read it back.
  const paid = await shopper('#1064');
  const [paidReturn] = await t.services.database.db
    .select()
    .from(returns)
    .where(eq(returns.id, paid.returns[0].returnId));
  expect(paidReturn).toMatchObject({ status: 'to_return', balancePaidMinor: 4000 });
  // #1065: a refused refund the merchant sees with its reason and retries once.
  const refused = await shopper('#1065');
  const merchant = (await t.services.merchants.findByShop('demo')) as { id: string };
  const detail1065 = await t.services.returns.merchant.get(merchant.id, refused.returns[0].returnId);
  expect(detail1065.storeActions).toMatchObject([
    { kind: 'refund', status: 'failed', lastError: expect.stringContaining('order_not_found'), quantity: 1 },
  ]);
  const retried = await t.services.returns.merchant.retryStoreAction(
    merchant.id,
    refused.returns[0].returnId,
    detail1065.storeActions[0]?.actionId as string,
    null,
  );
  expect(['pending', 'done']).toContain(retried.status);
  // The app's worker may be running it (PostgreSQL): drain what is left, then wait for the outcome.
  await t.services.jobs.drain('store-platform-action');
  await expect
    .poll(
      async () =>
        (await t.services.returns.merchant.get(merchant.id, refused.returns[0].returnId)).storeActions,
    )
    .toMatchObject([{ status: 'done', lastError: null }]);
  await seedDemo(t.services, t.config.publicUrl);
  expect((await shopper('#1026')).returns).toHaveLength(1);
});

it('offers each resolution and method on the orders to start from', async () => {
  const multi = await shopper('#1020');
  expect(multi.items.map((item: { ineligibleReason: string | null }) => item.ineligibleReason)).toEqual([
    null,
    null,
    'final_sale',
  ]);
  const keep = await shopper('#1024');
  const flow = await callApi(
    t,
    'user/get-return-item-decision-flow',
    { itemId: keep.items[0].itemId, reason: 'arrived_late' },
    { cookie: keep.cookie },
  );
  expect(flow.body.data.decision).toBe('keep');
  const exchange = await shopper('#1022');
  const price = await callApi(
    t,
    'user/calculate-return-exchange-price',
    {
      exchangeOriginalItemList: [{ outReturnItemId: exchange.items[0].itemId }],
      exchangeNewItemList: [{ productId: 'p-500', quantity: 1 }],
    },
    { cookie: exchange.cookie },
  );
  expect(price.body.data.balanceDue).toBe(12_900 - 2400);
  const assured = await shopper('#1025');
  const config = await callApi(t, 'user/get-return-merchant-config', {}, { cookie: assured.cookie });
  expect(config.body.data.methods.map((method: { method: string }) => method.method)).toEqual([
    'prepaid_label',
    'qr_drop_off',
    'ship_yourself',
    'assured_label',
    'in_store',
    'merchant_label',
  ]);
  const credit = await shopper('#1023');
  const review = await callApi(
    t,
    'user/get-order-return-apply-review',
    {
      method: 'in_store',
      items: [
        { itemId: credit.items[0].itemId, quantity: 1, reason: 'changed_mind', resolution: 'store_credit' },
      ],
    },
    { cookie: credit.cookie },
  );
  expect(review.body.data.quote).toMatchObject({ storeCredit: 6500, storeCreditBonus: 650 });
  const instant = await shopper('#1021');
  const swapped = await callApi(
    t,
    'user/submit-order-return',
    {
      requestId: randomUUID(),
      method: 'qr_drop_off',
      items: [
        {
          itemId: instant.items[0].itemId,
          quantity: 1,
          reason: 'size_fit',
          subReason: 'too_large',
          resolution: 'same_price_variant',
          exchange: { productId: 'p-100', variantId: 'v-100-s', quantity: 1 },
        },
      ],
    },
    { cookie: instant.cookie },
  );
  expect(swapped.body.data.lines[0]).toMatchObject({
    instantExchange: true,
    exchange: { variantTitle: 'Oat / S' },
  });
});
