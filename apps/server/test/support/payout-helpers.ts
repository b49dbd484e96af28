// Payout tests' building blocks: a store and orders made through the merchant API, a shopper with
// an accepted claim, the job worker run on demand, the sandbox ledger, and a provider that fails
// on purpose (before issuing, after issuing, or by refusing).
import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  PayoutDeclined,
  type PayoutProvider,
  type PayoutRequest,
} from '../../src/adapters/payout/payout-provider';
import type { SandboxIssuer } from '../../src/adapters/payout/sandbox-issuer';
import { jobs, orders, sandboxCards } from '../../src/db/schema';
import { createClaimState } from '../../src/modules/claim-state/claim-state';
import { createPayoutsService, ISSUE_PAYOUT_JOB } from '../../src/modules/payouts/service';
import { callApi, sessionCookieOf, type TestApp } from './test-app';

/** Test apps for payouts: many sign-ins from one address, and jobs run only when a test says so. */
export const PAYOUT_TEST_ENV = { SIGN_IN_LIMIT_PER_WINDOW: '100000' };

export interface Store {
  shop: string;
  merchantId: string;
  apiKey: string;
}

export async function createStore(t: TestApp, shop = `pay-${randomUUID().slice(0, 8)}`): Promise<Store> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/merchants',
    headers: { authorization: `Bearer ${t.adminToken}` },
    payload: { shop, name: `Store ${shop}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { shop, merchantId: response.json().data.merchantId, apiKey: response.json().data.apiKey };
}

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export interface OrderSpec {
  /** Unit prices of the items, one package each, all still on their way (a delay is approved at once). */
  inTransit?: number[];
  /** Unit prices of the items in one delivered package (a damage claim waits for the merchant). */
  delivered?: number[];
  sumInsured?: number;
  currency?: string;
  email?: string;
}

/** Puts an order through the merchant API; answers its name. */
export async function putOrder(t: TestApp, store: Store, spec: OrderSpec): Promise<string> {
  const orderName = `P-${randomUUID().slice(0, 8)}`;
  const transit = (spec.inTransit ?? []).map((price, index) => ({ id: `t${index}`, price }));
  const delivered = (spec.delivered ?? []).map((price, index) => ({ id: `d${index}`, price }));
  const items = [...transit, ...delivered].map((item) => ({
    id: item.id,
    title: `Item ${item.id}`,
    quantity: 1,
    price: item.price,
  }));
  const total = items.reduce((sum, item) => sum + item.price, 0);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/merchant/v1/orders/${orderName}`,
    headers: { authorization: `Bearer ${store.apiKey}` },
    payload: {
      email: spec.email ?? 'payee@example.com',
      firstName: 'Robin',
      lastName: 'Payee',
      currency: spec.currency ?? 'USD',
      placedAt: at(-4),
      shippingPrice: 0,
      items,
      fulfillments: [
        ...transit.map((item) => ({
          id: `f-${item.id}`,
          status: 'in_transit',
          carrier: 'UPS',
          trackingNumber: `1Z${item.id}`,
          shippedAt: at(-2),
          items: [{ itemId: item.id, quantity: 1 }],
        })),
        ...(delivered.length
          ? [
              {
                id: 'f-delivered',
                status: 'delivered',
                carrier: 'UPS',
                trackingNumber: '1ZDELIVERED',
                shippedAt: at(-3),
                deliveredAt: at(-1),
                items: delivered.map((item) => ({ itemId: item.id, quantity: 1 })),
              },
            ]
          : []),
      ],
      policies: [
        {
          id: 'policy',
          productCode: 'shipping_protection',
          status: 'active',
          sumInsured: spec.sumInsured ?? total,
          startsAt: at(-4),
          endsAt: at(60),
          itemIds: items.map((item) => item.id),
        },
      ],
    },
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return orderName;
}

export interface PackageView {
  fulfillmentId: string;
  status: string;
  items: { itemId: string; quantity: number; unitPrice: number }[];
}

export interface Shopper {
  cookie: string;
  orderId: string;
  policyId: string;
  /** Packages in the order the merchant sent them. */
  packages: PackageView[];
}

export async function signIn(
  t: TestApp,
  store: Store,
  orderName: string,
  email = 'payee@example.com',
): Promise<Shopper> {
  const login = await callApi(t, 'rc-login', { merchantId: store.merchantId, orderName, contactInfo: email });
  expect(login.body.code, JSON.stringify(login.body)).toBe(0);
  const cookie = sessionCookieOf(login);
  const policies = await callApi(t, 'query-related-policy-with-check', {}, { cookie });
  const items = await callApi(t, 'get-all-protected-item', {}, { cookie });
  const [order] = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.merchantId, store.merchantId), eq(orders.orderName, orderName)));
  if (!order) throw new Error('order not found');
  return {
    cookie,
    orderId: order.id,
    policyId: policies.body.data.policyList[0].policyId,
    packages: items.body.data.fulfillments,
  };
}

/** The body of a claim on one package: a delay while in transit, damage once delivered. */
export function claimBody(shopper: Shopper, pkg: PackageView, requestId: string = randomUUID()) {
  return {
    policyId: shopper.policyId,
    fulfillmentId: pkg.fulfillmentId,
    issueType: pkg.status === 'delivered' ? ('damage' as const) : ('delay' as const),
    items: pkg.items.map((item) => ({ itemId: item.itemId, quantity: item.quantity })),
    applicantEmail: 'payee@example.com',
    attachments: [],
    includeBp: false,
    paymentMethod: { paymentMethod: 'virtual_card' as const, payAccount: 'payee@example.com' },
    requestId,
  };
}

/** A store's fresh order with one package in transit at `price`, and its delay claim (approved at once). */
export async function acceptedClaim(t: TestApp, store: Store, price: number, currency = 'USD') {
  const orderName = await putOrder(t, store, { inTransit: [price], currency });
  const shopper = await signIn(t, store, orderName);
  const [pkg] = shopper.packages;
  if (!pkg) throw new Error('no package');
  const submitted = await callApi(t, 'submit-claim', claimBody(shopper, pkg), { cookie: shopper.cookie });
  expect(submitted.body.code, JSON.stringify(submitted.body)).toBe(0);
  expect(submitted.body.data.status).toBe('accepted');
  return { shopper, orderName, claim: submitted.body.data as { claimId: string; claimNumber: string } };
}

export async function cashOut(t: TestApp, cookie: string, claimId: string, requestId: string = randomUUID()) {
  return callApi(t, 'rc-cash-withdraw', { claimId, requestId }, { cookie });
}

export async function claimDetail(t: TestApp, cookie: string, claimId: string) {
  const detail = await callApi(t, 'get-claim-detail', { claimId }, { cookie });
  expect(detail.body.code).toBe(0);
  return detail.body.data;
}

/** Runs every payout job now, retries included (their backoff skipped): what the worker does in time. */
export async function runJobs(t: TestApp): Promise<number> {
  await t.database.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(sql`${jobs.status} = 'pending' and ${jobs.kind} = ${ISSUE_PAYOUT_JOB}`);
  return t.services.jobs.drain(ISSUE_PAYOUT_JOB);
}

/** Sandbox ledger entries of a payout (every round's key starts with the payout id). */
export async function ledgerOf(t: TestApp, payoutId: string) {
  return t.database.db
    .select()
    .from(sandboxCards)
    .where(like(sandboxCards.idempotencyKey, `${payoutId}%`));
}

export async function ledgerByKey(t: TestApp, key: string) {
  const [row] = await t.database.db.select().from(sandboxCards).where(eq(sandboxCards.idempotencyKey, key));
  return row;
}

export type Fault = 'transient' | 'crash-after-issue' | 'decline';

/**
 * The sandbox with failures on demand, in the order queued: 'transient' fails before reaching the
 * issuer (a network error), 'crash-after-issue' issues and then fails as a worker dying before it
 * records the card, 'decline' refuses as a provider does, unless the key was issued already (a
 * real provider answers the issued card then).
 */
export function faultyProvider(inner: SandboxIssuer, t: TestApp) {
  const queue: Fault[] = [];
  const provider = {
    name: inner.name,
    calls: 0,
    async issue(request: PayoutRequest) {
      provider.calls += 1;
      const fault = queue.shift();
      if (fault === 'transient') throw new Error('connect ECONNREFUSED (injected)');
      if (fault === 'decline' && !(await ledgerByKey(t, request.idempotencyKey))) {
        throw new PayoutDeclined('payout_declined', 'declined (injected)');
      }
      const result = await inner.issue(request);
      if (fault === 'crash-after-issue')
        throw new Error('worker crashed after the provider issued (injected)');
      return result;
    },
    push(...faults: Fault[]) {
      queue.push(...faults);
    },
    clear() {
      queue.length = 0;
    },
  } satisfies PayoutProvider & Record<string, unknown>;
  return provider;
}

/** Makes the app's issue-payout jobs pay through `provider` (the same job code, another provider). */
export function payThrough(t: TestApp, provider: PayoutProvider): void {
  // Its own state owner without listeners: these payouts send no claim e-mails.
  createPayoutsService({
    db: t.database.db,
    jobs: t.services.jobs,
    provider,
    log: t.app.log,
    state: createClaimState(),
  });
}

/** Back to the app's own provider. */
export function payThroughConfigured(t: TestApp): void {
  t.services.jobs.register(ISSUE_PAYOUT_JOB, (payload) => t.services.payouts.issuePayout(payload));
}
