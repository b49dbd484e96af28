// SQL of payouts, and the claim status changes a payout makes (with their events).
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { claimEvents, claims, orders, payouts } from '../../db/schema';

export type PayoutRow = typeof payouts.$inferSelect;
export type ClaimRow = typeof claims.$inferSelect;

export function createPayoutsRepository(db: Queryable) {
  return {
    async findById(id: string): Promise<PayoutRow | undefined> {
      const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).limit(1);
      return row;
    },

    async findByClaim(claimId: string): Promise<PayoutRow | undefined> {
      const [row] = await db.select().from(payouts).where(eq(payouts.claimId, claimId)).limit(1);
      return row;
    },

    async insert(values: typeof payouts.$inferInsert): Promise<PayoutRow> {
      const [row] = await db.insert(payouts).values(values).returning();
      if (!row) throw new Error('payout insert returned no row');
      return row;
    },

    async update(id: string, values: Partial<typeof payouts.$inferInsert>): Promise<PayoutRow> {
      const [row] = await db
        .update(payouts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(payouts.id, id))
        .returning();
      if (!row) throw new Error('payout update found no row');
      return row;
    },

    /** A payout with what the provider needs to know of its claim's order (the recipient's name). */
    async forIssue(id: string) {
      const [row] = await db
        .select({
          payout: payouts,
          orderId: claims.orderId,
          firstName: orders.firstName,
          lastName: orders.lastName,
        })
        .from(payouts)
        .innerJoin(claims, eq(claims.id, payouts.claimId))
        .innerJoin(orders, eq(orders.id, claims.orderId))
        .where(eq(payouts.id, id))
        .limit(1);
      return row;
    },
  };
}

/**
 * Locks, in the order every claim write takes them (order, claim, payout), what a payout change
 * touches; the claim undefined when it is not of that order.
 */
export async function lockForPayout(
  tx: Tx,
  orderId: string,
  claimId: string,
): Promise<{ claim: ClaimRow | undefined; payout: PayoutRow | undefined }> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  const [claim] = await tx
    .select()
    .from(claims)
    .where(and(eq(claims.id, claimId), eq(claims.orderId, orderId)))
    .for('update')
    .limit(1);
  if (!claim) return { claim: undefined, payout: undefined };
  const [payout] = await tx
    .select()
    .from(payouts)
    .where(eq(payouts.claimId, claim.id))
    .for('update')
    .limit(1);
  return { claim, payout };
}

/** Sets a claim's status and records the change as its event (as the claims module's transitions do). */
export async function changeClaimStatus(
  tx: Tx,
  claim: ClaimRow,
  change: {
    to: string;
    actor: 'shopper' | 'system';
    reason: string | null;
    data: Record<string, unknown>;
  },
): Promise<void> {
  await tx
    .update(claims)
    .set({ status: change.to, statusReason: change.reason, updatedAt: sql`now()` })
    .where(eq(claims.id, claim.id));
  await tx.insert(claimEvents).values({
    claimId: claim.id,
    type: 'status_changed',
    fromStatus: claim.status,
    toStatus: change.to,
    actor: change.actor,
    reason: change.reason,
    data: change.data,
  });
}
