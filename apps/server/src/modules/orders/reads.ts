// The orders module's named reads (decision 056): what other modules read of orders, their items
// and packages, with the SQL here beside the tables. Each takes the caller's connection or
// transaction (PGlite has one connection: a read inside a transaction must use it). Reads of many
// orders or items take their ids at once, so a caller composing a list makes one call, not one per row.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type OrderReadModelRow, orderReadModelColumns } from '../../db/order-read-model';
import { fulfillments, orderItems, orders, policies } from './tables';

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

/** A shopper's orders at a store, by e-mail (orders_merchant_email_idx); `email` is lower-cased. */
function shopperOrders(merchantId: string, email: string) {
  return and(eq(orders.merchantId, merchantId), sql`lower(${orders.email}) = ${email}`);
}

/**
 * A page of the orders a shopper has at a store (by e-mail), `firstOrderId` first, then newest
 * first; with the count of them all (read only again when the page is past the end).
 */
export async function shopperOrdersPage(
  db: Queryable,
  merchantId: string,
  email: string,
  firstOrderId: string,
  page: { offset: number; limit: number },
): Promise<{ ids: string[]; total: number }> {
  const rows = await db
    .select({ id: orders.id, total: sql<number>`count(*) over ()::int` })
    .from(orders)
    .where(shopperOrders(merchantId, email))
    .orderBy(sql`${orders.id} = ${firstOrderId} desc`, desc(orders.placedAt), asc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length > 0) return { ids: rows.map((row) => row.id), total: Number(rows[0]?.total ?? 0) };
  if (page.offset === 0) return { ids: [], total: 0 };
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(shopperOrders(merchantId, email));
  return { ids: [], total: Number(count?.total ?? 0) };
}

/** True when the order is the shopper's at that store (same e-mail, lower-cased). */
export async function isShopperOrder(
  db: Queryable,
  merchantId: string,
  email: string,
  orderId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(shopperOrders(merchantId, email), eq(orders.id, orderId)))
    .limit(1);
  return row !== undefined;
}

/** The orders' read models (decision 013), in no particular order: one statement for them all. */
export async function readModelsOf(db: Queryable, orderIds: readonly string[]): Promise<OrderReadModelRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select(orderReadModelColumns)
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
}

/** These order lines as they are stored, in no particular order: one statement for them all. */
export async function orderItemsOf(db: Queryable, itemIds: readonly string[]) {
  const ids = [...new Set(itemIds)];
  if (ids.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.id, ids));
}

/** What is left of a policy now (0 when there is none): read in the transaction holding the order's lock. */
export async function policyRemainingOf(db: Queryable, policyId: string): Promise<number> {
  const [row] = await db
    .select({ remainingMinor: policies.remainingMinor })
    .from(policies)
    .where(eq(policies.id, policyId))
    .limit(1);
  return row?.remainingMinor ?? 0;
}

/** A package as the merchant names it: its order's name and its own fulfillment id. */
export async function packageNameOf(db: Queryable, fulfillmentId: string) {
  const [row] = await db
    .select({ orderName: orders.orderName, externalFulfillmentId: fulfillments.externalId })
    .from(fulfillments)
    .innerJoin(orders, eq(orders.id, fulfillments.orderId))
    .where(eq(fulfillments.id, fulfillmentId))
    .limit(1);
  return row;
}

/** The packages that carry a tracking number, in every store (an aggregator knows numbers, not stores). */
export function packagesWithNumber(db: Queryable, trackingNumber: string) {
  return db
    .select({ fulfillmentId: fulfillments.id, orderId: fulfillments.orderId, merchantId: orders.merchantId })
    .from(fulfillments)
    .innerJoin(orders, eq(orders.id, fulfillments.orderId))
    .where(eq(fulfillments.trackingNumber, trackingNumber));
}

/**
 * The packages with a tracking number that the store has not marked delivered, in every store: a
 * subquery for the tracking module to join its own rows to (the poll), so the poll stays one
 * statement. Columns: fulfillmentId, orderId, merchantId, trackingNumber (named `undelivered_*` in
 * SQL: the outer statement reads them unqualified, beside tracking columns of the same names).
 */
export function packagesUndelivered(db: Queryable) {
  return db
    .select({
      fulfillmentId: sql<string>`${fulfillments.id}`.as('undelivered_fulfillment_id'),
      orderId: sql<string>`${fulfillments.orderId}`.as('undelivered_order_id'),
      merchantId: sql<string>`${orders.merchantId}`.as('undelivered_merchant_id'),
      trackingNumber: sql<string | null>`${fulfillments.trackingNumber}`.as('undelivered_tracking_number'),
    })
    .from(fulfillments)
    .innerJoin(orders, eq(orders.id, fulfillments.orderId))
    .where(and(sql`${fulfillments.trackingNumber} is not null`, sql`${fulfillments.status} <> 'delivered'`));
}

/** The order of each of these packages. */
export async function ordersOfPackages(db: Queryable, fulfillmentIds: readonly string[]) {
  if (fulfillmentIds.length === 0) return [];
  return db
    .select({ fulfillmentId: fulfillments.id, orderId: fulfillments.orderId })
    .from(fulfillments)
    .where(inArray(fulfillments.id, [...fulfillmentIds]));
}
