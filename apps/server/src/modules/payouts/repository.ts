// SQL of payouts. The claim a payout moves changes through the claim's state owner
// (modules/claim-state), never here.
import { eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { claimById } from '../claim-state';
import { orderContact } from '../orders';
import { payouts } from './tables';

export type PayoutRow = typeof payouts.$inferSelect;

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

    /**
     * A payout with what the provider needs to know of its claim's order (the recipient's name):
     * the payout, then its claim and order through their owners' reads (decision 056).
     */
    async forIssue(id: string) {
      const [payout] = await db.select().from(payouts).where(eq(payouts.id, id)).limit(1);
      if (!payout) return undefined;
      const claim = await claimById(db, payout.claimId);
      const order = claim && (await orderContact(db, claim.orderId));
      if (!claim || !order) return undefined;
      return { payout, orderId: claim.orderId, firstName: order.firstName, lastName: order.lastName };
    },

    /**
     * Who paid by a provider key (`<payout id>`, or `<payout id>:<round>` for a later round): the
     * store, the claim and its language, the order's country. For the card's page.
     */
    async paidBy(providerKey: string) {
      const payoutId = providerKey.split(':')[0] ?? '';
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(payoutId)) return undefined;
      const [payout] = await db
        .select({ claimId: payouts.claimId })
        .from(payouts)
        .where(eq(payouts.id, payoutId))
        .limit(1);
      if (!payout) return undefined;
      const claim = await claimById(db, payout.claimId);
      const order = claim && (await orderContact(db, claim.orderId));
      if (!claim || !order) return undefined;
      return {
        merchantId: claim.merchantId,
        claimNumber: claim.claimNumber,
        language: claim.language,
        country: order.country,
      };
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
