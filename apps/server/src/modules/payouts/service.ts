// Payouts of approved claims (rc-cash-withdraw), paid through the configured provider by a durable
// job. Nothing is ever paid twice:
// - one payout row per claim (claim_id is unique); a retry after a refusal reuses it and its id;
// - the request, the claim's move to sending_payout and the job are one transaction, with the
//   order locked as every claim write locks it, and once per requestId;
// - the job asks the provider with an idempotency key fixed for the round (the payout id; the
//   payout id and round number for a later round), so a crash after the provider issued and before
//   we recorded it asks again and gets the same card back;
// - only a definitive refusal (PayoutDeclined: nothing issued) ends a round as payout_failed; any
//   other failure leaves the claim sending_payout and the queue retries with backoff.
// A new round starts only after a refusal, so its fresh key cannot pay what an earlier round paid.
import type { PayoutSchema } from '@rc/contract/claims/calls';
import { type ClaimStatus, nextClaimStatus } from '@rc/domain/claim-lifecycle';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  PayoutDeclined,
  type PayoutMethod,
  type PayoutProvider,
  type PayoutResult,
} from '../../adapters/payout/payout-provider';
import type { Db, Tx } from '../../db/client';
import type { ShopperSession } from '../../gateway/register-call';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { once } from '../../lib/idempotency';
import type { ClaimRow, ClaimState } from '../claim-state';
import { createPayoutsRepository, type PayoutRow } from './repository';

export const ISSUE_PAYOUT_JOB = 'issue-payout';

export type Payout = z.infer<typeof PayoutSchema>;

export interface PayoutsDeps {
  db: Db;
  jobs: JobQueue;
  provider: PayoutProvider;
  log: FastifyBaseLogger;
  /** The claim's state owner: locks the order and the claim, and moves the claim. */
  state: ClaimState;
}

const METHODS: readonly string[] = ['virtual_card', 'paypal'] satisfies PayoutMethod[];

/** The provider's idempotency key of a payout's round: the payout id, then `<id>:<round>`. */
export function providerKeyOf(payoutId: string, round: number): string {
  return round <= 1 ? payoutId : `${payoutId}:${round}`;
}

/** A payout as the shopper sees it (the contract's Payout). */
export function payoutView(row: PayoutRow): Payout {
  return {
    payoutId: row.id,
    status: row.status,
    method: row.method as PayoutMethod,
    amount: row.amountMinor,
    currency: row.currency,
    card: row.card ? { brand: 'Visa', ...row.card } : null,
    failureReason: row.failureReason,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

function notForThisOrder(): AppError {
  return new AppError(ERROR_CODES.NOT_FOUND_FOR_ORDER, { httpStatus: 404 });
}

function notAvailable(): AppError {
  return new AppError(ERROR_CODES.PAYOUT_NOT_AVAILABLE, { httpStatus: 409 });
}

type Outcome = { sent: PayoutResult } | { declined: PayoutDeclined };

export function createPayoutsService(deps: PayoutsDeps) {
  /**
   * Locks, in the order every claim write takes them (order, claim, payout), what a payout change
   * touches; the claim undefined when it is not of that order.
   */
  async function lockForPayout(tx: Tx, orderId: string, claimId: string) {
    const claim = await deps.state.lockClaim(tx, orderId, claimId);
    if (!claim) return { claim: undefined, payout: undefined };
    return { claim, payout: await createPayoutsRepository(tx).lockForClaim(tx, claim.id) };
  }

  /** Starts a round: the payout row (new, or the refused one again), the claim's move, the job. */
  async function startRound(tx: Tx, claim: ClaimRow, existing: PayoutRow | undefined): Promise<PayoutRow> {
    const amount = claim.approvedMinor ?? claim.amountMinor;
    const method = claim.paymentMethod ?? 'virtual_card';
    const account = claim.payAccount ?? claim.applicantEmail;
    const next = nextClaimStatus(claim.status as ClaimStatus, 'requestPayout');
    if (!next || amount <= 0 || !METHODS.includes(method) || !account) throw notAvailable();
    const round = {
      status: 'sending_payout' as const,
      method,
      account,
      amountMinor: amount,
      currency: claim.currency,
      provider: deps.provider.name,
      providerReference: null,
      card: null,
      failureReason: null,
      sentAt: null,
    };
    const repository = createPayoutsRepository(tx);
    const payout = existing
      ? await repository.update(existing.id, { ...round, attempts: existing.attempts + 1 })
      : await repository.insert({ ...round, claimId: claim.id, attempts: 1 });
    await deps.state.move(tx, claim, 'requestPayout', {
      actor: 'shopper',
      data: { payoutId: payout.id, method, round: payout.attempts },
    });
    await deps.jobs.enqueue(
      tx,
      ISSUE_PAYOUT_JOB,
      { payoutId: payout.id, round: payout.attempts },
      { dedupeKey: `${ISSUE_PAYOUT_JOB}:${payout.id}:${payout.attempts}` },
    );
    return payout;
  }

  /** Records a round's outcome, unless the round is over already (a repeat of the job). */
  async function settle(orderId: string, payout: PayoutRow, round: number, outcome: Outcome) {
    await deps.db.transaction(async (tx) => {
      const locked = await lockForPayout(tx, orderId, payout.claimId);
      const { claim, payout: current } = locked;
      if (!claim || !current || current.status !== 'sending_payout' || current.attempts !== round) return;
      const repository = createPayoutsRepository(tx);
      if ('sent' in outcome) {
        const { reference, card } = outcome.sent;
        await repository.update(current.id, {
          status: 'payout_sent',
          providerReference: reference,
          card,
          sentAt: new Date(),
        });
        await deps.state.move(tx, claim, 'payoutSent', {
          actor: 'system',
          data: { payoutId: current.id, reference },
        });
        return;
      }
      const reason = outcome.declined.reason;
      await repository.update(current.id, { status: 'payout_failed', failureReason: reason });
      await deps.state.move(tx, claim, 'payoutFailed', {
        actor: 'system',
        reason,
        data: { payoutId: current.id },
      });
    });
  }

  /** The issue-payout job: asks the provider once per round and records the answer. */
  async function issuePayout(payload: Record<string, unknown>): Promise<void> {
    const payoutId = typeof payload.payoutId === 'string' ? payload.payoutId : null;
    const round = typeof payload.round === 'number' ? payload.round : 1;
    if (!payoutId) return;
    const target = await createPayoutsRepository(deps.db).forIssue(payoutId);
    const payout = target?.payout;
    // Paid, refused, or a later round under way: this job has nothing left to do.
    if (!target || !payout || payout.status !== 'sending_payout' || payout.attempts !== round) return;
    if (payout.provider !== deps.provider.name) {
      // Another provider may have issued it already; paying here too could pay twice.
      throw new Error(`payout ${payout.id} was started with ${payout.provider}, not ${deps.provider.name}`);
    }
    let outcome: Outcome;
    try {
      outcome = {
        sent: await deps.provider.issue({
          idempotencyKey: providerKeyOf(payout.id, round),
          amountMinor: payout.amountMinor,
          currency: payout.currency,
          method: payout.method as PayoutMethod,
          recipient: {
            email: payout.account,
            name: [target.firstName, target.lastName].filter(Boolean).join(' '),
          },
        }),
      };
    } catch (error) {
      if (!(error instanceof PayoutDeclined)) throw error;
      deps.log.warn(
        { payoutId: payout.id, round, reason: error.reason, err: error.message },
        'payout refused',
      );
      outcome = { declined: error };
    }
    await settle(target.orderId, payout, round, outcome);
  }

  deps.jobs.register(ISSUE_PAYOUT_JOB, (payload) => issuePayout(payload));

  return {
    /**
     * rc-cash-withdraw: pays an accepted claim, or retries a refused payout. A claim already being
     * paid or paid answers its payout (a double click, a second tab). Once per requestId; a replay
     * answers the payout as it is now.
     */
    async cashOut(session: ShopperSession, input: { claimId: string; requestId: string }): Promise<Payout> {
      const key = `rc-cash-withdraw:${session.orderId}:${input.requestId}`;
      const { value, replayed } = await once(deps.db, key, { claimId: input.claimId }, async (tx) => {
        const { claim, payout } = await lockForPayout(tx, session.orderId, input.claimId);
        if (!claim) throw notForThisOrder();
        if (payout && (claim.status === 'sending_payout' || claim.status === 'payout_sent')) {
          return payoutView(payout);
        }
        return payoutView(await startRound(tx, claim, payout));
      });
      if (!replayed) {
        deps.jobs.nudge();
        return value;
      }
      const current = await createPayoutsRepository(deps.db).findById(value.payoutId);
      return current ? payoutView(current) : value;
    },

    /** The job's work, for a worker that runs it directly (tests). */
    issuePayout,
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
