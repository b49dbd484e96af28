// The claim-state module's named reads (decision 056): what other modules read of claims, with the
// SQL here beside the tables this module writes. Each takes the caller's connection or transaction
// (PGlite has one connection: a read inside a transaction must use it).
import { and, desc, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { claimEvents, claimItems, claims } from './tables';

export type ClaimEventRow = typeof claimEvents.$inferSelect;
type ClaimRecord = typeof claims.$inferSelect;

/** Claims that do not hold their items: drafts and the ends that released them. */
export const RELEASED_STATUSES: readonly string[] = ['draft', 'withdrawn', 'rejected', 'expired'];

/** One claim as it is stored; undefined when there is none. */
export async function claimById(db: Queryable, claimId: string) {
  const [row] = await db.select().from(claims).where(eq(claims.id, claimId)).limit(1);
  return row;
}

/** The order's claims: id and number, oldest first. */
export function claimNumbersOfOrder(db: Queryable, orderId: string) {
  return db
    .select({ id: claims.id, claimNumber: claims.claimNumber })
    .from(claims)
    .where(eq(claims.orderId, orderId))
    .orderBy(claims.createdAt);
}

/** The ids of the order's claims, as text (how job payloads name them): a subquery to compose. */
export function claimIdsOfOrder(db: Queryable, orderId: string) {
  return db
    .select({ id: sql<string>`${claims.id}::text` })
    .from(claims)
    .where(eq(claims.orderId, orderId));
}

/** The ids of the order's draft claims: a subquery to compose. */
export function draftClaimIdsOfOrder(db: Queryable, orderId: string) {
  return db
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.orderId, orderId), eq(claims.status, 'draft')));
}

/** The order's claim of this id; undefined when the claim is not the order's. */
export async function claimInOrder(db: Queryable, orderId: string, claimId: string) {
  const [row] = await db
    .select()
    .from(claims)
    .where(and(eq(claims.id, claimId), eq(claims.orderId, orderId)))
    .limit(1);
  return row;
}

/** A store's claim by id or claim number. */
export async function claimForMerchant(db: Queryable, merchantId: string, reference: string) {
  const byId = /^[0-9a-f-]{36}$/i.test(reference);
  const [row] = await db
    .select()
    .from(claims)
    .where(
      and(
        eq(claims.merchantId, merchantId),
        byId ? eq(claims.id, reference) : eq(claims.claimNumber, reference.toUpperCase()),
      ),
    )
    .limit(1);
  return row;
}

/** The order's claims, newest first, each with the units it claims. */
export function claimsOfOrderWithUnits(
  db: Queryable,
  orderId: string,
): Promise<(ClaimRecord & { itemCount: number })[]> {
  return db
    .select({
      ...getTableColumns(claims),
      itemCount: sql<number>`(select coalesce(sum(${claimItems.quantity}), 0)::int from ${claimItems} where ${claimItems.claimId} = ${claims.id})`,
    })
    .from(claims)
    .where(eq(claims.orderId, orderId))
    .orderBy(desc(claims.createdAt));
}

/** Up to `limit` of a store's claims, newest first, of one status or all. */
export function claimsOfMerchant(
  db: Queryable,
  merchantId: string,
  status: string | undefined,
  limit: number,
) {
  return db
    .select()
    .from(claims)
    .where(
      status
        ? and(eq(claims.merchantId, merchantId), eq(claims.status, status))
        : eq(claims.merchantId, merchantId),
    )
    .orderBy(desc(claims.createdAt))
    .limit(limit);
}

/** The claim's lines as they are stored. */
export function claimLinesOf(db: Queryable, claimId: string) {
  return db.select().from(claimItems).where(eq(claimItems.claimId, claimId));
}

/** The claim's history, oldest first. */
export function claimHistoryOf(db: Queryable, claimId: string): Promise<ClaimEventRow[]> {
  return db.select().from(claimEvents).where(eq(claimEvents.claimId, claimId)).orderBy(claimEvents.seq);
}

/**
 * Units of each item of one package (null: the unshipped items) held by the order's other claims
 * that still hold their items.
 */
export async function unitsHeldInPackage(
  db: Queryable,
  orderId: string,
  fulfillmentId: string | null,
  exceptClaimId: string | null,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      orderItemId: claimItems.orderItemId,
      quantity: sql<number>`sum(${claimItems.quantity})::int`,
    })
    .from(claimItems)
    .innerJoin(claims, eq(claims.id, claimItems.claimId))
    .where(
      and(
        eq(claims.orderId, orderId),
        fulfillmentId ? eq(claims.fulfillmentId, fulfillmentId) : sql`${claims.fulfillmentId} is null`,
        notInArray(claims.status, [...RELEASED_STATUSES]),
        exceptClaimId ? sql`${claims.id} <> ${exceptClaimId}` : sql`true`,
      ),
    )
    .groupBy(claimItems.orderItemId);
  return new Map(rows.map((row) => [row.orderItemId, row.quantity]));
}

/** Units of each order item held by the order's claims, every package (returns count them). */
export async function unitsClaimedByItem(db: Queryable, orderId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({
      orderItemId: claimItems.orderItemId,
      quantity: sql<number>`sum(${claimItems.quantity})::int`,
    })
    .from(claimItems)
    .innerJoin(claims, eq(claims.id, claimItems.claimId))
    .where(and(eq(claims.orderId, orderId), notInArray(claims.status, [...RELEASED_STATUSES])))
    .groupBy(claimItems.orderItemId);
  return Object.fromEntries(rows.map((row) => [row.orderItemId, row.quantity]));
}

/** How many drafts the order has open. */
export async function openDraftCount(db: Queryable, orderId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(claims)
    .where(and(eq(claims.orderId, orderId), eq(claims.status, 'draft')));
  return Number(row?.total ?? 0);
}

/** Up to `limit` drafts untouched for `days`, oldest first (claims_draft_updated_idx). */
export function staleDrafts(
  db: Queryable,
  days: number,
  limit: number,
): Promise<{ id: string; orderId: string; updatedAt: Date }[]> {
  return db
    .select({ id: claims.id, orderId: claims.orderId, updatedAt: claims.updatedAt })
    .from(claims)
    .where(and(eq(claims.status, 'draft'), sql`${claims.updatedAt} < now() - make_interval(days => ${days})`))
    .orderBy(claims.updatedAt)
    .limit(limit);
}

/** A claim as a list of many orders shows it: its state and the units of each item it claims. */
export type ClaimSummaryRow = {
  id: string;
  claimNumber: string;
  orderId: string;
  status: string;
  issueType: string;
  fulfillmentId: string | null;
  currency: string;
  amountMinor: number;
  approvedMinor: number | null;
  createdAt: Date;
  updatedAt: Date;
  items: { orderItemId: string; quantity: number }[];
};

/** The claims of these orders with their items, newest first: one statement for them all. */
export async function claimSummariesOfOrders(
  db: Queryable,
  orderIds: readonly string[],
): Promise<ClaimSummaryRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: claims.id,
      claimNumber: claims.claimNumber,
      orderId: claims.orderId,
      status: claims.status,
      issueType: claims.issueType,
      fulfillmentId: claims.fulfillmentId,
      currency: claims.currency,
      amountMinor: claims.amountMinor,
      approvedMinor: claims.approvedMinor,
      createdAt: claims.createdAt,
      updatedAt: claims.updatedAt,
      items: sql<
        ClaimSummaryRow['items']
      >`coalesce((select json_agg(json_build_object('orderItemId', ci.order_item_id, 'quantity', ci.quantity)) from ${claimItems} ci where ci.claim_id = ${claims.id}), '[]'::json)`,
    })
    .from(claims)
    .where(inArray(claims.orderId, [...orderIds]))
    .orderBy(desc(claims.createdAt), desc(claims.id));
}
