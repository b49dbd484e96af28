// The one owner of a claim's state (decision 019). Every write to a claim (its creation, its
// content, its status) goes through here, inside the caller's transaction, after the order's row
// is locked: the one lock order of the server is order, then claim, then whatever hangs off the
// claim (its payout). A status change is the domain's transition (claim-lifecycle), recorded as
// an event and told to the listeners (the shopper's e-mails) in the same transaction, so it
// commits or rolls back with them. Claims, payouts and evidence use it through `ClaimState`.
import { type ClaimCommand, type ClaimStatus, nextClaimStatus } from '@rc/domain/claim-lifecycle';
import { ERROR_CODES } from '@rc/domain/error-codes';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type ClaimRow, createClaimStateRepository, type NewClaim } from './repository';

export type { ClaimRow } from './repository';

export type ClaimActor = 'shopper' | 'merchant' | 'system';

export interface ClaimStatusChange {
  claimId: string;
  claimNumber: string;
  orderId: string;
  merchantId: string;
  previousStatus: string;
  /** The status the claim moved to. */
  status: string;
  actor: ClaimActor;
  /** The rule's reason key or the merchant's words, as recorded on the claim. */
  reason: string | null;
}

/** Told of every status change, inside its transaction (whatever it queues commits with it). */
export type ClaimStatusListener = (tx: Tx, change: ClaimStatusChange) => Promise<void>;

/** The events that record a change of a claim's content (a status change is `status_changed`). */
export type ClaimContentEvent = 'evidence_added' | 'payment_method_changed' | 'items_added' | 'appealed';

/** The columns of a claim its content changes may set (the status moves only through `move`). */
export type ClaimContent = Omit<
  Partial<NewClaim>,
  'id' | 'status' | 'statusReason' | 'orderId' | 'merchantId' | 'claimNumber' | 'createdAt' | 'updatedAt'
>;

export function claimNotChangeable(): AppError {
  return new AppError(ERROR_CODES.CLAIM_NOT_CHANGEABLE, { httpStatus: 409 });
}

export function createClaimState(deps: { listeners?: readonly ClaimStatusListener[] } = {}) {
  const listeners = deps.listeners ?? [];

  return {
    /** Locks the order's row for the transaction: the first step of every write to its claims. */
    lockOrder(tx: Tx, orderId: string): Promise<boolean> {
      return createClaimStateRepository(tx).lockOrder(orderId);
    },

    /** Locks the order, then its claim; undefined when the claim is not the order's. */
    async lockClaim(tx: Tx, orderId: string, claimId: string): Promise<ClaimRow | undefined> {
      const repository = createClaimStateRepository(tx);
      await repository.lockOrder(orderId);
      return repository.lockClaim(orderId, claimId);
    },

    /** Locks a claim of an order whose lock the transaction already holds (lockOrder). */
    claimOfLockedOrder(tx: Tx, orderId: string, claimId: string): Promise<ClaimRow | undefined> {
      return createClaimStateRepository(tx).lockClaim(orderId, claimId);
    },

    /** A new claim, a draft, with its `created` event. The caller holds the order's lock. */
    async create(
      tx: Tx,
      values: Omit<NewClaim, 'status' | 'statusReason'>,
      actor: ClaimActor = 'shopper',
    ): Promise<ClaimRow> {
      const repository = createClaimStateRepository(tx);
      const claim = await repository.insert({ ...values, status: 'draft' });
      await repository.addEvent({ claimId: claim.id, type: 'created', toStatus: 'draft', actor });
      return claim;
    },

    /** Changes what the claim says (not its status), recorded as an event when one is named. */
    async edit(
      tx: Tx,
      claim: ClaimRow,
      content: ClaimContent,
      event?: {
        type: ClaimContentEvent;
        actor: ClaimActor;
        reason?: string | null;
        data?: Record<string, unknown>;
      },
    ): Promise<ClaimRow> {
      const repository = createClaimStateRepository(tx);
      if (event) {
        await repository.addEvent({
          claimId: claim.id,
          type: event.type,
          actor: event.actor,
          reason: event.reason ?? null,
          data: event.data ?? {},
        });
      }
      return Object.keys(content).length ? repository.update(claim.id, content) : claim;
    },

    /** Makes these exactly the claim's items. */
    replaceItems(tx: Tx, claim: ClaimRow, lines: readonly { orderItemId: string; quantity: number }[]) {
      return createClaimStateRepository(tx).replaceItems(claim.id, lines);
    },

    /**
     * Moves the claim by a command of the domain's state machine, with the columns the move sets
     * (the approved amount, the submission time); 409 claimNotChangeable when the command does not
     * apply to its status. Records `status_changed` and tells the listeners.
     */
    async move(
      tx: Tx,
      claim: ClaimRow,
      command: ClaimCommand,
      change: {
        actor: ClaimActor;
        reason?: string | null;
        set?: ClaimContent;
        data?: Record<string, unknown>;
      },
    ): Promise<ClaimRow> {
      const next = nextClaimStatus(claim.status as ClaimStatus, command);
      if (!next) throw claimNotChangeable();
      const reason = change.reason ?? null;
      const repository = createClaimStateRepository(tx);
      const moved = await repository.update(claim.id, { ...change.set, status: next, statusReason: reason });
      await repository.addEvent({
        claimId: claim.id,
        type: 'status_changed',
        fromStatus: claim.status,
        toStatus: next,
        actor: change.actor,
        reason,
        data: change.data ?? {},
      });
      for (const listener of listeners) {
        await listener(tx, {
          claimId: claim.id,
          claimNumber: claim.claimNumber,
          orderId: claim.orderId,
          merchantId: claim.merchantId,
          previousStatus: claim.status,
          status: next,
          actor: change.actor,
          reason,
        });
      }
      return moved;
    },
  };
}

export type ClaimState = ReturnType<typeof createClaimState>;
