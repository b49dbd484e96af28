// The orders module's named reads (decision 056): what other modules read of orders, their items
// and packages, with the SQL here beside the tables. Each takes the caller's connection or
// transaction (PGlite has one connection: a read inside a transaction must use it). Reads of many
// orders or items take their ids at once, so a caller composing a list makes one call, not one per row.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { fulfillments, orderItems, orders } from './tables';

/** What the modules that write to an order's shopper, or name the order, read of it. */
const CONTACT_COLUMNS = {
  id: orders.id,
  merchantId: orders.merchantId,
  orderName: orders.orderName,
  email: orders.email,
  firstName: orders.firstName,
  lastName: orders.lastName,
  country: orders.country,
  erasedAt: orders.erasedAt,
};

/** The order as the modules that write to its shopper, or name it, need it. */
export async function orderContact(db: Queryable, orderId: string) {
  const [row] = await db.select(CONTACT_COLUMNS).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

export type OrderContact = NonNullable<Awaited<ReturnType<typeof orderContact>>>;

/** A store's order by its name (order number), as `orderContact` answers it. */
export async function orderContactByName(db: Queryable, merchantId: string, orderName: string) {
  const [row] = await db
    .select(CONTACT_COLUMNS)
    .from(orders)
    .where(and(eq(orders.merchantId, merchantId), eq(orders.orderName, orderName)))
    .limit(1);
  return row;
}

/** The names (order numbers) of these orders, by id; an id without an order is absent. */
export async function orderNamesOf(db: Queryable, orderIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderName: orders.orderName })
    .from(orders)
    .where(inArray(orders.id, ids));
  return new Map(rows.map((row) => [row.id, row.orderName]));
}

/**
 * Locks the order's row for the rest of the transaction (the server's one lock order starts with
 * the order): 'update' for a write of the order's state, 'no key update' for a write that only
 * needs others to wait (it neither waits for nor blocks rows that only reference the order).
 * False when there is no such order.
 */
export async function lockOrderRow(
  tx: Queryable,
  orderId: string,
  strength: 'update' | 'no key update' = 'update',
): Promise<boolean> {
  const rows = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for(strength);
  return rows.length > 0;
}

/** The titles of these order lines, by id; an id without a line is absent. */
export async function itemTitlesOf(db: Queryable, itemIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(itemIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orderItems.id, title: orderItems.title })
    .from(orderItems)
    .where(inArray(orderItems.id, ids));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** The title of one line of this order; undefined when the line is not the order's. */
export async function itemTitleOnOrder(db: Queryable, orderId: string, itemId: string) {
  const [row] = await db
    .select({ title: orderItems.title })
    .from(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)))
    .limit(1);
  return row?.title;
}

/** The order's lines in their order, as a withdrawal lists them. */
export function orderLines(db: Queryable, orderId: string) {
  return db
    .select({
      orderItemId: orderItems.id,
      title: orderItems.title,
      variantTitle: orderItems.variantTitle,
      imageUrl: orderItems.imageUrl,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

/** When each of the order's packages was delivered (null: not yet). */
export async function deliveriesOf(db: Queryable, orderId: string): Promise<(Date | null)[]> {
  const rows = await db
    .select({ deliveredAt: fulfillments.deliveredAt })
    .from(fulfillments)
    .where(eq(fulfillments.orderId, orderId));
  return rows.map((row) => row.deliveredAt);
}

/** The ids of the order's packages, as text (how job payloads name them). */
export function packageIdsOf(db: Queryable, orderId: string) {
  return db
    .select({ id: sql<string>`${fulfillments.id}::text` })
    .from(fulfillments)
    .where(eq(fulfillments.orderId, orderId));
}

/** One package: its order and tracking number; undefined when there is none. */
export async function packageOf(db: Queryable, fulfillmentId: string) {
  const [row] = await db
    .select({ orderId: fulfillments.orderId, trackingNumber: fulfillments.trackingNumber })
    .from(fulfillments)
    .where(eq(fulfillments.id, fulfillmentId))
    .limit(1);
  return row;
}
