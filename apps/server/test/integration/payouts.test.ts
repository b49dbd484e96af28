// Payouts through the public boundary: cash out an accepted claim, the job issues a virtual Visa
// card, the claim detail shows it and its redemption page shows it whole; double clicks, second
// tabs and crashed workers never issue a second card; a refusal can be retried with another
// payment method under the same payout id; the policy pays each claim once.
import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { formatMoney } from '@rc/domain/format';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLuhnValid } from '../../src/adapters/payout/card-number';
import { claimEvents, jobs, payouts, policies } from '../../src/db/schema';
import { ISSUE_PAYOUT_JOB } from '../../src/modules/payouts/service';
import {
  acceptedClaim,
  cashOut,
  claimBody,
  claimDetail,
  createStore,
  faultyProvider,
  ledgerByKey,
  ledgerOf,
  PAYOUT_TEST_ENV,
  payThrough,
  payThroughConfigured,
  putOrder,
  runJobs,
  type Store,
  signIn,
} from '../support/payout-helpers';
import { callApi, createTestApp, signInToDemo, type TestApp } from '../support/test-app';

let t: TestApp;
let store: Store;

beforeAll(async () => {
  t = await createTestApp({ demo: true, env: PAYOUT_TEST_ENV });
  // The tests run the worker themselves (drain), so each step is deterministic.
  await t.services.jobs.stop();
  store = await createStore(t);
});
afterAll(() => t.close());

function tokenOf(redemptionUrl: string): string {
  return redemptionUrl.split('/').at(-1) ?? '';
}

describe('cash out', () => {
  it('pays an accepted claim with a virtual Visa card shown on the claim and at its link', async () => {
    const { shopper, claim } = await acceptedClaim(t, store, 4250);
    const requestId = randomUUID();
    const answer = await cashOut(t, shopper.cookie, claim.claimId, requestId);
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toMatchObject({
      status: 'sending_payout',
      method: 'virtual_card',
      amount: 4250,
      currency: 'USD',
      card: null,
      failureReason: null,
      sentAt: null,
    });
    const sending = await claimDetail(t, shopper.cookie, claim.claimId);
    expect(sending.status).toBe('sending_payout');
    expect(sending.can.cashOut).toBe(false);
    expect(sending.can.changePaymentMethod).toBe(false);

    expect(await t.services.jobs.drain(ISSUE_PAYOUT_JOB)).toBe(1);
    const detail = await claimDetail(t, shopper.cookie, claim.claimId);
    expect(detail.status).toBe('payout_sent');
    expect(detail.payout).toMatchObject({
      payoutId: answer.body.data.payoutId,
      status: 'payout_sent',
      amount: 4250,
      card: { brand: 'Visa' },
    });
    const card = detail.payout.card;
    expect(card.maskedNumber).toMatch(/^•••• •••• •••• \d{4}$/);
    const now = new Date();
    expect(card.expiry).toBe(
      `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String((now.getUTCFullYear() + 1) % 100).padStart(2, '0')}`,
    );
    expect(card.redemptionUrl).toMatch(/^http:\/\/localhost:3000\/payouts\/cards\/[\w-]{43}$/);
    expect(new Date(detail.payout.sentAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(detail.timeline.slice(-2)).toMatchObject([
      { type: 'status_changed', status: 'sending_payout', actor: 'shopper' },
      { type: 'status_changed', status: 'payout_sent', actor: 'system' },
    ]);

    // The redemption page: the whole card to whoever has the link, never cached.
    const path = new URL(card.redemptionUrl).pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.body).not.toContain('<script');
    const ledger = await ledgerByKey(t, answer.body.data.payoutId);
    if (!ledger) throw new Error('no ledger entry');
    expect(tokenOf(card.redemptionUrl)).toBe(ledger.token);
    expect(ledger.cardNumber).toMatch(/^4\d{15}$/);
    expect(isLuhnValid(ledger.cardNumber)).toBe(true);
    expect(card.maskedNumber.endsWith(ledger.cardNumber.slice(-4))).toBe(true);
    expect(page.body).toContain(ledger.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(page.body).toContain(ledger.cvv);
    expect(page.body).toContain(card.expiry);
    expect(page.body).toContain(formatMoney(4250, 'USD', 'en-US'));
    expect(page.body).toContain('Robin Payee &lt;payee@example.com&gt;');
    expect(page.body).toContain('VISA');
    // Another browser, no session: the link alone shows the card.
    expect((await t.app.inject({ method: 'GET', url: path, headers: { cookie: '' } })).statusCode).toBe(200);

    for (const unknown of [
      `${path.slice(0, -4)}AAAA`,
      '/payouts/cards/nope',
      '/payouts/cards/..%2F..%2Fetc',
    ]) {
      const missing = await t.app.inject({ method: 'GET', url: unknown });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['cache-control']).toBe('no-store');
      expect(missing.body).not.toContain(ledger.cardNumber);
    }
  });

  it('answers the same payout to a double click and a second tab, and issues one card', async () => {
    const { shopper, claim } = await acceptedClaim(t, store, 1999);
    const requestId = randomUUID();
    const tabs = await Promise.all([
      cashOut(t, shopper.cookie, claim.claimId, requestId),
      cashOut(t, shopper.cookie, claim.claimId, requestId),
      cashOut(t, shopper.cookie, claim.claimId),
      cashOut(t, shopper.cookie, claim.claimId),
    ]);
    expect(tabs.map((tab) => tab.body.code)).toEqual([0, 0, 0, 0]);
    const payoutId = tabs[0]?.body.data.payoutId;
    expect(new Set(tabs.map((tab) => tab.body.data.payoutId))).toEqual(new Set([payoutId]));
    expect(await runJobs(t)).toBe(1);

    // After it was paid: the same answer again, now with the card.
    const again = await cashOut(t, shopper.cookie, claim.claimId, requestId);
    const other = await cashOut(t, shopper.cookie, claim.claimId);
    for (const answer of [again, other]) {
      expect(answer.body.data).toMatchObject({ payoutId, status: 'payout_sent' });
      expect(answer.body.data.card.maskedNumber).toMatch(/\d{4}$/);
    }
    expect(await runJobs(t)).toBe(0);
    expect(await ledgerOf(t, payoutId)).toHaveLength(1);
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(payouts)
      .where(eq(payouts.claimId, claim.claimId));
    expect(rows?.n).toBe(1);
    const [queued] = await t.database.db
      .select({ n: count() })
      .from(jobs)
      .where(eq(jobs.dedupeKey, `issue-payout:${payoutId}:1`));
    expect(queued?.n).toBe(1);
    const events = await t.database.db
      .select()
      .from(claimEvents)
      .where(eq(claimEvents.claimId, claim.claimId));
    expect(events.filter((event) => event.toStatus === 'sending_payout')).toHaveLength(1);
  });

  it('refuses a claim that is not accepted (100019) and a claim of another order (100009)', async () => {
    const orderName = await putOrder(t, store, { delivered: [3000] });
    const shopper = await signIn(t, store, orderName);
    const [pkg] = shopper.packages;
    if (!pkg) throw new Error('no package');
    const submitted = await callApi(t, 'submit-claim', claimBody(shopper, pkg), { cookie: shopper.cookie });
    expect(submitted.body.data.status).toBe('action_required');
    const refused = await cashOut(t, shopper.cookie, submitted.body.data.claimId);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(ERROR_CODES.PAYOUT_NOT_AVAILABLE);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(payouts)
      .where(eq(payouts.claimId, submitted.body.data.claimId));
    expect(row?.n).toBe(0);

    const { claim } = await acceptedClaim(t, store, 1500);
    const stranger = await signInToDemo(t, '#1001');
    const foreign = await cashOut(t, stranger.cookie, claim.claimId);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(ERROR_CODES.NOT_FOUND_FOR_ORDER);
    const unknown = await cashOut(t, stranger.cookie, randomUUID());
    expect(unknown.body.code).toBe(ERROR_CODES.NOT_FOUND_FOR_ORDER);
    expect(
      (await callApi(t, 'rc-cash-withdraw', { claimId: claim.claimId, requestId: 'x' } as never)).status,
    ).toBe(400);
  });

  it('the same requestId for another claim answers 100015', async () => {
    const first = await acceptedClaim(t, store, 1200);
    const requestId = randomUUID();
    expect((await cashOut(t, first.shopper.cookie, first.claim.claimId, requestId)).body.code).toBe(0);
    const other = await callApi(
      t,
      'rc-cash-withdraw',
      { claimId: randomUUID(), requestId },
      { cookie: first.shopper.cookie },
    );
    expect(other.status).toBe(409);
    expect(other.body.code).toBe(ERROR_CODES.IDEMPOTENCY_KEY_REUSED);
    await runJobs(t);
  });

  it('pays a demo delay claim on #1001 (the shopper portal path)', async () => {
    const { cookie } = await signInToDemo(t, '#1001');
    const policy = (await callApi(t, 'query-related-policy-with-check', {}, { cookie })).body.data
      .policyList[0];
    const packages = (await callApi(t, 'get-all-protected-item', {}, { cookie })).body.data.fulfillments;
    const inTransit = packages.find((pkg: { status: string }) => pkg.status !== 'delivered');
    const submitted = await callApi(
      t,
      'submit-claim',
      {
        policyId: policy.policyId,
        fulfillmentId: inTransit.fulfillmentId,
        issueType: 'delay',
        items: inTransit.items.map((item: { itemId: string }) => ({ itemId: item.itemId, quantity: 1 })),
        applicantEmail: 'shopper@example.com',
        attachments: [],
        requestId: randomUUID(),
      },
      { cookie },
    );
    expect(submitted.body.data.status).toBe('accepted');
    const answer = await cashOut(t, cookie, submitted.body.data.claimId);
    expect(answer.body.data.amount).toBe(submitted.body.data.amount);
    await runJobs(t);
    const detail = await claimDetail(t, cookie, submitted.body.data.claimId);
    expect(detail.payout.status).toBe('payout_sent');
  });
});

describe('refusals and retries', () => {
  it('a declined card can be retried as PayPal under the same payout id; the policy pays once', async () => {
    const orderName = await putOrder(t, store, { inTransit: [1013], sumInsured: 5000 });
    const shopper = await signIn(t, store, orderName);
    const [pkg] = shopper.packages;
    if (!pkg) throw new Error('no package');
    const submitted = await callApi(t, 'submit-claim', claimBody(shopper, pkg), { cookie: shopper.cookie });
    expect(submitted.body.data).toMatchObject({ status: 'accepted', amount: 1013 });
    const remaining = async () =>
      (await t.database.db.select().from(policies).where(eq(policies.id, shopper.policyId)))[0]
        ?.remainingMinor;
    expect(await remaining()).toBe(5000 - 1013);
    const claimId = submitted.body.data.claimId;

    const firstRequest = randomUUID();
    const first = await cashOut(t, shopper.cookie, claimId, firstRequest);
    const payoutId = first.body.data.payoutId;
    await runJobs(t);
    const failed = await claimDetail(t, shopper.cookie, claimId);
    expect(failed).toMatchObject({
      status: 'payout_failed',
      statusReason: 'payout_declined',
      payout: {
        payoutId,
        status: 'payout_failed',
        failureReason: 'payout_declined',
        card: null,
        sentAt: null,
      },
      can: { cashOut: true, changePaymentMethod: true },
    });
    expect(failed.timeline.at(-1)).toMatchObject({
      status: 'payout_failed',
      actor: 'system',
      reason: 'payout_declined',
    });
    expect(await ledgerOf(t, payoutId)).toHaveLength(0);

    // The first request id again is the first request: it answers the payout as it is, starts nothing.
    const replay = await cashOut(t, shopper.cookie, claimId, firstRequest);
    expect(replay.body.data).toMatchObject({ payoutId, status: 'payout_failed' });
    expect(await runJobs(t)).toBe(0);

    // The same card again is refused again …
    const retryCard = await cashOut(t, shopper.cookie, claimId);
    expect(retryCard.body.data).toMatchObject({ payoutId, status: 'sending_payout', failureReason: null });
    await runJobs(t);
    expect((await claimDetail(t, shopper.cookie, claimId)).payout.status).toBe('payout_failed');

    // … PayPal pays it, under the same payout id.
    const changed = await callApi(
      t,
      'edit-payment-method',
      { claimId, paymentMethod: { paymentMethod: 'paypal', payAccount: 'robin.paypal@example.com' } },
      { cookie: shopper.cookie },
    );
    expect(changed.body.data.paymentMethod).toEqual({
      paymentMethod: 'paypal',
      payAccount: 'robin.paypal@example.com',
    });
    const retry = await cashOut(t, shopper.cookie, claimId);
    expect(retry.body.data).toMatchObject({
      payoutId,
      status: 'sending_payout',
      method: 'paypal',
      amount: 1013,
    });
    await runJobs(t);
    const paid = await claimDetail(t, shopper.cookie, claimId);
    expect(paid).toMatchObject({
      status: 'payout_sent',
      statusReason: null,
      payout: { payoutId, status: 'payout_sent', method: 'paypal', card: null, failureReason: null },
    });
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, payoutId));
    expect(row).toMatchObject({ attempts: 3, account: 'robin.paypal@example.com', provider: 'sandbox' });
    expect(row?.providerReference).toMatch(/^SBX-PP-[0-9A-F]{16}$/);
    const ledger = await ledgerOf(t, payoutId);
    expect(ledger.map((entry) => entry.idempotencyKey)).toEqual([`${payoutId}:3`]);
    expect(ledger[0]).toMatchObject({ cardNumber: '', amountMinor: 1013, currency: 'USD' });
    // A PayPal payment has no card page.
    const page = await t.app.inject({ method: 'GET', url: `/payouts/cards/${ledger[0]?.token}` });
    expect(page.statusCode).toBe(404);
    expect(await remaining()).toBe(5000 - 1013);
    // Paid: the method can no longer change.
    const late = await callApi(
      t,
      'edit-payment-method',
      { claimId, paymentMethod: { paymentMethod: 'virtual_card', payAccount: 'payee@example.com' } },
      { cookie: shopper.cookie },
    );
    expect(late.body.code).toBe(ERROR_CODES.CLAIM_NOT_CHANGEABLE);
  });

  it('a transient failure leaves the claim sending_payout and the queue retries it', async () => {
    const faulty = faultyProvider(t.services.sandboxIssuer, t);
    payThrough(t, faulty);
    try {
      const { shopper, claim } = await acceptedClaim(t, store, 2100);
      const answer = await cashOut(t, shopper.cookie, claim.claimId);
      faulty.push('transient', 'transient');
      await t.services.jobs.drain();
      expect((await claimDetail(t, shopper.cookie, claim.claimId)).status).toBe('sending_payout');
      const [job] = await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `issue-payout:${answer.body.data.payoutId}:1`));
      expect(job).toMatchObject({ status: 'pending', attempts: 1 });
      expect(job?.lastError).toContain('ECONNREFUSED');
      expect(job?.runAt.getTime()).toBeGreaterThan(Date.now());
      await runJobs(t);
      await runJobs(t);
      expect(faulty.calls).toBe(3);
      expect((await claimDetail(t, shopper.cookie, claim.claimId)).status).toBe('payout_sent');
      expect(await ledgerOf(t, answer.body.data.payoutId)).toHaveLength(1);
    } finally {
      payThroughConfigured(t);
    }
  });

  it('a worker that dies after the card was issued issues the same card when the job runs again', async () => {
    const faulty = faultyProvider(t.services.sandboxIssuer, t);
    payThrough(t, faulty);
    try {
      const { shopper, claim } = await acceptedClaim(t, store, 3300);
      const payoutId = (await cashOut(t, shopper.cookie, claim.claimId)).body.data.payoutId;
      faulty.push('crash-after-issue', 'crash-after-issue');
      await runJobs(t);
      await runJobs(t);
      const issued = await ledgerOf(t, payoutId);
      expect(issued).toHaveLength(1);
      expect((await claimDetail(t, shopper.cookie, claim.claimId)).status).toBe('sending_payout');
      await runJobs(t);
      const detail = await claimDetail(t, shopper.cookie, claim.claimId);
      expect(detail.status).toBe('payout_sent');
      expect(tokenOf(detail.payout.card.redemptionUrl)).toBe(issued[0]?.token);
      expect(await ledgerOf(t, payoutId)).toHaveLength(1);
      // A job run twice (a lock that expired under a slow provider) changes nothing either.
      await t.services.payouts.issuePayout({ payoutId, round: 1 });
      expect(await ledgerOf(t, payoutId)).toHaveLength(1);
    } finally {
      payThroughConfigured(t);
    }
  });

  it('the worker pays on its own soon after the request', async () => {
    const { shopper, claim } = await acceptedClaim(t, store, 2750);
    t.services.jobs.start();
    try {
      await cashOut(t, shopper.cookie, claim.claimId);
      const deadline = Date.now() + 15_000;
      let status = '';
      while (Date.now() < deadline) {
        status = (await claimDetail(t, shopper.cookie, claim.claimId)).status;
        if (status === 'payout_sent') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(status).toBe('payout_sent');
    } finally {
      await t.services.jobs.stop();
    }
  });

  it('an approval of nothing has nothing to pay (100019)', async () => {
    const orderName = await putOrder(t, store, { delivered: [2200] });
    const shopper = await signIn(t, store, orderName);
    const [pkg] = shopper.packages;
    if (!pkg) throw new Error('no package');
    const submitted = await callApi(t, 'submit-claim', claimBody(shopper, pkg), { cookie: shopper.cookie });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/v1/merchants/${store.shop}/claims/${submitted.body.data.claimNumber}/approve`,
      headers: { authorization: `Bearer ${t.adminToken}` },
      payload: { amount: 0, note: 'Goodwill only' },
    });
    expect(approved.json().data.status).toBe('accepted');
    const refused = await cashOut(t, shopper.cookie, submitted.body.data.claimId);
    expect(refused.body.code).toBe(ERROR_CODES.PAYOUT_NOT_AVAILABLE);
  });
});
