// Property: whatever shoppers, the merchant and the workers do, in whatever order and at the same
// time, with the provider failing before issuing, after issuing (a worker dying before it records
// the card) or refusing, money goes out at most once per claim and every record agrees:
// - at most one payout issued at the provider per claim, each matching its payout row;
// - no payout_sent without the provider's reference (and the card, for a card);
// - no claim lost: each submission answered 0 is exactly one claim, and no claim is unanswered;
// - a claim is paid at most its approved amount, the policy's remaining is never negative and
//   was reduced once per approval;
// - every cash-out answer for a claim names the same payout.
// Runs on PGlite and on PostgreSQL (where the concurrent requests really run in parallel).
import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@rc/domain/error-codes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { claimEvents, claims, jobs, payouts, policies, sandboxCards } from '../../src/db/schema';
import { sha256Hex } from '../../src/lib/tokens';
import { ISSUE_PAYOUT_JOB } from '../../src/modules/payouts/service';
import {
  cashOut,
  claimBody,
  createStore,
  type Fault,
  faultyProvider,
  PAYOUT_TEST_ENV,
  payThrough,
  putOrder,
  runJobs,
  type Shopper,
  type Store,
  signIn,
} from '../support/payout-helpers';
import { callApi, createTestApp, type TestApp } from '../support/test-app';

const RUNS = Number(process.env.PAYOUT_PROPERTY_RUNS ?? 15);
const SUM_INSURED = 6000;
/** Two packages in transit (delays approved at once: 10.13, refused as a card by the sandbox, and 25.00), one delivered (damage, 40.00). */
const ORDER = { inTransit: [1013, 2500], delivered: [4000], sumInsured: SUM_INSURED };

type Command =
  | { kind: 'submit'; pkg: number; req: number }
  | { kind: 'approve'; slot: number }
  | { kind: 'cashOut'; slot: number; req: number }
  | { kind: 'tabs'; slot: number; count: number }
  | { kind: 'method'; slot: number; paypal: boolean }
  | { kind: 'worker'; faults: Fault[]; parallel: boolean };

const fault = fc.constantFrom<Fault>('transient', 'crash-after-issue', 'decline');
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('submit' as const), pkg: fc.nat(2), req: fc.nat(1) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('approve' as const), slot: fc.nat(3) }) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('cashOut' as const), slot: fc.nat(3), req: fc.nat(1) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('tabs' as const),
      slot: fc.nat(3),
      count: fc.integer({ min: 2, max: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('method' as const), slot: fc.nat(3), paypal: fc.boolean() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('worker' as const),
      faults: fc.array(fault, { maxLength: 3 }),
      parallel: fc.boolean(),
    }),
  },
);
/** Steps run one after another; the commands of a step run at the same time. */
const steps = fc.array(fc.array(command, { minLength: 1, maxLength: 3 }), { minLength: 4, maxLength: 14 });

let t: TestApp;
let store: Store;
let faulty: ReturnType<typeof faultyProvider>;

beforeAll(async () => {
  t = await createTestApp({ env: PAYOUT_TEST_ENV });
  await t.services.jobs.stop();
  store = await createStore(t);
  faulty = faultyProvider(t.services.sandboxIssuer, t);
  payThrough(t, faulty);
});
afterAll(() => t.close());

interface Run {
  shopper: Shopper;
  /** Claims in the order their submissions were answered. */
  claimIds: string[];
  claimNumbers: Map<string, string>;
  submits: Map<string, Set<string>>;
  payoutAnswers: Map<string, Set<string>>;
  statuses: number[];
}

const ACCEPTABLE_CODES = new Set<number>([
  0,
  ERROR_CODES.ITEMS_NOT_CLAIMABLE,
  ERROR_CODES.PAYOUT_NOT_AVAILABLE,
  ERROR_CODES.CLAIM_NOT_CHANGEABLE,
  ERROR_CODES.NO_COVERAGE_LEFT,
]);

function claimAt(run: Run, slot: number): string | undefined {
  return run.claimIds.length ? run.claimIds[slot % run.claimIds.length] : undefined;
}

function record(run: Run, answer: { status: number; body: { code: number } }) {
  run.statuses.push(answer.status);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
  expect(ACCEPTABLE_CODES.has(answer.body.code), JSON.stringify(answer.body)).toBe(true);
}

async function doCashOut(run: Run, claimId: string, requestId: string) {
  const answer = await cashOut(t, run.shopper.cookie, claimId, requestId);
  record(run, answer);
  if (answer.body.code === 0) {
    const seen = run.payoutAnswers.get(claimId) ?? new Set<string>();
    seen.add(answer.body.data.payoutId);
    run.payoutAnswers.set(claimId, seen);
  }
}

async function execute(run: Run, step: Command): Promise<void> {
  const { cookie } = run.shopper;
  switch (step.kind) {
    case 'submit': {
      const pkg = run.shopper.packages[step.pkg];
      if (!pkg) return;
      // One request id always carries one body: a retry of the same submission.
      const requestId = `s-${run.shopper.orderId}-${step.pkg}-${step.req}`;
      const answer = await callApi(t, 'submit-claim', claimBody(run.shopper, pkg, requestId), { cookie });
      record(run, answer);
      if (answer.body.code === 0) {
        const { claimId, claimNumber } = answer.body.data;
        const seen = run.submits.get(requestId) ?? new Set<string>();
        seen.add(claimId);
        run.submits.set(requestId, seen);
        if (!run.claimIds.includes(claimId)) run.claimIds.push(claimId);
        run.claimNumbers.set(claimId, claimNumber);
      }
      return;
    }
    case 'approve': {
      const claimId = claimAt(run, step.slot);
      if (!claimId) return;
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/v1/merchants/${store.shop}/claims/${run.claimNumbers.get(claimId)}/approve`,
        headers: { authorization: `Bearer ${t.adminToken}` },
        payload: {},
      });
      record(run, { status: response.statusCode === 409 ? 200 : response.statusCode, body: response.json() });
      return;
    }
    case 'cashOut': {
      const claimId = claimAt(run, step.slot);
      if (claimId) await doCashOut(run, claimId, `c-${claimId}-${step.req}`);
      return;
    }
    case 'tabs': {
      const claimId = claimAt(run, step.slot);
      if (!claimId) return;
      await Promise.all(Array.from({ length: step.count }, () => doCashOut(run, claimId, randomUUID())));
      return;
    }
    case 'method': {
      const claimId = claimAt(run, step.slot);
      if (!claimId) return;
      const paymentMethod = step.paypal
        ? { paymentMethod: 'paypal' as const, payAccount: 'robin.paypal@example.com' }
        : { paymentMethod: 'virtual_card' as const, payAccount: 'payee@example.com' };
      const answer = await callApi(t, 'edit-payment-method', { claimId, paymentMethod }, { cookie });
      record(run, { status: answer.status === 409 ? 200 : answer.status, body: answer.body });
      return;
    }
    case 'worker': {
      faulty.push(...step.faults);
      await Promise.all(step.parallel ? [runJobs(t), runJobs(t)] : [runJobs(t)]);
      return;
    }
  }
}

/** Lets every payout finish: no more failures, dead jobs requeued (the operator's remedy), the queue drained. */
async function settle() {
  faulty.clear();
  await t.database.db
    .update(jobs)
    .set({ status: 'pending', attempts: 0, finishedAt: null })
    .where(and(eq(jobs.status, 'dead'), eq(jobs.kind, ISSUE_PAYOUT_JOB)));
  for (let round = 0; round < 10; round++) {
    if ((await runJobs(t)) === 0) return;
  }
  throw new Error('the job queue did not settle');
}

function referenceOf(entry: typeof sandboxCards.$inferSelect): string {
  return `SBX-${entry.cardNumber === '' ? 'PP' : 'VC'}-${sha256Hex(entry.token).slice(0, 16).toUpperCase()}`;
}

async function checkInvariants(run: Run) {
  const db = t.database.db;
  const claimRows = await db.select().from(claims).where(eq(claims.orderId, run.shopper.orderId));
  const claimIds = claimRows.map((claim) => claim.id);

  // No claim lost, none made without an answer; one submission is one claim.
  expect(new Set(claimIds)).toEqual(new Set(run.claimIds));
  for (const [requestId, answered] of run.submits) expect(answered.size, requestId).toBe(1);

  const payoutRows = claimIds.length
    ? await db.select().from(payouts).where(inArray(payouts.claimId, claimIds))
    : [];
  const ledger = await db
    .select()
    .from(sandboxCards)
    .where(
      sql`split_part(${sandboxCards.idempotencyKey}, ':', 1) in (select ${payouts.id}::text from ${payouts} join ${claims} on ${claims.id} = ${payouts.claimId} where ${claims.orderId} = ${run.shopper.orderId})`,
    );
  // Nothing at the provider that no payout asked for (in any run so far).
  const [orphans] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sandboxCards)
    .where(
      sql`not exists (select 1 from ${payouts} where ${payouts.id}::text = split_part(${sandboxCards.idempotencyKey}, ':', 1))`,
    );
  expect(orphans?.n).toBe(0);

  for (const claim of claimRows) {
    const payout = payoutRows.find((row) => row.claimId === claim.id);
    const issued = payout ? ledger.filter((entry) => entry.idempotencyKey.split(':')[0] === payout.id) : [];
    // At most one payout issued at the provider per claim.
    expect(issued.length, `claim ${claim.id}`).toBeLessThanOrEqual(1);
    // Money out at most the approved amount.
    const paid = issued.reduce((sum, entry) => sum + entry.amountMinor, 0);
    expect(paid).toBeLessThanOrEqual(claim.approvedMinor ?? 0);
    // Every cash-out answer named this claim's one payout.
    const answered = run.payoutAnswers.get(claim.id) ?? new Set<string>();
    expect(answered.size).toBeLessThanOrEqual(1);
    if (answered.size) expect([...answered]).toEqual([payout?.id]);

    const inPayout = ['sending_payout', 'payout_sent', 'payout_failed'].includes(claim.status);
    expect(Boolean(payout), `claim ${claim.status}`).toBe(inPayout);
    if (!payout) continue;
    // The claim and its payout agree; after the queue settled nothing is left half-way.
    expect(payout.status).toBe(claim.status);
    expect(payout.status).not.toBe('sending_payout');
    expect(payout.amountMinor).toBe(claim.approvedMinor);
    if (payout.status === 'payout_sent') {
      // No payout_sent without the provider's reference, its card, and the entry it came from.
      expect(payout.providerReference).toBeTruthy();
      expect(payout.sentAt).toBeTruthy();
      const [entry] = issued;
      expect(entry).toBeDefined();
      if (!entry) continue;
      expect(entry.idempotencyKey).toBe(payout.attempts <= 1 ? payout.id : `${payout.id}:${payout.attempts}`);
      expect(payout.providerReference).toBe(referenceOf(entry));
      if (payout.method === 'virtual_card') {
        expect(payout.card?.redemptionUrl.endsWith(`/${entry.token}`)).toBe(true);
        expect(payout.card?.maskedNumber.endsWith(entry.cardNumber.slice(-4))).toBe(true);
      } else {
        expect(payout.card).toBeNull();
      }
    } else {
      // A refused payout issued nothing, and says why.
      expect(issued).toHaveLength(0);
      expect(payout.failureReason).toBeTruthy();
    }
    const sentEvents = await db
      .select()
      .from(claimEvents)
      .where(and(eq(claimEvents.claimId, claim.id), eq(claimEvents.toStatus, 'payout_sent')));
    expect(sentEvents.length).toBeLessThanOrEqual(1);
  }

  // The policy paid each approval once and never went below zero.
  const [policy] = await db.select().from(policies).where(eq(policies.id, run.shopper.policyId));
  const approved = claimRows.reduce((sum, claim) => sum + (claim.approvedMinor ?? 0), 0);
  expect(policy?.remainingMinor).toBeGreaterThanOrEqual(0);
  expect(policy?.remainingMinor).toBe(SUM_INSURED - approved);
}

it('pays each claim at most once, whatever the order, concurrency and failures', async () => {
  await fc.assert(
    fc.asyncProperty(steps, async (plan) => {
      const orderName = await putOrder(t, store, ORDER);
      const run: Run = {
        shopper: await signIn(t, store, orderName),
        claimIds: [],
        claimNumbers: new Map(),
        submits: new Map(),
        payoutAnswers: new Map(),
        statuses: [],
      };
      for (const step of plan) await Promise.all(step.map((entry) => execute(run, entry)));
      await settle();
      await checkInvariants(run);
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
}, 240_000);
