// Package tracking through the server (issue 12): the shopper's package status and tracking page,
// checkpoints pushed by the merchant (stored once, mapped, ordered, the package's status following),
// delay and the delay claim it offers, the aggregator's signed webhooks (unsigned, badly signed,
// replayed and duplicated deliveries refused or changing nothing), the e-mails, the live stream, and
// the merchant's side: the tracking.* webhooks and its read of an order's packages (issue 15).
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callPath } from '@rc/contract/routes';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBuiltinWebhook } from '../../src/adapters/tracking/builtin-aggregator';
import { createStore, type Store, signIn } from '../support/shopper-orders';
import { callApi, createTestApp, type TestApp } from '../support/test-app';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const SECRET = 'tracking-webhook-secret-for-tests';
const UPS = '1Z999AA10123456784';

let t: TestApp;
let store: Store;

function inTransitOrder(email: string, trackingNumber: string) {
  return {
    email,
    firstName: 'Robin',
    currency: 'USD',
    country: 'US',
    placedAt: at(-6),
    items: [
      { id: 'lamp', title: 'Desk lamp', quantity: 1, price: 4500 },
      { id: 'bulb', title: 'Bulb', quantity: 2, price: 500 },
    ],
    fulfillments: [
      {
        id: 'parcel-1',
        status: 'in_transit' as const,
        carrier: 'UPS',
        trackingNumber,
        shippedAt: at(-2),
        items: [
          { itemId: 'lamp', quantity: 1 },
          { itemId: 'bulb', quantity: 2 },
        ],
      },
    ],
    policies: [
      {
        id: 'protection',
        productCode: 'shipping_protection' as const,
        status: 'active' as const,
        sumInsured: 10_000,
        startsAt: at(-6),
        endsAt: at(60),
        itemIds: ['lamp', 'bulb'],
      },
    ],
  };
}

async function putOrder(orderName: string, email: string, trackingNumber = UPS) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/merchant/v1/orders/${encodeURIComponent(orderName)}`,
    headers: { authorization: `Bearer ${store.apiKey}` },
    payload: inTransitOrder(email, trackingNumber),
  });
  expect(response.json().code, response.body).toBe(0);
  const cookie = await signIn(t, store, orderName, email);
  const items = await callApi(t, 'get-all-protected-item', {}, { cookie });
  return { cookie, fulfillmentId: items.body.data.fulfillments[0].fulfillmentId as string };
}

function pushCheckpoints(orderName: string, fulfillment: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/merchant/v1/orders/${encodeURIComponent(orderName)}/fulfillments/${fulfillment}/checkpoints`,
    headers: { authorization: `Bearer ${store.apiKey}` },
    payload,
  });
}

async function detail(cookie: string, fulfillmentId: string) {
  const response = await callApi(t, 'user/get-tracking-detail', { fulfillmentId }, { cookie });
  expect(response.body.code, JSON.stringify(response.body)).toBe(0);
  return response.body.data;
}

async function trackingJobs(fulfillmentId: string): Promise<string[]> {
  const rows = await t.services.database.db.execute(
    sql`select payload->>'kind' as kind from jobs where kind = 'tracking-email' and payload->>'fulfillmentId' = ${fulfillmentId} order by created_at`,
  );
  return (rows as unknown as { rows: { kind: string }[] }).rows.map((row) => row.kind);
}

beforeAll(async () => {
  t = await createTestApp({
    env: { TRACKING_WEBHOOK_SECRET: SECRET, TRACKING_WEBHOOK_TOLERANCE_SECONDS: '300' },
  });
  store = await createStore(t, 'tracking-store');
});
afterAll(() => t?.close());

describe('a package before any checkpoint', () => {
  it('shows the carrier detected from the number, its link, and the store’s status', async () => {
    const { cookie, fulfillmentId } = await putOrder('T-1', 'robin@example.com');
    const data = await detail(cookie, fulfillmentId);
    expect(data).toMatchObject({
      fulfillmentId,
      status: 'in_transit',
      packageStatus: 'in_transit',
      trackingNumber: UPS,
      carrier: { code: 'ups', name: 'UPS' },
      checkpoints: [],
      delay: { delayed: false, claimable: false },
    });
    expect(data.carrier.trackingUrl).toContain(UPS);
    const statuses = await callApi(t, 'query-package-status', {}, { cookie });
    expect(statuses.body.data.packages).toHaveLength(1);
  });
});

describe('checkpoints pushed by the merchant', () => {
  it('are mapped, ordered newest first in local scan time, stored once, and move the package', async () => {
    const { cookie, fulfillmentId } = await putOrder('T-2', 'robin2@example.com');
    const checkpoints = [
      {
        status: 'InfoReceived',
        occurredAt: '2026-11-18T09:00:00-05:00',
        location: 'Louisville, KY',
        message: 'Label created',
      },
      {
        id: 'scan-2',
        status: 'in_transit',
        occurredAt: '2026-11-19T22:30:00-05:00',
        location: 'Memphis, TN',
        message: 'Arrived at facility',
      },
      {
        status: 'OutForDelivery',
        occurredAt: '2026-11-20T08:10:00-06:00',
        location: 'Austin, TX',
        message: 'Out for delivery',
      },
    ];
    const first = await pushCheckpoints('T-2', 'parcel-1', {
      checkpoints,
      estimatedDeliveryAt: '2026-11-20T23:00:00-06:00',
      destinationTimeZone: 'America/Chicago',
    });
    expect(first.json(), first.body).toMatchObject({
      code: 0,
      data: { added: 3, status: 'out_for_delivery' },
    });
    // The same checkpoints again (one by id, two by content, written differently) change nothing.
    const again = await pushCheckpoints('T-2', fulfillmentId, {
      checkpoints: [
        checkpoints[0],
        { ...checkpoints[1], message: 'other words, same id' },
        { ...checkpoints[2], location: '  austin, tx ' },
      ],
    });
    expect(again.json().data.added).toBe(0);

    const data = await detail(cookie, fulfillmentId);
    expect(data.status).toBe('out_for_delivery');
    expect(data.packageStatus).toBe('in_transit');
    expect(data.destinationTimeZone).toBe('America/Chicago');
    expect(data.estimatedDeliveryAt).toBe('2026-11-21T05:00:00.000Z');
    expect(data.checkpoints.map((c: { status: string }) => c.status)).toEqual([
      'out_for_delivery',
      'in_transit',
      'info_received',
    ]);
    expect(data.checkpoints[0]).toMatchObject({ localTime: '2026-11-20T08:10', location: 'Austin, TX' });
    expect(data.checkpoints[1].localTime).toBe('2026-11-19T22:30');
    expect(await trackingJobs(fulfillmentId)).toEqual(['out_for_delivery']);

    const delivered = await pushCheckpoints('T-2', 'parcel-1', {
      checkpoints: [
        {
          status: 'delivered',
          occurredAt: '2026-11-20T14:02:00-06:00',
          location: 'Austin, TX',
          message: 'Delivered, front door',
        },
      ],
    });
    expect(delivered.json().data).toMatchObject({ status: 'delivered', packageStatus: 'delivered' });
    // The order's package follows: home shows it delivered.
    const items = await callApi(t, 'get-all-protected-item', {}, { cookie });
    expect(items.body.data.fulfillments[0]).toMatchObject({
      status: 'delivered',
      deliveredAt: '2026-11-20T20:02:00.000Z',
    });
    expect(await trackingJobs(fulfillmentId)).toEqual(['out_for_delivery', 'delivered']);
  });

  it('refuses a status nobody knows, and an unknown package answers 100009', async () => {
    await putOrder('T-3', 'robin3@example.com');
    const unknown = await pushCheckpoints('T-3', 'parcel-1', {
      checkpoints: [{ status: 'teleported', occurredAt: '2026-11-20T08:10:00Z' }],
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, ERROR_CODES.INVALID_INPUT]);
    const missing = await pushCheckpoints('T-3', 'parcel-9', { checkpoints: [] });
    expect(missing.json().code).toBe(ERROR_CODES.NOT_FOUND_FOR_ORDER);
  });

  it('sends no e-mail the store turned off', async () => {
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/v1/tracking-settings',
      headers: { authorization: `Bearer ${store.apiKey}` },
      payload: { emails: { exception: false } },
    });
    expect(settings.json().data).toMatchObject({
      delayThresholdDays: 1,
      emails: { exception: false, delivered: true, out_for_delivery: true, delayed: true },
    });
    const { fulfillmentId } = await putOrder('T-4', 'robin4@example.com');
    const response = await pushCheckpoints('T-4', 'parcel-1', {
      checkpoints: [{ status: 'Exception', occurredAt: at(-1), message: 'Address not found' }],
    });
    expect(response.json().data).toMatchObject({ status: 'exception', packageStatus: 'exception' });
    expect(await trackingJobs(fulfillmentId)).toEqual([]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/v1/tracking-settings',
      headers: { authorization: `Bearer ${store.apiKey}` },
      payload: { emails: { exception: true } },
    });
  });
});

describe('a delayed package', () => {
  it('past its estimate by the threshold offers a delay claim, and its e-mail goes once', async () => {
    const { cookie, fulfillmentId } = await putOrder('T-5', 'robin5@example.com');
    await pushCheckpoints('T-5', 'parcel-1', {
      checkpoints: [
        { status: 'in_transit', occurredAt: at(-2), location: 'Memphis, TN', message: 'In transit' },
      ],
      estimatedDeliveryAt: at(-3),
    });
    const data = await detail(cookie, fulfillmentId);
    expect(data.delay).toEqual({ delayed: true, reason: 'late', days: 3, claimable: true });
    expect(await t.services.tracking.sweepDelays()).toBeGreaterThanOrEqual(1);
    await t.services.tracking.sweepDelays();
    expect(await trackingJobs(fulfillmentId)).toEqual(['delayed']);
  });

  it('silent for the stuck limit is delayed too; delivered it is not', async () => {
    const { cookie, fulfillmentId } = await putOrder('T-6', 'robin6@example.com');
    await pushCheckpoints('T-6', 'parcel-1', { checkpoints: [{ status: 'in_transit', occurredAt: at(-6) }] });
    expect((await detail(cookie, fulfillmentId)).delay).toMatchObject({
      delayed: true,
      reason: 'stuck',
      claimable: true,
    });
    await pushCheckpoints('T-6', 'parcel-1', {
      checkpoints: [{ status: 'delivered', occurredAt: at(-0.1) }],
    });
    expect((await detail(cookie, fulfillmentId)).delay.delayed).toBe(false);
  });
});

describe('the aggregator webhook', () => {
  const url = '/api/tracking/v1/webhooks/builtin';
  const number = '123456789012';
  let fulfillmentId: string;
  let cookie: string;

  beforeAll(async () => {
    ({ fulfillmentId, cookie } = await putOrder('T-7', 'robin7@example.com', number));
  });

  function delivery(id: string, checkpoints: Record<string, unknown>[]) {
    return JSON.stringify({ id, trackingNumber: number, carrier: 'fedex', checkpoints });
  }

  function post(body: string, signature?: string) {
    return t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-tracking-signature': signature } : {}),
      },
      payload: body,
    });
  }

  const now = () => Math.floor(Date.now() / 1000);
  const scan = {
    status: 'InTransit',
    occurredAt: '2026-11-21T10:00:00+01:00',
    location: 'Paris, FR',
    message: 'Departed hub',
  };

  it('takes a signed delivery and detects FedEx from the number', async () => {
    const body = delivery('evt-1', [scan]);
    const response = await post(body, signBuiltinWebhook(SECRET, body, now()));
    expect(response.json(), response.body).toMatchObject({ code: 0, data: { accepted: true, added: 1 } });
    const data = await detail(cookie, fulfillmentId);
    expect(data.carrier.code).toBe('fedex');
    expect(data.checkpoints).toHaveLength(1);
    expect(data.checkpoints[0].localTime).toBe('2026-11-21T10:00');
  });

  it('refuses an unsigned delivery and a bad signature with 401, storing nothing', async () => {
    const body = delivery('evt-2', [{ ...scan, occurredAt: '2026-11-22T10:00:00Z' }]);
    const unsigned = await post(body);
    expect([unsigned.statusCode, unsigned.json().code]).toEqual([401, ERROR_CODES.MERCHANT_API_KEY_INVALID]);
    const forged = await post(body, signBuiltinWebhook('another-secret-of-some-length', body, now()));
    expect(forged.statusCode).toBe(401);
    const tampered = await post(body.replace('Paris', 'Lyon'), signBuiltinWebhook(SECRET, body, now()));
    expect(tampered.statusCode).toBe(401);
    expect((await detail(cookie, fulfillmentId)).checkpoints).toHaveLength(1);
  });

  it('refuses a replay: an old signature, and an event id seen before changes nothing', async () => {
    const body = delivery('evt-3', [{ ...scan, occurredAt: '2026-11-23T10:00:00Z' }]);
    const old = await post(body, signBuiltinWebhook(SECRET, body, now() - 3600));
    expect(old.statusCode).toBe(401);
    const replayed = delivery('evt-1', [
      { ...scan, occurredAt: '2026-11-24T10:00:00Z', status: 'Delivered' },
    ]);
    const again = await post(replayed, signBuiltinWebhook(SECRET, replayed, now()));
    expect(again.json().data).toEqual({ accepted: false, added: 0 });
    expect((await detail(cookie, fulfillmentId)).checkpoints).toHaveLength(1);
  });

  it('a duplicated event under a new id is stored once', async () => {
    const body = delivery('evt-4', [scan]);
    const response = await post(body, signBuiltinWebhook(SECRET, body, now()));
    expect(response.json().data).toEqual({ accepted: true, added: 0 });
    const data = await detail(cookie, fulfillmentId);
    expect(data.checkpoints).toHaveLength(1);
    expect(data.status).toBe('in_transit');
  });

  it('answers 404 for a provider that is not configured', async () => {
    const body = delivery('evt-5', [scan]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tracking/v1/webhooks/aftership',
      headers: {
        'content-type': 'application/json',
        'x-tracking-signature': signBuiltinWebhook(SECRET, body, now()),
      },
      payload: body,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("the merchant's side", () => {
  it('is told tracking.<status> as a package moves and tracking.delayed once, and reads the order’s packages', async () => {
    const headers = { authorization: `Bearer ${store.apiKey}` };
    const endpoint = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/v1/webhooks/endpoints',
      headers,
      payload: {
        url: 'http://127.0.0.1:9/tracking',
        eventTypes: ['tracking.in_transit', 'tracking.delivered', 'tracking.delayed'],
      },
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const { fulfillmentId } = await putOrder('T-9', 'robin9@example.com');
    await pushCheckpoints('T-9', 'parcel-1', {
      checkpoints: [{ status: 'in_transit', occurredAt: at(-2), location: 'Memphis, TN' }],
      estimatedDeliveryAt: at(-3),
    });
    await t.services.tracking.sweepDelays();
    await t.services.tracking.sweepDelays();
    await pushCheckpoints('T-9', 'parcel-1', {
      checkpoints: [{ status: 'delivered', occurredAt: at(-0.1) }],
    });

    const rows = await t.services.database.db.execute(
      sql`select event_type, payload from webhook_messages
          where payload -> 'data' ->> 'fulfillmentId' = ${fulfillmentId} order by created_at, event_type`,
    );
    const messages = (rows as unknown as { rows: { event_type: string; payload: { data: object } }[] }).rows;
    expect(messages.map((message) => message.event_type)).toEqual([
      'tracking.in_transit',
      'tracking.delayed',
      'tracking.delivered',
    ]);
    expect(messages[0]?.payload.data).toEqual({
      orderId: expect.any(String),
      orderName: 'T-9',
      fulfillmentId,
      externalFulfillmentId: 'parcel-1',
      trackingNumber: UPS,
      status: 'in_transit',
      previousStatus: null,
      estimatedDeliveryAt: expect.any(String),
      lastEventAt: expect.any(String),
    });
    expect(messages[2]?.payload.data).toMatchObject({ status: 'delivered', previousStatus: 'in_transit' });

    const read = await t.app.inject({ method: 'GET', url: '/api/merchant/v1/orders/T-9/tracking', headers });
    expect(read.statusCode, read.body).toBe(200);
    const { packages } = read.json().data;
    expect(packages).toHaveLength(1);
    expect(packages[0]).toMatchObject({ fulfillmentId, status: 'delivered', trackingNumber: UPS });
    expect(packages[0].checkpoints.map((checkpoint: { status: string }) => checkpoint.status)).toEqual([
      'delivered',
      'in_transit',
    ]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/v1/orders/NOPE/tracking',
      headers,
    });
    expect(unknown.json().code).toBe(ERROR_CODES.NOT_FOUND_FOR_ORDER);

    // The store's settings read back as they apply (and put back as they were).
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/merchant/v1/tracking-settings', headers })
    ).json().data;
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/v1/tracking-settings',
      headers,
      payload: { stuckAfterDays: 9 },
    });
    expect(changed.json().code, changed.body).toBe(0);
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/v1/tracking-settings',
      headers,
    });
    expect(settings.json().data).toEqual(changed.json().data);
    expect(settings.json().data.stuckAfterDays).toBe(9);
    await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/v1/tracking-settings',
      headers,
      payload: { stuckAfterDays: before.stuckAfterDays },
    });
    const rules = await t.app.inject({ method: 'GET', url: '/api/merchant/v1/claim-rules', headers });
    expect(rules.json().data).toEqual({ autoApproveDelay: false, autoApproveDamageUpToMinor: 0 });
  });
});

describe('the live stream', () => {
  it("sends the session's order's changes only, and what was missed after Last-Event-ID", async () => {
    const mine = await putOrder('T-8', 'robin8@example.com');
    const theirs = await putOrder('T-9', 'robin9@example.com');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    expect(address).toContain(String(port));

    const received: string[] = [];
    const stream = httpRequest({
      host: '127.0.0.1',
      port,
      path: callPath('query-package-status').replace('query-package-status', 'tracking-stream'),
      headers: { cookie: mine.cookie, accept: 'text/event-stream' },
    });
    const opened = new Promise<void>((resolve, reject) => {
      stream.on('response', (response) => {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/event-stream');
        expect(response.headers['cache-control']).toBe('no-store');
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          received.push(chunk);
          if (chunk.startsWith('retry:')) resolve();
        });
      });
      stream.on('error', reject);
    });
    stream.end();
    await opened;
    await pushCheckpoints('T-9', 'parcel-1', {
      checkpoints: [{ status: 'delivered', occurredAt: at(-0.2) }],
    });
    await pushCheckpoints('T-8', 'parcel-1', {
      checkpoints: [{ status: 'out_for_delivery', occurredAt: at(-0.1) }],
    });
    await expect.poll(() => received.join(''), { timeout: 5000 }).toContain('event: tracking');
    const text = received.join('');
    expect(text).toContain(mine.fulfillmentId);
    expect(text).toContain('out_for_delivery');
    expect(text).not.toContain(theirs.fulfillmentId);
    const id = Number(/id: (\d+)/.exec(text)?.[1]);
    stream.destroy();
    await expect.poll(() => t.services.trackingLive.openStreams()).toBe(0);

    // Reconnecting from before that change gets it again; from after it, nothing.
    async function firstChunks(lastEventId: number): Promise<string> {
      return new Promise((resolve, reject) => {
        const again = httpRequest({
          host: '127.0.0.1',
          port,
          path: callPath('query-package-status').replace('query-package-status', 'tracking-stream'),
          headers: { cookie: mine.cookie, 'last-event-id': String(lastEventId) },
        });
        let text = '';
        again.on('response', (response) => {
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          setTimeout(() => {
            again.destroy();
            resolve(text);
          }, 400);
        });
        again.on('error', (error) => (text ? resolve(text) : reject(error)));
        again.end();
      });
    }
    expect(await firstChunks(id - 1)).toContain(`id: ${id}`);
    expect(await firstChunks(id)).not.toContain('event: tracking');
  });

  it('refuses a since that is not a change id', async () => {
    const { cookie } = await putOrder('T-10', 'robin10@example.com');
    for (const since of ['-1', 'abc', '1e400', '%00']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/gateway/ins-claim-product/api/resolution-center/tracking-stream?since=${since}`,
        headers: { cookie },
      });
      expect([response.statusCode, response.json().code], since).toEqual([400, ERROR_CODES.INVALID_INPUT]);
    }
  });

  it('refuses a stream without a session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/gateway/ins-claim-product/api/resolution-center/tracking-stream',
    });
    expect(response.json().code).toBe(ERROR_CODES.NOT_SIGNED_IN);
  });
});
