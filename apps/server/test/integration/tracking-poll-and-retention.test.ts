// The aggregator's poll path against a loopback AfterShip (issue 12: "polls where a provider has no
// push"), and the retention sweep of webhook logs and package timelines (jobs/retention-sweep.ts).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, type Store, signIn } from '../support/shopper-orders';
import { callApi, createTestApp, type TestApp } from '../support/test-app';
import { startFakeAfterShip } from '../support/tracking-fake-aftership';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const API_KEY = 'aftership-test-key';

let t: TestApp;
let store: Store;
let fake: Awaited<ReturnType<typeof startFakeAfterShip>>;

async function putOrder(orderName: string, email: string, trackingNumber: string) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/merchant/v1/orders/${encodeURIComponent(orderName)}`,
    headers: { authorization: `Bearer ${store.apiKey}` },
    payload: {
      email,
      firstName: 'Robin',
      currency: 'USD',
      country: 'US',
      placedAt: at(-6),
      items: [{ id: 'lamp', title: 'Desk lamp', quantity: 1, price: 4500 }],
      fulfillments: [
        {
          id: 'parcel-1',
          status: 'in_transit',
          carrier: 'UPS',
          trackingNumber,
          shippedAt: at(-2),
          items: [{ itemId: 'lamp', quantity: 1 }],
        },
      ],
      policies: [
        {
          id: 'protection',
          productCode: 'shipping_protection',
          status: 'active',
          sumInsured: 10_000,
          startsAt: at(-6),
          endsAt: at(60),
          itemIds: ['lamp'],
        },
      ],
    },
  });
  expect(response.json().code, response.body).toBe(0);
  const cookie = await signIn(t, store, orderName, email);
  const items = await callApi(t, 'get-all-protected-item', {}, { cookie });
  return { cookie, fulfillmentId: items.body.data.fulfillments[0].fulfillmentId as string };
}

async function detail(cookie: string, fulfillmentId: string) {
  const response = await callApi(t, 'user/get-tracking-detail', { fulfillmentId }, { cookie });
  expect(response.body.code, JSON.stringify(response.body)).toBe(0);
  return response.body.data;
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await t.services.database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

beforeAll(async () => {
  fake = await startFakeAfterShip({ apiKey: API_KEY });
  t = await createTestApp({
    env: {
      TRACKING_AGGREGATOR: 'aftership',
      AFTERSHIP_API_URL: fake.url,
      AFTERSHIP_API_KEY: API_KEY,
      TRACKING_WEBHOOK_SECRET: 'tracking-webhook-secret-for-tests',
      WEBHOOK_RETENTION_DAYS: '30',
      TRACKING_RETENTION_DAYS: '90',
    },
  });
  store = await createStore(t, 'poll-store');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('the aggregator poll', () => {
  it('asks for each package on its way, takes its checkpoints once, and survives a failing number', async () => {
    const moving = await putOrder('P-1', 'poll1@example.com', '1Z999AA10123456784');
    const broken = await putOrder('P-2', 'poll2@example.com', '1Z999AA10123456791');
    fake.set({
      tracking_number: '1Z999AA10123456784',
      slug: 'ups',
      expected_delivery: at(1),
      checkpoints: [
        {
          checkpoint_time: '2026-11-20T08:00:00-05:00',
          tag: 'InTransit',
          message: 'Departed',
          location: 'Louisville, KY',
        },
        { checkpoint_time: '2026-11-21T07:30:00-05:00', tag: 'OutForDelivery', message: 'Out for delivery' },
      ],
    });
    fake.fail('1Z999AA10123456791');

    const first = await t.services.tracking.pollAggregator();
    expect(first).toEqual({ polled: 1, failed: 1 });
    const asked = fake.requests.map((request) => request.path);
    expect(asked.some((path) => path.includes('tracking_numbers=1Z999AA10123456784'))).toBe(true);
    expect(fake.requests.every((request) => request.apiKey === API_KEY)).toBe(true);
    const data = await detail(moving.cookie, moving.fulfillmentId);
    expect(data.status).toBe('out_for_delivery');
    expect(data.checkpoints.map((checkpoint: { status: string }) => checkpoint.status)).toEqual([
      'out_for_delivery',
      'in_transit',
    ]);
    expect(data.estimatedDeliveryAt).not.toBeNull();

    // The same answer again adds nothing; the failing number is asked again and now answers.
    fake.fail('1Z999AA10123456791', false);
    fake.set({
      tracking_number: '1Z999AA10123456791',
      checkpoints: [{ checkpoint_time: '2026-11-22T12:00:00Z', tag: 'Delivered', message: 'Delivered' }],
    });
    expect(await t.services.tracking.pollAggregator()).toEqual({ polled: 2, failed: 0 });
    expect((await detail(moving.cookie, moving.fulfillmentId)).checkpoints).toHaveLength(2);
    expect((await detail(broken.cookie, broken.fulfillmentId)).status).toBe('delivered');

    // A delivered package is not asked any more.
    const before = fake.requests.length;
    await t.services.tracking.pollAggregator();
    const later = fake.requests.slice(before).map((request) => request.path);
    expect(later.some((path) => path.includes('1Z999AA10123456791'))).toBe(false);
    expect(later.some((path) => path.includes('1Z999AA10123456784'))).toBe(true);
  });
});

describe('the retention sweep', () => {
  it('drops webhook messages past their days unless a delivery still waits, and quiet timelines', async () => {
    const db = t.services.database.db;
    const endpoint = await t.services.webhooks.endpoints.create(store.merchantId, {
      url: 'http://127.0.0.1:9/hook',
      eventTypes: ['webhook.test'],
    });
    for (const [id, days, status] of [
      ['msg_old_done', 40, 'succeeded'],
      ['msg_old_waiting', 40, 'pending'],
      ['msg_recent', 5, 'succeeded'],
    ] as const) {
      await db.execute(
        sql`insert into webhook_messages (id, merchant_id, event_type, payload, created_at) values (${id}, ${store.merchantId}, 'webhook.test', '{}'::jsonb, now() - make_interval(days => ${days}))`,
      );
      await db.execute(
        sql`insert into webhook_deliveries (message_id, endpoint_id, status, next_attempt_at) values (${id}, ${endpoint.endpointId}, ${status}, now() + interval '1 day')`,
      );
    }
    await db.execute(
      sql`insert into webhook_attempts (delivery_id, status, duration_ms, created_at) select id, 200, 5, now() - interval '40 days' from webhook_deliveries where message_id = 'msg_old_done'`,
    );

    // One package's timeline quiet for 120 days, the other's recent.
    const quiet = await putOrder('P-3', 'poll3@example.com', '1Z999AA10123456800');
    await t.app.inject({
      method: 'POST',
      url: '/api/merchant/v1/orders/P-3/fulfillments/parcel-1/checkpoints',
      headers: { authorization: `Bearer ${store.apiKey}` },
      payload: { checkpoints: [{ status: 'delivered', occurredAt: at(-120) }] },
    });
    await db.execute(
      sql`update tracking_events set created_at = now() - interval '120 days' where fulfillment_id = ${quiet.fulfillmentId}`,
    );
    await db.execute(
      sql`insert into tracking_webhook_receipts (provider, event_id, received_at) values ('aftership', 'old-evt', now() - interval '2 days'), ('aftership', 'new-evt', now())`,
    );
    const eventsBefore = await count(sql`select count(*)::int as n from tracking_events`);

    const result = await t.services.retention.sweep();
    expect(result.webhookMessages).toBe(1);
    expect(result.trackingEvents).toBe(1);
    expect(result.trackingReceipts).toBe(1);
    const left = (await db.execute(sql`select id from webhook_messages order by id`)) as unknown as {
      rows: { id: string }[];
    };
    expect(left.rows.map((row) => row.id)).toEqual(['msg_old_waiting', 'msg_recent']);
    expect(await count(sql`select count(*)::int as n from webhook_attempts`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from tracking_events`)).toBe(eventsBefore - 1);
    expect(
      await count(
        sql`select count(*)::int as n from tracking_events where fulfillment_id = ${quiet.fulfillmentId}`,
      ),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from tracking_webhook_receipts where event_id = 'new-evt'`),
    ).toBe(1);

    // A second round finds nothing more.
    expect(await t.services.retention.sweep()).toEqual({
      webhookMessages: 0,
      trackingEvents: 0,
      trackingReceipts: 0,
      conversations: 0,
    });
  });
});
