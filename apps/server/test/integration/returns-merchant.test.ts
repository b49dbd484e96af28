// The merchant's side of returns through the merchant and admin APIs (decision 023): approving a
// return the rules left for review, partial receipts with conditions, refunds, credit and
// exchanges paid pro rata, closing, rejecting (Return Assurance's reservation given back),
// repeated commands by Idempotency-Key, refusals as 409 100023; the shopper's e-mails in the
// return's language; and a retried or concurrent submit opening one return.
import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, policies } from '../../src/db/schema';
import { MAIL_DELIVERY_JOB } from '../../src/modules/notifications';
import { RETURN_UPDATE_EMAIL_JOB } from '../../src/modules/return-emails/service';
import { merchantCall, type ReturnOrder, returnOrder, returnStore } from '../support/return-orders';
import type { Store } from '../support/shopper-orders';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { callApi, createTestApp, type TestApp } from '../support/test-app';

let sink: SmtpSink;
let t: TestApp;
let store: Store;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    env: { SMTP_URL: sink.url, JOB_POLL_MS: '50', SIGN_IN_LIMIT_PER_WINDOW: '100000' },
  });
  // Jackets wait for the store's review; the credit bonus is 10%.
  store = await returnStore(t, 'merchant-returns', {
    rules: [{ when: { productIds: ['jacket'] }, decision: 'review' }],
    resolutions: { storeCredit: { bonusPercent: 10 }, sameProductVariant: { instant: true } },
    fees: { returnFeeMinor: 300, postagePaidBy: 'shopper' },
    methods: [
      { method: 'ship_yourself', postageMinor: 0 },
      { method: 'assured_label', postageMinor: 900 },
    ],
  });
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

let orders = 0;
function order(options: { assurance?: boolean } = {}) {
  orders += 1;
  return returnOrder(t, store, `#M${orders}`, options);
}

async function submit(o: ReturnOrder, body: Record<string, unknown>, language?: string) {
  const answer = await callApi(
    t,
    'user/submit-order-return',
    // biome-ignore lint/suspicious/noExplicitAny: bodies are the contract's, checked by the server.
    { requestId: randomUUID(), method: 'ship_yourself', ...body } as any,
    { cookie: o.cookie, ...(language ? { language } : {}) },
  );
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
  return answer.body.data;
}

function command(reference: string, name: string, body?: object, key?: string) {
  return merchantCall(t, store, 'POST', `/returns/${reference}/${name}`, body ?? {}, key);
}

async function pendingEmails(): Promise<number> {
  const [row] = await t.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(jobs)
    // Rendered by the pipeline's job, then handed to the mail server by a delivery job (decision 070).
    .where(
      sql`${jobs.kind} in (${RETURN_UPDATE_EMAIL_JOB}, ${MAIL_DELIVERY_JOB}) and ${jobs.status} = 'pending'`,
    );
  return row?.count ?? 0;
}

async function mailsAbout(returnNumber: string) {
  await expect.poll(pendingEmails, { timeout: 10_000 }).toBe(0);
  return sink.messages.filter((mail) => mail.subject.includes(returnNumber));
}

describe('the merchant moves a return', () => {
  it('approves one the rules left for review, receives it in parts, refunds and credits pro rata, and completes', async () => {
    const o = await order();
    const requested = await submit(
      o,
      {
        items: [
          { itemId: o.items.jacket, quantity: 1, reason: 'changed_mind', resolution: 'store_credit' },
          { itemId: o.items.shirt, quantity: 2, reason: 'changed_mind', resolution: 'original_payment' },
        ],
      },
      'de-DE',
    );
    expect(requested.status).toBe('requested');
    // Fees come off the refund: 2 × 40.00 − 3.00; the jacket's 80.00 credit earns 8.00 bonus.
    expect(requested.quote).toMatchObject({ refund: 7700, storeCredit: 8000, storeCreditBonus: 800 });

    const list = await merchantCall(t, store, 'GET', '/returns?status=requested');
    expect(list.body.data.returns.map((row: { returnId: string }) => row.returnId)).toContain(
      requested.returnId,
    );

    const approved = await command(requested.returnNumber, 'approve', undefined, 'approve-1');
    expect(approved.body.data.status).toBe('to_return');
    // Each e-mail is sent before the next change (a job whose return moved on is skipped).
    await expect.poll(pendingEmails, { timeout: 10_000 }).toBe(0);
    const again = await command(requested.returnNumber, 'approve', undefined, 'approve-1');
    expect([again.status, again.body.data.status]).toEqual([200, 'to_return']);

    const early = await command(requested.returnId, 'refund', {
      items: [{ itemId: o.items.shirt, quantity: 1 }],
    });
    expect([early.status, early.body.code, early.body.data]).toEqual([
      409,
      ERROR_CODES.RETURN_NOT_CHANGEABLE,
      { refusal: 'not_received' },
    ]);

    const firstParcel = await command(requested.returnId, 'receive', {
      items: [{ itemId: o.items.shirt, quantity: 1, condition: 'as_new' }],
    });
    expect(firstParcel.body.data).toMatchObject({ status: 'return_received' });
    await expect.poll(pendingEmails, { timeout: 10_000 }).toBe(0);
    const refunded = await command(
      requested.returnId,
      'refund',
      { items: [{ itemId: o.items.shirt, quantity: 1 }] },
      'refund-1',
    );
    const shirtLine = refunded.body.data.lines.find(
      (line: { item: { itemId: string } }) => line.item.itemId === o.items.shirt,
    );
    expect(shirtLine).toMatchObject({
      received: 1,
      settled: 1,
      paid: { refund: 3850 },
      conditions: { as_new: 1 },
    });
    const twice = await command(
      requested.returnId,
      'refund',
      { items: [{ itemId: o.items.shirt, quantity: 1 }] },
      'refund-1',
    );
    expect(twice.body.data.paid.refund).toBe(3850);

    await command(requested.returnId, 'receive', {
      items: [
        { itemId: o.items.shirt, quantity: 1, condition: 'damaged' },
        { itemId: o.items.jacket, quantity: 1, condition: 'used' },
      ],
    });
    await command(requested.returnId, 'credit', { items: [{ itemId: o.items.jacket, quantity: 1 }] });
    const done = await command(requested.returnId, 'refund', {
      items: [{ itemId: o.items.shirt, quantity: 1 }],
    });
    expect(done.body.data).toMatchObject({
      status: 'completed',
      paid: { refund: 7700, credit: 8000, bonus: 800 },
    });
    const tooMany = await command(requested.returnId, 'refund', {
      items: [{ itemId: o.items.shirt, quantity: 1 }],
    });
    expect(tooMany.body.data).toEqual({ refusal: 'not_allowed_in_status' });

    // The shopper's page shows the money, each payment once.
    const page = await callApi(
      t,
      'user/get-transaction-detail',
      { returnId: requested.returnId },
      { cookie: o.cookie },
    );
    expect(
      page.body.data.transactions.map((row: { type: string; amount: number }) => [row.type, row.amount]),
    ).toEqual([
      ['refund', 3850],
      ['store_credit', 8000],
      ['refund', 3850],
    ]);
    const mails = await mailsAbout(requested.returnNumber);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Deine Rücksendung ${requested.returnNumber} ist genehmigt: sende die Artikel zurück`,
      `Wir haben deine Rücksendung ${requested.returnNumber} erhalten`,
      `Deine Rücksendung ${requested.returnNumber} ist abgeschlossen`,
    ]);
    expect(mails[2]?.text).toMatch(/165[.,]00/);
  });

  it('ships an instant exchange before the item is back, completed once the item arrives', async () => {
    const o = await order();
    const created = await submit(o, {
      items: [
        {
          itemId: o.items.shirt,
          quantity: 2,
          reason: 'size_fit',
          subReason: 'too_small',
          resolution: 'same_price_variant',
          exchange: { productId: 'shirt', variantId: 'shirt-m', quantity: 2 },
        },
      ],
    });
    expect(created.lines[0]).toMatchObject({ instantExchange: true, exchange: { variantId: 'shirt-m' } });
    const shipped = await command(created.returnId, 'ship-exchange', {
      items: [{ itemId: o.items.shirt, quantity: 2 }],
    });
    expect(shipped.body.data.lines[0]).toMatchObject({ settled: 2, received: 0 });
    expect(shipped.body.data.status).toBe('to_return');
    const received = await command(created.returnId, 'receive', {
      items: [{ itemId: o.items.shirt, quantity: 2, condition: 'as_new' }],
    });
    expect(received.body.data.status).toBe('completed');
  });

  it('closes an instant exchange whose item never came back: counted as returned, its units held (decision 034)', async () => {
    const o = await order();
    const created = await submit(o, {
      items: [
        {
          itemId: o.items.shirt,
          quantity: 1,
          reason: 'size_fit',
          subReason: 'too_small',
          resolution: 'same_price_variant',
          exchange: { productId: 'shirt', variantId: 'shirt-m', quantity: 1 },
        },
      ],
    });
    const early = await command(created.returnId, 'close', {});
    expect([early.status, early.body.data]).toEqual([409, { refusal: 'not_allowed_in_status' }]);
    await command(created.returnId, 'ship-exchange', { items: [{ itemId: o.items.shirt, quantity: 1 }] });
    const closed = await command(created.returnId, 'close', { reason: 'The parcel never came' });
    expect(closed.body.data.status).toBe('completed');
    const closedEvent = closed.body.data.timeline.find((entry: { type: string }) => entry.type === 'closed');
    expect(closedEvent.data).toEqual({
      withheld: [],
      notReturned: [],
      exchangedNotReturned: [{ orderItemId: o.items.shirt, quantity: 1 }],
    });
    expect(closed.body.data.paid.refund).toBe(0);
    // The shopper has the replacement: the original shirt cannot go back or be claimed again.
    const coverage = await callApi(t, 'list-items-coverage', {}, { cookie: o.cookie });
    const shirt = coverage.body.data.items.find((item: { itemId: string }) => item.itemId === o.items.shirt);
    expect([shirt.returnedQuantity, shirt.returnableQuantity]).toEqual([1, 1]);
  });

  it('closes a partly received return: what came back unsettled is withheld, the rest not returned', async () => {
    const o = await order();
    const created = await submit(o, {
      items: [{ itemId: o.items.shirt, quantity: 2, reason: 'changed_mind', resolution: 'original_payment' }],
    });
    await command(created.returnId, 'receive', {
      items: [{ itemId: o.items.shirt, quantity: 1, condition: 'damaged' }],
    });
    const closed = await command(created.returnId, 'close', { reason: 'One shirt never came back' });
    expect(closed.body.data).toMatchObject({
      status: 'completed',
      statusReason: 'One shirt never came back',
    });
    const closedEvent = closed.body.data.timeline.find((entry: { type: string }) => entry.type === 'closed');
    expect(closedEvent.data).toEqual({
      withheld: [{ orderItemId: o.items.shirt, quantity: 1 }],
      notReturned: [{ orderItemId: o.items.shirt, quantity: 1 }],
      exchangedNotReturned: [],
    });
    // The unit never returned is free again; the one that came back stays returned.
    const coverage = await callApi(t, 'list-items-coverage', {}, { cookie: o.cookie });
    const shirt = coverage.body.data.items.find((item: { itemId: string }) => item.itemId === o.items.shirt);
    expect([shirt.returnedQuantity, shirt.returnableQuantity]).toEqual([1, 1]);
  });

  it('rejects with a reason the shopper reads, and gives Return Assurance its reservation back', async () => {
    const o = await order({ assurance: true });
    const [assurance] = await t.database.db
      .select()
      .from(policies)
      .where(eq(policies.productCode, 'return_assurance'));
    const before = (await t.database.db.select().from(policies).where(eq(policies.orderId, o.orderId))).find(
      (row) => row.productCode === 'return_assurance',
    );
    expect(assurance).toBeDefined();
    const created = await submit(o, {
      method: 'assured_label',
      items: [
        { itemId: o.items.jacket, quantity: 1, reason: 'changed_mind', resolution: 'original_payment' },
      ],
    });
    // Postage 9.00 and the 3.00 fee paid by Return Assurance in the shopper's place.
    expect(created.quote).toMatchObject({ assuranceCovered: 1200, postage: 0, returnFee: 0, refund: 8000 });
    const remaining = async () =>
      (
        await t.database.db
          .select()
          .from(policies)
          .where(eq(policies.id, before?.id as string))
      )[0]?.remainingMinor;
    expect(await remaining()).toBe(2000 - 1200);
    const rejected = await command(created.returnNumber, 'reject', { reason: 'Worn outside' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', statusReason: 'Worn outside' });
    expect(await remaining()).toBe(2000);
    const coverage = await callApi(t, 'list-items-coverage', {}, { cookie: o.cookie });
    const jacket = coverage.body.data.items.find(
      (item: { itemId: string }) => item.itemId === o.items.jacket,
    );
    expect(jacket.returnableQuantity).toBe(1);
    const [mail] = await mailsAbout(created.returnNumber);
    expect(mail?.subject).toBe(`Your return ${created.returnNumber} was not accepted`);
    expect(mail?.text).toContain('Worn outside');
  });

  it('answers 100009 for another store’s return and acts through the admin API for a shop', async () => {
    const o = await order();
    const created = await submit(o, {
      items: [{ itemId: o.items.cap, quantity: 1, reason: 'changed_mind', resolution: 'original_payment' }],
    });
    const other = await returnStore(t, 'other-merchant');
    const foreign = await merchantCall(t, other, 'POST', `/returns/${created.returnId}/cancel`, {});
    expect(foreign.body.code).toBe(ERROR_CODES.NOT_FOUND_FOR_ORDER);
    const admin = await t.app.inject({
      method: 'POST',
      url: `/api/admin/v1/merchants/merchant-returns/returns/${created.returnNumber}/cancel`,
      headers: { authorization: `Bearer ${t.adminToken}` },
      payload: { reason: 'Asked by phone' },
    });
    expect(admin.json().data.status).toBe('cancelled');
  });
});

describe('the shopper cancels', () => {
  it('an open return before it is sent: cancelled once, e-mailed, told to webhooks, Return Assurance given back', async () => {
    await t.services.webhooks.endpoints.create(store.merchantId, {
      url: 'http://127.0.0.1:9/returns',
      eventTypes: ['return.cancelled'],
    });
    const o = await order({ assurance: true });
    const created = await submit(o, {
      method: 'assured_label',
      items: [{ itemId: o.items.shirt, quantity: 1, reason: 'changed_mind', resolution: 'original_payment' }],
    });
    expect(created.can).toEqual({ addTracking: true, cancel: true, payBalance: false });
    const reserved = await t.database.db.select().from(policies).where(eq(policies.orderId, o.orderId));
    const assurance = reserved.find((row) => row.productCode === 'return_assurance');
    expect(assurance?.remainingMinor).toBeLessThan(2000);

    const cancel = () =>
      callApi(
        t,
        'user/cancel-order-return',
        { returnId: created.returnId, reason: 'Changed my mind' },
        {
          cookie: o.cookie,
        },
      );
    const [first, second] = await Promise.all([cancel(), cancel()]);
    for (const answer of [first, second]) {
      expect([answer.body.code, answer.body.data.status], JSON.stringify(answer.body)).toEqual([
        0,
        'cancelled',
      ]);
    }
    expect(first.body.data.can.cancel).toBe(false);
    expect(first.body.data.statusReason).toBe('Changed my mind');
    const after = await t.database.db
      .select()
      .from(policies)
      .where(eq(policies.id, assurance?.id as string));
    expect(after[0]?.remainingMinor).toBe(2000);
    const events = await t.database.db.execute(
      sql`select event_type from webhook_messages where payload->'data'->>'returnId' = ${created.returnId} order by created_at`,
    );
    expect(
      (events as unknown as { rows: { event_type: string }[] }).rows.map((row) => row.event_type),
    ).toContain('return.cancelled');
    const mails = await mailsAbout(created.returnNumber);
    expect(mails.map((mail) => mail.subject)).toContain(`Your return ${created.returnNumber} was cancelled`);
    // The shirt can go back again.
    const coverage = await callApi(t, 'list-items-coverage', {}, { cookie: o.cookie });
    const shirt = coverage.body.data.items.find((item: { itemId: string }) => item.itemId === o.items.shirt);
    expect(shirt.returnableQuantity).toBe(2);
  });

  it('not once the parcel is on its way: 409 100023', async () => {
    const o = await order();
    const created = await submit(o, {
      items: [{ itemId: o.items.cap, quantity: 1, reason: 'changed_mind', resolution: 'original_payment' }],
    });
    const shipped = await callApi(
      t,
      'user/save-return-shipping-tracking-info',
      { returnId: created.returnId, trackingNumber: '1Z999AA10123456784' },
      { cookie: o.cookie },
    );
    expect(shipped.body.data).toMatchObject({ status: 'return_shipped', can: { cancel: false } });
    const refused = await callApi(
      t,
      'user/cancel-order-return',
      { returnId: created.returnId },
      { cookie: o.cookie },
    );
    expect([refused.status, refused.body.code, refused.body.data]).toEqual([
      409,
      ERROR_CODES.RETURN_NOT_CHANGEABLE,
      { refusal: 'not_allowed_in_status' },
    ]);
  });
});

describe('submitting once', () => {
  it('opens one return for a request sent five times at once', async () => {
    const o = await order();
    const body = {
      requestId: randomUUID(),
      method: 'ship_yourself' as const,
      items: [
        { itemId: o.items.cap, quantity: 1, reason: 'changed_mind', resolution: 'original_payment' as const },
      ],
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => callApi(t, 'user/submit-order-return', body, { cookie: o.cookie })),
    );
    const ids = new Set(answers.map((answer) => answer.body.data?.returnId));
    expect(answers.map((answer) => answer.body.code)).toEqual([0, 0, 0, 0, 0]);
    expect(ids.size).toBe(1);
    const list = await callApi(t, 'list-return-items', {}, { cookie: o.cookie });
    expect(list.body.data.returns).toHaveLength(1);
  });

  it('lets one of several different requests for the same unit through', async () => {
    const o = await order();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        callApi(
          t,
          'user/submit-order-return',
          {
            requestId: randomUUID(),
            method: 'ship_yourself',
            items: [
              { itemId: o.items.jacket, quantity: 1, reason: 'changed_mind', resolution: 'original_payment' },
            ],
          },
          { cookie: o.cookie },
        ),
      ),
    );
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([
      0,
      ERROR_CODES.ITEMS_NOT_RETURNABLE,
      ERROR_CODES.ITEMS_NOT_RETURNABLE,
      ERROR_CODES.ITEMS_NOT_RETURNABLE,
    ]);
  });
});
