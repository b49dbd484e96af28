// A balance payment confirmed without the shopper coming back (decision 043): Stripe's signed
// webhook (checkout.session.completed / async_payment_succeeded / expired / async_payment_failed)
// through the same confirmation step as the read-back, once however often it is sent; signatures
// as Stripe documents them (wrong secret, stale time, rotation); a payment arriving after the return
// was cancelled given back; the sweep of rounds left open; the sandbox checkout's page confirming
// the same way.
import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeSignatureHeader } from '../../src/adapters/payment/stripe-webhook';
import { returnEvents, returnPayments, returns } from '../../src/db/schema';
import { type FakeStripe, startFakeStripe } from '../support/payment-fake-stripe';
import { dearerExchange, returnOrder, returnStore, shopperCall } from '../support/return-orders';
import type { Store } from '../support/shopper-orders';
import { createTestApp, type TestApp } from '../support/test-app';

const SECRET = 'sk_test_webhooks0123456789';
const WHSEC = 'whsec_current0123456789abcdef';
const WHSEC_NEXT = 'whsec_next0123456789abcdef012';
const WEBHOOK = '/webhooks/payments/stripe';

const call = shopperCall;

describe('Stripe webhook', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let store: Store;
  let orders = 0;
  const logs: string[] = [];
  beforeAll(async () => {
    fake = await startFakeStripe({ secretKey: SECRET });
    t = await createTestApp({
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_API_URL: fake.baseUrl,
        STRIPE_SECRET_KEY: SECRET,
        // Two secrets while the endpoint's secret is rolled.
        STRIPE_WEBHOOK_SECRET: `${WHSEC}, ${WHSEC_NEXT}`,
        SIGN_IN_LIMIT_PER_WINDOW: '100000',
        LOG_LEVEL: 'info',
      },
      logStream: { write: (line) => logs.push(line) },
    });
    store = await returnStore(t, 'webhook-store');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const order = () => {
    orders += 1;
    return returnOrder(t, store, `#W${orders}`);
  };

  const deliver = (
    body: string,
    options: { secrets?: string[]; at?: number; header?: string | null; contentType?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: {
        'content-type': options.contentType ?? 'application/json; charset=utf-8',
        ...(options.header === null
          ? {}
          : {
              'stripe-signature':
                options.header ??
                stripeSignatureHeader(
                  options.secrets ?? [WHSEC],
                  body,
                  options.at ?? Math.floor(Date.now() / 1000),
                ),
            }),
      },
      payload: body,
    });

  /** A return owing 80.00 with its Stripe checkout open: the round and its session. */
  async function openRound() {
    const o = await order();
    const opened = await dearerExchange(t, o);
    const paying = await call(t, o, 'user/pay-return-balance', {
      returnId: opened.returnId,
      requestId: randomUUID(),
    });
    expect(paying.body.code, JSON.stringify(paying.body)).toBe(0);
    const payment = paying.body.data.payment as { paymentId: string; checkoutUrl: string };
    const sessionId = payment.checkoutUrl.split('/').pop() as string;
    return { o, opened, paymentId: payment.paymentId, sessionId };
  }

  const roundOf = async (paymentId: string) =>
    (await t.database.db.select().from(returnPayments).where(eq(returnPayments.id, paymentId)))[0];
  const returnOf = async (returnId: string) =>
    (await t.database.db.select().from(returns).where(eq(returns.id, returnId)))[0];
  const balancePaidEvents = async (returnId: string) =>
    (await t.database.db.select().from(returnEvents).where(eq(returnEvents.returnId, returnId))).filter(
      (event) => event.type === 'balance_paid',
    );

  it('checkout.session.completed records the payment once: replayed and duplicated events change nothing', async () => {
    const { opened, paymentId, sessionId } = await openRound();
    fake.pay(sessionId);
    const reads = fake.requests.filter((request) => request.method === 'GET').length;
    const event = fake.event('checkout.session.completed', sessionId);

    const first = await deliver(event);
    expect([first.statusCode, first.json()]).toEqual([
      200,
      { code: 0, data: { received: true, outcome: 'recorded' } },
    ]);
    // Recorded from the signed event itself: the shopper never came back, nobody read it back.
    expect(await roundOf(paymentId)).toMatchObject({ status: 'paid', amountMinor: 8000 });
    expect((await roundOf(paymentId))?.paymentReference).toMatch(/^pi_test_/);
    expect(await returnOf(opened.returnId)).toMatchObject({ balancePaidMinor: 8000 });
    expect(fake.requests.filter((request) => request.method === 'GET')).toHaveLength(reads);

    // Stripe sends again (a lost answer), and twice at once: nothing more is recorded.
    const again = await deliver(event);
    expect(again.json()).toEqual({ code: 0, data: { received: true, outcome: 'unchanged' } });
    const twice = await Promise.all([deliver(event), deliver(event)]);
    expect(twice.map((answer) => answer.statusCode)).toEqual([200, 200]);
    // async_payment_succeeded after completed (a card needs none, but it may come): nothing more.
    const late = await deliver(fake.event('checkout.session.async_payment_succeeded', sessionId));
    expect(late.json().data.outcome).toBe('unchanged');
    expect(await balancePaidEvents(opened.returnId)).toHaveLength(1);
    expect(await returnOf(opened.returnId)).toMatchObject({ balancePaidMinor: 8000 });
  });

  it('a delayed payment: completed unpaid waits, async_payment_succeeded records it', async () => {
    const { opened, paymentId, sessionId } = await openRound();
    const pending = await deliver(
      fake.event('checkout.session.completed', sessionId, { status: 'complete', payment_status: 'unpaid' }),
    );
    expect(pending.json().data.outcome).toBe('unchanged');
    expect(await roundOf(paymentId)).toMatchObject({ status: 'open' });
    fake.pay(sessionId);
    const paid = await deliver(fake.event('checkout.session.async_payment_succeeded', sessionId));
    expect(paid.json().data.outcome).toBe('recorded');
    expect(await returnOf(opened.returnId)).toMatchObject({ balancePaidMinor: 8000 });
  });

  it('expired and async_payment_failed close the round: nothing charged, the next payment opens a new one', async () => {
    const expired = await openRound();
    fake.expire(expired.sessionId);
    const answer = await deliver(fake.event('checkout.session.expired', expired.sessionId));
    expect(answer.json().data.outcome).toBe('recorded');
    expect(await roundOf(expired.paymentId)).toMatchObject({ status: 'expired' });

    const failed = await openRound();
    const refused = await deliver(
      fake.event('checkout.session.async_payment_failed', failed.sessionId, {
        status: 'complete',
        payment_status: 'unpaid',
      }),
    );
    expect(refused.json().data.outcome).toBe('recorded');
    expect(await roundOf(failed.paymentId)).toMatchObject({
      status: 'failed',
      failureReason: 'payment_failed',
    });
    const next = await call(t, failed.o, 'user/pay-return-balance', {
      returnId: failed.opened.returnId,
      requestId: randomUUID(),
    });
    expect(next.body.data.payment.paymentId).not.toBe(failed.paymentId);
    expect(next.body.data.payment).toMatchObject({ status: 'open', amount: 8000 });
  });

  it('refuses what is not signed by the endpoint secret, stale or malformed: 400 100072, never 500', async () => {
    const { paymentId, sessionId } = await openRound();
    fake.pay(sessionId);
    const event = fake.event('checkout.session.completed', sessionId);
    const now = Math.floor(Date.now() / 1000);
    const refusals = [
      ['mismatch', await deliver(event, { secrets: ['whsec_someone_else'] })],
      // Signed right, but sent more than five minutes ago (a replay of a captured request).
      ['stale', await deliver(event, { at: now - 301 })],
      ['stale', await deliver(event, { at: now + 600 })],
      ['missing', await deliver(event, { header: null })],
      ['malformed', await deliver(event, { header: 'v1=abc' })],
      ['malformed', await deliver(event, { header: `t=${now}` })],
      // The signature of another body (the amount changed on the way).
      [
        'mismatch',
        await deliver(event.replace('"amount_total":8000', '"amount_total":1'), {
          header: stripeSignatureHeader([WHSEC], event, now),
        }),
      ],
    ] as const;
    for (const [problem, answer] of refusals) {
      expect([answer.statusCode, answer.json().code, answer.json().data], problem).toEqual([
        400,
        ERROR_CODES.PAYMENT_WEBHOOK_SIGNATURE_INVALID,
        { problem },
      ]);
      expect(answer.json().message).toContain('signature');
    }
    expect(await roundOf(paymentId)).toMatchObject({ status: 'open' });

    // Signed, but not an event; not JSON at all; another media type: clear refusals.
    const notEvent = await deliver('{"hello":"world"}');
    expect([notEvent.statusCode, notEvent.json().code]).toEqual([400, ERROR_CODES.INVALID_INPUT]);
    const notJson = await deliver('not json');
    expect([notJson.statusCode, notJson.json().code]).toEqual([400, ERROR_CODES.INVALID_INPUT]);
    const form = await deliver('a=b', { contentType: 'application/x-www-form-urlencoded' });
    expect(form.statusCode).toBe(415);

    // Rolling the secret: Stripe signs with both (two v1), or with the next one only; each passes.
    const both = await deliver(event, {
      header: stripeSignatureHeader(['whsec_retired', WHSEC_NEXT], event, now),
    });
    expect([both.statusCode, both.json().data.outcome]).toEqual([200, 'recorded']);
    const next = await deliver(event, { secrets: [WHSEC_NEXT] });
    expect([next.statusCode, next.json().data.outcome]).toEqual([200, 'unchanged']);
  });

  it('an event for a session that is none of ours, or of no use here, is acknowledged and logged without personal data', async () => {
    logs.length = 0;
    const unknown = await deliver(
      fake.event('checkout.session.completed', 'cs_test_someone_elses', {
        payment_status: 'paid',
        customer_email: 'stranger@example.com',
        customer_details: { email: 'stranger@example.com', name: 'Sam Stranger' },
      }),
    );
    expect([unknown.statusCode, unknown.json().data.outcome]).toEqual([200, 'unknown_checkout']);
    const line = logs.find((entry) => entry.includes('not a return payment round'));
    expect(line).toContain('cs_test_someone_elses');
    expect(logs.join('\n')).not.toMatch(/stranger|Sam/);
    const other = await deliver(
      JSON.stringify({
        id: 'evt_1',
        object: 'event',
        type: 'charge.refunded',
        data: { object: { id: 'ch_1' } },
      }),
    );
    expect([other.statusCode, other.json().data.outcome]).toEqual([200, 'ignored']);
  });

  it('a payment that arrives after the return was cancelled is given back by the refund job, once', async () => {
    const { o, opened, paymentId, sessionId } = await openRound();
    const cancelled = await call(t, o, 'user/cancel-order-return', { returnId: opened.returnId });
    expect(cancelled.body.data.status).toBe('cancelled');
    // The shopper had the checkout open in another tab and paid anyway.
    fake.pay(sessionId);
    const event = fake.event('checkout.session.completed', sessionId);
    expect((await deliver(event)).json().data.outcome).toBe('recorded');
    expect(await roundOf(paymentId)).toMatchObject({ status: 'refund_due' });
    expect(await returnOf(opened.returnId)).toMatchObject({ status: 'cancelled', balancePaidMinor: 0 });
    await t.services.jobs.drain('refund-return-balance');
    expect((await deliver(event)).json().data.outcome).toBe('unchanged');
    await t.services.jobs.drain('refund-return-balance');
    expect(await roundOf(paymentId)).toMatchObject({ status: 'refunded' });
    const intent = fake.sessions.get(sessionId)?.payment_intent;
    expect(fake.refunds.filter((refund) => refund.payment_intent === intent)).toMatchObject([
      { amount: 8000 },
    ]);
  });

  it('the sweep reads back rounds left open, so nothing waits for the shopper or the webhook', async () => {
    const paid = await openRound();
    const open = await openRound();
    fake.pay(paid.sessionId);
    // A fresh round is left to the shopper and the webhook; one open for a while is read back.
    expect(await t.services.returns.payments.sweep()).toBe(0);
    const earlier = new Date(Date.now() - 20 * 60_000);
    for (const id of [paid.paymentId, open.paymentId]) {
      await t.database.db.update(returnPayments).set({ createdAt: earlier }).where(eq(returnPayments.id, id));
    }
    expect(await t.services.returns.payments.sweep()).toBe(1);
    expect(await roundOf(paid.paymentId)).toMatchObject({ status: 'paid' });
    expect(await returnOf(paid.opened.returnId)).toMatchObject({ balancePaidMinor: 8000 });
    expect(await roundOf(open.paymentId)).toMatchObject({ status: 'open' });
    // Stripe away: every try of the read fails (the outbound client asks three times, decision
    // 057), so the sweep leaves the round for next time.
    fake.expire(open.sessionId);
    fake.script({ status: 503 }, { status: 503 }, { status: 503 });
    expect(await t.services.returns.payments.sweep()).toBe(0);
    expect(await t.services.returns.payments.sweep()).toBe(1);
    expect(await roundOf(open.paymentId)).toMatchObject({ status: 'expired' });
  });
});

describe('the sandbox checkout confirms the same way', () => {
  let t: TestApp;
  let store: Store;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGN_IN_LIMIT_PER_WINDOW: '100000' } });
    store = await returnStore(t, 'sandbox-notify-store');
  });
  afterAll(() => t.close());

  it('paying on the page records the round before the shopper is back; no webhook endpoint without a secret', async () => {
    const o = await returnOrder(t, store, '#SN1');
    const opened = await dearerExchange(t, o);
    const paying = await call(t, o, 'user/pay-return-balance', {
      returnId: opened.returnId,
      requestId: randomUUID(),
    });
    const payment = paying.body.data.payment;
    const paid = await t.app.inject({
      method: 'POST',
      url: payment.checkoutUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card=4242+4242+4242+4242&expiry=12%2F34&cvc=123',
    });
    expect(paid.statusCode).toBe(303);
    // The shopper closes the tab instead of following the redirect: the payment is recorded anyway.
    const [round] = await t.database.db
      .select()
      .from(returnPayments)
      .where(eq(returnPayments.id, payment.paymentId));
    expect(round).toMatchObject({ status: 'paid', amountMinor: 8000 });
    const [row] = await t.database.db.select().from(returns).where(eq(returns.id, opened.returnId));
    expect(row?.balancePaidMinor).toBe(8000);

    const webhook = await t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect([webhook.statusCode, webhook.json().code]).toEqual([404, ERROR_CODES.UNKNOWN_CALL]);
  });
});
