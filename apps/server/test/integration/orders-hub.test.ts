// The version 5 orders hub (issue 13, decision 036) through the gateway: who sees which orders
// (the signed-in one; the same e-mail's other orders at the same store once the e-mail is proven,
// never another store's), one call for the hub with products, packages, protection, claims,
// returns, actions and the next step, paginated; an order's details and protection; switching
// the order the session acts on; comments with their limits, language, author and the merchant's
// view and webhooks; the app banner's view once per session.
import { randomUUID } from 'node:crypto';
import { callPath } from '@rc/contract/routes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../support/envelope';
import { createStore, orderBody, type Store } from '../support/shopper-orders';
import { callApi, createTestApp, sessionCookieOf, type TestApp } from '../support/test-app';

const SHOPPER = 'hub.shopper@example.com';
let t: TestApp;
let store: Store;
let other: Store;
const ids = { first: '', second: '', third: '', stranger: '', elsewhere: '' };

async function merchant(s: Store, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${s.apiKey}` },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

async function putOrder(s: Store, orderName: string, email: string, placedDaysAgo: number) {
  const body = orderBody(email);
  body.placedAt = new Date(Date.now() - placedDaysAgo * 86_400_000).toISOString();
  const items = body.items.map((item) => ({ ...item, imageUrl: `https://cdn.example.com/${item.id}.jpg` }));
  const response = await merchant(s, 'PUT', `/api/merchant/v1/orders/${encodeURIComponent(orderName)}`, {
    ...body,
    items,
  });
  expect(response.body.code, JSON.stringify(response.body)).toBe(0);
  return response.body.data.orderId as string;
}

async function signIn(s: Store, orderName: string, email: string, signed = false) {
  let signature: string | undefined;
  if (signed) {
    const link = await merchant(s, 'POST', '/api/merchant/v1/signed-links', { orderName, email });
    signature = link.body.data.signature;
  }
  const response = await callApi(t, 'rc-login', {
    merchantId: s.merchantId,
    orderName,
    contactInfo: email,
    ...(signature ? { signature } : {}),
  });
  expect(response.body.code, JSON.stringify(response.body)).toBe(0);
  return sessionCookieOf(response);
}

function post(name: Parameters<typeof callPath>[0], cookie: string, payload: object, language?: string) {
  return t.app.inject({
    method: 'POST',
    url: callPath(name),
    headers: { cookie, ...(language ? { 'accept-language': language } : {}) },
    payload,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  store = await createStore(t, 'hub-store');
  other = await createStore(t, 'hub-other');
  ids.first = await putOrder(store, '#5001', SHOPPER, 10);
  ids.second = await putOrder(store, '#5002', 'Hub.Shopper@Example.com', 2);
  ids.third = await putOrder(store, '#5003', SHOPPER, 5);
  ids.stranger = await putOrder(store, '#5004', 'someone.else@example.com', 1);
  ids.elsewhere = await putOrder(other, '#5001', SHOPPER, 1);
}, 120_000);
afterAll(() => t?.close());

describe('who sees which orders', () => {
  it('a sign-in with order number and e-mail sees the signed-in order only', async () => {
    const cookie = await signIn(store, '#5001', SHOPPER);
    const list = await callApi(t, 'user/query-order-list', {}, { cookie });
    expect(list.body.code).toBe(0);
    expect(list.body.data).toMatchObject({ emailVerified: false, total: 1, hasMore: false });
    expect(list.body.data.orders.map((order: { orderId: string }) => order.orderId)).toEqual([ids.first]);
    for (const name of ['user/get-order-detail', 'user/switch-order'] as const) {
      expectFailure(await post(name, cookie, { orderId: ids.second }), { status: 404, code: 100009 });
    }
  });

  it("a merchant-signed link proves the e-mail: the same store's orders of it, signed-in first, never another store's", async () => {
    const cookie = await signIn(store, '#5001', SHOPPER, true);
    const list = await callApi(t, 'user/query-order-list', {}, { cookie });
    expect(list.body.data).toMatchObject({
      emailVerified: true,
      total: 3,
      hasMore: false,
      signedInOrderId: ids.first,
    });
    expect(list.body.data.orders.map((order: { orderId: string }) => order.orderId)).toEqual([
      ids.first,
      ids.second,
      ids.third,
    ]);
    expect(list.body.data.orders.map((order: { signedIn: boolean }) => order.signedIn)).toEqual([
      true,
      false,
      false,
    ]);
    for (const orderId of [ids.stranger, ids.elsewhere, randomUUID()]) {
      expectFailure(await post('user/get-order-detail', cookie, { orderId }), { status: 404, code: 100009 });
      expectFailure(await post('get-shipping-protection', cookie, { orderId }), {
        status: 404,
        code: 100009,
      });
      expectFailure(
        await post('add-order-comment', cookie, { orderId, body: 'Hi', requestId: randomUUID() }),
        {
          status: 404,
          code: 100009,
        },
      );
    }
  });

  it('pages through the orders', async () => {
    const cookie = await signIn(store, '#5001', SHOPPER, true);
    const first = await callApi(t, 'user/query-order-list', { page: 1, pageSize: 2 }, { cookie });
    expect(first.body.data).toMatchObject({ page: 1, pageSize: 2, total: 3, hasMore: true });
    const second = await callApi(t, 'user/query-order-list', { page: 2, pageSize: 2 }, { cookie });
    expect(second.body.data).toMatchObject({ total: 3, hasMore: false });
    expect(second.body.data.orders.map((order: { orderId: string }) => order.orderId)).toEqual([ids.third]);
    const beyond = await callApi(t, 'user/query-order-list', { page: 9, pageSize: 2 }, { cookie });
    expect(beyond.body.data).toMatchObject({ total: 3, hasMore: false, orders: [] });
    expectFailure(await post('user/query-order-list', cookie, { pageSize: 21 }), {
      status: 400,
      code: 100002,
    });
  });

  it('switches the order the session acts on to another of the list', async () => {
    const cookie = await signIn(store, '#5001', SHOPPER, true);
    const switched = await callApi(t, 'user/switch-order', { orderId: ids.second }, { cookie });
    expect(switched.body.data).toMatchObject({
      orderId: ids.second,
      orderName: '#5002',
      applicantEmail: SHOPPER,
    });
    const policies = await callApi(t, 'query-related-policy', {}, { cookie });
    expect(policies.body.data.orderName).toBe('#5002');
    const list = await callApi(t, 'user/query-order-list', {}, { cookie });
    expect(list.body.data.orders[0]).toMatchObject({ orderId: ids.second, signedIn: true });
    await callApi(t, 'user/switch-order', { orderId: ids.first }, { cookie });
  });
});

describe('one call for the hub', () => {
  it('gives each order its products with images, packages, protection, claims, actions and next step', async () => {
    const cookie = await signIn(store, '#5003', SHOPPER);
    const list = await callApi(t, 'user/query-order-list', {}, { cookie });
    const [order] = list.body.data.orders;
    expect(order).toMatchObject({
      orderName: '#5003',
      orderIdLabel: { label: 'Order number', key: 'orderIdLabel.order_number' },
      currency: 'USD',
      total: 8900 + 2 * 2400 + 1200,
      protection: {
        name: 'Shipping Protection',
        nameKey: 'protection.shipping_protection',
        status: 'active',
        sumInsured: 20_000,
      },
      actions: { reportIssue: true, track: false, getPaid: false },
      pendingClaimCount: 0,
      claims: [],
      returns: [],
    });
    expect(order.products.map((product: { imageUrl: string }) => product.imageUrl)).toEqual([
      'https://cdn.example.com/sweater.jpg',
      'https://cdn.example.com/tote.jpg',
      'https://cdn.example.com/socks.jpg',
    ]);
    expect(order.products[1]).toMatchObject({
      quantity: 2,
      unitPrice: 2400,
      lineTotal: 4800,
      claimableQuantity: 2,
    });
    expect(order.unfulfilledItemIds).toEqual([order.products[2].itemId]);
    expect(order.packages).toHaveLength(1);
    expect(order.packages[0]).toMatchObject({
      packageStatus: 'delivered',
      statusDisplay: { tone: 'green' },
      itemCount: 3,
      claimableQuantity: 3,
      pendingClaimCount: 0,
      canReportIssue: true,
    });
  });

  it('stops offering "Report an issue" on a package with nothing left to claim, and counts its pending claims', async () => {
    const cookie = await signIn(store, '#5003', SHOPPER);
    const before = (await callApi(t, 'user/query-order-list', {}, { cookie })).body.data.orders[0];
    const [sweater, tote] = before.products;
    const policyId = before.protection.policyId;
    const submitted = await callApi(
      t,
      'submit-claim',
      {
        policyId,
        fulfillmentId: before.packages[0].fulfillmentId,
        issueType: 'damage',
        applicantEmail: SHOPPER,
        items: [
          { itemId: sweater.itemId, quantity: 1 },
          { itemId: tote.itemId, quantity: 2 },
        ],
        attachments: [],
        details: { description: 'All crushed' },
        requestId: randomUUID(),
      },
      { cookie },
    );
    expect(submitted.body.code, JSON.stringify(submitted.body)).toBe(0);
    const after = (await callApi(t, 'user/query-order-list', {}, { cookie })).body.data.orders[0];
    expect(after.packages[0]).toMatchObject({
      claimableQuantity: 0,
      canReportIssue: false,
      pendingClaimCount: 1,
    });
    expect(after.pendingClaimCount).toBe(1);
    expect(after.claims[0]).toMatchObject({
      claimNumber: submitted.body.data.claimNumber,
      itemCount: 3,
      statusDisplay: { tone: expect.any(String) },
    });
    // The socks, not shipped yet, can still be reported (not shipped).
    expect(after.actions.reportIssue).toBe(true);

    // A damage claim without photos waits for evidence: it is the first thing to do.
    expect(submitted.body.data.status).toBe('action_required');
    const waiting = (await callApi(t, 'user/query-order-list', {}, { cookie })).body.data.orders[0];
    expect(waiting.nextStep).toEqual({
      kind: 'claim_action_required',
      claimId: submitted.body.data.claimId,
      returnId: null,
      fulfillmentId: null,
    });
    expect(waiting.claims[0]).toMatchObject({ actionRequired: true, statusDisplay: { tone: 'red' } });
  });

  it('answers the details of an order of the list, and what its protection covers until when', async () => {
    const cookie = await signIn(store, '#5001', SHOPPER, true);
    const detail = await callApi(t, 'user/get-order-detail', { orderId: ids.second }, { cookie });
    expect(detail.body.data).toMatchObject({
      orderId: ids.second,
      orderName: '#5002',
      signedIn: false,
      shipping: 995,
      firstName: 'Sam',
      lastName: 'Rivera',
    });
    const protection = await callApi(t, 'get-shipping-protection', {}, { cookie });
    expect(protection.body.data.orderId).toBe(ids.first);
    expect(protection.body.data.protection).toMatchObject({
      name: 'Shipping Protection',
      status: 'active',
      issueTypes: expect.arrayContaining(['damage', 'delay', 'theft', 'loss', 'noShipped']),
    });
    expect(protection.body.data.protection.itemIds).toHaveLength(3);
    expect(Date.parse(protection.body.data.protection.coveredUntil)).toBeGreaterThan(Date.now());
  });
});

describe('comments', () => {
  it('leaves and edits a comment on an order and on a product, in the shopper language, read by the merchant', async () => {
    const endpoint = await merchant(store, 'POST', '/api/merchant/v1/webhooks/endpoints', {
      url: 'http://127.0.0.1:9/hooks',
      eventTypes: ['comment.created', 'comment.updated'],
    });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    const cookie = await signIn(store, '#5001', SHOPPER, true);
    const requestId = randomUUID();
    const added = await post(
      'add-order-comment',
      cookie,
      { orderId: ids.second, body: '  Bitte vor 18 Uhr liefern.  ', requestId },
      'de-DE',
    );
    const comment = added.json().data;
    expect(comment).toMatchObject({
      orderId: ids.second,
      itemId: null,
      body: 'Bitte vor 18 Uhr liefern.',
      language: 'de-DE',
      editable: true,
    });
    const retried = await post(
      'add-order-comment',
      cookie,
      { orderId: ids.second, body: 'Bitte vor 18 Uhr liefern.', requestId },
      'de-DE',
    );
    expect(retried.json().data.commentId).toBe(comment.commentId);
    const updated = await post(
      'update-order-comment',
      cookie,
      { commentId: comment.commentId, body: 'Merci de livrer avant 18 h.' },
      'fr-FR',
    );
    expect(updated.json().data).toMatchObject({ body: 'Merci de livrer avant 18 h.', language: 'fr-FR' });

    const detail = (await callApi(t, 'user/get-order-detail', { orderId: ids.second }, { cookie })).body.data;
    const itemId = detail.products[0].itemId as string;
    const onProduct = await post('add-order-product-comment', cookie, {
      orderId: ids.second,
      itemId,
      body: 'The sweater runs small.',
      requestId: randomUUID(),
    });
    expect(onProduct.json().data).toMatchObject({ itemId, language: 'en-US' });
    const edited = await post('update-order-product-comment', cookie, {
      commentId: onProduct.json().data.commentId,
      body: 'The sweater runs one size small.',
    });
    expect(edited.json().data.body).toBe('The sweater runs one size small.');
    // An order comment is not changed through the product call, nor the other way round.
    expectFailure(
      await post('update-order-product-comment', cookie, { commentId: comment.commentId, body: 'x' }),
      { status: 404, code: 100009 },
    );
    // A line of another order is not this order's.
    const firstDetail = (await callApi(t, 'user/get-order-detail', { orderId: ids.first }, { cookie })).body
      .data;
    expectFailure(
      await post('add-order-product-comment', cookie, {
        orderId: ids.second,
        itemId: firstDetail.products[0].itemId,
        body: 'Wrong line',
        requestId: randomUUID(),
      }),
      { status: 404, code: 100009 },
    );

    const hub = (await callApi(t, 'user/get-order-detail', { orderId: ids.second }, { cookie })).body.data;
    expect(hub.comments.map((entry: { body: string }) => entry.body)).toEqual([
      'Merci de livrer avant 18 h.',
    ]);
    expect(hub.products[0].comments.map((entry: { body: string }) => entry.body)).toEqual([
      'The sweater runs one size small.',
    ]);

    const listed = await merchant(store, 'GET', '/api/merchant/v1/comments?orderName=%235002');
    expect(listed.body.data.comments).toEqual([
      expect.objectContaining({
        body: 'The sweater runs one size small.',
        itemTitle: 'Sweater',
        orderName: '#5002',
      }),
      expect.objectContaining({
        body: 'Merci de livrer avant 18 h.',
        language: 'fr-FR',
        authorEmail: SHOPPER,
      }),
    ]);
    expect((await merchant(other, 'GET', '/api/merchant/v1/comments')).body.data.comments).toEqual([]);

    const events = await t.database.db.execute<{ event_type: string }>(
      sql`select event_type from webhook_messages where merchant_id = ${store.merchantId} order by created_at`,
    );
    const types = ((events as unknown as { rows?: { event_type: string }[] }).rows ?? (events as never)).map(
      (row: { event_type: string }) => row.event_type,
    );
    expect(types).toEqual(['comment.created', 'comment.updated', 'comment.created', 'comment.updated']);
  });

  it('keeps the limits: length, count per order, the author only', async () => {
    const cookie = await signIn(store, '#5003', SHOPPER);
    const tooLong = await post('add-order-comment', cookie, {
      orderId: ids.third,
      body: 'x'.repeat(1001),
      requestId: randomUUID(),
    });
    expectFailure(tooLong, { status: 400, code: 100002 });
    expectFailure(
      await post('add-order-comment', cookie, { orderId: ids.third, body: '   ', requestId: randomUUID() }),
      { status: 400, code: 100002 },
    );
    let last = '';
    for (let index = 0; index < 20; index += 1) {
      const added = await post('add-order-comment', cookie, {
        orderId: ids.third,
        body: `Note ${index}`,
        requestId: randomUUID(),
      });
      expect(added.json().code).toBe(0);
      last = added.json().data.commentId;
    }
    expectFailure(
      await post('add-order-comment', cookie, {
        orderId: ids.third,
        body: 'One more',
        requestId: randomUUID(),
      }),
      { status: 409, code: 100030, params: { max: 20 } },
    );
    // Someone who signed in to #5004 (another e-mail) cannot change it.
    const stranger = await signIn(store, '#5004', 'someone.else@example.com', true);
    expectFailure(await post('update-order-comment', stranger, { commentId: last, body: 'Mine now' }), {
      status: 404,
      code: 100009,
    });
  });
});

describe('the iOS app banner', () => {
  const payload = {
    timestamp: Date.now(),
    isIOSDevice: true,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    host: 'hub-store.localhost',
    email: SHOPPER,
    orderId: '#5001',
    merchantId: 'm',
  };

  it('records nothing for a store without an app, and the view once per session with one', async () => {
    const cookie = await signIn(store, '#5001', SHOPPER);
    expect((await callApi(t, 'user/banner-view', payload, { cookie })).body.data).toEqual({
      recorded: false,
    });
    const style = await callApi(t, 'get-rc-login-style', { subDomain: 'hub-store' });
    expect(style.body.data.iosApp).toBeNull();
    expect(style.body.data.orderNumberHint).toBe('#1001');

    const set = await merchant(store, 'PUT', '/api/merchant/v1/branding', {
      settings: {
        iosApp: { name: 'Hub Store', url: 'https://apps.apple.com/app/hub/id1' },
        orderNumberHint: 'HS-5001',
      },
    });
    expect(set.body.data).toMatchObject({
      iosApp: { name: 'Hub Store', url: 'https://apps.apple.com/app/hub/id1', iconUrl: null },
      orderNumberHint: 'HS-5001',
    });
    expect((await callApi(t, 'user/banner-view', payload, { cookie })).body.data).toEqual({ recorded: true });
    expect((await callApi(t, 'user/banner-view', payload, { cookie })).body.data).toEqual({
      recorded: false,
    });
    expect((await callApi(t, 'user/banner-click', payload, { cookie })).body.data).toEqual({
      recorded: true,
    });
    expect((await callApi(t, 'user/banner-click', payload, { cookie })).body.data).toEqual({
      recorded: true,
    });
    const another = await signIn(store, '#5001', SHOPPER);
    expect((await callApi(t, 'user/banner-view', payload, { cookie: another })).body.data).toEqual({
      recorded: true,
    });
  });
});
