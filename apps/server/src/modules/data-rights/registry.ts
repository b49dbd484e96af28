// What each module gives the shopper's data rights (issue 15): its part of the export, and the
// erasure of its personal data inside the erasure's transaction. services.ts registers one section
// per module that holds personal data; a module that comes later adds its own section there.
import type { Queryable, Tx } from '../../db/client';

/** The order whose data is read or erased. */
export interface OrderRef {
  id: string;
  merchantId: string;
}

export interface ErasedPart {
  /** Rows changed or removed. */
  rows: number;
  /** Storage keys of files to delete once the transaction committed. */
  files?: string[];
}

export interface PersonalDataSection {
  /** Its key in the export and in the erasure's summary, e.g. 'claims'. */
  name: string;
  /** What it holds about the order, as the shopper reads it. */
  export(db: Queryable, order: OrderRef): Promise<unknown>;
  /**
   * Removes the shopper's personal data, keeping what the law and the money trail need
   * (amounts, dates, statuses, references) anonymised. Runs in the erasure's transaction: only
   * `tx` is queried (PGlite has one connection).
   */
  erase(tx: Tx, order: OrderRef): Promise<ErasedPart>;
}

/** A recorded status change as an export shows it (claims and returns keep the same event shape). */
export function exportedTimelineEntry(event: {
  at: Date;
  type: string;
  fromStatus: string | null;
  toStatus: string | null;
  actor: string;
  reason: string | null;
}) {
  return {
    at: event.at.toISOString(),
    type: event.type,
    from: event.fromStatus,
    to: event.toStatus,
    actor: event.actor,
    reason: event.reason,
  };
}
