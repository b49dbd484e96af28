// The return-state module's named reads (decision 056): what other modules read of returns, with
// the SQL here beside the tables this module writes. Each takes the caller's connection or
// transaction (PGlite has one connection: a read inside a transaction must use it).
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { returnEvents, returnItems, returnLabels, returns } from './tables';

export type ReturnEventRow = typeof returnEvents.$inferSelect;
export type ReturnLabelRow = typeof returnLabels.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids of the order's returns, as text (how job payloads name them): a subquery to compose. */
export function returnIdsOfOrder(db: Queryable, orderId: string) {
  return db
    .select({ id: sql<string>`${returns.id}::text` })
    .from(returns)
    .where(eq(returns.orderId, orderId));
}

/** One return as it is stored; undefined when there is none. */
export async function returnById(db: Queryable, returnId: string) {
  const [row] = await db.select().from(returns).where(eq(returns.id, returnId)).limit(1);
  return row;
}

/** The return's lines as they are stored. */
export function returnLinesOf(db: Queryable, returnId: string) {
  return db.select().from(returnItems).where(eq(returnItems.returnId, returnId));
}

/** A return as a list of many orders shows it: its state and its lines' amounts. */
export type ReturnSummaryRow = {
  id: string;
  returnNumber: string;
  orderId: string;
  status: string;
  method: string | null;
  currency: string;
  createdAt: Date;
  updatedAt: Date;
  lines: {
    orderItemId: string;
    quantity: number;
    received: number;
    settled: number;
    dueRefundMinor: number;
    dueCreditMinor: number;
    dueBonusMinor: number;
  }[];
};

/** The returns of these orders with their lines, newest first: one statement for them all. */
export async function returnSummariesOfOrders(
  db: Queryable,
  orderIds: readonly string[],
): Promise<ReturnSummaryRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: returns.id,
      returnNumber: returns.returnNumber,
      orderId: returns.orderId,
      status: returns.status,
      method: returns.method,
      currency: returns.currency,
      createdAt: returns.createdAt,
      updatedAt: returns.updatedAt,
      lines: sql<
        ReturnSummaryRow['lines']
      >`coalesce((select json_agg(json_build_object('orderItemId', ri.order_item_id, 'quantity', ri.quantity, 'received', ri.received, 'settled', ri.settled, 'dueRefundMinor', ri.due_refund_minor, 'dueCreditMinor', ri.due_credit_minor, 'dueBonusMinor', ri.due_bonus_minor)) from ${returnItems} ri where ri.return_id = ${returns.id}), '[]'::json)`,
    })
    .from(returns)
    .where(inArray(returns.orderId, [...orderIds]))
    .orderBy(desc(returns.createdAt), desc(returns.id));
}

/** The order's returns, newest first. */
export function returnsOfOrder(db: Queryable, orderId: string) {
  return db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(desc(returns.createdAt));
}

/** The order's return of this id; undefined when the return is not the order's. */
export async function returnInOrder(db: Queryable, orderId: string, returnId: string) {
  const [row] = await db
    .select()
    .from(returns)
    .where(and(eq(returns.id, returnId), eq(returns.orderId, orderId)))
    .limit(1);
  return row;
}

/** A store's return by its number or id. */
export async function returnForMerchant(db: Queryable, merchantId: string, reference: string) {
  const [row] = await db
    .select()
    .from(returns)
    .where(
      and(
        eq(returns.merchantId, merchantId),
        UUID.test(reference)
          ? or(eq(returns.id, reference), eq(returns.returnNumber, reference))
          : eq(returns.returnNumber, reference),
      ),
    )
    .limit(1);
  return row;
}

/** Up to `limit` of a store's returns, newest first, of one status or all. */
export function returnsOfMerchant(
  db: Queryable,
  merchantId: string,
  status: string | undefined,
  limit: number,
) {
  return db
    .select()
    .from(returns)
    .where(
      status
        ? and(eq(returns.merchantId, merchantId), eq(returns.status, status))
        : eq(returns.merchantId, merchantId),
    )
    .orderBy(desc(returns.createdAt))
    .limit(limit);
}

/** The lines of these returns in their order: one statement for them all. */
export async function linesOfReturns(db: Queryable, returnIds: readonly string[]) {
  if (returnIds.length === 0) return [];
  return db
    .select()
    .from(returnItems)
    .where(inArray(returnItems.returnId, [...returnIds]))
    .orderBy(asc(returnItems.position));
}

/** The return's line for one order item; undefined when the return has none. */
export async function returnLineOf(db: Queryable, returnId: string, orderItemId: string) {
  const [row] = await db
    .select()
    .from(returnItems)
    .where(and(eq(returnItems.returnId, returnId), eq(returnItems.orderItemId, orderItemId)))
    .limit(1);
  return row;
}

/** The return's history, oldest first. */
export function returnHistoryOf(db: Queryable, returnId: string): Promise<ReturnEventRow[]> {
  return db
    .select()
    .from(returnEvents)
    .where(eq(returnEvents.returnId, returnId))
    .orderBy(asc(returnEvents.seq));
}

/** The return's label; undefined before one is created. */
export async function returnLabelOf(db: Queryable, returnId: string): Promise<ReturnLabelRow | undefined> {
  const [row] = await db.select().from(returnLabels).where(eq(returnLabels.returnId, returnId)).limit(1);
  return row;
}
