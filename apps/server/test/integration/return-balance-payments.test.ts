// Paying the balance of a return (an exchange for something dearer) through the payment adapter:
// the built-in sandbox checkout the portal serves, end to end through the public boundary (the
// exchange ships only once paid; a retried payment never charges twice; a cancelled return gives
// the balance back), and the Stripe client against a local server speaking Stripe's API (what it
// sends, idempotent replays, which failures are refusals), then the whole app paying through it.
import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentRefused } from '../../src/adapters/payment/payment-provider';
import { createStripeClient, PaymentUnavailable } from '../../src/adapters/payment/stripe-client';
import { ConfigError, loadConfig } from '../../src/config';
import { returnPayments, sandboxCheckouts } from '../../src/db/schema';
import { type FakeStripe, startFakeStripe } from '../support/payment-fake-stripe';
import {
  dearerExchange,
  merchantCall,
  returnOrder,
  returnStore,
  shopperCall,
} from '../support/return-orders';
import type { Store } from '../support/shopper-orders';
import { createTestApp, type TestApp } from '../support/test-app';

const SECRET = 'sk_test_0123456789abcdef';

const call = shopperCall;

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('the balance through the built-in sandbox checkout', () => {
  let t: TestApp;
  let store: Store;
  let orders = 0;
  const order = () => {
    orders += 1;
    return returnOrder(t, store, `#P${orders}`);
  };
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGN_IN_LIMIT_PER_WINDOW: '100000' } });
    store = await returnStore(t, 'balance-store');
  });
  afterAll(() => t.close());

  const page = (url: string, method: 'GET' | 'POST' = 'GET', card?: string) =>
    t.app.inject({
      method,
      url,
      ...(card !== undefined
        ? {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams({ card, expiry: '12/34', cvc: '123' }).toString(),
          }
        : {}),
    });

  it('opens the return owing the difference; the exchange waits for it, then ships once paid', async () => {
    const o = await order();
    const opened = await dearerExchange(t, o);
    expect(opened).toMatchObject({ balancePaid: 0, quote: { balanceDue: 8000 }, can: { payBalance: true } });
    const ship = () =>
      merchantCall(
        t,
        store,
        'POST',
        `/returns/${opened.returnNumber}/ship-exchange`,
        {
          items: [{ itemId: o.items.shirt, quantity: 1 }],
        },
        randomUUID(),
      );
    const received = await merchantCall(
      t,
      store,
      'POST',
      `/returns/${opened.returnNumber}/receive`,
      {
        items: [{ itemId: o.items.shirt, quantity: 1, condition: 'as_new' }],
      },
      randomUUID(),
    );
    expect(received.body.code).toBe(0);
    const early = await ship();
    expect([early.status, early.body.code, early.body.data]).toEqual([
      409,
      ERROR_CODES.RETURN_NOT_CHANGEABLE,
      { refusal: 'balance_unpaid' },
    ]);

    const before = await call(t, o, 'user/get-return-balance', { returnId: opened.returnId });
    expect(before.body.data).toMatchObject({
      balanceDue: 8000,
      balancePaid: 0,
      outstanding: 8000,
      payment: null,
    });
    const paying = await call(t, o, 'user/pay-return-balance', {
      returnId: opened.returnId,
      requestId: randomUUID(),
    });
    expect(paying.body.code, JSON.stringify(paying.body)).toBe(0);
    const payment = paying.body.data.payment;
    expect(payment).toMatchObject({ status: 'open', amount: 8000, paidAt: null });
    expect(payment.checkoutUrl).toMatch(/^\/payments\/checkout\/[\w-]{43}$/);
    // Asking again (another tab, a retry) answers the same open checkout: one round at a time.
    const again = await call(t, o, 'user/pay-return-balance', {
      returnId: opened.returnId,
      requestId: randomUUID(),
    });
    expect(again.body.data.payment).toEqual(payment);

    const shown = await page(payment.checkoutUrl);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Pay $80.00');
    expect(shown.body).toContain(opened.returnNumber);
    expect(shown.headers['content-security-policy']).toContain("form-action 'self'");
    expect(shown.headers['cache-control']).toBe('no-store');
    // The store's page (issue 23): its name in the header and the title, in the return's language,
    // or the one chosen on the page, which the form keeps for its answer.
    expect(shown.body).toContain('<title>Pay $80.00 · Store balance-store</title>');
    expect(shown.body).toContain('<header><p>Store balance-store</p></header>');
    expect(shown.headers['content-language']).toBe('en-US');
    const german = await page(`${payment.checkoutUrl}?lang=de-DE`);
    expect(german.statusCode).toBe(200);
    expect(german.headers['content-language']).toBe('de-DE');
    expect(german.body).toContain('<html lang="de-DE">');
    expect(german.body).toContain('Kartennummer');
    expect(german.body).toContain(`action="${payment.checkoutUrl}?lang=de-DE"`);
    const germanDeclined = await page(`${payment.checkoutUrl}?lang=de-DE`, 'POST', '4000 0000 0000 0002');
    expect(germanDeclined.statusCode).toBe(402);
    expect(germanDeclined.body).toContain('Ihre Karte wurde abgelehnt.');

    const declined = await page(payment.checkoutUrl, 'POST', '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined');
    const stillOwed = await call(t, o, 'user/get-return-balance', { returnId: opened.returnId });
    expect(stillOwed.body.data).toMatchObject({ outstanding: 8000, payment: { status: 'open' } });
    expect((await page(payment.checkoutUrl, 'POST', '1234 5678 9012 3456')).statusCode).toBe(402);

    const paid = await page(payment.checkoutUrl, 'POST', '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `/balance-store/order-details?returnId=${opened.returnId}&payment=${payment.paymentId}`,
    );
    // Paying again (back button, a second submit) charges nothing more.
    expect((await page(payment.checkoutUrl, 'POST', '4242 4242 4242 4242')).statusCode).toBe(303);
    const [ledger] = await t.database.db.select().from(sandboxCheckouts);
    expect(ledger).toMatchObject({ status: 'paid', amountMinor: 8000, cardLast4: '4242' });

    // The return's page reads it back (twice at once: recorded once).
    const [read, readAgain] = await Promise.all([
      call(t, o, 'user/get-return-balance', { returnId: opened.returnId }),
      call(t, o, 'user/get-return-balance', { returnId: opened.returnId }),
    ]);
    for (const answer of [read, readAgain]) {
      expect(answer.body.data).toMatchObject({
        balancePaid: 8000,
        outstanding: 0,
        payment: { status: 'paid' },
      });
    }
    const detail = await call(t, o, 'user/get-order-return-detail', { returnId: opened.returnId });
    expect(detail.body.data).toMatchObject({ balancePaid: 8000, can: { payBalance: false } });
    expect(
      detail.body.data.timeline.filter((entry: { type: string }) => entry.type === 'balance_paid'),
    ).toMatchObject([{ data: { amountMinor: 8000 } }]);
    const transactions = await call(t, o, 'user/get-transaction-detail', { returnId: opened.returnId });
    expect(transactions.body.data.transactions).toMatchObject([{ type: 'balance_paid', amount: 8000 }]);
    // Paying once more answers the paid payment: no second round, no second charge.
    const after = await call(t, o, 'user/pay-return-balance', {
      returnId: opened.returnId,
      requestId: randomUUID(),
    });
    expect(after.body.data.payment).toMatchObject({ paymentId: payment.paymentId, status: 'paid' });
    expect(
      await t.database.db.select().from(returnPayments).where(eq(returnPayments.returnId, opened.returnId)),
    ).toHaveLength(1);

    const shipped = await ship();
    expect([shipped.body.code, shipped.body.data.status]).toEqual([0, 'completed']);
  });

  it('a return that owes nothing has nothing to pay: 409 100070', async () => {
    const o = await order();
    const refund = await call(t, o, 'user/submit-order-return', {
      requestId: randomUUID(),
      method: 'ship_yourself',
      items: [{ itemId: o.items.cap, quantity: 1, reason: 'changed_mind', resolution: 'original_payment' }],
    });
    expect(refund.body.data.can.payBalance).toBe(false);
    const paying = await call(t, o, 'user/pay-return-balance', {
      returnId: refund.body.data.returnId,
      requestId: randomUUID(),
    });
    expect([paying.status, paying.body.code]).toEqual([409, ERROR_CODES.RETURN_NOTHING_TO_PAY]);
  });

  it('an expired checkout charged nothing; the next payment opens a new round for what is owed', async () => {
    const o = await order();
    const opened = await dearerExchange(t, o);
    const first = await call(t, o, 'user/pay-return-balance', {
      returnId: opened.returnId,
      requestId: randomUUID(),
    });
    await t.database.db
      .update(sandboxCheckouts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxCheckouts.amountMinor, 8000));
    expect((await page(first.body.data.payment.checkoutUrl)).statusCode).toBe(410);
    const read = await call(t, o, 'user/get-return-balance', { returnId: opened.returnId });
    expect(read.body.data).toMatchObject({
      outstanding: 8000,
      payment: { status: 'expired', checkoutUrl: null },
    });
    const second = await call(t, o, 'user/pay-return-balance', {
      returnId: opened.returnId,
      requestId: randomUUID(),
    });
    expect(second.body.data.payment.paymentId).not.toBe(first.body.data.payment.paymentId);
    expect(second.body.data.payment).toMatchObject({ status: 'open', amount: 8000 });
  });

  it('a return cancelled after its balance was paid gives it back, once', async () => {
    const o = await order();
    const opened = await dearerExchange(t, o);
    const paying = await call(t, o, 'user/pay-return-balance', {
      returnId: opened.returnId,
      requestId: randomUUID(),
    });
    await page(paying.body.data.payment.checkoutUrl, 'POST', '4242 4242 4242 4242');
    await call(t, o, 'user/get-return-balance', { returnId: opened.returnId });
    const cancelled = await call(t, o, 'user/cancel-order-return', { returnId: opened.returnId });
    expect(cancelled.body.data.status).toBe('cancelled');
    await t.services.jobs.drain('refund-return-balance');
    await t.services.jobs.drain('refund-return-balance');
    const read = await call(t, o, 'user/get-return-balance', { returnId: opened.returnId });
    expect(read.body.data.payment).toMatchObject({ status: 'refunded' });
    const [ledger] = await t.database.db
      .select()
      .from(sandboxCheckouts)
      .where(
        eq(
          sandboxCheckouts.reference,
          (
            await t.database.db
              .select()
              .from(returnPayments)
              .where(eq(returnPayments.id, paying.body.data.payment.paymentId))
          )[0]?.providerReference as string,
        ),
      );
    expect(Object.values(ledger?.refunds ?? {})).toEqual([8000]);
  });
});

describe('Stripe client', () => {
  let fake: FakeStripe;
  const client = () => createStripeClient({ baseUrl: fake.baseUrl, secretKey: SECRET, timeoutMs: 2000 });
  // One answer, classified: without the outbound client's own retries (decision 057).
  const once = () =>
    createStripeClient({ baseUrl: fake.baseUrl, secretKey: SECRET, timeoutMs: 2000, retries: 0 });
  const checkout = (key = randomUUID()) => ({
    idempotencyKey: key,
    amountMinor: 10_500,
    currency: 'USD',
    description: 'Demo Store · #1022 · RMA-1',
    successUrl: 'https://portal.example/demo/order-details?returnId=r&payment=p',
    cancelUrl: 'https://portal.example/demo/order-details?returnId=r',
    reference: 'payment-1',
    customerEmail: 'robin@example.com',
  });
  beforeAll(async () => {
    fake = await startFakeStripe({ secretKey: SECRET });
  });
  afterAll(() => fake.close());

  it('creates one Checkout Session in payment mode, form-encoded, with our key as Idempotency-Key', async () => {
    fake.requests.length = 0;
    const request = checkout();
    const opened = await client().createCheckout(request);
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v1/checkout/sessions');
    expect(sent?.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(sent?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent?.headers['idempotency-key']).toBe(request.idempotencyKey);
    expect(sent?.form).toEqual({
      mode: 'payment',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      client_reference_id: 'payment-1',
      customer_email: 'robin@example.com',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '10500',
      'line_items[0][price_data][product_data][name]': 'Demo Store · #1022 · RMA-1',
      'metadata[rc_payment_id]': 'payment-1',
      'payment_intent_data[metadata][rc_payment_id]': 'payment-1',
    });
    expect(opened).toMatchObject({ status: 'open', amountPaidMinor: 0, paymentReference: null });
    expect(opened.url).toBe(`https://checkout.stripe.com/c/pay/${opened.reference}`);
  });

  it('a retried checkout is the same session; paid, it reads back paid with its PaymentIntent', async () => {
    const request = checkout();
    const first = await client().createCheckout(request);
    const second = await client().createCheckout(request);
    expect(second.reference).toBe(first.reference);
    expect([...fake.sessions.values()].filter((session) => session.id === first.reference)).toHaveLength(1);
    fake.pay(first.reference);
    const paid = await client().retrieve(first.reference);
    expect(paid).toMatchObject({ status: 'paid', amountPaidMinor: 10_500, url: null });
    expect(paid.paymentReference).toMatch(/^pi_test_/);
    fake.expire((await client().createCheckout(checkout())).reference);
  });

  it('refunds a PaymentIntent once per key and never above what was paid', async () => {
    const opened = await client().createCheckout(checkout());
    fake.pay(opened.reference);
    const intent = (await client().retrieve(opened.reference)).paymentReference as string;
    const refund = {
      idempotencyKey: randomUUID(),
      paymentReference: intent,
      amountMinor: 10_500,
      currency: 'USD',
    };
    const first = await client().refund(refund);
    expect(await client().refund(refund)).toEqual(first);
    expect(fake.refunds.filter((entry) => entry.payment_intent === intent)).toHaveLength(1);
    const more = await failureOf(
      client().refund({ ...refund, idempotencyKey: randomUUID(), amountMinor: 1 }),
    );
    expect(more).toBeInstanceOf(PaymentRefused);
  });

  it('a 503 or 429 is asked again at once with the same key: one checkout session, the first answer', async () => {
    fake.requests.length = 0;
    fake.script({ status: 503 }, { status: 429 });
    const request = checkout();
    const opened = await client().createCheckout(request);
    expect(opened.status).toBe('open');
    expect(fake.requests.map((sent) => sent.headers['idempotency-key'])).toEqual([
      request.idempotencyKey,
      request.idempotencyKey,
      request.idempotencyKey,
    ]);
    fake.script({ status: 500 }, { status: 500 }, { status: 500 });
    expect(await failureOf(client().createCheckout(checkout()))).toBeInstanceOf(PaymentUnavailable);
  });

  it('refusals and unknown outcomes: 400/402/404 refuse, 5xx, 429 and lost connections may be asked again', async () => {
    fake.script({ status: 402, body: { error: { type: 'card_error', message: 'declined' } } });
    expect(await failureOf(once().createCheckout(checkout()))).toBeInstanceOf(PaymentRefused);
    expect(await failureOf(once().retrieve('cs_test_missing'))).toBeInstanceOf(PaymentRefused);
    fake.script({ status: 500, body: { error: { type: 'api_error', message: 'boom' } } });
    expect(await failureOf(once().createCheckout(checkout()))).toBeInstanceOf(PaymentUnavailable);
    fake.script({ status: 429 });
    expect(await failureOf(once().createCheckout(checkout()))).toBeInstanceOf(PaymentUnavailable);
    fake.script({ drop: true });
    expect(await failureOf(once().createCheckout(checkout()))).toBeInstanceOf(PaymentUnavailable);
    const wrongKey = createStripeClient({ baseUrl: fake.baseUrl, secretKey: 'sk_test_wrong' });
    expect(await failureOf(wrongKey.createCheckout(checkout()))).toBeInstanceOf(PaymentUnavailable);
    // The same key with other parameters: Stripe's idempotency_error, a refusal.
    const request = checkout();
    await client().createCheckout(request);
    const reused = await failureOf(client().createCheckout({ ...request, amountMinor: 1 }));
    expect(reused).toMatchObject({ reason: 'idempotency_error' });
  });

  it('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(ConfigError);
  });

  it('the whole app pays through Stripe: the hosted page, back to the portal, the payment read back', async () => {
    const t = await createTestApp({
      env: { PAYMENT_PROVIDER: 'stripe', STRIPE_API_URL: fake.baseUrl, STRIPE_SECRET_KEY: SECRET },
    });
    try {
      const store = await returnStore(t, 'stripe-store');
      const o = await returnOrder(t, store, '#S1');
      const opened = await dearerExchange(t, o);
      const paying = await call(t, o, 'user/pay-return-balance', {
        returnId: opened.returnId,
        requestId: randomUUID(),
      });
      const payment = paying.body.data.payment;
      expect(payment.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
      const session = fake.sessions.get(payment.checkoutUrl.split('/').pop());
      expect(session).toMatchObject({
        amount_total: 8000,
        currency: 'usd',
        client_reference_id: payment.paymentId,
        success_url: `http://localhost:3000/stripe-store/order-details?returnId=${opened.returnId}&payment=${payment.paymentId}`,
      });
      fake.pay(session?.id as string);
      const read = await call(t, o, 'user/get-return-balance', { returnId: opened.returnId });
      expect(read.body.data).toMatchObject({
        balancePaid: 8000,
        outstanding: 0,
        payment: { status: 'paid' },
      });
    } finally {
      await t.close();
    }
  });
});
