// The shopper's data (issue 15): the export downloads everything the portal holds about the order;
// the merchant's erasure removes the personal data from the database and the evidence store —
// checked by SQL and on disk, not through the API — keeps the money trail anonymised, is recorded
// and told by webhook; the merchant reads its store's journey events page by page.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsEvents,
  attachments,
  claimEvents,
  claims,
  dataRequests,
  orders,
  sessions,
  webhookMessages,
} from '../../src/db/schema';
import {
  createStore,
  orderBody,
  type ShopperOrder,
  type Store,
  shopperWithClaims,
} from '../support/shopper-orders';
import { callApi, createTestApp, type TestApp } from '../support/test-app';

const EXPORT_PATH = '/gateway/ins-claim-product/api/resolution-center/export-order-data';

let t: TestApp;
let store: Store;
let shopper: ShopperOrder;
let neighbour: ShopperOrder;

/** The rows of a raw query, whichever driver ran it. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) ?? [];
}

function merchant(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/merchant/v1${url}`,
    headers: { authorization: `Bearer ${store.apiKey}` },
    ...(payload ? { payload } : {}),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  store = await createStore(t, 'rights-store');
  shopper = await shopperWithClaims(t, store, 'DR-1', 'dana.rights@example.com');
  neighbour = await shopperWithClaims(t, store, 'DR-2', 'nico.neighbour@example.com');
  await callApi(
    t,
    'report-event',
    { event: 'claim_started', data: { step: 'options' } },
    { cookie: shopper.cookie },
  );
  await merchant('POST', '/webhooks/endpoints', { url: 'http://127.0.0.1:9/rights' });
}, 120_000);
afterAll(() => t.close());

describe("the shopper's export", () => {
  it('downloads the order, claims, evidence links, sign-ins and events as one JSON file, and is recorded', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: EXPORT_PATH,
      headers: { cookie: shopper.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="order-DR-1-data.json"');
    expect(response.headers['cache-control']).toBe('no-store');
    const document = response.json();
    expect(document.format).toBe('resolution-center-order-data/1');
    expect(document.order).toMatchObject({
      orderName: 'DR-1',
      email: 'dana.rights@example.com',
      firstName: 'Sam',
    });
    expect(document.claims.map((claim: { claimNumber: string }) => claim.claimNumber).sort()).toEqual(
      [shopper.claims.submitted.claimNumber, shopper.claims.draft.claimNumber].sort(),
    );
    expect(document.claims[0].timeline.length).toBeGreaterThan(0);
    expect(document.evidence).toHaveLength(3);
    expect(document.evidence[0].url).toMatch(/\/attachment\/[0-9a-f-]{36}$/);
    expect(document.signIns[0].email).toBe('dana.rights@example.com');
    expect(document.events.map((event: { event: string }) => event.event)).toContain('claim_started');
    for (const part of ['payouts', 'returns', 'tracking', 'comments', 'emails']) {
      expect(Array.isArray(document[part]), part).toBe(true);
    }
    // Nothing of the neighbour's order.
    expect(response.body).not.toContain('nico.neighbour@example.com');
    expect(response.body).not.toContain(neighbour.claims.submitted.claimNumber);

    const recorded = await t.database.db
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.orderId, shopper.orderId));
    expect(recorded).toMatchObject([{ kind: 'export', actor: 'shopper', requestedBy: 'shopper' }]);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: EXPORT_PATH });
    expect(response.json().code).toBe(ERROR_CODES.NOT_SIGNED_IN);
  });
});

describe("the merchant's erasure", () => {
  it('removes the personal data from the database and the evidence store, keeps the money trail', async () => {
    const db = t.database.db;
    const uploads = path.join(t.config.DATA_DIR, 'uploads');
    const files = (await db.select().from(attachments).where(eq(attachments.orderId, shopper.orderId))).map(
      (row) => path.join(uploads, row.storageKey),
    );
    const neighbourFiles = (
      await db.select().from(attachments).where(eq(attachments.orderId, neighbour.orderId))
    ).map((row) => path.join(uploads, row.storageKey));
    expect(files).toHaveLength(3);
    for (const file of [...files, ...neighbourFiles]) expect(existsSync(file), file).toBe(true);
    const [claimBefore] = await db
      .select()
      .from(claims)
      .where(eq(claims.id, shopper.claims.submitted.claimId));

    const erased = await merchant('POST', `/orders/DR-1/erase-personal-data`, {
      requestedBy: 'shopper, by e-mail to support on 2026-11-20',
      note: 'ticket 4411',
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const record = erased.json().data;
    expect(record).toMatchObject({
      orderName: 'DR-1',
      kind: 'erasure',
      actor: 'merchant',
      requestedBy: 'shopper, by e-mail to support on 2026-11-20',
      summary: { files: 3, evidence: 3 },
    });

    // The database, read directly.
    const [order] = await db.select().from(orders).where(eq(orders.id, shopper.orderId));
    expect(order).toMatchObject({ firstName: null, lastName: null, phone: null, snapshot: null });
    expect(order?.email).toMatch(/^erased-[0-9a-f]{8}@erased\.invalid$/);
    expect(order?.erasedAt).toBeInstanceOf(Date);
    expect(order?.totalMinor).toBeGreaterThan(0);
    const leftovers = await db.execute(sql`
      select (select count(*) from sessions where order_id = ${shopper.orderId})::int as sessions,
             (select count(*) from attachments where order_id = ${shopper.orderId})::int as attachments,
             (select count(*) from claims where order_id = ${shopper.orderId}
                and (applicant_email is not null or comment is not null or pay_account is not null
                     or details <> '{}'::jsonb))::int as claims_with_data,
             (select count(*) from claim_events e join claims c on c.id = e.claim_id
                where c.order_id = ${shopper.orderId} and e.actor = 'shopper' and e.reason is not null)::int as shopper_words,
             (select count(*) from analytics_events where order_id = ${shopper.orderId} and data <> '{}'::jsonb)::int as events_with_data`);
    const counts = rowsOf(leftovers)[0];
    expect(counts).toEqual({
      sessions: 0,
      attachments: 0,
      claims_with_data: 0,
      shopper_words: 0,
      events_with_data: 0,
    });
    const everything = await db.execute(
      sql`select row_to_json(x)::text as row from (select * from orders where id = ${shopper.orderId}) x
          union all select row_to_json(c)::text from claims c where order_id = ${shopper.orderId}
          union all select row_to_json(e)::text from claim_events e join claims c2 on c2.id = e.claim_id where c2.order_id = ${shopper.orderId}`,
    );
    const text = JSON.stringify(rowsOf(everything));
    expect(text).not.toContain('dana.rights@example.com');
    expect(text).not.toContain('Crushed box');
    // Kept: the claim's number, status, amount and dates.
    const [claimAfter] = await db
      .select()
      .from(claims)
      .where(eq(claims.id, shopper.claims.submitted.claimId));
    expect(claimAfter).toMatchObject({
      claimNumber: claimBefore?.claimNumber,
      status: claimBefore?.status,
      amountMinor: claimBefore?.amountMinor,
      createdAt: claimBefore?.createdAt,
    });
    expect(
      await db.select().from(claimEvents).where(eq(claimEvents.claimId, shopper.claims.submitted.claimId)),
    ).not.toHaveLength(0);

    // The evidence store, on disk: this order's files are gone, the neighbour's are not.
    for (const file of files) expect(existsSync(file), file).toBe(false);
    for (const file of neighbourFiles) expect(existsSync(file), file).toBe(true);
    const [neighbourOrder] = await db.select().from(orders).where(eq(orders.id, neighbour.orderId));
    expect(neighbourOrder?.email).toBe('nico.neighbour@example.com');
    expect(await db.select().from(sessions).where(eq(sessions.orderId, neighbour.orderId))).not.toHaveLength(
      0,
    );

    // Recorded, and told by webhook.
    const recorded = await db.select().from(dataRequests).where(eq(dataRequests.kind, 'erasure'));
    expect(recorded).toHaveLength(1);
    const told = await db
      .select()
      .from(webhookMessages)
      .where(eq(webhookMessages.eventType, 'order.personal_data_erased'));
    expect(told.map((message) => message.payload.data)).toEqual([
      {
        orderId: shopper.orderId,
        orderName: 'DR-1',
        requestId: record.requestId,
        requestedBy: record.requestedBy,
      },
    ]);
    const events = await db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.orderId, shopper.orderId));
    expect(events.map((event) => event.event)).toContain('claim_started');
  });

  it('ends the shopper’s sign-ins and refuses the order back; asking again answers the first record', async () => {
    const stale = await callApi(t, 'get-claim-list', {}, { cookie: shopper.cookie });
    expect(stale.body.code).toBe(ERROR_CODES.NOT_SIGNED_IN);
    const signIn = await callApi(t, 'rc-login', {
      merchantId: store.merchantId,
      orderName: 'DR-1',
      contactInfo: 'dana.rights@example.com',
    });
    expect(signIn.body.code).not.toBe(0);

    const again = await merchant('POST', `/orders/DR-1/erase-personal-data`, { requestedBy: 'someone else' });
    expect(again.json().data.requestedBy).toBe('shopper, by e-mail to support on 2026-11-20');
    const put = await merchant('PUT', `/orders/DR-1`, orderBody('dana.rights@example.com'));
    expect(put.statusCode).toBe(409);
    expect(put.json().code).toBe(ERROR_CODES.ORDER_DATA_ERASED);

    const list = await merchant('GET', '/data-requests');
    expect(list.json().data.requests.map((request: { kind: string }) => request.kind)).toEqual([
      'erasure',
      'export',
    ]);
    const unknown = await merchant('POST', `/orders/NOPE-1/erase-personal-data`, { requestedBy: 'x' });
    expect(unknown.statusCode).toBe(404);
    const noRequester = await merchant('POST', `/orders/DR-2/erase-personal-data`, {});
    expect(noRequester.json().code).toBe(ERROR_CODES.INVALID_INPUT);
  });
});

describe("the store's journey events", () => {
  it('reads them oldest first, page by page, only its own', async () => {
    for (const step of ['a', 'b', 'c']) {
      await callApi(t, 'report-event', { event: 'page_view', data: { step } }, { cookie: neighbour.cookie });
    }
    const first = await merchant('GET', '/events?limit=2');
    const page1 = first.json().data;
    expect(page1.events).toHaveLength(2);
    const seen = [...page1.events];
    let cursor = page1.nextCursor;
    for (;;) {
      const next = (await merchant('GET', `/events?limit=2&cursor=${cursor}`)).json().data;
      seen.push(...next.events);
      cursor = next.nextCursor;
      if (next.events.length < 2) break;
    }
    expect(seen.map((event) => event.event)).toEqual([
      'claim_started',
      'page_view',
      'page_view',
      'page_view',
    ]);
    expect(new Set(seen.map((event) => event.eventId)).size).toBe(4);
    expect(seen[1]).toMatchObject({ orderName: 'DR-2', data: { step: 'a' } });
    const bad = await merchant('GET', '/events?cursor=bm90LWEtY3Vyc29y');
    expect(bad.json().code).toBe(ERROR_CODES.INVALID_INPUT);
    const other = await createStore(t, 'other-store');
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/v1/events',
      headers: { authorization: `Bearer ${other.apiKey}` },
    });
    expect(theirs.json().data).toEqual({ events: [], nextCursor: null });
  });
});
