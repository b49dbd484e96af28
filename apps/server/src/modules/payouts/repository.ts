// SQL of payouts. The claim a payout moves changes through the claim's state owner
// (modules/claim-state), never here.
import { eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { claims, orders } from '../../db/schema';
import { payouts } from './tables';

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

    /**
     * Who paid by a provider key (`<payout id>`, or `<payout id>:<round>` for a later round): the
     * store, the claim and its language, the order's country. For the card's page.
     */
    async paidBy(providerKey: string) {
      const payoutId = providerKey.split(':')[0] ?? '';
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(payoutId)) return undefined;
      const [row] = await db
        .select({
          merchantId: claims.merchantId,
          claimNumber: claims.claimNumber,
          language: claims.language,
          country: orders.country,
        })
        .from(payouts)
        .innerJoin(claims, eq(claims.id, payouts.claimId))
        .innerJoin(orders, eq(orders.id, claims.orderId))
        .where(eq(payouts.id, payoutId))
        .limit(1);
      return row;
    },

    /** The claim's payout, locked: taken after the claim's lock (order, claim, payout). */
    async lockForClaim(tx: Tx, claimId: string): Promise<PayoutRow | undefined> {
      const [row] = await tx
        .select()
        .from(payouts)
        .where(eq(payouts.claimId, claimId))
        .for('update')
        .limit(1);
      return row;
    },
  };
}
