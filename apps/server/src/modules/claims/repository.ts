// What the claims module reads of claims, their items, their history and their payout. The claim's
// state owner (modules/claim-state) is the only writer of these tables.

import { DEFAULT_APPEAL_WINDOW_DAYS } from '@rc/domain/claim-lifecycle';
import { and, desc, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { claimEvents, claimItems, claims, merchants, payouts } from '../../db/schema';

export type ClaimRow = typeof claims.$inferSelect;
export type ClaimEventRow = typeof claimEvents.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;

/** Claims that hold their items: everything but drafts and the ends that released them. */
export const RELEASED_STATUSES = ['draft', 'withdrawn', 'rejected', 'expired'];

export function createClaimsRepository(db: Queryable) {
  return {
    async findInOrder(orderId: string, claimId: string): Promise<ClaimRow | undefined> {
      const [row] = await db
        .select()
        .from(claims)
        .where(and(eq(claims.id, claimId), eq(claims.orderId, orderId)))
        .limit(1);
      return row;
    },

    /** A merchant's claim by id or claim number. */
    async findForMerchant(merchantId: string, reference: string): Promise<ClaimRow | undefined> {
      const byId = /^[0-9a-f-]{36}$/i.test(reference);
      const query = db
        .select()
        .from(claims)
        .where(
          and(
            eq(claims.merchantId, merchantId),
            byId ? eq(claims.id, reference) : eq(claims.claimNumber, reference.toUpperCase()),
          ),
        )
        .limit(1);
      const [row] = await query;
      return row;
    },

    async listForOrder(orderId: string): Promise<(ClaimRow & { itemCount: number })[]> {
      return db
        .select({
          ...getTableColumns(claims),
          itemCount: sql<number>`(select coalesce(sum(${claimItems.quantity}), 0)::int from ${claimItems} where ${claimItems.claimId} = ${claims.id})`,
        })
        .from(claims)
        .where(eq(claims.orderId, orderId))
        .orderBy(desc(claims.createdAt));
    },

    async listForMerchant(
      merchantId: string,
      status: string | undefined,
      limit: number,
    ): Promise<ClaimRow[]> {
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
    },

    async items(claimId: string) {
      return db.select().from(claimItems).where(eq(claimItems.claimId, claimId));
    },

    /**
     * Quantities of each item of one package (null: the unshipped items) held by the order's other
     * claims that still hold their items.
     */
    async heldQuantities(
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
            notInArray(claims.status, RELEASED_STATUSES),
            exceptClaimId ? sql`${claims.id} <> ${exceptClaimId}` : sql`true`,
          ),
        )
        .groupBy(claimItems.orderItemId);
      return new Map(rows.map((row) => [row.orderItemId, row.quantity]));
    },

    /** Units of each order item held by the order's claims, every package (returns count them). */
    async claimedByItem(orderId: string): Promise<Record<string, number>> {
      const rows = await db
        .select({
          orderItemId: claimItems.orderItemId,
          quantity: sql<number>`sum(${claimItems.quantity})::int`,
        })
        .from(claimItems)
        .innerJoin(claims, eq(claims.id, claimItems.claimId))
        .where(and(eq(claims.orderId, orderId), notInArray(claims.status, RELEASED_STATUSES)))
        .groupBy(claimItems.orderItemId);
      return Object.fromEntries(rows.map((row) => [row.orderItemId, row.quantity]));
    },

    /** How many drafts the order has open. */
    async countOpenDrafts(orderId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(claims)
        .where(and(eq(claims.orderId, orderId), eq(claims.status, 'draft')));
      return Number(row?.total ?? 0);
    },

    /** Up to `limit` drafts untouched for `days`, oldest first (claims_draft_updated_idx). */
    async staleDrafts(
      days: number,
      limit: number,
    ): Promise<{ id: string; orderId: string; updatedAt: Date }[]> {
      return db
        .select({ id: claims.id, orderId: claims.orderId, updatedAt: claims.updatedAt })
        .from(claims)
        .where(
          and(eq(claims.status, 'draft'), sql`${claims.updatedAt} < now() - make_interval(days => ${days})`),
        )
        .orderBy(claims.updatedAt)
        .limit(limit);
    },

    async events(claimId: string): Promise<ClaimEventRow[]> {
      return db.select().from(claimEvents).where(eq(claimEvents.claimId, claimId)).orderBy(claimEvents.seq);
    },

    /**
     * The store's appeal window in days (merchant settings `appealWindowDays`, else the domain's
     * default). Read here, with the caller's connection, because a claim's view is built inside its
     * transaction and PGlite has one connection.
     */
    async appealWindowDays(merchantId: string): Promise<number> {
      const [row] = await db
        .select({ days: sql<number | null>`(${merchants.settings} ->> 'appealWindowDays')::int` })
        .from(merchants)
        .where(eq(merchants.id, merchantId))
        .limit(1);
      return row?.days ?? DEFAULT_APPEAL_WINDOW_DAYS;
    },

    async payout(claimId: string): Promise<PayoutRow | undefined> {
      const [row] = await db.select().from(payouts).where(eq(payouts.claimId, claimId)).limit(1);
      return row;
    },

    async payoutsFor(claimIds: string[]): Promise<PayoutRow[]> {
      if (claimIds.length === 0) return [];
      return db.select().from(payouts).where(inArray(payouts.claimId, claimIds));
    },
  };
}

export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;
