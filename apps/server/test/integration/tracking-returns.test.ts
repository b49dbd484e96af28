// Return tracking and live updates beyond packages (issue 12): a return's parcel (the label's
// number, or the one the shopper gives) is registered with the tracking module; carrier scans,
// from a signed aggregator webhook or pushed by the merchant, move the return to return_shipped
// and, on delivery to the store, send the merchant return.parcel_delivered once; the shopper's
// tracking call shows the parcel's timeline, to the return's order only. The live stream carries a
// claim's and a return's changes to their own order's pages only. Tracking e-mails are written in
// the shopper's own language (the one they signed in with, or their newer claim's), through SMTP.

import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { trackingStream } from '@rc/contract/tracking/calls';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBuiltinWebhook } from '../../src/adapters/tracking/builtin-aggregator';
import { TRACKING_EMAIL_TEXTS } from '../../src/modules/tracking/tracking-email-texts';
import { merchantCall, type ReturnOrder, returnOrder, returnStore } from '../support/return-orders';
import { type Store, shopperWithClaims } from '../support/shopper-orders';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { callApi, createTestApp, sessionCookieOf, type TestApp } from '../support/test-app';

const SECRET = 'return-tracking-webhook-secret';
const FEDEX = '123456789012';
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

let t: TestApp;
let sink: SmtpSink;
let store: Store;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    env: {
      TRACKING_WEBHOOK_SECRET: SECRET,
      SMTP_URL: sink.url,
      JOB_POLL_MS: '50',
      SIGN_IN_LIMIT_PER_WINDOW: '100000',
    },
  });
  store = await returnStore(t, 'return-tracking');
  // The merchant listens for every event; this test reads what was queued for it, nothing is sent.
  await t.services.webhooks.stop();
  const endpoint = await merchantCall(t, store, 'POST', '/webhooks/endpoints', {
    url: 'https://hooks.example.com/resolution-center',
    eventTypes: ['return.parcel_delivered'],
  });
  expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
});
afterAll(async () => {
  await t?.close();
  await sink?.stop();
});

function call<N extends Parameters<typeof callApi>[1]>(
  o: { cookie: string },
  name: N,
  body: Parameters<typeof callApi<N>>[2],
) {
  return callApi(t, name, body, { cookie: o.cookie });
}

async function submitReturn(o: ReturnOrder, method: 'prepaid_label' | 'ship_yourself') {
  const submitted = await call(o, 'user/submit-order-return', {
    requestId: randomUUID(),
    method,
    items: [
      {
        itemId: o.items.shirt,
        quantity: 1,
        reason: 'changed_mind',
        note: null,
        attachments: [],
        resolution: 'original_payment',
      },
    ],
  });
  expect(submitted.body.code, JSON.stringify(submitted.body)).toBe(0);
  return submitted.body.data as {
    returnId: string;
    returnNumber: string;
    status: string;
    label: { trackingNumber: string } | null;
  };
}

async function parcelOf(o: { cookie: string }, returnId: string) {
  const answer = await call(o, 'user/get-tracking-detail', { returnId });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
  return answer.body.data;
}

async function returnStatus(o: ReturnOrder, returnId: string): Promise<string> {
  return (await call(o, 'user/get-order-return-detail', { returnId })).body.data.status;
}

function signedDelivery(id: string, trackingNumber: string, checkpoints: Record<string, unknown>[]) {
  const body = JSON.stringify({ id, trackingNumber, checkpoints });
  return t.app.inject({
    method: 'POST',
    url: '/api/tracking/v1/webhooks/builtin',
    headers: {
      'content-type': 'application/json',
      'x-tracking-signature': signBuiltinWebhook(SECRET, body, Math.floor(Date.now() / 1000)),
    },
    payload: body,
  });
}

async function deliveredMessages(returnId: string) {
  const result = await t.services.database.db.execute(
    sql`select payload from webhook_messages where event_type = 'return.parcel_delivered' and payload->'data'->>'returnId' = ${returnId}`,
  );
  return (result as unknown as { rows: { payload: { data: Record<string, unknown> } }[] }).rows;
}

describe("a return's parcel", () => {
  it("the label's number is tracked: a scan ships the return, the delivery tells the merchant once", async () => {
    const o = await returnOrder(t, store, 'RT-1');
    const opened = await submitReturn(o, 'prepaid_label');
    expect(opened.status).toBe('to_return');
    const number = opened.label?.trackingNumber as string;
    expect(number).toMatch(/^RC\d+/);

    const before = await parcelOf(o, opened.returnId);
    expect(before).toMatchObject({
      fulfillmentId: null,
      returnId: opened.returnId,
      trackingNumber: number,
      packageStatus: 'pre_transit',
      checkpoints: [],
      items: [],
      delay: { claimable: false },
    });

    // The carrier picks it up: the aggregator's signed webhook finds the parcel by its number.
    const picked = await signedDelivery('ret-evt-1', number, [
      { status: 'InTransit', occurredAt: at(-0.5), location: 'Columbus, OH', message: 'Picked up' },
    ]);
    expect(picked.json(), picked.body).toMatchObject({ code: 0, data: { accepted: true, added: 1 } });
    expect(await returnStatus(o, opened.returnId)).toBe('return_shipped');
    const moving = await parcelOf(o, opened.returnId);
    expect(moving).toMatchObject({ status: 'in_transit', packageStatus: 'in_transit' });
    expect(moving.checkpoints.map((checkpoint: { message: string }) => checkpoint.message)).toEqual([
      'Picked up',
    ]);
    const timeline = (await call(o, 'user/get-order-return-detail', { returnId: opened.returnId })).body.data
      .timeline as { status: string | null; actor: string }[];
    expect(timeline.at(-1)).toMatchObject({ status: 'return_shipped', actor: 'carrier' });
    expect(await deliveredMessages(opened.returnId)).toEqual([]);

    // The store's own carrier account says it arrived: pushed by number, through the merchant API.
    const arrived = await merchantCall(t, store, 'POST', `/returns/${opened.returnNumber}/checkpoints`, {
      checkpoints: [
        {
          id: 'scan-9',
          status: 'delivered',
          occurredAt: at(-0.1),
          location: 'Store DC',
          message: 'Delivered',
        },
      ],
    });
    expect(arrived.body, JSON.stringify(arrived.body)).toMatchObject({
      code: 0,
      data: {
        returnId: opened.returnId,
        returnStatus: 'return_shipped',
        trackingNumber: number,
        status: 'delivered',
        packageStatus: 'delivered',
        added: 1,
      },
    });
    const told = await deliveredMessages(opened.returnId);
    expect(told).toHaveLength(1);
    expect(told[0]?.payload.data).toMatchObject({
      returnId: opened.returnId,
      orderId: o.orderId,
      actor: 'carrier',
      event: { type: 'parcel_delivered', trackingNumber: number, location: 'Store DC' },
    });

    // The same scan again, and another delivery scan: stored once, the merchant told once, and the
    // return waits for the merchant to check the items (not received by a carrier's word).
    const again = await merchantCall(t, store, 'POST', `/returns/${opened.returnId}/checkpoints`, {
      checkpoints: [
        {
          id: 'scan-9',
          status: 'delivered',
          occurredAt: at(-0.1),
          location: 'Store DC',
          message: 'Delivered',
        },
      ],
    });
    expect(again.body.data.added).toBe(0);
    await signedDelivery('ret-evt-2', number, [
      { status: 'Delivered', occurredAt: at(-0.05), location: 'Dock 4' },
    ]);
    expect(await deliveredMessages(opened.returnId)).toHaveLength(1);
    expect(await returnStatus(o, opened.returnId)).toBe('return_shipped');
    expect((await parcelOf(o, opened.returnId)).checkpoints).toHaveLength(3);
  });

  it("the shopper's number is tracked, a new number replaces it, and no other order sees it", async () => {
    const o = await returnOrder(t, store, 'RT-2');
    const opened = await submitReturn(o, 'ship_yourself');
    expect(opened.label).toBeNull();
    const none = await call(o, 'user/get-tracking-detail', { returnId: opened.returnId });
    expect(none.body.code).toBe(ERROR_CODES.NOT_FOUND_FOR_ORDER);

    const tracked = await call(o, 'user/save-return-shipping-tracking-info', {
      returnId: opened.returnId,
      carrier: 'FedEx',
      trackingNumber: FEDEX,
    });
    expect(tracked.body.data.status).toBe('return_shipped');
    const parcel = await parcelOf(o, opened.returnId);
    expect(parcel).toMatchObject({ trackingNumber: FEDEX, carrier: { code: 'fedex' }, checkpoints: [] });
    expect(parcel.carrier.trackingUrl).toContain(FEDEX);

    const pushed = await merchantCall(t, store, 'POST', `/returns/${opened.returnId}/checkpoints`, {
      estimatedDeliveryAt: at(2),
      destinationTimeZone: 'America/New_York',
      checkpoints: [{ status: 'in_transit', occurredAt: at(-0.2), message: 'On its way' }],
    });
    expect(pushed.body.data).toMatchObject({ returnStatus: 'return_shipped', added: 1 });
    expect((await parcelOf(o, opened.returnId)).destinationTimeZone).toBe('America/New_York');

    // A corrected number: the parcel is the last number given, its scans start again.
    await call(o, 'add-return-tracking', { returnId: opened.returnId, trackingNumber: '1Z999AA10123456784' });
    expect(await parcelOf(o, opened.returnId)).toMatchObject({
      trackingNumber: '1Z999AA10123456784',
      carrier: { code: 'ups' },
      checkpoints: [],
    });

    // Another order's shopper: the return's parcel answers as one that exists nowhere.
    const other = await returnOrder(t, store, 'RT-3');
    const foreign = await call(other, 'user/get-tracking-detail', { returnId: opened.returnId });
    const nowhere = await call(other, 'user/get-tracking-detail', { returnId: randomUUID() });
    expect([foreign.status, foreign.body]).toEqual([nowhere.status, nowhere.body]);
    expect(foreign.body.code).toBe(ERROR_CODES.NOT_FOUND_FOR_ORDER);
    const neither = await call(o, 'user/get-tracking-detail', {} as never);
    expect([neither.status, neither.body.code]).toEqual([400, ERROR_CODES.INVALID_INPUT]);
    const unknown = await merchantCall(t, store, 'POST', '/returns/RMA-NOTHING/checkpoints', {
      checkpoints: [],
    });
    expect(unknown.body.code).toBe(ERROR_CODES.NOT_FOUND_FOR_ORDER);
  });
});

/** Opens the order's live stream; `text()` is what arrived so far. */
async function openStream(cookie: string) {
  await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
  const { port } = t.app.server.address() as AddressInfo;
  let text = '';
  const stream = httpRequest({ host: '127.0.0.1', port, path: trackingStream.path, headers: { cookie } });
  await new Promise<void>((resolve, reject) => {
    stream.on('response', (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        resolve();
      });
    });
    stream.on('error', reject);
    stream.end();
  });
  return { text: () => text, close: () => stream.destroy() };
}

describe('live updates of claims and returns', () => {
  it("a claim's new status and a return's move reach their own order's stream only", async () => {
    const mine = await shopperWithClaims(t, store, 'RT-L1', 'live1@example.com');
    const theirs = await shopperWithClaims(t, store, 'RT-L2', 'live2@example.com');
    const claims = await openStream(mine.cookie);
    const approve = (claimId: string) => merchantCall(t, store, 'POST', `/claims/${claimId}/approve`, {});
    expect((await approve(theirs.claims.submitted.claimId)).body.code).toBe(0);
    expect((await approve(mine.claims.submitted.claimId)).body.code).toBe(0);
    await expect.poll(claims.text, { timeout: 5000 }).toContain(mine.claims.submitted.claimId);
    expect(claims.text()).toMatch(/event: claim\ndata: \{"claimId":"[^"]+","status":"accepted"\}/);
    expect(claims.text()).not.toContain(theirs.claims.submitted.claimId);
    claims.close();

    const o = await returnOrder(t, store, 'RT-L3');
    const opened = await submitReturn(o, 'prepaid_label');
    const other = await returnOrder(t, store, 'RT-L4');
    const otherReturn = await submitReturn(other, 'prepaid_label');
    const returns = await openStream(o.cookie);
    for (const reference of [otherReturn.returnNumber, opened.returnNumber]) {
      const pushed = await merchantCall(t, store, 'POST', `/returns/${reference}/checkpoints`, {
        checkpoints: [{ status: 'in_transit', occurredAt: at(-0.1), message: 'Picked up' }],
      });
      expect(pushed.body.code, JSON.stringify(pushed.body)).toBe(0);
    }
    await expect.poll(returns.text, { timeout: 5000 }).toContain('"status":"return_shipped"');
    expect(returns.text()).toContain(
      `event: tracking\ndata: {"fulfillmentId":null,"returnId":"${opened.returnId}","status":"in_transit"}`,
    );
    expect(returns.text()).toContain(`event: return\ndata: {"returnId":"${opened.returnId}"`);
    expect(returns.text()).not.toContain(otherReturn.returnId);
    returns.close();
    await expect.poll(() => t.services.trackingLive.openStreams()).toBe(0);
  });
});

describe("tracking e-mails in the shopper's language", () => {
  function packageOrder(email: string, country: string) {
    return {
      email,
      firstName: 'Ana',
      currency: 'EUR',
      country,
      placedAt: at(-5),
      items: [{ id: 'kettle', title: 'Kettle', quantity: 1, price: 5000 }],
      fulfillments: [
        {
          id: 'parcel-1',
          status: 'in_transit' as const,
          carrier: 'UPS',
          trackingNumber: '1Z999AA10123456784',
          shippedAt: at(-2),
          items: [{ itemId: 'kettle', quantity: 1 }],
        },
      ],
      policies: [
        {
          id: 'protection',
          productCode: 'shipping_protection' as const,
          status: 'active' as const,
          sumInsured: 5000,
          startsAt: at(-5),
          endsAt: at(60),
          itemIds: ['kettle'],
        },
      ],
    };
  }

  async function shopperIn(orderName: string, email: string, country: string, language: string | null) {
    const put = await merchantCall(
      t,
      store,
      'PUT',
      `/orders/${encodeURIComponent(orderName)}`,
      packageOrder(email, country),
    );
    expect(put.body.code, JSON.stringify(put.body)).toBe(0);
    const signedIn = await callApi(
      t,
      'rc-login',
      { merchantId: store.merchantId, orderName, contactInfo: email },
      language ? { language } : {},
    );
    expect(signedIn.body.code).toBe(0);
    return sessionCookieOf(signedIn);
  }

  async function outForDelivery(orderName: string) {
    const pushed = await merchantCall(
      t,
      store,
      'POST',
      `/orders/${encodeURIComponent(orderName)}/fulfillments/parcel-1/checkpoints`,
      {
        checkpoints: [{ status: 'OutForDelivery', occurredAt: at(-0.01), message: 'On the van' }],
      },
    );
    expect(pushed.body.code, JSON.stringify(pushed.body)).toBe(0);
  }

  const subjectIn = (language: keyof typeof TRACKING_EMAIL_TEXTS, orderName: string) =>
    TRACKING_EMAIL_TEXTS[language].subject.out_for_delivery.replace('{{order}}', orderName);

  it('writes in the language the shopper signed in with, not the one of the order’s country', async () => {
    await shopperIn('RT-E1', 'ana.de@example.com', 'US', 'de-DE,de;q=0.9');
    await outForDelivery('RT-E1');
    const german = await sink.waitForMessage('ana.de@example.com', 10_000);
    expect(german.subject).toBe(subjectIn('de-DE', 'RT-E1'));
    expect(german.html).toContain(TRACKING_EMAIL_TEXTS['de-DE'].button);

    await shopperIn('RT-E2', 'ana.fr@example.com', 'DE', 'fr-FR');
    await outForDelivery('RT-E2');
    const french = await sink.waitForMessage('ana.fr@example.com', 10_000);
    expect(french.subject).toBe(subjectIn('fr-FR', 'RT-E2'));
  });

  it("writes in the newer claim's language, and in the country's when the shopper never said", async () => {
    const claimant = await shopperWithClaims(t, store, 'RT-E3', 'ana.pl@example.com');
    // The claims were filed without a language header (en-US); a newer one in Polish wins.
    await t.services.database.db.execute(
      sql`update claims set language = 'pl-PL', updated_at = now() + interval '1 minute' where id = ${claimant.claims.submitted.claimId}`,
    );
    const pushed = await merchantCall(
      t,
      store,
      'POST',
      `/orders/RT-E3/fulfillments/${claimant.fulfillmentId}/checkpoints`,
      {
        checkpoints: [{ status: 'delivered', occurredAt: at(-0.01) }],
      },
    );
    expect(pushed.body.code, JSON.stringify(pushed.body)).toBe(0);
    // The claims' own e-mails go to the same shopper: the tracking one is found by its subject.
    const polish = TRACKING_EMAIL_TEXTS['pl-PL'].subject.delivered.replace('{{order}}', 'RT-E3');
    await expect
      .poll(() => sink.messages.filter((mail) => mail.subject === polish).length, { timeout: 10_000 })
      .toBe(1);

    await shopperIn('RT-E4', 'ana.it@example.com', 'IT', null);
    await outForDelivery('RT-E4');
    const italian = await sink.waitForMessage('ana.it@example.com', 10_000);
    expect(italian.subject).toBe(subjectIn('it-IT', 'RT-E4'));
  });
});
