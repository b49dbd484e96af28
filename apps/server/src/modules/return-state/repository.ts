// SQL of a return's state: the return's lock (after the order's), the writes of returns, their
// lines and their events, and reading a return back as the domain's ReturnState. No other module
// writes these tables.
import type { ReturnItemCondition, ReturnLine, ReturnState, ReturnStatus } from '@rc/domain/return-lifecycle';
import type { ReturnMethodId, ReturnResolution } from '@rc/domain/return-policy';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { returnEvents, returnItems, returnLabels, returns } from './tables';

export type ReturnRow = typeof returns.$inferSelect;
export type NewReturn = typeof returns.$inferInsert;
export type ReturnItemRow = typeof returnItems.$inferSelect;
export type NewReturnItem = typeof returnItems.$inferInsert;
export type NewReturnEvent = typeof returnEvents.$inferInsert;
export type NewReturnLabel = typeof returnLabels.$inferInsert;

/** A stored line as the domain's ReturnLine. */
export function lineOf(row: ReturnItemRow): ReturnLine {
  return {
    orderItemId: row.orderItemId,
    quantity: row.quantity,
    unitPriceMinor: row.unitPriceMinor,
    reason: row.reason,
    subReason: row.subReason,
    resolution: row.resolution as ReturnResolution,
    kept: row.kept,
    instantExchange: row.instantExchange,
    exchange: row.exchange
      ? {
          productId: row.exchange.productId,
          variantId: row.exchange.variantId,
          unitPriceMinor: row.exchange.unitPriceMinor,
          quantity: row.exchange.quantity,
        }
      : null,
    due: { refundMinor: row.dueRefundMinor, creditMinor: row.dueCreditMinor, bonusMinor: row.dueBonusMinor },
    received: row.received,
    conditions: row.conditions as Partial<Record<ReturnItemCondition, number>>,
    settled: row.settled,
    paid: {
      refundMinor: row.paidRefundMinor,
      creditMinor: row.paidCreditMinor,
      bonusMinor: row.paidBonusMinor,
    },
  };
}

/** The progress columns of a line (what commands change). */
export function progressOf(line: ReturnLine) {
  return {
    received: line.received,
    settled: line.settled,
    conditions: { ...line.conditions } as Record<string, number>,
    paidRefundMinor: line.paid.refundMinor,
    paidCreditMinor: line.paid.creditMinor,
    paidBonusMinor: line.paid.bonusMinor,
  };
}

export function createReturnStateRepository(db: Queryable) {
  /** The domain states of these returns (rows already read), with their lines, tracking and command ids. */
  async function statesOf(rows: readonly ReturnRow[]): Promise<ReturnState[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [items, events] = await Promise.all([
      db
        .select()
        .from(returnItems)
        .where(inArray(returnItems.returnId, ids))
        .orderBy(asc(returnItems.position)),
      db
        .select({
          returnId: returnEvents.returnId,
          type: returnEvents.type,
          commandId: returnEvents.commandId,
          data: returnEvents.data,
        })
        .from(returnEvents)
        .where(inArray(returnEvents.returnId, ids))
        .orderBy(asc(returnEvents.seq)),
    ]);
    return rows.map((row) => {
      const own = events.filter((event) => event.returnId === row.id);
      return {
        returnId: row.id,
        status: row.status as ReturnStatus,
        method: row.method as ReturnMethodId | null,
        lines: items.filter((item) => item.returnId === row.id).map(lineOf),
        balanceDueMinor: Number((row.quote as { balanceDueMinor?: unknown }).balanceDueMinor ?? 0),
        balancePaidMinor: row.balancePaidMinor,
        tracking: own
          .filter((event) => event.type === 'tracking_added')
          .map((event) => ({
            carrier: (event.data.carrier as string | null) ?? null,
            trackingNumber: String(event.data.trackingNumber),
          })),
        commandIds: own.flatMap((event) => (event.commandId ? [event.commandId] : [])),
      };
    });
  }

  return {
    statesOf,

    /** Every return of the order (any status), oldest first, as domain states. */
    async statesOfOrder(orderId: string): Promise<ReturnState[]> {
      const rows = await db
        .select()
        .from(returns)
        .where(eq(returns.orderId, orderId))
        .orderBy(asc(returns.createdAt));
      return statesOf(rows);
    },

    /** The return of this order, locked for the rest of the transaction. */
    async lockReturn(orderId: string, returnId: string): Promise<ReturnRow | undefined> {
      const [row] = await (db as Tx)
        .select()
        .from(returns)
        .where(and(eq(returns.id, returnId), eq(returns.orderId, orderId)))
        .for('update')
        .limit(1);
      return row;
    },

    /** The return the order opened with this request id, if any. */
    async byRequest(orderId: string, requestId: string): Promise<ReturnRow | undefined> {
      const [row] = await db
        .select()
        .from(returns)
        .where(and(eq(returns.orderId, orderId), eq(returns.requestId, requestId)))
        .limit(1);
      return row;
    },

    async insert(values: NewReturn): Promise<ReturnRow> {
      const [row] = await db.insert(returns).values(values).returning();
      if (!row) throw new Error('return insert returned no row');
      return row;
    },

    async insertItems(values: NewReturnItem[]): Promise<void> {
      if (values.length) await db.insert(returnItems).values(values);
    },

    async update(id: string, values: Partial<NewReturn>): Promise<ReturnRow> {
      const [row] = await db
        .update(returns)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(returns.id, id))
        .returning();
      if (!row) throw new Error('return update found no row');
      return row;
    },

    async updateItem(returnId: string, orderItemId: string, values: Partial<NewReturnItem>): Promise<void> {
      await db
        .update(returnItems)
        .set(values)
        .where(and(eq(returnItems.returnId, returnId), eq(returnItems.orderItemId, orderItemId)));
    },

    async addEvents(values: NewReturnEvent[]): Promise<void> {
      if (values.length) await db.insert(returnEvents).values(values);
    },

    /** True when the return has applied this command id. */
    async hasCommand(returnId: string, commandId: string): Promise<boolean> {
      const rows = await db
        .select({ id: returnEvents.id })
        .from(returnEvents)
        .where(
          and(
            eq(returnEvents.returnId, returnId),
            isNotNull(returnEvents.commandId),
            eq(returnEvents.commandId, commandId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Records a label once; answers whether this call wrote it. */
    async insertLabel(values: NewReturnLabel): Promise<boolean> {
      const rows = await db
        .insert(returnLabels)
        .values(values)
        .onConflictDoNothing()
        .returning({ returnId: returnLabels.returnId });
      return rows.length > 0;
    },
  };
}
