// The Tremendous client against a local server speaking Tremendous's shapes (a contract test):
// the exact request it sends, the idempotent replay of an external_id (201 with the first order,
// or 409 and a lookup), and which failures are refusals and which are worth asking again. Then
// the whole app paying through it, and the configuration that chooses it.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PayoutDeclined, type PayoutRequest } from '../../src/adapters/payout/payout-provider';
import { createTremendousClient, TremendousUnavailable } from '../../src/adapters/payout/tremendous-client';
import { ConfigError, loadConfig } from '../../src/config';
import { payouts } from '../../src/db/schema';
import { type FakeTremendous, startFakeTremendous } from '../support/payout-fake-tremendous';
import {
  acceptedClaim,
  cashOut,
  claimDetail,
  createStore,
  ledgerOf,
  PAYOUT_TEST_ENV,
  runJobs,
} from '../support/payout-helpers';
import { createTestApp } from '../support/test-app';

const API_KEY = 'TEST_key_0123456789';

function request(overrides: Partial<PayoutRequest> = {}): PayoutRequest {
  return {
    idempotencyKey: randomUUID(),
    amountMinor: 4250,
    currency: 'USD',
    method: 'virtual_card',
    recipient: { email: 'robin@example.com', name: 'Robin Payee' },
    ...overrides,
  };
}

/** One answer, classified: without the outbound client's own retries (decision 057). */
const ONE_TRY = { retries: 0 };

function clientFor(
  fake: FakeTremendous,
  extra: { paypal?: boolean; timeoutMs?: number; retries?: number } = {},
) {
  return createTremendousClient({
    baseUrl: fake.baseUrl,
    apiKey: API_KEY,
    fundingSourceId: 'FUNDING-1',
    visaProductId: 'VISA-PRODUCT',
    paypalProductId: extra.paypal === false ? undefined : 'PAYPAL-PRODUCT',
    ...(extra.timeoutMs ? { timeoutMs: extra.timeoutMs } : {}),
    ...(extra.retries !== undefined ? { retries: extra.retries } : {}),
  });
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('Tremendous client', () => {
  let fake: FakeTremendous;
  beforeAll(async () => {
    fake = await startFakeTremendous({ apiKey: API_KEY });
  });
  afterAll(() => fake.close());
  afterEach(() => {
    fake.requests.length = 0;
    fake.setOrderStatus('EXECUTED');
  });

  it('orders one Visa card reward delivered as a link, with our key as external_id', async () => {
    const payout = request();
    const result = await clientFor(fake).issue(payout);
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/api/v2/orders');
    expect(sent?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.body).toEqual({
      external_id: payout.idempotencyKey,
      payment: { funding_source_id: 'FUNDING-1' },
      reward: {
        value: { denomination: 42.5, currency_code: 'USD' },
        delivery: { method: 'LINK' },
        recipient: { email: 'robin@example.com', name: 'Robin Payee' },
        products: ['VISA-PRODUCT'],
      },
    });
    const order = fake.orders.get(payout.idempotencyKey);
    const reward = order?.rewards[0];
    expect(result).toEqual({
      reference: reward?.id,
      // The number and expiry are shown only at the link; the client does not invent them.
      card: { maskedNumber: '', expiry: '', redemptionUrl: reward?.delivery.link },
    });
  });

  it('sends amounts in major units of the currency, and the e-mail as the name when there is none', async () => {
    await clientFor(fake).issue(request({ amountMinor: 1500, currency: 'JPY' }));
    await clientFor(fake).issue(
      request({ amountMinor: 12345, currency: 'BHD', recipient: { email: 'a@b.example', name: '' } }),
    );
    const bodies = fake.requests.map(
      (entry) => entry.body as { reward: { value: unknown; recipient: unknown } },
    );
    expect(bodies[0]?.reward.value).toEqual({ denomination: 1500, currency_code: 'JPY' });
    expect(bodies[1]?.reward.value).toEqual({ denomination: 12.345, currency_code: 'BHD' });
    expect(bodies[1]?.reward.recipient).toEqual({ email: 'a@b.example', name: 'a@b.example' });
  });

  it('pays PayPal with the PayPal product and no card; without that product it refuses without calling', async () => {
    const result = await clientFor(fake).issue(request({ method: 'paypal' }));
    expect(fake.requests[0]?.body).toMatchObject({ reward: { products: ['PAYPAL-PRODUCT'] } });
    expect(result.card).toBeNull();
    expect(result.reference).toMatch(/^[0-9A-F]{12}$/);
    const refused = await failureOf(clientFor(fake, { paypal: false }).issue(request({ method: 'paypal' })));
    expect(refused).toBeInstanceOf(PayoutDeclined);
    expect((refused as PayoutDeclined).reason).toBe('payout_method_unavailable');
    expect(fake.requests).toHaveLength(1);
  });

  it('asking again with the same key answers the first order (201 replay): one order, the same card', async () => {
    const payout = request();
    const first = await clientFor(fake).issue(payout);
    const again = await clientFor(fake).issue(payout);
    expect(again).toEqual(first);
    expect(fake.requests.map((entry) => (entry.body as { external_id: string }).external_id)).toEqual([
      payout.idempotencyKey,
      payout.idempotencyKey,
    ]);
    expect(
      [...fake.orders.values()].filter((order) => order.external_id === payout.idempotencyKey),
    ).toHaveLength(1);
  });

  it('a timeout after Tremendous created the order is transient; asking again gets that order', async () => {
    const payout = request();
    fake.script({ delayMs: 400 });
    const failure = await failureOf(clientFor(fake, { timeoutMs: 100 }).issue(payout));
    expect(failure).toBeInstanceOf(TremendousUnavailable);
    expect(failure).not.toBeInstanceOf(PayoutDeclined);
    // The fake finishes the order after the client gave up on it.
    const order = await vi.waitFor(
      () => {
        const created = fake.orders.get(payout.idempotencyKey);
        expect(created).toBeDefined();
        return created;
      },
      { timeout: 5000, interval: 20 },
    );
    const result = await clientFor(fake).issue(payout);
    expect(result.reference).toBe(order?.rewards[0]?.id);
    expect(fake.orders.size).toBeGreaterThan(0);
  });

  it('a 503 or 429 is asked again at once with the same external_id: one order', async () => {
    const payout = request();
    fake.requests.length = 0;
    fake.script({ status: 503 }, { status: 429 });
    const result = await clientFor(fake).issue(payout);
    expect(fake.requests.map((entry) => (entry.body as { external_id: string }).external_id)).toEqual([
      payout.idempotencyKey,
      payout.idempotencyKey,
      payout.idempotencyKey,
    ]);
    expect(result.reference).toBe(fake.orders.get(payout.idempotencyKey)?.rewards[0]?.id);
  });

  it('classifies 400, 402, 422 and FAILED orders as refusals; 5xx, 429, 401, dropped connections, bad JSON and pending approval as transient', async () => {
    const refusals: [number, string][] = [
      [400, 'payout_rejected'],
      [402, 'payout_declined'],
      [422, 'payout_rejected'],
    ];
    for (const [status, reason] of refusals) {
      fake.script({ status, body: { errors: { message: `refused ${status}`, payload: {} } } });
      const failure = await failureOf(clientFor(fake, ONE_TRY).issue(request()));
      expect(failure, String(status)).toBeInstanceOf(PayoutDeclined);
      expect((failure as PayoutDeclined).reason).toBe(reason);
      expect((failure as Error).message).toContain(`refused ${status}`);
    }
    for (const status of [500, 502, 503, 429, 404]) {
      fake.script({ status, body: { errors: { message: 'try later', payload: {} } } });
      const failure = await failureOf(clientFor(fake, ONE_TRY).issue(request()));
      expect(failure, String(status)).toBeInstanceOf(TremendousUnavailable);
    }
    const wrongKey = createTremendousClient({
      baseUrl: fake.baseUrl,
      apiKey: 'wrong',
      fundingSourceId: 'FUNDING-1',
      visaProductId: 'VISA-PRODUCT',
    });
    expect(await failureOf(wrongKey.issue(request()))).toBeInstanceOf(TremendousUnavailable);
    fake.script({ drop: true });
    expect(await failureOf(clientFor(fake, ONE_TRY).issue(request()))).toBeInstanceOf(TremendousUnavailable);
    fake.script({ status: 201, raw: '{"order": ' });
    expect(await failureOf(clientFor(fake, ONE_TRY).issue(request()))).toBeInstanceOf(TremendousUnavailable);
    const unreachable = createTremendousClient({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: API_KEY,
      fundingSourceId: 'F',
      visaProductId: 'V',
    });
    expect(await failureOf(unreachable.issue(request()))).toBeInstanceOf(TremendousUnavailable);

    fake.setOrderStatus('PENDING APPROVAL');
    expect(await failureOf(clientFor(fake, ONE_TRY).issue(request()))).toBeInstanceOf(TremendousUnavailable);
    fake.setOrderStatus('FAILED');
    const failed = await failureOf(clientFor(fake, ONE_TRY).issue(request()));
    expect(failed).toBeInstanceOf(PayoutDeclined);
    expect((failed as PayoutDeclined).reason).toBe('payout_declined');
  });
});

describe('Tremendous client, when a repeated external_id answers 409', () => {
  let fake: FakeTremendous;
  beforeAll(async () => {
    fake = await startFakeTremendous({ apiKey: API_KEY, repeat: '409' });
  });
  afterAll(() => fake.close());

  it('looks the existing order up by external_id and answers its reward', async () => {
    const payout = request();
    const first = await clientFor(fake).issue(payout);
    fake.requests.length = 0;
    const again = await clientFor(fake).issue(payout);
    expect(again).toEqual(first);
    const order = fake.orders.get(payout.idempotencyKey);
    expect(fake.requests.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'POST /api/v2/orders',
      `GET /api/v2/orders?external_id=${payout.idempotencyKey}`,
      `GET /api/v2/orders/${order?.id}`,
    ]);
    expect(fake.orders.size).toBe(1);
  });
});

describe('configuration', () => {
  it('refuses to start with PAYOUT_PROVIDER=tremendous and its settings missing, naming each', () => {
    let error: unknown;
    try {
      loadConfig({ PAYOUT_PROVIDER: 'tremendous', TREMENDOUS_API_KEY: 'key' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('TREMENDOUS_FUNDING_SOURCE_ID: needed when PAYOUT_PROVIDER is tremendous');
    expect(message).toContain('TREMENDOUS_VISA_PRODUCT_ID: needed when PAYOUT_PROVIDER is tremendous');
    expect(message).not.toContain('TREMENDOUS_API_KEY:');
    expect(() => loadConfig({ PAYOUT_PROVIDER: 'paypal' })).toThrow(/PAYOUT_PROVIDER/);
    expect(loadConfig({}).PAYOUT_PROVIDER).toBe('sandbox');
    expect(loadConfig({}).TREMENDOUS_BASE_URL).toBe('https://testflight.tremendous.com');
  });
});

describe('the app paying through Tremendous', () => {
  it('pays a claim with the reward link, records the reward id, and a refusal fails the payout', async () => {
    const fake = await startFakeTremendous({ apiKey: API_KEY });
    const t = await createTestApp({
      env: {
        ...PAYOUT_TEST_ENV,
        PAYOUT_PROVIDER: 'tremendous',
        TREMENDOUS_BASE_URL: fake.baseUrl,
        TREMENDOUS_API_KEY: API_KEY,
        TREMENDOUS_FUNDING_SOURCE_ID: 'FUNDING-1',
        TREMENDOUS_VISA_PRODUCT_ID: 'VISA-PRODUCT',
      },
    });
    try {
      await t.services.jobs.stop();
      const store = await createStore(t);
      const { shopper, claim } = await acceptedClaim(t, store, 2500);
      const payoutId = (await cashOut(t, shopper.cookie, claim.claimId)).body.data.payoutId;
      await runJobs(t);
      const order = fake.orders.get(payoutId);
      const reward = order?.rewards[0];
      const detail = await claimDetail(t, shopper.cookie, claim.claimId);
      expect(detail.payout).toMatchObject({
        payoutId,
        status: 'payout_sent',
        card: { brand: 'Visa', maskedNumber: '', expiry: '', redemptionUrl: reward?.delivery.link },
      });
      expect(fake.requests[0]?.body).toMatchObject({
        external_id: payoutId,
        reward: { value: { denomination: 25, currency_code: 'USD' }, recipient: { name: 'Robin Payee' } },
      });
      const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, payoutId));
      expect(row).toMatchObject({ provider: 'tremendous', providerReference: reward?.id });
      expect(await ledgerOf(t, payoutId)).toHaveLength(0);

      const refused = await acceptedClaim(t, store, 1800);
      fake.script({ status: 402, body: { errors: { message: 'Insufficient funds', payload: {} } } });
      await cashOut(t, refused.shopper.cookie, refused.claim.claimId);
      await runJobs(t);
      const failed = await claimDetail(t, refused.shopper.cookie, refused.claim.claimId);
      expect(failed.status).toBe('payout_failed');
      // The shopper sees a reason key, never the provider's words about our funding.
      expect(failed.payout.failureReason).toBe('payout_declined');
      expect(JSON.stringify(failed)).not.toContain('Insufficient');
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
