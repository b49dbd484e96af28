// The one owner of a return's state (decision 023), of the claims' shape (decision 019). Every
// write to returns, return_items, return_events and return_labels goes through here, inside the
// caller's transaction, after the order's row is locked: the server's one lock order is order,
// then claim or return, then what hangs off it. A command is the domain's (applyReturnCommand):
// `duplicate` changes nothing, `refused` answers 409 with the refusal, `applied` writes the new
// state and one event row per event (the command's first carrying its id, unique per return), and
// tells the listeners (the shopper's e-mails) in the same transaction.
import { ERROR_CODES } from '@rc/domain/error-codes';
import {
  applyReturnCommand,
  type ReturnState as DomainReturnState,
  heldQuantities,
  mayIssueReturnCommand,
  type ReturnActor,
  type ReturnCommand,
  type ReturnEvent,
  type ReturnStatus,
} from '@rc/domain/return-lifecycle';
import type { Queryable, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  createReturnStateRepository,
  type NewReturn,
  type NewReturnEvent,
  type NewReturnItem,
  type NewReturnLabel,
  progressOf,
  type ReturnRow,
} from './repository';

export type { ReturnItemRow, ReturnRow } from './repository';
export { lineOf } from './repository';

/** Who changed a return: the domain's actors, and the server itself (labels). */
export type ReturnActorName = ReturnActor | 'system';

export interface ReturnChange {
  returnId: string;
  orderId: string;
  merchantId: string;
  event: ReturnEvent;
  actor: ReturnActorName;
}

/** Told of every event of a return, inside its transaction (whatever it queues commits with it). */
export type ReturnEventListener = (tx: Tx, change: ReturnChange) => Promise<void>;

export function returnNotChangeable(refusal: string): AppError {
  return new AppError(ERROR_CODES.RETURN_NOT_CHANGEABLE, { httpStatus: 409, data: { refusal } });
}

/** An event as its row: status changes keep from and to, the rest their data. */
function eventRow(
  returnId: string,
  event: ReturnEvent,
  actor: ReturnActorName,
  commandId: string | null,
): NewReturnEvent {
  if (event.type === 'status_changed') {
    return {
      returnId,
      type: event.type,
      fromStatus: event.from,
      toStatus: event.to,
      actor,
      commandId,
      reason: event.reason,
    };
  }
  const { type, ...data } = event;
  return { returnId, type, actor, commandId, data: data as Record<string, unknown> };
}

/** The events of one command as rows: its id on the first (a command with no event still records one). */
function commandRows(
  returnId: string,
  events: readonly ReturnEvent[],
  actor: ReturnActorName,
  commandId: string,
): NewReturnEvent[] {
  if (events.length === 0) return [{ returnId, type: 'command_applied', actor, commandId }];
  return events.map((event, index) => eventRow(returnId, event, actor, index === 0 ? commandId : null));
}

function lastStatusReason(events: readonly ReturnEvent[]): string | null | undefined {
  const changes = events.filter((event) => event.type === 'status_changed');
  const last = changes[changes.length - 1];
  return last && last.type === 'status_changed' ? last.reason : undefined;
}

export type ApplyOutcome =
  | { outcome: 'applied'; row: ReturnRow; state: DomainReturnState; events: ReturnEvent[] }
  | { outcome: 'duplicate'; row: ReturnRow; state: DomainReturnState; events: [] };

export function createReturnState(deps: {
  /** The order's lock (the claims' state owner holds the one implementation). */
  lockOrder: (tx: Tx, orderId: string) => Promise<boolean>;
  listeners?: readonly ReturnEventListener[];
}) {
  const listeners = deps.listeners ?? [];

  async function tell(tx: Tx, row: ReturnRow, events: readonly ReturnEvent[], actor: ReturnActorName) {
    for (const event of events) {
      for (const listener of listeners) {
        await listener(tx, {
          returnId: row.id,
          orderId: row.orderId,
          merchantId: row.merchantId,
          event,
          actor,
        });
      }
    }
  }

  return {
    lockOrder: deps.lockOrder,

    /** Locks the order, then its return; undefined when the return is not the order's. */
    async lockReturn(tx: Tx, orderId: string, returnId: string): Promise<ReturnRow | undefined> {
      await deps.lockOrder(tx, orderId);
      return createReturnStateRepository(tx).lockReturn(orderId, returnId);
    },

    /** Every return of the order as domain states (under the order's lock when about to write). */
    statesOfOrder(db: Queryable, orderId: string): Promise<DomainReturnState[]> {
      return createReturnStateRepository(db).statesOfOrder(orderId);
    },

    /** Units of each order item the order's returns hold (the claims module subtracts them). */
    async heldOfOrder(db: Queryable, orderId: string): Promise<Map<string, number>> {
      return heldQuantities(await createReturnStateRepository(db).statesOfOrder(orderId));
    },

    /** The return the order opened with this request id (a retried submission). */
    byRequest(tx: Tx, orderId: string, requestId: string): Promise<ReturnRow | undefined> {
      return createReturnStateRepository(tx).byRequest(orderId, requestId);
    },

    /**
     * Writes a submitted return: the row, its lines and the submission's events (the first
     * command is the shopper's submission, a second the rules' approval). The caller holds the
     * order's lock.
     */
    async create(
      tx: Tx,
      submission: {
        values: Omit<NewReturn, 'id' | 'status'>;
        lines: Omit<NewReturnItem, 'returnId'>[];
        state: DomainReturnState;
        events: readonly ReturnEvent[];
      },
    ): Promise<ReturnRow> {
      const repository = createReturnStateRepository(tx);
      const { state, events } = submission;
      const row = await repository.insert({
        ...submission.values,
        id: state.returnId,
        status: state.status,
        statusReason: lastStatusReason(events) ?? null,
      });
      const progress = new Map(state.lines.map((line) => [line.orderItemId, progressOf(line)]));
      await repository.insertItems(
        submission.lines.map((line) => ({ ...line, ...progress.get(line.orderItemId), returnId: row.id })),
      );
      const [submitted, approved] = state.commandIds;
      const rows = [eventRow(row.id, events[0] as ReturnEvent, 'shopper', submitted ?? null)];
      if (approved) rows.push(...commandRows(row.id, events.slice(1), 'rules', approved));
      await repository.addEvents(rows);
      await tell(tx, row, events, 'shopper');
      return row;
    },

    /**
     * Applies a command to a locked return: `duplicate` when its id was applied before; 409
     * (100023, data.refusal) when the actor may not give it or the return refuses it; else the
     * new state written with its events, the listeners told.
     */
    async apply(tx: Tx, row: ReturnRow, command: ReturnCommand, actor: ReturnActor): Promise<ApplyOutcome> {
      const repository = createReturnStateRepository(tx);
      const [state] = await repository.statesOf([row]);
      if (!state) throw new Error('return state not found');
      if (!mayIssueReturnCommand(actor, command.type)) throw returnNotChangeable('not_allowed_for_actor');
      const result = applyReturnCommand(state, command);
      if (result.outcome === 'duplicate') return { outcome: 'duplicate', row, state, events: [] };
      if (result.outcome === 'refused') throw returnNotChangeable(result.refusal);
      const next = result.state;
      for (const line of next.lines) {
        const before = state.lines.find((candidate) => candidate.orderItemId === line.orderItemId);
        if (before !== line) await repository.updateItem(row.id, line.orderItemId, progressOf(line));
      }
      const reason = lastStatusReason(result.events);
      const updated = await repository.update(row.id, {
        status: next.status,
        ...(reason !== undefined ? { statusReason: reason } : {}),
        ...(next.balancePaidMinor !== state.balancePaidMinor
          ? { balancePaidMinor: next.balancePaidMinor }
          : {}),
      });
      await repository.addEvents(commandRows(row.id, result.events, actor, command.commandId));
      await tell(tx, updated, result.events, actor);
      return { outcome: 'applied', row: updated, state: next, events: result.events };
    },

    /** Takes the Return Assurance reservation off a return; answers what it was (to give back to the policy). */
    async releaseAssurance(tx: Tx, row: ReturnRow): Promise<number> {
      if (row.assuranceReservedMinor === 0) return 0;
      await createReturnStateRepository(tx).update(row.id, { assuranceReservedMinor: 0 });
      return row.assuranceReservedMinor;
    },

    /** Records the return's label once, with a `label_created` event; false when it already has one. */
    async recordLabel(tx: Tx, label: NewReturnLabel): Promise<boolean> {
      const repository = createReturnStateRepository(tx);
      const written = await repository.insertLabel(label);
      if (written) {
        await repository.addEvents([
          {
            returnId: label.returnId,
            type: 'label_created',
            actor: 'system',
            data: { carrier: label.carrier, trackingNumber: label.trackingNumber, provider: label.provider },
          },
        ]);
      }
      return written;
    },
  };
}

export type ReturnState = ReturnType<typeof createReturnState>;
export type { ReturnStatus };
